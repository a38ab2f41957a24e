/**
 * The months a pack can be written for by hand: last month first (the one the accountant
 * usually wants), then the 23 before it. A month is `YYYY-MM`, as the service takes it.
 */
import { todayLocal, type LocalDate } from '../../../../shared/dates.js';

export const MONTHS_OFFERED = 24;

const keyOf = (index: number): string => {
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
};

const indexOf = (date: LocalDate): number =>
  Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

/** Last month, then the ones before it, newest first. */
export function monthOptions(today: LocalDate = todayLocal()): string[] {
  const current = indexOf(today);
  return Array.from({ length: MONTHS_OFFERED }, (_, back) => keyOf(current - 1 - back));
}

export const lastMonth = (today: LocalDate = todayLocal()): string => keyOf(indexOf(today) - 1);

/** `2026-10` → "oktober 2026" / "October 2026" in the app's language. */
export const monthName = (month: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
