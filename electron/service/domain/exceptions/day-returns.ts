/**
 * A till's or shop's day as the refunds finding counts it: what it sold and returned (incl.
 * VAT), and per order what it returned that day, so the finding names the orders behind its
 * amount (returned at the till, or refunded afterwards: that order may be of another day).
 */
import type { Exception } from '../../../../shared/api/exceptions.js';
import { add, isZero, toJsonNumber, ZERO, type Amount } from '../../../../shared/money.js';
import type { OrderRecord } from '../../core/model/sales.js';

export interface DayShopTally {
  day: string;
  shopId: number;
  sold: Amount;
  returned: Amount;
  /** Per order id: the order, and what of it was returned that day. */
  returnsByOrder: Map<number, { order: OrderRecord; amount: Amount }>;
}

/** An order's link into the back office (orders/rows.ts), for a finding to name its orders. */
export type BackofficeLink = (orderId: number) => string;

/** Counts an order's return of the day into its day's tally (the total is counted apart). */
export function addReturn(tally: DayShopTally, order: OrderRecord, returned: Amount): void {
  if (isZero(returned)) return;
  const held = tally.returnsByOrder.get(order.id);
  tally.returnsByOrder.set(order.id, { order, amount: add(held?.amount ?? ZERO, returned) });
}

/** The day's orders with returns, ascending id, each with what it returned that day. */
export function returnsOf(
  tally: DayShopTally,
  linkOf: BackofficeLink,
): NonNullable<Exception['returns']> {
  return [...tally.returnsByOrder.values()]
    .sort((a, b) => a.order.id - b.order.id)
    .map(({ order, amount }) => ({
      id: order.id,
      order_number: order.number,
      backoffice_url: linkOf(order.id),
      amount: toJsonNumber(amount),
    }));
}
