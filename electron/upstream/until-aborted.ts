/**
 * A wait that ends early when `signal` aborts: `waiting`'s outcome, or the signal's reason if
 * it aborts first (as `signal.throwIfAborted()` throws). What `waiting` stands for goes on;
 * only this caller stops waiting for it, so use it for waits whose end harms nobody
 * (a turn, a pause, a quiet moment), never for work that must be awaited to its end.
 */
export function untilAborted<T>(waiting: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return waiting;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const leave = () => reject(signal.reason as Error);
    signal.addEventListener('abort', leave, { once: true });
    void waiting.then(resolve, reject).finally(() => signal.removeEventListener('abort', leave));
  });
}
