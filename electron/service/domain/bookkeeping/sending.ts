/**
 * One entry sent to the package and read back (posting-engine.ts, steps 4 and 5): posted,
 * asked again after an answer that did not come (the package asked first each time), and what
 * the package answered read back by its id, the books too where they must be compared.
 */
import type { JournalEntry } from '../../../../shared/api/journal.js';
import { PackageFailure } from '../../data/bookkeeping/package-client.js';
import { pause } from '../../data/bookkeeping/request-window.js';
import { NotStored } from './day-failure.js';
import { ATTEMPTS, checkedDocumentId, repeated, retryDelay } from './package-retry.js';
import { packageEntryOf } from './package-map.js';
import type { EngineParts } from './engine-parts.js';
import { balancesOf, readBack, type ReadBackParts } from './read-back.js';
import { PACKAGE_NAMES } from './refusals.js';

/** The package's document with this reference, its id checked against the package's shape. */
export async function lookUp(parts: EngineParts, reference: string, from: string, to: string) {
  const found = await repeated(parts, () => parts.client.find(reference, from, to, parts.signal));
  return found === null ? null : checkedDocumentId(found, PACKAGE_NAMES[parts.client.package]);
}

export function readBackParts(parts: EngineParts): ReadBackParts {
  const codes = new Map([...parts.map.ledgers].map(([code, ledger]) => [ledger.id, code]));
  return {
    client: parts.client,
    signal: parts.signal,
    name: (ledgerId) => codes.get(ledgerId) ?? `ledger ${ledgerId}`,
  };
}

/**
 * Posts and reads back what the package answered. After an answer that did not come (or a
 * duplicate), the package is asked first; a document answered stored that the package does not
 * have is asked for by its reference once more and else posted again, within ATTEMPTS.
 *
 * The books (the day's ledger balances, a request a ledger) are compared only where the issue
 * asks: for the first day posted on the connection, read before its post, and for a day whose
 * answer was in doubt, read once the package is known not to hold the entry (the lookup found
 * nothing), before it is posted again. A doubt the lookup settles by finding the document is
 * compared by that document alone: no balance from before it is known.
 */
export async function send(parts: EngineParts, entry: JournalEntry, from: string, to: string) {
  const body = packageEntryOf(entry, parts.map);
  const what = PACKAGE_NAMES[parts.client.package];
  const reading = readBackParts(parts);
  let before = parts.books.firstPost ? await balancesOf(reading, body) : null;
  const check = async (id: string) => readBack(reading, body, id, before);
  for (let attempt = 1; ; attempt += 1) {
    if (attempt > 1 && before === null) before = await balancesOf(reading, body);
    let documentId: string | null;
    try {
      documentId = checkedDocumentId(await parts.client.post(body, parts.signal), what);
    } catch (error) {
      if (!(error instanceof PackageFailure)) throw error;
      if (!error.mayHaveStored && error.kind !== 'duplicate') throw error;
      documentId = await lookUp(parts, entry.number, from, to);
      if (documentId === null && (error.kind === 'duplicate' || attempt >= ATTEMPTS)) throw error;
    }
    if (documentId !== null) {
      const read = await check(documentId);
      if (read.kind !== 'missing') return { documentId, check: read };
      const again = await lookUp(parts, entry.number, from, to);
      const reread = again === null || again === documentId ? null : await check(again);
      if (again !== null && reread && reread.kind !== 'missing')
        return { documentId: again, check: reread };
      if (attempt >= ATTEMPTS) throw new NotStored(what);
    }
    await pause(retryDelay(attempt), parts.signal);
  }
}
