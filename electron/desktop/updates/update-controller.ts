/**
 * The app's updates, around electron-updater's updater: checks the generic feed the user
 * chose, downloads what it finds (electron-updater verifies the file against the feed's
 * sha512), and installs only when the user says so — never on quit, never by itself. Every
 * change of state goes to `onChange`, which main.ts passes to the window. Decision record 0068.
 *
 * The updater is handed in (auto-updater.ts loads the platform's one), so the tests run the
 * real electron-updater against a feed server on loopback with only `electron` faked.
 */
import type { AppUpdater } from 'electron-updater';
import type { InstallResult, UpdateState, UpdateStatus } from '../../../shared/updates.js';

/** The part of electron-updater's AppUpdater used here. */
export type Updater = Pick<
  AppUpdater,
  | 'on'
  | 'setFeedURL'
  | 'checkForUpdates'
  | 'downloadUpdate'
  | 'quitAndInstall'
  | 'autoDownload'
  | 'autoInstallOnAppQuit'
  | 'allowDowngrade'
  | 'logger'
>;

interface UpdateControllerOptions {
  /** null when electron-updater could not be set up here: updates then say "unsupported". */
  updater: Updater | null;
  currentVersion: string;
  /** The feed from the settings; null keeps updates off. */
  feedUrl: string | null;
  onChange(state: UpdateState): void;
  log?: (message: string, error?: unknown) => void;
}

export interface UpdateController {
  state(): UpdateState;
  /** A new feed (already confirmed by the user), or null to turn updates off. */
  setFeed(feedUrl: string | null): void;
  /** Asks the feed; resolves once the check, and the download it starts, have ended. */
  check(options: { askedByUser: boolean }): Promise<void>;
  /** Quits and installs the downloaded update; only when one is ready. */
  install(): InstallResult;
  /** Checks a while after start, then every `everyMs`; returns a function that stops it. */
  schedule(options?: { firstAfterMs?: number; everyMs?: number }): () => void;
}

/** Not during the first minute (the service and the window are starting), then a few times a day. */
const FIRST_CHECK_AFTER_MS = 60_000;
const CHECK_EVERY_MS = 6 * 60 * 60 * 1000;
const MAX_MESSAGE_LENGTH = 300;

/** A failure as one readable line: electron-updater's messages carry headers and stacks. */
export function failureMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const firstLine = text.split('\n', 1)[0]?.trim() ?? '';
  return (firstLine === '' ? 'unknown error' : firstLine).slice(0, MAX_MESSAGE_LENGTH);
}

/** A check under way, or an update on its way or waiting: a new check would add nothing. */
const isBusy = (status: UpdateStatus): boolean =>
  ['checking', 'available', 'downloading', 'ready', 'installing'].includes(status.kind);

export function createUpdateController(options: UpdateControllerOptions): UpdateController {
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, error));
  const { updater } = options;
  let feedUrl = options.feedUrl;
  let askedByUser = false;
  let status: UpdateStatus = feedUrl === null ? { kind: 'off' } : { kind: 'idle' };
  let pendingVersion = '';

  const state = (): UpdateState => ({
    currentVersion: options.currentVersion,
    feedUrl,
    status,
    askedByUser,
  });
  const set = (next: UpdateStatus) => {
    status = next;
    options.onChange(state());
  };

  if (updater) {
    // Found updates download at once, but under this module's control (downloadUpdate below),
    // so a failed download is a status, not an unhandled rejection. Installing waits for the
    // user: not on quit, and never an older version.
    updater.autoDownload = false;
    updater.autoInstallOnAppQuit = false;
    updater.allowDowngrade = false;
    updater.logger = {
      info: () => undefined,
      warn: (message: unknown) => log(`[updates] ${String(message)}`),
      error: (message: unknown) => log(`[updates] ${String(message)}`),
    };
    if (feedUrl !== null) updater.setFeedURL({ provider: 'generic', url: feedUrl });

    updater.on('checking-for-update', () => set({ kind: 'checking' }));
    updater.on('update-not-available', (info) =>
      set({ kind: 'up-to-date', latestVersion: info.version }),
    );
    updater.on('update-available', (info) => {
      pendingVersion = info.version;
      set({ kind: 'available', version: info.version });
    });
    updater.on('download-progress', (progress) => {
      const percent = Math.min(100, Math.max(0, Math.floor(progress.percent)));
      set({ kind: 'downloading', version: pendingVersion, percent });
    });
    updater.on('update-downloaded', (event) => set({ kind: 'ready', version: event.version }));
    updater.on('update-cancelled', () => set({ kind: 'idle' }));
    updater.on('error', (error) => set({ kind: 'failed', message: failureMessage(error) }));
  }

  async function check(request: { askedByUser: boolean }): Promise<void> {
    if (feedUrl === null) {
      askedByUser = request.askedByUser;
      set({ kind: 'off' });
      return;
    }
    if (isBusy(status)) {
      // Already on its way: a user who asks is shown where it is.
      if (request.askedByUser && !askedByUser) {
        askedByUser = true;
        set(status);
      }
      return;
    }
    askedByUser = request.askedByUser;
    if (!updater) {
      set({ kind: 'unsupported' });
      return;
    }
    try {
      const result = await updater.checkForUpdates();
      // electron-updater answers null when this copy cannot update itself (not packaged,
      // not an AppImage, a snap).
      if (result === null) {
        set({ kind: 'unsupported' });
        return;
      }
      if (result.isUpdateAvailable) await updater.downloadUpdate();
    } catch (error) {
      // electron-updater has usually said so through its 'error' event already.
      if (status.kind !== 'failed') set({ kind: 'failed', message: failureMessage(error) });
    }
  }

  return {
    state,
    setFeed(next) {
      feedUrl = next;
      if (next !== null) updater?.setFeedURL({ provider: 'generic', url: next });
      // A download already under way or waiting stays: it came from a feed the user confirmed.
      if (next === null) set({ kind: 'off' });
      else if (!isBusy(status)) set({ kind: 'idle' });
      else options.onChange(state());
    },
    check,
    install() {
      if (!updater || status.kind !== 'ready') return { status: 'not-ready' };
      set({ kind: 'installing', version: status.version });
      // Silent (the installer asks nothing it asked the first time), then the new version starts.
      // electron-updater quits the app; main.ts's before-quit lets the service close first.
      // A failure to start the installer arrives as its 'error' event, before this returns.
      updater.quitAndInstall(true, true);
      const after = state().status;
      return after.kind === 'failed'
        ? { status: 'failed', message: after.message }
        : { status: 'installing' };
    },
    schedule({ firstAfterMs = FIRST_CHECK_AFTER_MS, everyMs = CHECK_EVERY_MS } = {}) {
      const run = () => {
        void check({ askedByUser: false });
      };
      let interval: NodeJS.Timeout | undefined;
      const first = setTimeout(() => {
        run();
        interval = setInterval(run, everyMs);
      }, firstAfterMs);
      return () => {
        clearTimeout(first);
        clearInterval(interval);
      };
    },
  };
}
