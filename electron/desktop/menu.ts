/**
 * The application menu: File → Export and Print (the page exports or prints what it shows),
 * Edit (so copy and paste shortcuts work on macOS), Go (the page's search field and each
 * screen), View (reload, zoom, full screen; developer tools only in development) and Help
 * (the keyboard shortcuts, the API documentation in the system browser, Check for updates:
 * the window shows what it finds). Labels follow the language setting.
 *
 * The page's own items show the shortcuts of shared/keyboard-shortcuts.ts but do not register
 * them (`registerAccelerator: false`): the page handles those keys itself, as it does in a
 * browser, so a key press is carried out once. A click on such an item sends its command to
 * the page.
 */
import { Menu, type MenuItemConstructorOptions } from 'electron';
import {
  SHORTCUTS,
  screenAccelerator,
  type MenuCommand,
  type ShortcutCommand,
} from '../../shared/keyboard-shortcuts.js';
import { SCREENS, SCREEN_NAMES } from '../../shared/screens.js';
import type { Language } from '../settings/schema.js';

interface MenuActions {
  exportCurrentView(): void;
  /** Asks the page to carry out a command (find, print, the help, a screen). */
  runCommand(command: MenuCommand): void;
  openApiDocs(): void;
  checkForUpdates(): void;
}

interface MenuOptions {
  language: Language;
  /** Packaged builds hide developer tools. */
  isPackaged: boolean;
  platform: NodeJS.Platform;
  actions: MenuActions;
}

const LABELS = {
  nl: {
    file: 'Bestand',
    export: 'Exporteren…',
    edit: 'Bewerken',
    view: 'Beeld',
    reload: 'Opnieuw laden',
    zoomIn: 'Inzoomen',
    zoomOut: 'Uitzoomen',
    resetZoom: 'Ware grootte',
    fullScreen: 'Volledig scherm',
    devTools: 'Ontwikkelaarshulpmiddelen',
    quit: 'Afsluiten',
    print: 'Afdrukken…',
    go: 'Ga naar',
    find: 'Zoeken',
    help: 'Help',
    shortcuts: 'Sneltoetsen',
    apiDocs: 'API-documentatie',
    checkForUpdates: 'Controleren op updates…',
  },
  en: {
    file: 'File',
    export: 'Export…',
    edit: 'Edit',
    view: 'View',
    reload: 'Reload',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    resetZoom: 'Actual size',
    fullScreen: 'Full screen',
    devTools: 'Developer tools',
    quit: 'Quit',
    print: 'Print…',
    go: 'Go',
    find: 'Find',
    help: 'Help',
    shortcuts: 'Keyboard shortcuts',
    apiDocs: 'API documentation',
    checkForUpdates: 'Check for updates…',
  },
} satisfies Record<Language, Record<string, string>>;

/** Where Help → API documentation points: the service's own docs page. */
export function apiDocsUrl(serviceUrl: string): string {
  return new URL('api/docs', serviceUrl).toString();
}

export function buildMenuTemplate(options: MenuOptions): MenuItemConstructorOptions[] {
  const text = LABELS[options.language];
  const isMac = options.platform === 'darwin';
  /** An item the page carries out, showing the page's shortcut for it. */
  const pageItem = (
    id: string,
    label: string,
    command: MenuCommand,
    accelerator: string | undefined,
  ): MenuItemConstructorOptions => ({
    id,
    label,
    ...(accelerator === undefined ? {} : { accelerator, registerAccelerator: false }),
    click: () => options.actions.runCommand(command),
  });
  const shortcut = (command: ShortcutCommand) =>
    pageItem(
      command,
      text[command === 'help' ? 'shortcuts' : command],
      command,
      SHORTCUTS[command],
    );
  const go: MenuItemConstructorOptions[] = [
    shortcut('find'),
    { type: 'separator' },
    ...SCREENS.map((screen) =>
      pageItem(
        `screen-${screen}`,
        SCREEN_NAMES[options.language][screen],
        { screen },
        screenAccelerator(screen),
      ),
    ),
  ];
  const view: MenuItemConstructorOptions[] = [
    { label: text.reload, role: 'reload' },
    { type: 'separator' },
    { label: text.resetZoom, role: 'resetZoom' },
    { label: text.zoomIn, role: 'zoomIn' },
    { label: text.zoomOut, role: 'zoomOut' },
    { type: 'separator' },
    { label: text.fullScreen, role: 'togglefullscreen' },
  ];
  if (!options.isPackaged) {
    view.push({ type: 'separator' }, { label: text.devTools, role: 'toggleDevTools' });
  }
  return [
    ...(isMac ? [{ role: 'appMenu' } as const] : []),
    {
      label: text.file,
      submenu: [
        {
          id: 'export',
          label: text.export,
          accelerator: SHORTCUTS.export,
          registerAccelerator: false,
          click: () => options.actions.exportCurrentView(),
        },
        shortcut('print'),
        ...(isMac
          ? []
          : [{ type: 'separator' as const }, { label: text.quit, role: 'quit' as const }]),
      ],
    },
    { label: text.edit, role: 'editMenu' },
    { label: text.go, submenu: go },
    { label: text.view, submenu: view },
    {
      label: text.help,
      role: 'help',
      submenu: [
        shortcut('help'),
        { id: 'api-docs', label: text.apiDocs, click: () => options.actions.openApiDocs() },
        { type: 'separator' },
        {
          id: 'check-for-updates',
          label: text.checkForUpdates,
          click: () => options.actions.checkForUpdates(),
        },
      ],
    },
  ];
}

export function installApplicationMenu(options: MenuOptions): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(buildMenuTemplate(options)));
}
