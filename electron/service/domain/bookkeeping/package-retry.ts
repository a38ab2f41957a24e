/**
 * How a posting run asks a package again: a read whose answer may have been lost (a timeout,
 * a dropped connection, a 5xx) is asked again, at most ATTEMPTS times, in a loop; a post is
 * asked again (posting-engine.ts) only after the package was asked whether it has it.
 */
import { PACKAGE_ID, PackageFailure } from '../../data/bookkeeping/package-client.js';
import { pause } from '../../data/bookkeeping/request-window.js';

export const ATTEMPTS = 4;
/** The first retry at once (a lost answer is no reason to wait), then 250 ms, 1 s. */
export const retryDelay = (attempt: number) => (attempt === 1 ? 0 : 250 * (attempt - 1) ** 2);

/** A call whose answer may be lost, asked again: reads are safe to repeat. */
export async function repeated<T>(parts: { signal: AbortSignal }, call: () => Promise<T>) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof PackageFailure && error.mayHaveStored) || attempt >= ATTEMPTS)
        throw error;
      await pause(retryDelay(attempt), parts.signal);
    }
  }
}

/**
 * The document id a client handed over, when it has the packages' shape (PACKAGE_ID, which
 * the clients read their answers by: this holds any client to it); else the package's failure
 * `unexpected`: never kept, never shown.
 */
export function checkedDocumentId(id: string, what: string): string {
  if (PACKAGE_ID.test(id)) return id;
  throw new PackageFailure(
    'unexpected',
    `${what} answered a document id not of its shape (${String(id.length)} characters)`,
  );
}
