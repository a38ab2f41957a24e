/**
 * "Fully paid on the day of purchase" (api-decisions.md): the payments with status `paid`
 * whose `date_paid` falls on the order's Amsterdam purchase day add up to its `value_wt`.
 * An order of value 0 is paid. Every other order in scope is "not paid now" (on account).
 */
import { parseAmount, sum, toCents, type Amount } from '../../../shared/money.js';
import type { PaymentRow } from '../../upstream/wire.js';
import { localDayOfTimestamp, type ScopedOrder } from './scope.js';

/** A directly paid order with the payments that paid it (the ones the methods list counts). */
export interface DirectPaidOrder extends ScopedOrder {
  payments: PaymentRow[];
}

export interface PaymentSplit {
  directPaid: DirectPaidOrder[];
  notPaidNow: ScopedOrder[];
}

/** The `paid` payments of each order made on its purchase day, by order id. */
function sameDayPaymentsByOrder(
  orders: readonly ScopedOrder[],
  payments: readonly PaymentRow[],
): Map<number, PaymentRow[]> {
  const purchaseDayById = new Map(orders.map((scoped) => [scoped.order.id, scoped.purchaseDay]));
  const byOrder = new Map<number, PaymentRow[]>();
  for (const payment of payments) {
    if (payment.status !== 'paid') continue;
    const purchaseDay = purchaseDayById.get(payment.order_id);
    if (purchaseDay === undefined) continue;
    if (localDayOfTimestamp(payment.date_paid, `payment ${payment.id}`) !== purchaseDay) continue;
    const list = byOrder.get(payment.order_id);
    if (list) list.push(payment);
    else byOrder.set(payment.order_id, [payment]);
  }
  return byOrder;
}

export const paymentsTotal = (payments: readonly PaymentRow[]): Amount =>
  sum(payments.map((payment) => parseAmount(payment.amount)));

/** Compared to the cent: the wire carries cents, and a sub-cent rest is not "unpaid". */
export function isFullyPaid(valueWt: Amount, sameDayPayments: readonly PaymentRow[]): boolean {
  if (valueWt === 0n) return true;
  return toCents(paymentsTotal(sameDayPayments)) === toCents(valueWt);
}

export function splitByPaymentStatus(
  orders: readonly ScopedOrder[],
  payments: readonly PaymentRow[],
): PaymentSplit {
  const byOrder = sameDayPaymentsByOrder(orders, payments);
  const split: PaymentSplit = { directPaid: [], notPaidNow: [] };
  for (const scoped of orders) {
    const sameDay = byOrder.get(scoped.order.id) ?? [];
    if (isFullyPaid(parseAmount(scoped.order.value_wt), sameDay)) {
      split.directPaid.push({ ...scoped, payments: sameDay });
    } else {
      split.notPaidNow.push(scoped);
    }
  }
  return split;
}
