/**
 * The shape of `window.backoffice`, the only object the desktop app's preload exposes. It is
 * present in the Electron window and absent in a plain browser, so the renderer checks
 * `window.backoffice?` and falls back to browser downloads and ordinary links without it.
 * Native actions only: data always goes over HTTP to the service.
 *
 * The renderer owns the global declaration (`interface Window { backoffice?: BackofficeBridge }`
 * in its own code), so this file stays free of the DOM.
 */
import type { MenuCommand } from './keyboard-shortcuts.js';
import type {
  ChooseFolderResult,
  ExceptionsNotice,
  RendererPreferences,
  RememberedCredentials,
  SaveCredentialsResult,
  SaveFileResult,
  ServiceInfo,
} from './ipc.js';
import type { InstallResult, SetFeedResult, UpdateState } from './updates.js';

export type { InstallResult, SetFeedResult, UpdateState } from './updates.js';
export type {
  ChooseFolderResult,
  ExceptionsNotice,
  RendererPreferences,
  RememberedCredentials,
  SaveCredentialsResult,
  SaveFileResult,
  ServiceInfo,
} from './ipc.js';

export interface BackofficeBridge {
  /**
   * Asks where to save through the system dialog (suggesting `suggestedName`), then writes
   * `content` there: text as UTF-8, bytes as they are.
   */
  saveFile(content: string | Uint8Array, suggestedName: string): Promise<SaveFileResult>;
  /**
   * Saves the window as a PDF, rendered with its print layout (A4), where the user chooses;
   * the name is suggested and always ends in .pdf.
   */
  savePdf(suggestedName: string): Promise<SaveFileResult>;
  /**
   * Asks for a folder through the system dialog (starting at `defaultPath` when it is an
   * absolute path); the month pack writes into it.
   */
  chooseFolder(defaultPath: string): Promise<ChooseFolderResult>;
  /** Opens a vetted https:// link in the system browser; false when the link was refused. */
  openExternal(url: string): Promise<boolean>;
  getServiceInfo(): Promise<ServiceInfo>;
  /** Calls `listener` on File → Export; returns a function that stops listening. */
  onMenuExport(listener: () => void): () => void;
  /**
   * Calls `listener` with the command of another menu item the page carries out (find, print,
   * the shortcuts' help, a screen); returns a function that stops listening.
   */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
  /** The user's display preferences from the settings file (the app's port and upstream stay private). */
  preferences: {
    get(): Promise<RendererPreferences>;
    update(change: Partial<RendererPreferences>): Promise<RendererPreferences>;
  };
  /** "Remember me": credentials kept encrypted by the operating system's key store. */
  credentials: {
    load(): Promise<RememberedCredentials | null>;
    /** Refuses (and says why) when the system offers no real encryption. */
    save(credentials: RememberedCredentials): Promise<SaveCredentialsResult>;
    clear(): Promise<void>;
  };
  /** The app updating itself from a generic feed (off until the user sets one). */
  updates: {
    get(): Promise<UpdateState>;
    /**
     * Sets the feed (or null: off). The app asks the user to confirm a new feed in its own
     * dialog; `cancelled` when they do not.
     */
    setFeed(feedUrl: string | null): Promise<SetFeedResult>;
    /** Checks now; the outcome arrives through onState. */
    check(): Promise<UpdateState>;
    /** Quits and installs the downloaded update. Ask only when no export runs. */
    install(): Promise<InstallResult>;
    /** Calls `listener` with every change of state; returns a function that stops listening. */
    onState(listener: (state: UpdateState) => void): () => void;
  };
  /**
   * A system notification of new exceptions (worded by the page); clicking it brings the
   * window forward on the exceptions screen. False where the system shows none.
   */
  notifyExceptions(notice: ExceptionsNotice): Promise<boolean>;
}
