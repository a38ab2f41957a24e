/**
 * The application menu: File → Export (the page exports what it shows), Edit (so copy and
 * paste shortcuts work on macOS), View (reload, zoom, full screen; developer tools only in
 * development) and Help → API documentation in the system browser and Help → Check for
 * updates (the window shows what it finds). Labels follow the language setting.
 */
import { Menu, type MenuItemConstructorOptions } from 'electron';
import type { Language } from '../settings/schema.js';

export interface MenuActions {
  exportCurrentView(): void;
  openApiDocs(): void;
  checkForUpdates(): void;
}

export interface MenuOptions {
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
    help: 'Help',
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
    help: 'Help',
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
          accelerator: 'CmdOrCtrl+E',
          click: () => options.actions.exportCurrentView(),
        },
        ...(isMac
          ? []
          : [{ type: 'separator' as const }, { label: text.quit, role: 'quit' as const }]),
      ],
    },
    { label: text.edit, role: 'editMenu' },
    { label: text.view, submenu: view },
    {
      label: text.help,
      role: 'help',
      submenu: [
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
