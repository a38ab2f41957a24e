/**
 * The day the stock value screen opens on: the last month end, what an accountant asks for
 * each month; in December and January the last year end, the balance sheet's stock
 * (voorraadwaardering), which in January is also the last month end and in December the
 * month end an accountant still asks about (issue 70).
 */
import { dateParts, lastDayOf, type LocalDate } from '../../../../shared/dates.js';

export function defaultStockDate(today: LocalDate): LocalDate {
  const [year, month] = dateParts(today);
  if (month === 12 || month === 1) return lastDayOf(year - 1, 12);
  return lastDayOf(year, month - 1);
}
