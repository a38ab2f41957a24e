import { parseLocalDate, type LocalDate } from '../../../../shared/dates.js';

/** The first day of the month `months` months before the month of `date`. */
export function shiftMonthsBack(date: LocalDate, months: number): LocalDate {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  return parseLocalDate(text) ?? date;
}
