/**
 * The day the stock value screen opens on: the last month end, what an accountant asks for
 * each month, which in January is the last year end, the balance sheet's stock
 * (voorraadwaardering). In December the year end is still ahead (a day not over has no
 * snapshot), and the one before it eleven months old: the last month end there too, so the
 * year end is the default from the moment it can be valued (docs/stock-value.md).
 */
import { dateParts, lastDayOf, type LocalDate } from '../../../../shared/dates.js';

export function defaultStockDate(today: LocalDate): LocalDate {
  const [year, month] = dateParts(today);
  return month === 1 ? lastDayOf(year - 1, 12) : lastDayOf(year, month - 1);
}
