/** Calendar months (`YYYY-MM`, Amsterdam) as the read model covers orders and day closings. */
import { addDays, firstOfNextMonth, type LocalDate } from '../../../../shared/dates.js';
import { calendarWindows, type DayRange } from '../platform/range-windows.js';
import type { PartitionKey } from './partition.js';
import type { StoreQueries } from './store.js';

export type MonthKey = string;

export const monthsOf = (range: DayRange): MonthKey[] =>
  calendarWindows(range, 1).map((window) => window.from.slice(0, 7));

export function monthRange(month: MonthKey): DayRange {
  const from = `${month}-01` as LocalDate;
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

/** Which of `months` (`YYYY-MM`) hold every order of theirs. */
export async function coveredMonths(
  db: StoreQueries,
  partition: PartitionKey,
  months: readonly string[],
): Promise<Set<string>> {
  const rows = await db.query<{ month: string }>(
    'select month from rm_order_months where partition = $1 and month = any($2::text[])',
    [partition, [...months]],
  );
  return new Set(rows.map((row) => row.month));
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
