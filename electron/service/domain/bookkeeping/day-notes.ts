/**
 * What the postings calendar notes beside a day's state, for an accountant: of a
 * day's own entry, the correction entries that hold its later changes (the journal's, on
 * whichever day of the range they are dated, and those posted already, also on a day after
 * the range) and whether its figures changed since it was posted; of any entry, where else the
 * account posted it (another package, or another administration of the same one), read from
 * the other connections' postings. Pure.
 */
import type { PostingCorrection, PostingDay } from '../../../../shared/api/bookkeeping.js';
import {
  BOOKKEEPING_PACKAGES,
  type BookkeepingPackage,
} from '../../../../shared/api/bookkeeping.js';
import type { Journal } from '../../../../shared/api/journal.js';
import type { PostedElsewhere, PostingRecord } from '../../data/bookkeeping-postings/store.js';

type Row = Omit<PostingDay, 'changed' | 'corrected_by' | 'posted_elsewhere'>;

/** A target is `<package>:<its id>` (data/bookkeeping/moneybird.ts, e-boekhouden.ts). */
export function packageOfTarget(target: string): BookkeepingPackage | null {
  const name = target.slice(0, target.indexOf(':'));
  return BOOKKEEPING_PACKAGES.find((pkg) => pkg === name) ?? null;
}

export function withDayNotes(
  rows: readonly Row[],
  journal: Pick<Journal, 'corrections_waiting'>,
  mine: readonly PostingRecord[],
  elsewhere: readonly PostedElsewhere[],
  scope: string,
): PostingDay[] {
  const corrections = correctionsByDay(rows, mine);
  const waiting = new Set(journal.corrections_waiting.map((day) => day.date));
  const others = new Map<string, BookkeepingPackage[]>();
  for (const one of elsewhere) {
    const pkg = packageOfTarget(one.target);
    if (one.scope !== scope || pkg === null) continue;
    const known = others.get(one.number) ?? [];
    if (!known.includes(pkg)) others.set(one.number, [...known, pkg]);
  }
  return rows.map((row) => {
    const own = row.entry !== null && row.corrects === null;
    const corrected_by = own ? (corrections.get(row.date) ?? []) : [];
    return {
      ...row,
      changed: own && (corrected_by.length > 0 || waiting.has(row.date)),
      corrected_by,
      posted_elsewhere: (row.entry === null ? [] : (others.get(row.entry) ?? [])).map((pkg) => ({
        package: pkg,
      })),
    };
  });
}

/** The correction entries per day they correct: the range's rows, then the postings kept. */
function correctionsByDay(
  rows: readonly Row[],
  mine: readonly PostingRecord[],
): Map<string, PostingCorrection[]> {
  const byDay = new Map<string, PostingCorrection[]>();
  const add = (day: string, correction: PostingCorrection) => {
    const known = byDay.get(day) ?? [];
    if (known.some((one) => one.entry === correction.entry)) return;
    byDay.set(day, [...known, correction]);
  };
  for (const row of rows) {
    if (row.corrects !== null && row.entry !== null)
      add(row.corrects, { entry: row.entry, date: row.date, state: row.state });
  }
  for (const record of mine) {
    if (record.entry.corrects !== null)
      add(record.covers, { entry: record.number, date: record.date, state: record.state });
  }
  for (const list of byDay.values()) list.sort((a, b) => a.entry.localeCompare(b.entry));
  return byDay;
}
