/** Time-related defaults of the client, injectable so tests run without waiting. */

/** The spec: "Clients refresh about 25 minutes after issue (5 minutes before expiry)." */
export const REFRESH_AFTER_MS = 25 * 60_000;
/** The spec's example back-off for reads after a 502. */
export const READ_RETRY_DELAYS_MS: readonly number[] = [2_000, 8_000, 30_000];
/**
 * The back-off of a window's reads: one more try after 2 s, then the error with Retry. A
 * person at a screen read 40 s of the full back-off as a hang; Retry is theirs.
 */
export const WINDOW_RETRY_DELAYS_MS: readonly number[] = [2_000];
/** After a refresh fails for a reason other than 401, wait this long before trying again. */
export const REFRESH_RETRY_MS = 60_000;

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

function abortError(signal?: AbortSignal): Error {
  const reason: unknown = signal?.reason;
  if (reason instanceof Error) return reason;
  const error = new Error('the request was cancelled');
  error.name = 'AbortError';
  return error;
}

/** setTimeout as a promise that a signal can cut short. */
export const realSleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
