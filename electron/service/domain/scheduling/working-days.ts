/**
 * Dutch working days, for the month pack's monthly schedule (its first working day of the
 * month). A working day is Monday to Friday and not one of the general days off most
 * employers give: New Year's Day, Easter Monday, King's Day (27 April, the 26th when the 27th
 * is a Sunday), Ascension Day, Whit Monday, Christmas Day and Boxing Day. Good Friday and
 * Liberation Day (5 May) are days off in some collective agreements only, so they are working
 * days here (docs/decisions/0065-month-pack.md). Easter Sunday and Whit Sunday always fall on
 * a Sunday, which is no working day anyway.
 */
import { addDays, parseLocalDate, type LocalDate } from '../../../../shared/dates.js';

const pad = (value: number): string => String(value).padStart(2, '0');

const dateOf = (year: number, month: number, day: number): LocalDate => {
  const date = parseLocalDate(`${year}-${pad(month)}-${pad(day)}`);
  if (date === null) throw new RangeError(`no such day: ${year}-${month}-${day}`);
  return date;
};

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: LocalDate): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Easter Sunday of the Gregorian calendar (the anonymous algorithm of 1876). */
export function easterSunday(year: number): LocalDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dateOf(year, month, day);
}

/** The general days off of `year` that this module counts, by name. */
export function dutchPublicHolidays(year: number): Map<LocalDate, string> {
  const easter = easterSunday(year);
  const kingsDay = dateOf(year, 4, 27);
  return new Map<LocalDate, string>([
    [dateOf(year, 1, 1), "New Year's Day"],
    [addDays(easter, 1), 'Easter Monday'],
    [isoWeekday(kingsDay) === 7 ? dateOf(year, 4, 26) : kingsDay, "King's Day"],
    [addDays(easter, 39), 'Ascension Day'],
    [addDays(easter, 50), 'Whit Monday'],
    [dateOf(year, 12, 25), 'Christmas Day'],
    [dateOf(year, 12, 26), 'Boxing Day'],
  ]);
}

export function isWorkingDay(date: LocalDate): boolean {
  if (isoWeekday(date) > 5) return false;
  return !dutchPublicHolidays(Number(date.slice(0, 4))).has(date);
}

/** The first working day of a month (`month` 1–12). */
export function firstWorkingDay(year: number, month: number): LocalDate {
  let day = dateOf(year, month, 1);
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}
