/**
 * Whether an export is under way anywhere in the window: from the request to the file being
 * written (use-export.ts) or the PDF saved (the report's PrintButton). The desktop app's
 * update waits for it: restarting to install would cut an export off (features/updates/).
 */
type Listener = () => void;

let running = 0;
const listeners = new Set<Listener>();

const notify = () => {
  for (const listener of [...listeners]) listener();
};

/** Marks an export as started; call the answer once it has ended, however it ended. */
export function exportStarted(): () => void {
  running += 1;
  notify();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    running -= 1;
    notify();
  };
}

/** Runs `work` as an export: counted as running until it settles. */
export async function asExport<T>(work: () => Promise<T>): Promise<T> {
  const ended = exportStarted();
  try {
    return await work();
  } finally {
    ended();
  }
}

export const exportsRunning = (): number => running;

/** Calls `listener` whenever an export starts or ends; returns a function that stops it. */
export function onExportActivity(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
