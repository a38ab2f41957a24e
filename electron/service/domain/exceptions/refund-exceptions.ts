/**
 * The refund exceptions: a till's or shop's day whose returns (till returns and refunds recorded
 * afterwards, incl. VAT) are above a share of its sales that day, or above an amount. Judged
 * once every day of the period is added up (order-exceptions.ts keeps the days' tallies). Each
 * names the orders behind its amount: returned at the till, or refunded afterwards, so that
 * order may be of another day.
 */
import type { Exception, ExceptionThresholdsInput } from '../../../../shared/api/exceptions.js';
import {
  add,
  compare,
  isPositive,
  isZero,
  parseAmount,
  percentage,
  toJsonNumber,
  ZERO,
  type Amount,
} from '../../../../shared/money.js';
import type { OrderRecord } from '../../core/model/sales.js';
import { dayOrdersPath, exception } from './exception.js';

/**
 * What a till or shop sold and took back (magnitudes) on a day, incl. VAT, and per order id
 * its number and what of it was returned that day. Plain data, so a day's tally is kept with
 * the day's sums (sales-figures/summed-sink.ts); the order's link is made when the exception is.
 */
export interface DayShopTally {
  day: string;
  shopId: number;
  sold: Amount;
  returned: Amount;
  returnsByOrder: Map<number, { number: string; amount: Amount }>;
}

/** Counts an order's return of the day into its day's tally (the total is counted apart). */
export function addReturn(tally: DayShopTally, order: OrderRecord, returned: Amount): void {
  if (isZero(returned)) return;
  const held = tally.returnsByOrder.get(order.id)?.amount ?? ZERO;
  tally.returnsByOrder.set(order.id, { number: order.number, amount: add(held, returned) });
}

/** An order's link into the back office (orders/rows.ts), for an exception to name its orders. */
export type BackofficeLink = (orderId: number) => string;

/** The day's orders with returns, ascending id, each with what it returned that day. */
function returnsOf(tally: DayShopTally, linkOf: BackofficeLink): Exception['returns'] {
  return [...tally.returnsByOrder]
    .sort(([a], [b]) => a - b)
    .map(([id, { number, amount }]) => ({
      id,
      order_number: number,
      backoffice_url: linkOf(id),
      amount: toJsonNumber(amount),
    }));
}

/** Where an exception is: its day, location and shop, as the exception names them. */
type Where = (
  day: string,
  shopId: number,
) => { day: string; location_id: number | null; shop_id: number; shop_name: string };

export function refundExceptions(
  days: Iterable<DayShopTally>,
  limits: Pick<ExceptionThresholdsInput, 'refund_share' | 'refund_amount'>,
  where: Where,
  linkOf: BackofficeLink,
): Exception[] {
  const share = limits.refund_share;
  const amount = parseAmount(limits.refund_amount);
  const refunds: Exception[] = [];
  for (const tally of days) {
    if (!isPositive(tally.returned)) continue;
    const overAmount = compare(tally.returned, amount) > 0;
    const returnedShare = percentage(tally.returned, tally.sold);
    // Returns on a day without sales are above any share of them.
    const overShare = returnedShare === null || returnedShare > share;
    if (!overAmount && !overShare) continue;
    // Above the amount: measured in euros; else above the share (undefined without sales,
    // so the measure is null: returns on a day that sold nothing exceed any share of it).
    const at = where(tally.day, tally.shopId);
    refunds.push(
      exception({
        kind: 'refunds',
        ...at,
        subject: { type: 'till_day', id: tally.shopId, label: at.shop_name },
        amount: toJsonNumber(tally.returned),
        measured: overAmount ? toJsonNumber(tally.returned) : returnedShare,
        threshold: overAmount ? toJsonNumber(amount) : share,
        unit: overAmount ? 'EUR' : 'percent',
        orders_path: dayOrdersPath(tally.day, tally.shopId),
        returns: returnsOf(tally, linkOf),
      }),
    );
  }
  return refunds;
}
