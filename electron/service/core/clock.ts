/**
 * The time as the service reads it: `Date.now()` in production, a settable clock in tests.
 * A module of its own so that the token store, the caches and the read model can take it
 * without importing deps.ts, which names them.
 */
export interface Clock {
  now(): number;
}
