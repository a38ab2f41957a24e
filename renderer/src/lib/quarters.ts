/**
 * The VAT return's periods: calendar quarters in Amsterdam days. The choices are "last
 * quarter" (the one a return is usually filed for) and Q1–Q4 of this year and last year; a
 * quarter of this year that has not started yet is not offered.
 */
import { addDays, parseLocalDate, todayLocal, type LocalDate } from '../../../shared/dates.js';
import type { ResolvedRange } from './date-presets.js';

export const LAST_QUARTER = 'lastQuarter';

/** `lastQuarter`, or a quarter as `2026-Q3`. */
export type QuarterChoice = string;

const QUARTER_KEY = /^(\d{4})-Q([1-4])$/;

/** The first day of a quarter; null only for a year outside the calendar dates.ts reads. */
const quarterStart = (year: number, quarter: number): LocalDate | null =>
  parseLocalDate(`${year}-${String((quarter - 1) * 3 + 1).padStart(2, '0')}-01`);

function quarterRange(year: number, quarter: number): ResolvedRange | null {
  const from = quarterStart(year, quarter);
  const next = quarter === 4 ? quarterStart(year + 1, 1) : quarterStart(year, quarter + 1);
  return from && next ? { from, to: addDays(next, -1) } : null;
}

const quarterOf = (date: LocalDate): { year: number; quarter: number } => ({
  year: Number(date.slice(0, 4)),
  quarter: Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1,
});

/** The quarter a range starts in, for its name ("Q3 2026"). */
export const quarterNameOf = (range: { from: LocalDate }): { quarter: number; year: number } => {
  const { year, quarter } = quarterOf(range.from);
  return { quarter, year };
};

/** The dates a choice means on `today`; null for text that names no quarter. */
export function quarterChoiceRange(
  choice: QuarterChoice,
  today: LocalDate = todayLocal(),
): ResolvedRange | null {
  if (choice === LAST_QUARTER) {
    const { year, quarter } = quarterOf(today);
    return quarter === 1 ? quarterRange(year - 1, 4) : quarterRange(year, quarter - 1);
  }
  const match = QUARTER_KEY.exec(choice);
  return match ? quarterRange(Number(match[1]), Number(match[2])) : null;
}

interface QuarterOption {
  key: QuarterChoice;
  year: number | null;
  quarter: number | null;
}

/**
 * "Last quarter", then this year's quarters that have begun, then last year's, newest first;
 * and `chosen`, a quarter the address names outside these (an older one), in its place: the
 * screen shows its return, so the picker must not show "last quarter" over it.
 */
export function quarterOptions(
  today: LocalDate = todayLocal(),
  chosen: QuarterChoice = LAST_QUARTER,
): QuarterOption[] {
  const { year, quarter: current } = quarterOf(today);
  const quarters: QuarterOption[] = [];
  for (const [optionYear, last] of [
    [year, current],
    [year - 1, 4],
  ] as const) {
    for (let quarter = last; quarter >= 1; quarter--) {
      quarters.push({ key: `${optionYear}-Q${quarter}`, year: optionYear, quarter });
    }
  }
  const named = QUARTER_KEY.exec(chosen);
  if (named && !quarters.some((option) => option.key === chosen)) {
    quarters.push({ key: chosen, year: Number(named[1]), quarter: Number(named[2]) });
    // `YYYY-Qn` sorts as the quarters do: newest first.
    quarters.sort((a, b) => b.key.localeCompare(a.key));
  }
  return [{ key: LAST_QUARTER, year: null, quarter: null }, ...quarters];
}
