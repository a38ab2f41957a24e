/** Calendar months (`YYYY-MM`, Amsterdam) as the read model covers orders and day closings. */
import { addDays, firstOfNextMonth, type LocalDate } from '../../../shared/dates.js';
import { calendarWindows, type DayRange } from '../range-windows.js';

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
