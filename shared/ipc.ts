/**
 * The one list of what crosses between the renderer (through the preload) and the main
 * process: channel names with their argument and result types. The preload and the handlers
 * are both typed from it, so renaming a channel or changing an argument fails to compile on
 * both sides. Imports nothing from electron, node or the DOM.
 */
import type { LoginRequest } from './api/auth.js';
import type { MenuCommand } from './keyboard-shortcuts.js';
import type { Preferences } from './preferences.js';
import type { InstallResult, SetFeedResult, UpdateState } from './updates.js';

/**
 * The settings the page may read and change: the display preferences (shared/preferences.ts).
 * Port and upstream are not among them: a page that could change the upstream could send the
 * user's next login elsewhere.
 */
export type RendererPreferences = Preferences;

/**
 * A desktop notification of new exceptions, worded by the page in the user's language. Text
 * only: a click always opens the exceptions screen, so the page cannot make a notification
 * lead anywhere else.
 */
export interface ExceptionsNotice {
  title: string;
  body: string;
}

export type SaveFileResult = { status: 'saved'; path: string } | { status: 'cancelled' };

export type ChooseFolderResult = { status: 'chosen'; path: string } | { status: 'cancelled' };

export interface ServiceInfo {
  /** The service's own address, e.g. http://127.0.0.1:7411/ */
  url: string;
  version: string;
}

/** What "remember me" keeps: the login fields, stored only encrypted. */
export type RememberedCredentials = LoginRequest;

export type SaveCredentialsResult =
  | { status: 'saved' }
  | { status: 'refused'; reason: 'encryption-unavailable'; message: string };

/** Request/response channels (ipcRenderer.invoke ↔ ipcMain.handle). */
export interface IpcInvokeContract {
  'backoffice:save-file': {
    args: [content: string | Uint8Array, suggestedName: string];
    result: SaveFileResult;
  };
  /** The asking window as a PDF (its print layout), saved where the user chooses. */
  'backoffice:save-pdf': { args: [suggestedName: string]; result: SaveFileResult };
  'backoffice:open-external': { args: [url: string]; result: boolean };
  /** A folder the user picks in the system dialog, starting at `defaultPath` when absolute. */
  'backoffice:choose-folder': { args: [defaultPath: string]; result: ChooseFolderResult };
  'backoffice:get-service-info': { args: []; result: ServiceInfo };
  'backoffice:preferences-get': { args: []; result: RendererPreferences };
  'backoffice:preferences-update': {
    args: [change: Partial<RendererPreferences>];
    result: RendererPreferences;
  };
  'backoffice:credentials-load': { args: []; result: RememberedCredentials | null };
  'backoffice:credentials-save': {
    args: [credentials: RememberedCredentials];
    result: SaveCredentialsResult;
  };
  'backoffice:credentials-clear': { args: []; result: undefined };
  /** The desktop app's updates (shared/updates.ts): where they come from and how far they are. */
  'backoffice:updates-get': { args: []; result: UpdateState };
  /**
   * A new update feed, or null to turn updates off. A new feed is kept only once the user
   * confirms it in the app's own dialog, which the page cannot draw or answer.
   */
  'backoffice:updates-set-feed': { args: [feedUrl: string | null]; result: SetFeedResult };
  /** Starts a check (its progress arrives as update-state events); answers the state now. */
  'backoffice:updates-check': { args: []; result: UpdateState };
  /** Quits and installs the downloaded update; the page asks only when no export runs. */
  'backoffice:updates-install': { args: []; result: InstallResult };
  /**
   * Shows a system notification of new exceptions; a click focuses the window and opens the
   * exceptions screen. False where the system shows none.
   */
  'backoffice:notify-exceptions': { args: [notice: ExceptionsNotice]; result: boolean };
}

export type IpcInvokeChannel = keyof IpcInvokeContract;
export type IpcArgs<C extends IpcInvokeChannel> = IpcInvokeContract[C]['args'];
export type IpcResult<C extends IpcInvokeChannel> = IpcInvokeContract[C]['result'];

/** Events the main process sends to the renderer (webContents.send ↔ ipcRenderer.on). */
export interface IpcEventContract {
  /** File → Export in the application menu: export what the current page shows. */
  'backoffice:menu-export': [];
  /** Another menu item the page carries out: find, print, the help, go to a screen. */
  'backoffice:menu-command': [command: MenuCommand];
  /** The updates' state changed (a check, download progress, ready to install). */
  'backoffice:update-state': [state: UpdateState];
}

export type IpcEventChannel = keyof IpcEventContract;

/**
 * Every invoke channel by a readable name. Typed as a complete mapping, so adding a channel to
 * the contract without listing it here (and so without a registered handler) fails to compile.
 */
export const IPC_INVOKE_CHANNELS: { readonly [C in IpcInvokeChannel]: C } = {
  'backoffice:save-file': 'backoffice:save-file',
  'backoffice:save-pdf': 'backoffice:save-pdf',
  'backoffice:open-external': 'backoffice:open-external',
  'backoffice:choose-folder': 'backoffice:choose-folder',
  'backoffice:get-service-info': 'backoffice:get-service-info',
  'backoffice:preferences-get': 'backoffice:preferences-get',
  'backoffice:preferences-update': 'backoffice:preferences-update',
  'backoffice:credentials-load': 'backoffice:credentials-load',
  'backoffice:credentials-save': 'backoffice:credentials-save',
  'backoffice:credentials-clear': 'backoffice:credentials-clear',
  'backoffice:updates-get': 'backoffice:updates-get',
  'backoffice:updates-set-feed': 'backoffice:updates-set-feed',
  'backoffice:updates-check': 'backoffice:updates-check',
  'backoffice:updates-install': 'backoffice:updates-install',
  'backoffice:notify-exceptions': 'backoffice:notify-exceptions',
};

export const MENU_EXPORT_CHANNEL: IpcEventChannel = 'backoffice:menu-export';
export const MENU_COMMAND_CHANNEL: IpcEventChannel = 'backoffice:menu-command';
export const UPDATE_STATE_CHANNEL: IpcEventChannel = 'backoffice:update-state';
