/**
 * How a failed read model is told (store-opener.ts): when it is tried again, what a read that
 * needed it is answered, and which errors of the embedded engine are its own failure.
 */
import { ApiError } from '../../core/errors.js';
import type { ReadStore } from './store.js';

/** How soon a failed store is tried again: the first time, and at most (doubling between). */
export const STORE_RETRY = { firstMs: 1_000, maxMs: 5 * 60_000, tickMs: 1_000 };

/** 503 `read_model_unavailable`: the model failed; the read may be asked again. */
export const unavailable = (reason: string) =>
  new ApiError(
    503,
    `the service's copy of the platform's data cannot be read now (${reason}); it is made ` +
      'again from the platform: ask again in a moment',
    { 'Retry-After': '5' },
    { code: 'read_model_unavailable' },
  );

/**
 * The embedded engine's failure, told from a statement's: the engine's own check
 * (read-model/pglite/pglite-store.ts).
 */
export async function isEngineFailure(error: unknown, store: ReadStore): Promise<boolean> {
  if (store.engine !== 'pglite') return false;
  const { engineFailed } = await import('./pglite/pglite-store.js');
  return engineFailed(error);
}
