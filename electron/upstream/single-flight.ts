/**
 * Single flight: identical reads in flight at the same time share one upstream request. Fifty
 * clients opening the same report at once then cost the platform one set of reads, not fifty.
 * Identical means the same call with the same arguments under the same auth object (the
 * session and its user): the key holds the auth, so a read is never shared across users or
 * sessions, whose rights differ. Only reads in flight are shared; a settled read is
 * forgotten, so nothing here is a cache.
 *
 * Each caller waits with its own signal: a caller that goes away stops waiting at once, but
 * the shared request goes on for the others; only when every waiter has gone is it aborted
 * (and forgotten, so a new caller starts afresh rather than joining a read being torn down).
 */
import { createHash } from 'node:crypto';
import { UpstreamTransportError } from './errors.js';

interface Flight {
  promise: Promise<unknown>;
  controller: AbortController;
  waiters: number;
}

/**
 * The key of a read: a digest, so the map holds no session hash or argument in clear (and
 * its keys stay short for long id lists).
 */
export const flightKey = (parts: readonly unknown[]): string =>
  createHash('sha256').update(JSON.stringify(parts)).digest('base64url');

export class SingleFlight {
  private readonly flights = new Map<string, Flight>();

  /** Reads in flight (for tests and logs). */
  get size(): number {
    return this.flights.size;
  }

  /**
   * Joins the read under `key`, or starts it with `start`. A waiter whose `signal` aborts is
   * rejected as a cancelled call of `call`, as an unshared read would be.
   */
  run<T>(
    key: string,
    call: string,
    signal: AbortSignal | undefined,
    start: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const cancelled = () => new UpstreamTransportError('the upstream call was cancelled', { call });
    if (signal?.aborted) return Promise.reject(cancelled());
    let flight = this.flights.get(key);
    if (flight === undefined) {
      const controller = new AbortController();
      const created: Flight = { promise: start(controller.signal), controller, waiters: 0 };
      const forget = () => this.forget(key, created);
      // Also handles a rejection when every waiter has already gone.
      created.promise.then(forget, forget);
      this.flights.set(key, created);
      flight = created;
    }
    return this.wait(key, flight, signal, cancelled) as Promise<T>;
  }

  private forget(key: string, flight: Flight): void {
    if (this.flights.get(key) === flight) this.flights.delete(key);
  }

  private wait(
    key: string,
    flight: Flight,
    signal: AbortSignal | undefined,
    cancelled: () => Error,
  ): Promise<unknown> {
    flight.waiters += 1;
    return new Promise((resolve, reject) => {
      let left = false;
      const leave = (): boolean => {
        if (left) return false;
        left = true;
        flight.waiters -= 1;
        signal?.removeEventListener('abort', onAbort);
        return true;
      };
      const onAbort = () => {
        if (!leave()) return;
        if (flight.waiters === 0) {
          this.forget(key, flight);
          flight.controller.abort(signal?.reason);
        }
        reject(cancelled());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      flight.promise.then(
        (value) => {
          if (leave()) resolve(value);
        },
        (error: unknown) => {
          // The shared read's own rejection (an UpstreamError), passed on as it came.
          if (leave()) reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }
}
