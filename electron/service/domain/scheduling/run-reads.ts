/**
 * A run's reads of the domain (the month pack's, the digest's, a posting run's): the same
 * functions the routes call, as the run's caller (the user who asked, or the scheduled run's
 * stored user: their rights and location apply as they would to a request), under the run's
 * signal (a client that left, the service stopping). A refusal is the endpoint's own, in the
 * one error shape, named by what was read: the month pack says which file a refusal stopped.
 */
import { CallSlots } from '../../../upstream/call-slots.js';
import type { AuthContext } from '../../core/caller.js';
import { ApiError } from '../../core/errors.js';
import { knownApiError } from '../../core/known-errors.js';
import { DataAge, type ReadWork } from '../../data/read-model/data-age.js';
import type { ServiceDeps } from '../deps.js';
import { PageTally } from '../progress/tally.js';

export interface RunReader {
  auth: AuthContext;
  signal: AbortSignal;
}

/**
 * A read's work, as a request's: its calls in flight bounded alike; `fresh` asks the read model
 * to catch up with the platform first (as `Cache-Control: no-cache` does a request's).
 */
export const runWork = (
  deps: Pick<ServiceDeps, 'clock' | 'upstream'>,
  signal: AbortSignal,
  { fresh }: { fresh: boolean } = { fresh: false },
): ReadWork => ({
  signal,
  pages: new PageTally(),
  slots: new CallSlots(deps.upstream.concurrency),
  age: new DataAge(fresh, deps.clock.now()),
});

/**
 * What `read` answers, or its failure as the endpoint would answer it, its message prefixed
 * with `what`; once the run's signal fired, why it fired (the runner tells stopping apart).
 */
export async function readAs<T>(
  signal: AbortSignal,
  what: string | null,
  read: () => Promise<T>,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    signal.throwIfAborted();
    const known = knownApiError(error);
    if (known === null) throw error;
    if (what === null) throw known;
    throw new ApiError(known.status, `${what}: ${known.message}`, known.headers, known.detail);
  }
}
