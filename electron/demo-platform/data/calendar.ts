/** The span of days the demo history covers, ending on the end date (today by default). */
import {
  addDays,
  localMidnight,
  parseLocalDate,
  todayLocal,
  type LocalDate,
} from '../../../shared/dates.js';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface DemoCalendar {
  firstDay: LocalDate;
  lastDay: LocalDate;
  days: number;
  /** Local midnight at the start of the first day. */
  startInstant: number;
  /** Local midnight after the last day (exclusive). */
  endInstant: number;
}

export function buildCalendar(endDate: string | undefined, historyDays: number): DemoCalendar {
  const lastDay = endDate === undefined ? todayLocal() : parseLocalDate(endDate);
  if (!lastDay) throw new Error(`demo platform: invalid end date ${String(endDate)}`);
  const firstDay = addDays(lastDay, 1 - historyDays);
  return {
    firstDay,
    lastDay,
    days: historyDays,
    startInstant: localMidnight(firstDay),
    endInstant: localMidnight(addDays(lastDay, 1)),
  };
}

/** Days since 1970-01-01 of a local date: a stable per-day seed independent of the span. */
export const dayNumberOf = (date: LocalDate): number =>
  Math.round(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000);
