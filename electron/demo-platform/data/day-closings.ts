/** The tills' day closings: expected cash from the day's cash payments, sometimes miscounted. */
import {
  ZERO,
  add,
  fromCents,
  parseAmount,
  toJsonNumber,
  type Amount,
} from '../../../shared/money.js';
import type { LocalDate } from '../../../shared/dates.js';
import type { DemoDayClosing } from './order-rows.js';
import { idOf } from '../accounts.js';
import type { Random } from '../prng.js';
import { dayNumberOf } from './calendar.js';
import type { DayContext, DayData } from './day-orders.js';

const CASH_FLOAT = fromCents(15_000);
const CASH_DIFFERENCES = ['-0.05', '-0.50', '1.00', '-2.35', '-10.00', '0.20', '5.00'];

/**
 * A short first till three closings running, every 30 days (days 24–26 of each 30 by day
 * number), so any 30 days of history hold a cash difference above the exceptions' default
 * € 5 and a repeated difference (GET /api/exceptions). Set after the day's draws, so every
 * other figure of the day stays as it was.
 */
const RUN_OF_SHORTAGES: ReadonlyMap<number, Amount> = new Map([
  [24, parseAmount('-12.50')],
  [25, parseAmount('-9.80')],
  [26, parseAmount('-14.20')],
]);

/** The scripted difference of a till on a day, if any. */
const scriptedDifference = (index: number, dayNumber: number): Amount | undefined =>
  index === 0 ? RUN_OF_SHORTAGES.get(dayNumber % 30) : undefined;

/**
 * Every 29th day the last till sold but was never closed: the till closings screen shows such a
 * day as not closed, and a quarter of history has three.
 */
const forgetsToClose = (index: number, tills: number, dayNumber: number): boolean =>
  index === tills - 1 && dayNumber % 29 === 11;

export function buildClosings(
  context: DayContext,
  date: LocalDate,
  day: DayData,
  random: Random,
): DemoDayClosing[] {
  const dayNumber = dayNumberOf(date);
  return context.reference.tillShops.flatMap((shop, index) => {
    if (!day.orders.some((order) => order.shop_id === shop.id)) return [];
    // Cash payments all happen on the purchase day, so this day's payments are the day's cash.
    const cash = day.payments
      .filter(
        (payment) =>
          payment.shop_id === shop.id &&
          payment.status === 'paid' &&
          payment.provider_method.provider_method_type.alias === 'Cash' &&
          payment.date_paid?.startsWith(date) === true,
      )
      .reduce((acc, payment) => add(acc, parseAmount(payment.amount)), ZERO);
    const expected = add(CASH_FLOAT, cash);
    const forced = index === 0 && dayNumber % 5 === 0;
    const drawn = forced || random.chance(0.1) ? parseAmount(random.pick(CASH_DIFFERENCES)) : ZERO;
    const difference = scriptedDifference(index, dayNumber) ?? drawn;
    // Drawn before the skip, so the days the last till does close keep their figures.
    if (forgetsToClose(index, context.reference.tillShops.length, dayNumber)) return [];
    return [
      {
        // Eight ids a day as there always were; a chain of more tills takes one a till.
        id: idOf(
          context.account,
          'dayClosing',
          dayNumber * Math.max(8, context.reference.tillShops.length) + index,
        ),
        shop_id: shop.id,
        location_id: shop.location_id ?? 0,
        date,
        expected_cash: toJsonNumber(expected),
        counted_cash: toJsonNumber(add(expected, difference)),
      },
    ];
  });
}
