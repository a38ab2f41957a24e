/**
 * Calendar arithmetic for the date picker, on local dates only (no time zone is involved:
 * a day in the picker is a day in Amsterdam). Names come from Intl in the app's language,
 * formatted in UTC so the machine's own time zone can never shift a day.
 */
import { addDays, daysInMonth, parseLocalDate, type LocalDate } from '../../../shared/dates.js';

const DAYS_SHOWN = 42; // six weeks: the popup keeps one size whatever the month

const pad = (value: number): string => String(value).padStart(2, '0');

const utcOf = (date: LocalDate): Date =>
  new Date(
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))),
  );

/** The same day `months` months later, or the month's last day when it has fewer days. */
export function shiftMonths(date: LocalDate, months: number): LocalDate {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(year, month));
  // Past the supported years (1970–2999) the date stays where it is.
  return parseLocalDate(`${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`) ?? date;
}

/** Monday = 0 ... Sunday = 6: Dutch weeks start on Monday. */
export const weekdayIndex = (date: LocalDate): number => (utcOf(date).getUTCDay() + 6) % 7;

/** The first day of the month of `date`. */
export const firstOfMonth = (date: LocalDate): LocalDate =>
  parseLocalDate(`${date.slice(0, 8)}01`) ?? date;

interface CalendarDay {
  date: LocalDate;
  inMonth: boolean;
}

/** Six Monday-first weeks covering the month of `date`. */
export function calendarWeeks(date: LocalDate): CalendarDay[][] {
  const firstDay = firstOfMonth(date);
  const start = addDays(firstDay, -weekdayIndex(firstDay));
  const month = firstDay.slice(0, 7);
  const weeks: CalendarDay[][] = [];
  for (let offset = 0; offset < DAYS_SHOWN; offset += 1) {
    const day = addDays(start, offset);
    if (offset % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]?.push({ date: day, inMonth: day.startsWith(month) });
  }
  return weeks;
}

/** Short weekday names, Monday first: `ma … zo` in Dutch. */
export function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const monday = Date.UTC(2024, 0, 1);
  return Array.from({ length: 7 }, (_, index) => format.format(monday + index * 86_400_000));
}

/** `oktober 2026`. */
export const monthTitle = (date: LocalDate, locale: string): string =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utcOf(date),
  );
