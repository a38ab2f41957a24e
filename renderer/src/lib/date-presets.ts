/**
 * Date range presets in Amsterdam days. Stores keep the preset, not the dates, so "today"
 * is still today when the window stays open past midnight.
 */
import { addDays, parseLocalDate, todayLocal, type LocalDate } from '../../../shared/dates.js';
import { firstOfMonth, shiftMonths, weekdayIndex } from './calendar.js';

export const PRESETS = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'last7Days',
  'last30Days',
  'thisMonth',
  'lastMonth',
  'thisQuarter',
  'lastQuarter',
  'thisYear',
  'lastYear',
  'custom',
] as const;
export type Preset = (typeof PRESETS)[number];

export interface DateRangeValue {
  preset: Preset;
  /** Used when preset is 'custom'. */
  from: string;
  to: string;
}

export interface ResolvedRange {
  from: LocalDate;
  to: LocalDate;
}

/** The first day of the month `monthsBack` months before the month of `date`. */
const monthStart = (date: LocalDate, monthsBack = 0): LocalDate =>
  shiftMonths(firstOfMonth(date), -monthsBack);

/** Quarters start in January, April, July and October (the VAT return's periods). */
function quarterStart(date: LocalDate, quartersBack = 0): LocalDate {
  const monthInQuarter = (Number(date.slice(5, 7)) - 1) % 3;
  return monthStart(date, monthInQuarter + 3 * quartersBack);
}

const yearStart = (date: LocalDate, yearsBack = 0): LocalDate =>
  monthStart(date, Number(date.slice(5, 7)) - 1 + 12 * yearsBack);

const dayBefore = (date: LocalDate): LocalDate => addDays(date, -1);

/** The dates a preset means on `today`; "this …" periods run up to and including today. */
function presetRange(preset: Exclude<Preset, 'custom'>, today: LocalDate): ResolvedRange {
  const monday = addDays(today, -weekdayIndex(today));
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: dayBefore(today), to: dayBefore(today) };
    case 'thisWeek':
      return { from: monday, to: today };
    case 'lastWeek':
      return { from: addDays(monday, -7), to: dayBefore(monday) };
    case 'last7Days':
      return { from: addDays(today, -6), to: today };
    case 'last30Days':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: monthStart(today), to: today };
    case 'lastMonth':
      return { from: monthStart(today, 1), to: dayBefore(monthStart(today)) };
    case 'thisQuarter':
      return { from: quarterStart(today), to: today };
    case 'lastQuarter':
      return { from: quarterStart(today, 1), to: dayBefore(quarterStart(today)) };
    case 'thisYear':
      return { from: yearStart(today), to: today };
    case 'lastYear':
      return { from: yearStart(today, 1), to: dayBefore(yearStart(today)) };
  }
}

export function resolveRange(
  value: DateRangeValue,
  today: LocalDate = todayLocal(),
): ResolvedRange | null {
  if (value.preset !== 'custom') return presetRange(value.preset, today);
  const from = parseLocalDate(value.from);
  const to = parseLocalDate(value.to);
  if (!from || !to || from > to) return null;
  return { from, to };
}

/**
 * Starting point for a custom range: a preset's dates, so switching keeps context; a custom
 * range stays exactly as typed (one field never rewrites the other).
 */
export function customFrom(value: DateRangeValue, today: LocalDate = todayLocal()): DateRangeValue {
  if (value.preset === 'custom') return value;
  const range = presetRange(value.preset, today);
  return { preset: 'custom', from: range.from, to: range.to };
}
