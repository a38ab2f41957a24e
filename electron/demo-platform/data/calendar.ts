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
  /**
   * Nothing happens at or after this moment: the end of the last day, or the platform's start
   * when that is earlier (an end date of today). Orders are bought, paid and closed before it,
   * as on a real platform, whose data never runs ahead of its clock.
   */
  cutoff: number;
}

export function buildCalendar(
  endDate: string | undefined,
  historyDays: number,
  now: number = Date.now(),
): DemoCalendar {
  const lastDay = endDate === undefined ? todayLocal(now) : parseLocalDate(endDate);
  if (!lastDay) throw new Error(`demo platform: invalid end date ${String(endDate)}`);
  const firstDay = addDays(lastDay, 1 - historyDays);
  const endInstant = localMidnight(addDays(lastDay, 1));
  return {
    firstDay,
    lastDay,
    days: historyDays,
    startInstant: localMidnight(firstDay),
    endInstant,
    cutoff: Math.min(endInstant, now),
  };
}

/** Days since 1970-01-01 of a local date: a stable per-day seed independent of the span. */
export const dayNumberOf = (date: LocalDate): number =>
  Math.round(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000);
