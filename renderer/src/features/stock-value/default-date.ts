/**
 * The day the stock value screen opens on: the last month end, what an accountant asks for
 * each month, which in January is the last year end, the balance sheet's stock
 * (voorraadwaardering). In December the year end is still ahead (a day not over has no
 * snapshot), and the one before it eleven months old: the last month end there too, so the
 * year end is the default from the moment it can be valued (docs/decisions/0133). The year end
 * is one click away all year (`lastYearEnd`, the screen's "Jaareinde" button).
 */
import { dateParts, lastDayOf, type LocalDate } from '../../../../shared/dates.js';

/** 31 December of the last year that has ended: the latest year end a snapshot can hold. */
export function lastYearEnd(today: LocalDate): LocalDate {
  return lastDayOf(dateParts(today)[0] - 1, 12);
}

export function defaultStockDate(today: LocalDate): LocalDate {
  const [year, month] = dateParts(today);
  return month === 1 ? lastYearEnd(today) : lastDayOf(year, month - 1);
}
