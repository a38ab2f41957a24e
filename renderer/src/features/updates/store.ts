/**
 * The desktop app's updates as the window knows them: the state the main process sends
 * through the bridge (shared/updates.ts), whether an export runs (components/export/export-activity.ts),
 * and the user's "Restart to install". That install waits while an export runs and starts once
 * none does; the user can take it back meanwhile. Without the bridge (a plain browser) the
 * state stays null and nothing here calls anything.
 */
import { create } from 'zustand';
import type { SetFeedResult, UpdateState } from '../../../../shared/updates.js';
import { exportsRunning, onExportActivity } from '../../components/export/export-activity.js';
import { getBridge } from '../../platform/bridge.js';
import { noticeKey } from './notice.js';

interface UpdatesState {
  /** null in a plain browser, and until the desktop app has answered. */
  update: UpdateState | null;
  exportRunning: boolean;
  installPending: boolean;
  /** The notice for the news in `update` was closed. */
  dismissed: boolean;
  /** Why starting the installer failed, or null. */
  installError: string | null;
}

export const useUpdatesStore = create<UpdatesState>()(() => ({
  update: null,
  exportRunning: exportsRunning() > 0,
  installPending: false,
  dismissed: false,
  installError: null,
}));

const { getState, setState } = useUpdatesStore;

function receive(update: UpdateState): void {
  const news = noticeKey(update) !== noticeKey(getState().update);
  setState(news ? { update, dismissed: false, installError: null } : { update });
}

async function installNow(): Promise<void> {
  const bridge = getBridge();
  setState({ installPending: false });
  if (!bridge) return;
  const result = await bridge.updates.install();
  if (result.status === 'failed') setState({ installError: result.message });
}

let connected = false;

/**
 * Starts following the desktop app's updates and the window's exports; once per page, however
 * many components ask.
 */
export function connectUpdates(): void {
  const bridge = getBridge();
  if (connected || !bridge) return;
  connected = true;
  // An event that arrives before the first answer is newer than that answer.
  let heard = false;
  bridge.updates.onState((update) => {
    heard = true;
    receive(update);
  });
  void bridge.updates.get().then((update) => {
    if (!heard) receive(update);
  });
  onExportActivity(() => {
    const exportRunning = exportsRunning() > 0;
    setState({ exportRunning });
    if (!exportRunning && getState().installPending) void installNow();
  });
}

/** "Restart to install": now, or as soon as no export runs. */
export function requestInstall(): Promise<void> {
  if (exportsRunning() > 0) {
    setState({ installPending: true });
    return Promise.resolve();
  }
  return installNow();
}

export function cancelPendingInstall(): void {
  setState({ installPending: false });
}

export function dismissNotice(): void {
  setState({ dismissed: true });
}

export async function checkForUpdates(): Promise<void> {
  const bridge = getBridge();
  if (bridge) receive(await bridge.updates.check());
}

/** Saves the feed (null: updates off); the desktop app asks the user to confirm a new one. */
export async function setUpdateFeed(feedUrl: string | null): Promise<SetFeedResult | null> {
  const bridge = getBridge();
  if (!bridge) return null;
  const result = await bridge.updates.setFeed(feedUrl);
  if (result.status === 'saved') receive(result.state);
  return result;
}
