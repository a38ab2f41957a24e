/**
 * The postings calendar's days as the screen counts and lists them: one state per day (the
 * worst of its entries), the counts of the days that are over (today and later cannot be
 * posted, so they are no "te boeken"), and each failed, blocked or booked-otherwise day once,
 * with its reasons' codes and the package's own words each once.
 */
import type { PostingDay, PostingState } from '../../../../shared/api/bookkeeping.js';
import type { LocalDate } from '../../../../shared/dates.js';

/** Of a day's entries (its own, a correction on it), the state the day shows: the worst. */
const RANK: readonly PostingState[] = [
  'mismatch',
  'failed',
  'blocked',
  'pending',
  'posted',
  'nothing',
];

export function dayState(rows: readonly PostingDay[]): PostingState {
  return RANK.find((state) => rows.some((row) => row.state === state)) ?? 'nothing';
}

/** The rows of each day, in the answer's order. */
export function rowsByDate(days: readonly PostingDay[]): Map<LocalDate, PostingDay[]> {
  const byDate = new Map<LocalDate, PostingDay[]>();
  for (const row of days) byDate.set(row.date, [...(byDate.get(row.date) ?? []), row]);
  return byDate;
}

export type DayCounts = Record<'posted' | 'pending' | 'failed' | 'blocked' | 'mismatch', number>;

/** How many days are in each state, of the days up to `lastDay` (the last that is over). */
export function dayCounts(days: readonly PostingDay[], lastDay: string): DayCounts {
  const counts: DayCounts = { posted: 0, pending: 0, failed: 0, blocked: 0, mismatch: 0 };
  for (const [date, rows] of rowsByDate(days)) {
    const state = dayState(rows);
    if (date <= lastDay && state !== 'nothing') counts[state] += 1;
  }
  return counts;
}

const TROUBLES: readonly PostingState[] = ['mismatch', 'failed', 'blocked'];

export interface TroubledDay {
  date: LocalDate;
  state: PostingState;
  /** The reasons' stable codes, each once (null: none given). */
  codes: (string | null)[];
  /** The package's (or the journal's) own words, each once. */
  messages: string[];
}

/** Each day with an entry that failed, was blocked or booked otherwise, once. */
export function troubledDays(days: readonly PostingDay[]): TroubledDay[] {
  const listed: TroubledDay[] = [];
  for (const [date, rows] of rowsByDate(days)) {
    const troubled = rows.filter((row) => TROUBLES.includes(row.state));
    if (troubled.length === 0) continue;
    listed.push({
      date,
      state: dayState(troubled),
      codes: [...new Set(troubled.map((row) => row.code))],
      messages: [
        ...new Set(troubled.flatMap((row) => (row.message === null ? [] : [row.message]))),
      ],
    });
  }
  return listed;
}
