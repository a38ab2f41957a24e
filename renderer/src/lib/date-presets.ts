/**
 * Date range presets in Amsterdam days. Stores keep the preset, not the dates, so "today"
 * is still today when the window stays open past midnight.
 */
import { addDays, parseLocalDate, todayLocal, type LocalDate } from '../../../shared/dates.js';

export const PRESETS = ['today', 'yesterday', 'thisWeek', 'lastMonth', 'custom'] as const;
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

const pad = (value: number) => String(value).padStart(2, '0');

/** Monday = 0 ... Sunday = 6; calendar arithmetic only, no time zone involved. */
function weekdayIndex(date: LocalDate): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

function lastMonth(today: LocalDate): ResolvedRange {
  const firstOfThisMonth = `${today.slice(0, 8)}01` as LocalDate;
  const to = addDays(firstOfThisMonth, -1);
  return { from: `${to.slice(0, 8)}01` as LocalDate, to };
}

export function resolveRange(
  value: DateRangeValue,
  today: LocalDate = todayLocal(),
): ResolvedRange | null {
  switch (value.preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'thisWeek':
      return { from: addDays(today, -weekdayIndex(today)), to: today };
    case 'lastMonth':
      return lastMonth(today);
    case 'custom': {
      const from = parseLocalDate(value.from);
      const to = parseLocalDate(value.to);
      if (!from || !to || from > to) return null;
      return { from, to };
    }
  }
}

/** Starting point for a custom range: the preset's dates, so switching keeps context. */
export function customFrom(value: DateRangeValue, today: LocalDate = todayLocal()): DateRangeValue {
  const range = resolveRange(value, today) ?? { from: today, to: today };
  return { preset: 'custom', from: range.from, to: range.to };
}

export const formatIsoDate = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
