/**
 * "Fully paid on the day of purchase": the payments with status `paid` whose `date_paid`
 * falls on the order's Amsterdam purchase day add up to what it was sold for: its `value_wt`
 * plus what was refunded of it afterwards (the platform lowers `value_wt` by a refund and
 * keeps the refunded amount in `refunded_price_wt`). An order sold for 0 is paid. Every
 * other order in scope is "not paid now" (on account). A payment without `date_paid` is not
 * paid on any day: the platform leaves it out while a payment is open and sends null once it
 * expired, and a `paid` one without it cannot be placed on a day.
 */
import { add, parseAmount, sum, toCents, type Amount } from '../../../../shared/money.js';
import type { OrderPaymentRecord, OrderRecord } from '../../core/model/sales.js';
import { localDayOfTimestamp, type ScopedOrder } from './scope.js';

/** A directly paid order with the payments that paid it (the ones the methods list counts). */
export interface DirectPaidOrder extends ScopedOrder {
  payments: OrderPaymentRecord[];
}

export interface PaymentSplit {
  directPaid: DirectPaidOrder[];
  notPaidNow: ScopedOrder[];
}

/** The `paid` payments of each order made on its purchase day, by order id. */
function sameDayPaymentsByOrder(
  orders: readonly ScopedOrder[],
  payments: readonly OrderPaymentRecord[],
): Map<number, OrderPaymentRecord[]> {
  const purchaseDayById = new Map(orders.map((scoped) => [scoped.order.id, scoped.purchaseDay]));
  const byOrder = new Map<number, OrderPaymentRecord[]>();
  for (const payment of payments) {
    if (payment.status !== 'paid' || payment.date_paid === null) continue;
    const purchaseDay = purchaseDayById.get(payment.order_id);
    if (purchaseDay === undefined) continue;
    if (localDayOfTimestamp(payment.date_paid, `payment ${payment.id}`) !== purchaseDay) continue;
    const list = byOrder.get(payment.order_id);
    if (list) list.push(payment);
    else byOrder.set(payment.order_id, [payment]);
  }
  return byOrder;
}

/** What the order was sold for, incl. VAT, before any refund. */
const soldValueWt = (order: OrderRecord): Amount =>
  add(parseAmount(order.value_wt), parseAmount(order.refunded_price_wt));

export const paymentsTotal = (payments: readonly OrderPaymentRecord[]): Amount =>
  sum(payments.map((payment) => parseAmount(payment.amount)));

/** Compared to the cent: our JSON carries cents, and a sub-cent rest is not "unpaid". */
function isFullyPaid(valueWt: Amount, sameDayPayments: readonly OrderPaymentRecord[]): boolean {
  if (valueWt === 0n) return true;
  return toCents(paymentsTotal(sameDayPayments)) === toCents(valueWt);
}

export function splitByPaymentStatus(
  orders: readonly ScopedOrder[],
  payments: readonly OrderPaymentRecord[],
): PaymentSplit {
  const byOrder = sameDayPaymentsByOrder(orders, payments);
  const split: PaymentSplit = { directPaid: [], notPaidNow: [] };
  for (const scoped of orders) {
    const sameDay = byOrder.get(scoped.order.id) ?? [];
    if (isFullyPaid(soldValueWt(scoped.order), sameDay)) {
      split.directPaid.push({ ...scoped, payments: sameDay });
    } else {
      split.notPaidNow.push(scoped);
    }
  }
  return split;
}
