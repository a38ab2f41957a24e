/**
 * Scopes that post the same sales: all locations and one location. A day posted under one is
 * not posted under the other (its sales would count twice in the package), nor while a run of
 * the other holds its claim on it: each run claims its entry first and then looks here, so of
 * two scopes posting one day at once at least one sees the other's claim and backs off.
 */
import type { JournalEntry } from '../../../../shared/api/journal.js';
import { coversDayOf, type BookkeepingPostings } from '../../data/bookkeeping-postings/store.js';

/** Whether two scopes (`all`, or `L` and a location id) post the same sales. */
export const scopesOverlap = (scope: string, other: string): boolean =>
  other !== scope && (other === 'all' || scope === 'all');

export const IN_OTHER_SCOPE =
  'this day is in the package already, or being posted, for all locations or for one';

/** Whether an overlapping scope has the entry's day posted, or holds a claim on it now. */
export async function inOtherScope(
  postings: Pick<BookkeepingPostings, 'list'>,
  { account, scope }: { account: string; scope: string },
  target: string,
  entry: JournalEntry,
  now: number,
): Promise<boolean> {
  const day = coversDayOf(entry);
  const records = await postings.list(account, target, day, day);
  return records.some(
    (record) =>
      record.covers === day &&
      scopesOverlap(scope, record.scope) &&
      (record.state === 'posted' ||
        (record.claimed_by !== null && (record.claimed_until ?? 0) > now)),
  );
}
