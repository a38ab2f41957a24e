/**
 * Comparing a period with another: which period (the previous one of the same kind: a whole
 * month against the month before, a quarter against the quarter before, a year, a week, a
 * month, quarter or year so far against as far into the one before; a free range against the
 * same number of days just before it; or the same dates a year earlier), and how a figure
 * changed, computed in exact cents (shared/money.ts), never by subtracting binary floats.
 */
import { addDays, daysInMonth, eachDay, type LocalDate } from '../../../shared/dates.js';
import { abs, parseAmount, percentage, subtract, toJsonNumber } from '../../../shared/money.js';
import { shiftMonths, weekdayIndex } from './calendar.js';
import type { Preset, ResolvedRange } from './date-presets.js';

export const COMPARISONS = ['none', 'previous', 'lastYear'] as const;
export type Comparison = (typeof COMPARISONS)[number];

/**
 * What kind of period a range is, which says what "the previous period" is: `months` is a run
 * of whole months that is no single month, quarter or year; the `…ToDate` kinds start a
 * month, quarter or year and end inside it; `days` is any other range.
 */
export type PeriodKind =
  | { kind: 'week' }
  | { kind: 'month' }
  | { kind: 'quarter' }
  | { kind: 'year' }
  | { kind: 'months'; months: number }
  | { kind: 'weekToDate' }
  | { kind: 'monthToDate' }
  | { kind: 'quarterToDate' }
  | { kind: 'yearToDate' }
  | { kind: 'days'; days: number };

const monthOf = (date: LocalDate): number => Number(date.slice(5, 7));
const yearOf = (date: LocalDate): number => Number(date.slice(0, 4));
const monthIndex = (date: LocalDate): number => yearOf(date) * 12 + monthOf(date) - 1;
const dayOf = (date: LocalDate): number => Number(date.slice(8, 10));
const isLastOfMonth = (date: LocalDate): boolean =>
  dayOf(date) === daysInMonth(yearOf(date), monthOf(date));
const startsQuarter = (date: LocalDate): boolean => (monthOf(date) - 1) % 3 === 0;

/** The "this …" presets say their kind themselves: Jan 1 to Feb 15 is a quarter or a year so far. */
const TO_DATE_PRESETS: Partial<Record<Preset, PeriodKind>> = {
  thisWeek: { kind: 'weekToDate' },
  thisMonth: { kind: 'monthToDate' },
  thisQuarter: { kind: 'quarterToDate' },
  thisYear: { kind: 'yearToDate' },
};

/** The kind of period `range` is; `preset`, when the range came from one, settles a tie. */
export function periodKind(range: ResolvedRange, preset?: Preset): PeriodKind {
  const { from, to } = range;
  const days = eachDay(from, to).length;
  if (days === 7 && weekdayIndex(from) === 0) return { kind: 'week' };
  const byPreset = preset ? TO_DATE_PRESETS[preset] : undefined;
  if (byPreset) return byPreset;
  if (dayOf(from) !== 1) return { kind: 'days', days };
  const months = monthIndex(to) - monthIndex(from) + 1;
  if (isLastOfMonth(to)) {
    if (months === 1) return { kind: 'month' };
    if (months === 3 && startsQuarter(from)) return { kind: 'quarter' };
    if (months === 12 && monthOf(from) === 1) return { kind: 'year' };
    return { kind: 'months', months };
  }
  if (months === 1) return { kind: 'monthToDate' };
  if (months <= 3 && startsQuarter(from)) return { kind: 'quarterToDate' };
  if (months <= 12 && monthOf(from) === 1) return { kind: 'yearToDate' };
  return { kind: 'days', days };
}

/** The range `months` months earlier: a whole month stays whole (to its last day). */
function monthsBack(range: ResolvedRange, months: number, whole: boolean): ResolvedRange {
  const from = shiftMonths(range.from, -months);
  if (whole) return { from, to: addDays(range.from, -1) };
  return { from, to: shiftMonths(range.to, -months) };
}

/** How many months a period of a month-stepping kind spans, whole or to date. */
const MONTHS_IN = {
  month: 1,
  quarter: 3,
  year: 12,
  monthToDate: 1,
  quarterToDate: 3,
  yearToDate: 12,
} as const;

/** The previous period of the same kind as `range`. */
function previousPeriod(range: ResolvedRange, kind: PeriodKind): ResolvedRange {
  switch (kind.kind) {
    case 'month':
    case 'quarter':
    case 'year':
      return monthsBack(range, MONTHS_IN[kind.kind], true);
    case 'months':
      return monthsBack(range, kind.months, true);
    case 'monthToDate':
    case 'quarterToDate':
    case 'yearToDate':
      return monthsBack(range, MONTHS_IN[kind.kind], false);
    case 'weekToDate':
    case 'week':
      return { from: addDays(range.from, -7), to: addDays(range.to, -7) };
    case 'days':
      return { from: addDays(range.from, -kind.days), to: addDays(range.from, -1) };
  }
}

/** The period to compare with; null for none. */
export function comparisonRange(
  range: ResolvedRange,
  comparison: Comparison,
  preset?: Preset,
): ResolvedRange | null {
  switch (comparison) {
    case 'none':
      return null;
    case 'previous':
      return previousPeriod(range, periodKind(range, preset));
    case 'lastYear':
      // 29 February a year back is the 28th (calendar.ts keeps the day where the month has it).
      return { from: shiftMonths(range.from, -12), to: shiftMonths(range.to, -12) };
  }
}

export interface Change {
  /** current − base, in euros with two decimals. */
  amount: number;
  /** The change as a percentage of the base's size; null when the base is 0. */
  percent: number | null;
}

/** How an amount changed from `base` to `current`. */
export function changeOf(current: number, base: number): Change {
  const difference = subtract(parseAmount(current), parseAmount(base));
  return {
    amount: toJsonNumber(difference),
    percent: percentage(difference, abs(parseAmount(base))),
  };
}
