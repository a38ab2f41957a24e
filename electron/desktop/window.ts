/**
 * The one app window. Guards against the page reaching Node or the file system: context
 * isolation, the renderer sandbox, no Node integration, web security on, no <webview>; the
 * preload's narrow bridge is all it gets. Its size, place and maximized state are remembered.
 */
import { fileURLToPath } from 'node:url';
import {
  BrowserWindow,
  screen,
  type BrowserWindowConstructorOptions,
  type Rectangle,
  type WebPreferences,
} from 'electron';
import type { MenuCommand } from '../../shared/keyboard-shortcuts.js';
import {
  MENU_COMMAND_CHANNEL,
  MENU_EXPORT_CHANNEL,
  UPDATE_STATE_CHANNEL,
} from '../../shared/ipc.js';
import type { UpdateState } from '../../shared/updates.js';
import type { WindowState } from '../settings/schema.js';
import type { SettingsStore } from '../settings/settings-store.js';

const DEFAULT_WINDOW_SIZE = { width: 1280, height: 800 };
const MINIMUM_SIZE = { width: 960, height: 600 };
/** How much of a remembered window must still be on a screen to put it back there. */
const MINIMUM_VISIBLE = { width: 200, height: 100 };

/** Beside this module in dist/electron/desktop/, compiled from preload.cts as CommonJS. */
const PRELOAD_PATH = fileURLToPath(new URL('./preload.cjs', import.meta.url));

export function secureWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: false,
  };
}

function overlap(a: Rectangle, b: Rectangle): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/**
 * The remembered state, minus bounds that no longer land on a screen (a monitor was unplugged
 * or the resolution changed): such a window would open out of reach.
 */
export function restorableWindowState(saved: WindowState, workAreas: Rectangle[]): WindowState {
  const bounds = saved.bounds;
  if (!bounds) return saved;
  const visible = workAreas.some((area) => {
    const shared = overlap(bounds, area);
    return shared.width >= MINIMUM_VISIBLE.width && shared.height >= MINIMUM_VISIBLE.height;
  });
  return visible ? saved : { ...saved, bounds: null };
}

export function captureWindowState(
  window: Pick<BrowserWindow, 'getNormalBounds' | 'isMaximized'>,
): WindowState {
  const { x, y, width, height } = window.getNormalBounds();
  return {
    bounds: {
      x: Math.round(x),
      y: Math.round(y),
      width: Math.max(MINIMUM_SIZE.width, Math.round(width)),
      height: Math.max(MINIMUM_SIZE.height, Math.round(height)),
    },
    maximized: window.isMaximized(),
  };
}

export function windowOptions(
  state: WindowState,
  preloadPath: string,
): BrowserWindowConstructorOptions {
  return {
    ...(state.bounds ?? DEFAULT_WINDOW_SIZE),
    minWidth: MINIMUM_SIZE.width,
    minHeight: MINIMUM_SIZE.height,
    title: 'Back-Office Desk',
    show: false,
    backgroundColor: '#ffffff',
    webPreferences: secureWebPreferences(preloadPath),
  };
}

export interface MainWindowHandle {
  readonly window: BrowserWindow;
  /** Brings the window to the front (used when the app is launched a second time). */
  focus(): void;
  /** Writes the window's size, place and maximized state to the settings. */
  saveState(): void;
  /** File → Export: asks the page to export what it shows. */
  sendMenuExport(): void;
  /** Another menu item the page carries out (find, print, the help, a screen). */
  sendMenuCommand(command: MenuCommand): void;
  /** Tells the page how far an update has come. */
  sendUpdateState(state: UpdateState): void;
}

interface OpenWindowOptions {
  serviceUrl: string;
  settings: Pick<SettingsStore, 'read' | 'update'>;
  preloadPath?: string;
  log?: (message: string, error: unknown) => void;
}

export function openMainWindow(options: OpenWindowOptions): MainWindowHandle {
  const workAreas = screen.getAllDisplays().map((display) => display.workArea);
  const state = restorableWindowState(options.settings.read().windowState, workAreas);
  const window = new BrowserWindow(windowOptions(state, options.preloadPath ?? PRELOAD_PATH));

  const saveState = () => {
    if (window.isDestroyed()) return;
    options.settings.update({ windowState: captureWindowState(window) });
  };
  window.once('ready-to-show', () => {
    if (state.maximized) window.maximize();
    window.show();
  });
  window.on('close', saveState);
  window.loadURL(options.serviceUrl).catch((error: unknown) => {
    (options.log ?? console.error)(`could not load ${options.serviceUrl}`, error);
  });

  return {
    window,
    saveState,
    focus() {
      if (window.isDestroyed()) return;
      if (window.isMinimized()) window.restore();
      window.show();
      window.focus();
    },
    sendMenuExport() {
      if (!window.isDestroyed()) window.webContents.send(MENU_EXPORT_CHANNEL);
    },
    sendMenuCommand(command) {
      if (!window.isDestroyed()) window.webContents.send(MENU_COMMAND_CHANNEL, command);
    },
    sendUpdateState(state) {
      if (!window.isDestroyed()) window.webContents.send(UPDATE_STATE_CHANNEL, state);
    },
  };
}
