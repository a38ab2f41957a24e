/**
 * The tills' closings of the REPEATED_LOOK_BACK_DAYS before a range, which a repeated
 * difference on the range's first days counts (till-exceptions.ts). Read from the day closings
 * alone, not the orders: a closing's difference is counted − expected of the closing itself,
 * and a day a till did not close counts nothing in a run, so the orders that tell such a day
 * apart are not needed. That is one read of closings (from the platform one request of a
 * 1,000 closings a page; in the read model whole months, kept once final), where reading the
 * look-back as the range is read would add two months of orders to every question.
 */
import type { DayClosing } from '../../../../shared/api/day-closings.js';
import { addDays, type LocalDate } from '../../../../shared/dates.js';
import { ZERO } from '../../../../shared/money.js';
import type { AuthContext } from '../../core/caller.js';
import type { ShopRecord } from '../../core/model/reference.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import type { ServiceDeps } from '../deps.js';
import { DayClosingTotals } from '../day-closings/day-closings.js';
import { REPEATED_LOOK_BACK_DAYS } from './till-exceptions.js';

interface LookBackScope {
  /** The range's first day: the closings read end the day before. */
  from: LocalDate;
  locationId: number | null;
  shops: ShopRecord[];
  /** The shops to read (null: all), as the range's own rows are read. */
  shopIds: number[] | null;
}

/** The closed till-days of the look-back before `from`, as GET /api/day-closings makes them. */
export async function closingsBefore(
  deps: Pick<ServiceDeps, 'reads'>,
  auth: AuthContext,
  { from, locationId, shops, shopIds }: LookBackScope,
  work: ReadWork,
): Promise<DayClosing[]> {
  // A location without shops has no closings; an empty id list must not mean "all".
  if (shopIds !== null && shopIds.length === 0) return [];
  const range = { from: addDays(from, -REPEATED_LOOK_BACK_DAYS), to: addDays(from, -1) };
  const records = await deps.reads.dayClosings(auth, range, shopIds, work);
  const totals = new DayClosingTotals({ ...range, locationId, shops, shopId: null });
  totals.addDayClosings(records);
  // No payment names and no flag are read from these rows: only their differences count.
  return totals.result({ paymentMethods: [] }, ZERO).data;
}
