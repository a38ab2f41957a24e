/**
 * Scopes that post the same sales: all locations and one location (decision 0120). Whatever
 * scope posts a day first, the rest of that day can still be posted and the package ends
 * with each sale once:
 *
 * - a day posted for all locations is, for a location, posted with all locations: its run
 *   leaves it alone, and its calendar shows it posted (status.ts);
 * - a day that locations posted on their own is posted for all locations as the other
 *   locations' part: the all-locations entry (`BOD-YYYYMMDD`) less what those locations
 *   posted of that day (their entries and corrections), line by line (day-parts.ts); and
 *   nothing, when nothing is left. What all locations' journal keeps as exported is the whole
 *   day, so a later change of that day is its correction for all locations, never counted
 *   twice;
 * - of two scopes posting one day at once, each run claims its entry first and then looks
 *   here, so at least one sees the other's claim and backs off (the next run tries again).
 */
import type { JournalEntry } from '../../../../shared/api/journal.js';
import { coversDayOf, type BookkeepingPostings } from '../../data/bookkeeping-postings/store.js';
import type { PostingRecord } from '../../data/bookkeeping-postings/store.js';
import type { JournalExports } from '../../data/journal-exports/store.js';
import { othersPart, wholeDay } from './day-parts.js';

/** Whether two scopes (`all`, or `L` and a location id) post the same sales. */
export const scopesOverlap = (scope: string, other: string): boolean =>
  other !== scope && (other === 'all' || scope === 'all');

export const IN_OTHER_SCOPE =
  'this day is being posted for all locations and for one at once; the next run posts it';

/** A location's posting of a day that all locations' entry takes account of. */
const isLocations = (record: PostingRecord): boolean => record.scope !== 'all';

/** Days an overlapping scope posted: a location's, the days all locations posted. */
export function postedElsewhere(records: readonly PostingRecord[], scope: string): Set<string> {
  return new Set(
    records
      .filter((record) => record.state === 'posted' && scopesOverlap(scope, record.scope))
      .map((record) => record.covers),
  );
}

/** Each day's postings of the locations on their own, by the day they post. */
export function locationsPostings(records: readonly PostingRecord[]): Map<string, PostingRecord[]> {
  const byDay = new Map<string, PostingRecord[]>();
  for (const record of records) {
    if (record.state !== 'posted' || !isLocations(record)) continue;
    byDay.set(record.covers, [...(byDay.get(record.covers) ?? []), record]);
  }
  return byDay;
}

/**
 * The numbers of the locations' postings an all-locations entry was made less of: a run
 * posting it backs off from any other posting of its day (inOtherScope).
 */
const accountedFor = new WeakMap<JournalEntry, ReadonlySet<string>>();

/**
 * What a scope's run posts of the journal's entries it has not posted: a location's, none of
 * a day posted for all locations; all locations', a day's own entry less what locations
 * posted of that day on their own (left out when nothing is left).
 */
export function entriesOfScope(
  entries: readonly JournalEntry[],
  records: readonly PostingRecord[],
  scope: string,
): JournalEntry[] {
  if (scope !== 'all') {
    const elsewhere = postedElsewhere(records, scope);
    return entries.filter((entry) => !elsewhere.has(coversDayOf(entry)));
  }
  const byDay = locationsPostings(records);
  return entries.flatMap((entry) => {
    const parts = entry.corrects === null ? byDay.get(entry.date) : undefined;
    if (parts === undefined) return [entry];
    const rest = othersPart(entry, parts);
    if (rest === null) return [];
    accountedFor.set(rest, new Set(parts.map((part) => part.number)));
    return [rest];
  });
}

/**
 * Whether an overlapping scope has the entry's day posted (other than what the entry was made
 * less of), or holds a claim on it now.
 */
export async function inOtherScope(
  postings: Pick<BookkeepingPostings, 'list'>,
  { account, scope }: { account: string; scope: string },
  target: string,
  entry: JournalEntry,
  now: number,
): Promise<boolean> {
  const day = coversDayOf(entry);
  const accounted = accountedFor.get(entry);
  const records = await postings.list(account, target, day, day);
  return records.some(
    (record) =>
      record.covers === day &&
      scopesOverlap(scope, record.scope) &&
      (record.state === 'posted'
        ? accounted?.has(record.number) !== true
        : record.claimed_by !== null && (record.claimed_until ?? 0) > now),
  );
}

/**
 * All locations' journal keeps what the package holds of a day as exported: an entry posted
 * as the other locations' part is kept as the whole day (that part with the locations' own
 * postings of the day), so its next change is one correction, never the locations' part
 * again. A location's keeps what it posted.
 */
export function keepingWholeDays(
  exports: Pick<JournalExports, 'record'>,
  postings: Pick<BookkeepingPostings, 'list'>,
  { account, target, scope }: { account: string; target: string; scope: string },
): Pick<JournalExports, 'record'> {
  if (scope !== 'all') return exports;
  return {
    async record(account_, locationId, days, entries) {
      const whole = await Promise.all(
        entries.map(async (entry) => {
          if (entry.corrects !== null) return entry;
          const records = await postings.list(account, target, entry.date, entry.date);
          const parts = locationsPostings(records).get(entry.date);
          return parts === undefined ? entry : wholeDay(entry, parts);
        }),
      );
      await exports.record(account_, locationId, days, whole);
    },
  };
}
