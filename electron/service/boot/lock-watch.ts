/**
 * The holder's watch on its own lock (data-folder-lock.ts): once a second it asks whether
 * `service.lock` is still this service's. The first time it is not (emptied, removed,
 * replaced), the folder is marked lost, so nothing more is written into it
 * (data/files/folder-guard.ts), and the service is told why, once (its log, /healthz).
 */
import { forgetFolderLost, markFolderLost } from '../data/files/folder-guard.js';

const WATCH_MS = 1_000;

const LOST_REASON =
  'its lock (service.lock) was emptied, removed or replaced while it ran, so another service may hold the folder';

export interface LockWatch {
  onLost(listener: (reason: string) => void): void;
  stop(): void;
}

export function watchLock(folder: string, stillMine: () => Promise<boolean>): LockWatch {
  forgetFolderLost(folder);
  const listeners: ((reason: string) => void)[] = [];
  let looking = false;
  const timer = setInterval(() => {
    if (looking) return;
    looking = true;
    stillMine()
      .catch(() => false)
      .then((mine) => {
        looking = false;
        if (mine) return;
        clearInterval(timer);
        markFolderLost(folder, LOST_REASON);
        for (const listener of listeners) listener(LOST_REASON);
      })
      .catch(() => undefined);
  }, WATCH_MS);
  timer.unref();
  return {
    onLost: (listener) => listeners.push(listener),
    stop: () => clearInterval(timer),
  };
}
