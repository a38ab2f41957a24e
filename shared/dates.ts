/**
 * Time is Amsterdam. The one module that knows about time zones (its offset at an instant
 * comes from amsterdam-offset.ts): it turns Europe/Amsterdam local days into the instants
 * that bound them (23 hours on the last Sunday of March, 25 on the last Sunday of October),
 * and formats instants for the upstream and for our answers.
 *
 * Instants are epoch milliseconds; local days are `YYYY-MM-DD` strings.
 */

import type { $brand } from 'zod';
import { amsterdamOffsetMinutes, TIME_ZONE } from './amsterdam-offset.js';

export { amsterdamOffsetMinutes, TIME_ZONE };

/**
 * A valid calendar date `YYYY-MM-DD`, meaning that day in Europe/Amsterdam. Zod's brand, so a
 * schema's `.brand<'LocalDate'>()` (shared/api/common.ts `localDate`) infers this type: a date
 * is a LocalDate where it is checked (parseLocalDate, a schema) or made by the arithmetic
 * below, and no caller asserts one.
 */
export type LocalDate = string & $brand<'LocalDate'>;

const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 86_400_000;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export const FIRST_YEAR = 1970;
/** Beyond any business date; keeps the day after any valid date a valid date too. */
export const LAST_YEAR = 2999;

/**
 * Parses `YYYY-MM-DD` with a year from 1970 to 2999; null for anything else, including
 * impossible dates like 2026-02-30.
 */
export function parseLocalDate(text: string): LocalDate | null {
  if (!isLocalDate(text)) return null;
  const year = Number(text.slice(0, 4));
  return year < FIRST_YEAR || year > LAST_YEAR ? null : text;
}

/** `YYYY-MM-DD` naming a day of the calendar, of any year (arithmetic may leave 1970–2999). */
export function isLocalDate(text: string): text is LocalDate {
  const match = DATE_PATTERN.exec(text);
  return match !== null && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** The date of calendar parts (Date arithmetic's, so always a day of the calendar). */
function dateOf(year: number, month: number, day: number): LocalDate {
  const text = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  if (!isLocalDate(text)) throw new RangeError(`not a calendar date: ${text}`);
  return text;
}

/** The last day of `month` (1-12) of `year`. */
export const lastDayOf = (year: number, month: number): LocalDate =>
  dateOf(year, month, daysInMonth(year, month));

/** The first day of a month `YYYY-MM`. */
export function firstDayOf(month: string): LocalDate {
  return dateOf(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1);
}

const isLeapYear = (year: number): boolean =>
  year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const; // a common year

/** Days in `month` (1-12) of `year`, 0 for none; counted, not asked of a Date (a hot path). */
export const daysInMonth = (year: number, month: number): number =>
  month === 2 && isLeapYear(year) ? 29 : (MONTH_DAYS[month - 1] ?? 0);

function isCalendarDate(year: number, month: number, day: number): boolean {
  return day >= 1 && day <= daysInMonth(year, month);
}

/** A date's year, month (1-12) and day. */
export function dateParts(date: LocalDate): [number, number, number] {
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** Calendar arithmetic on local dates (no time zone involved). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const [year, month, day] = dateParts(date);
  const shifted = new Date(Date.UTC(year, month - 1, day) + days * MS_PER_DAY);
  return dateOf(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/** The first day of the month after `date`'s (calendar arithmetic, no time zone involved). */
export function firstOfNextMonth(date: LocalDate): LocalDate {
  const [year, month] = dateParts(date);
  return month === 12 ? dateOf(year + 1, 1, 1) : dateOf(year, month + 1, 1);
}

/**
 * The same day `years` later; 29 February becomes 28 February in a year without one. The
 * range `date`..`addYears(date, n) - 1 day` is exactly n years long.
 */
export function addYears(date: LocalDate, years: number): LocalDate {
  const [year, month, day] = dateParts(date);
  const target = year + years;
  return dateOf(target, month, Math.min(day, daysInMonth(target, month)));
}

/** Negative when a is before b; dates compare as text because the format is fixed-width. */
export const compareDates = (a: LocalDate, b: LocalDate): number => (a < b ? -1 : a > b ? 1 : 0);

/** How many local dates `from`..`to` holds, both inclusive (0 when `to` is before `from`). */
export function daysInRange(from: LocalDate, to: LocalDate): number {
  const [fromYear, fromMonth, fromDay] = dateParts(from);
  const [toYear, toMonth, toDay] = dateParts(to);
  const days =
    (Date.UTC(toYear, toMonth - 1, toDay) - Date.UTC(fromYear, fromMonth - 1, fromDay)) /
    MS_PER_DAY;
  return Math.max(0, days + 1);
}

/** Every local date from `from` to `to`, both inclusive. */
export function eachDay(from: LocalDate, to: LocalDate): LocalDate[] {
  const days: LocalDate[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The instant of local midnight at the start of `date`. Midnight always exists in Amsterdam. */
export function localMidnight(date: LocalDate): number {
  const [year, month, day] = dateParts(date);
  const wallClockAsUtc = Date.UTC(year, month - 1, day);
  // First guess with the offset an hour before, then correct once: the offset can only
  // differ if a transition lies between, and transitions happen at 01:00 UTC, never at midnight.
  let instant =
    wallClockAsUtc - amsterdamOffsetMinutes(wallClockAsUtc - MS_PER_HOUR) * MS_PER_MINUTE;
  instant = wallClockAsUtc - amsterdamOffsetMinutes(instant) * MS_PER_MINUTE;
  return instant;
}

interface InstantRange {
  /** Inclusive: local midnight at the start of `from`. */
  start: number;
  /** Exclusive: local midnight at the start of the day after `to`. */
  end: number;
}

/** The instants bounding the local days `from`..`to` (inclusive): [start, end). */
export function dayRangeToInstants(from: LocalDate, to: LocalDate): InstantRange {
  return { start: localMidnight(from), end: localMidnight(addDays(to, 1)) };
}

/** Length of a local day in hours: 24, or 23 / 25 on daylight-saving changes. */
export const hoursInLocalDay = (date: LocalDate): number => {
  const { start, end } = dayRangeToInstants(date, date);
  return (end - start) / MS_PER_HOUR;
};

interface LocalParts {
  date: LocalDate;
  time: string;
  offset: string;
}

function localParts(instant: number): LocalParts {
  const offsetMinutes = amsterdamOffsetMinutes(instant);
  const shifted = new Date(instant + offsetMinutes * MS_PER_MINUTE);
  const date = dateOf(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
  const time = `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`;
  const sign = offsetMinutes < 0 ? '-' : '+';
  const magnitude = Math.abs(offsetMinutes);
  const offset = `${sign}${pad(Math.floor(magnitude / 60))}:${pad(magnitude % 60)}`;
  return { date, time, offset };
}

const EPOCH_DAY = dateOf(1970, 1, 1);

/** Each local day's text by its number (days since 1970-01-01): a report names some 400. */
const dayTexts = new Map<number, LocalDate>();

/** The Amsterdam local date of an instant; its text made once a day (a report asks 20,000 times). */
export function localDateOf(instant: number): LocalDate {
  const day = Math.floor((instant + amsterdamOffsetMinutes(instant) * MS_PER_MINUTE) / MS_PER_DAY);
  let text = dayTexts.get(day);
  if (text === undefined) {
    if (dayTexts.size > 100_000) dayTexts.clear();
    dayTexts.set(day, (text = addDays(EPOCH_DAY, day)));
  }
  return text;
}

/** `YYYY-MM-DD HH:MM:SS+HH:MM`, local time with its offset: the upstream's format. */
export function formatUpstreamTimestamp(instant: number): string {
  const { date, time, offset } = localParts(instant);
  return `${date} ${time}${offset}`;
}

/** ISO 8601 with the Amsterdam offset (`2026-03-01T00:30:00+01:00`): our answers' format. */
export function formatApiTimestamp(instant: number): string {
  const { date, time, offset } = localParts(instant);
  return `${date}T${time}${offset}`;
}

// The platform writes `+01:00`, and in some answers (order events) a short `+01` with
// microseconds (`2020-03-12 01:16:24.086322+01`); both are the same instant format. A
// fraction's first three digits are its milliseconds, the next three its microseconds.
const TIMESTAMP_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})(\d{0,3})\d*)?)?(?:Z|([+-])(\d{2})(?::?(\d{2}))?)$/;

/** The value of a fraction's digits in thousandths: `5` is 500, `25` is 250, `` is 0. */
const thousandthsOf = (digits: string | undefined): number =>
  digits === undefined || digits === '' ? 0 : Number(digits) * 10 ** (3 - digits.length);

/** The instant of a matched timestamp, to the millisecond; null for impossible fields. */
function instantOfMatch(match: RegExpExecArray): number | null {
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [hour, minute, second] = [Number(match[4]), Number(match[5]), Number(match[6] ?? 0)];
  if (!isCalendarDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  let offsetMinutes = 0;
  if (match[9] !== undefined) {
    const [hours, minutes] = [Number(match[10]), Number(match[11] ?? 0)];
    if (hours > 14 || minutes > 59) return null;
    offsetMinutes = (match[9] === '-' ? -1 : 1) * (hours * 60 + minutes);
  }
  return (
    Date.UTC(year, month - 1, day, hour, minute, second, thousandthsOf(match[7])) -
    offsetMinutes * MS_PER_MINUTE
  );
}

/**
 * Parses a timestamp with an explicit offset, in the upstream format or ISO 8601
 * (`Z` allowed; the offset as `+HH:MM`, `+HHMM` or `+HH`; fractions beyond milliseconds are
 * truncated). Returns null for anything without an offset or with impossible fields.
 * Called for every row of every list read (a 50,000-product catalog, a year of orders), so
 * it makes no Date to check the day and cuts up no text beyond the pattern's groups.
 */
export function parseTimestamp(text: string): number | null {
  const match = TIMESTAMP_PATTERN.exec(text.trim());
  return match ? instantOfMatch(match) : null;
}

/** An instant to the microsecond: `instant` in milliseconds, `micros` the 0–999 past it. */
export interface ExactInstant {
  instant: number;
  micros: number;
}

/**
 * parseTimestamp with the microseconds it cuts (`….700900+01` is instant …700, micros 900):
 * the platform stamps `date_updated` to the microsecond and orders on the full value, so a
 * position in that order must keep them. Digits past the sixth are cut (PostgreSQL keeps six).
 */
export function parseExactTimestamp(text: string): ExactInstant | null {
  const match = TIMESTAMP_PATTERN.exec(text.trim());
  const instant = match ? instantOfMatch(match) : null;
  return match && instant !== null ? { instant, micros: thousandthsOf(match[8]) } : null;
}

/** The local date of "today" at the given instant. */
export const todayLocal = (now: number = Date.now()): LocalDate => localDateOf(now);
