/** Calendar months (`YYYY-MM`, Amsterdam) as the read model covers orders and day closings. */
import {
  addDays,
  firstDayOf,
  firstOfNextMonth,
  localDateOf,
  localMidnight,
} from '../../../../shared/dates.js';
import { calendarWindows, type DayRange } from '../platform/range-windows.js';
import type { PartitionKey } from './partition.js';
import type { StoreQueries } from './store.js';

export type MonthKey = string;

export const monthsOf = (range: DayRange): MonthKey[] =>
  calendarWindows(range, 1).map((window) => window.from.slice(0, 7));

export function monthRange(month: MonthKey): DayRange {
  const from = firstDayOf(month);
  return { from, to: addDays(firstOfNextMonth(from), -1) };
}

/** Consecutive months joined into one range each, so each is read as one windowed drain. */
export function runsOf(months: readonly MonthKey[]): DayRange[] {
  const runs: DayRange[] = [];
  for (const month of [...months].sort()) {
    const { from, to } = monthRange(month);
    const last = runs.at(-1);
    if (last && addDays(last.to, 1) === from) last.to = to;
    else runs.push({ from, to });
  }
  return runs;
}

/** Every month from `month` to the one `instant` falls in, both included. */
export function monthsBetween(month: MonthKey, instant: number): MonthKey[] {
  const last = localDateOf(instant).slice(0, 7);
  const months: MonthKey[] = [];
  for (let at = firstDayOf(month); at.slice(0, 7) <= last; at = firstOfNextMonth(at)) {
    months.push(at.slice(0, 7));
  }
  return months;
}

/**
 * Which of `months` (`YYYY-MM`) hold every order of theirs: those read whole, and those that
 * began once the model held every change (`held_since`): each of their orders was changed
 * on or after its purchase, so the catch-up has it.
 */
export async function coveredMonths(
  db: StoreQueries,
  partition: PartitionKey,
  months: readonly string[],
): Promise<Set<string>> {
  const [whole, [sync]] = await Promise.all([
    db.query<{ month: string }>(
      'select month from rm_order_months where partition = $1 and month = any($2::text[])',
      [partition, [...months]],
    ),
    db.query<{ held_since: number | null }>(
      `select held_since from rm_sync where partition = $1 and subject = 'orders'`,
      [partition],
    ),
  ]);
  const since = sync?.held_since ?? null;
  const covered = new Set(whole.map((row) => row.month));
  if (since !== null) {
    for (const month of months) {
      if (localMidnight(firstDayOf(month)) >= since) covered.add(month);
    }
  }
  return covered;
}

export async function markMonthsCovered(
  db: StoreQueries,
  partition: PartitionKey,
  months: readonly string[],
): Promise<void> {
  await db.query(
    `insert into rm_order_months (partition, month) select $1, unnest($2::text[])
     on conflict do nothing`,
    [partition, [...months]],
  );
}
