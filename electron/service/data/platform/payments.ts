/**
 * The payments of orders, each with the order it pays. The list is asked by order id, but a
 * payment names its order only where the platform sends `order_id`, an assumed field: the
 * recorded payment objects carry none (public code links payments to an order from the
 * order's side; docs/upstream.md, "Payments"). So a payment read for one order is that
 * order's. Orders are asked 100 at a time; when the answer holds payments that name no order,
 * the orders it gave no named payment are asked again one at a time, all but one: the
 * batch's unnamed payments the others do not have are the last one's. That takes a platform
 * to name the order of all of an order's payments or of none, as a field of the payment does.
 */
import type { UpstreamClient } from '../../../upstream/client.js';
import { mapWithConcurrency } from '../../../upstream/concurrency.js';
import { inList } from '../../../upstream/filters.js';
import type { PaymentRow } from '../../../upstream/wire.js';
import type { UpstreamWork } from '../../../upstream/work.js';
import type { AuthContext } from '../../core/caller.js';

/** A payment with the order it pays. */
export type OrderPaymentRow = PaymentRow & { order_id: number };

/** Order ids per list call (the filter's list, not the page size). */
export const ID_BATCH = 100;
const PARALLEL_READS = 4;

const namesItsOrder = (payment: PaymentRow): payment is OrderPaymentRow =>
  payment.order_id !== null;

const readPayments = (
  deps: { upstream: UpstreamClient },
  auth: AuthContext,
  orderIds: number[],
  work: UpstreamWork,
): Promise<PaymentRow[]> =>
  deps.upstream.drain('listPayments', auth.upstream, {
    filters: [inList('order_id', orderIds)],
    order: [{ name: 'id', dir: 'asc' }],
    ...work,
  });

/**
 * The payments of orders (one list per order, in the orders' order) as a read of the
 * platform gives them: per batch of `ID_BATCH` orders asked, by payment id.
 */
export function inReadOrder(paymentsOfEach: readonly (readonly OrderPaymentRow[])[]) {
  const payments: OrderPaymentRow[] = [];
  for (let index = 0; index < paymentsOfEach.length; index += ID_BATCH) {
    const batch = paymentsOfEach.slice(index, index + ID_BATCH).flat();
    payments.push(...batch.sort((a, b) => a.id - b.id));
  }
  return payments;
}

/** The payments of one order, oldest first. */
export async function paymentsOfOrder(
  deps: { upstream: UpstreamClient },
  auth: AuthContext,
  orderId: number,
  work: UpstreamWork = {},
): Promise<OrderPaymentRow[]> {
  const rows = await readPayments(deps, auth, [orderId], work);
  return rows.map((row) => ({ ...row, order_id: row.order_id ?? orderId }));
}

/** The payments of many orders: 100 order ids per call, one order per call where needed. */
export async function paymentsOfOrders(
  deps: { upstream: UpstreamClient },
  auth: AuthContext,
  orderIds: readonly number[],
  work: UpstreamWork = {},
  /** Calls in flight at most. */
  parallel = PARALLEL_READS,
): Promise<OrderPaymentRow[]> {
  const batches: number[][] = [];
  for (let index = 0; index < orderIds.length; index += ID_BATCH) {
    batches.push(orderIds.slice(index, index + ID_BATCH));
  }
  const results = await mapWithConcurrency(
    batches,
    parallel,
    async (batch) => {
      const [only] = batch;
      if (batch.length === 1 && only !== undefined) {
        return paymentsOfOrder(deps, auth, only, work);
      }
      const rows = await readPayments(deps, auth, batch, work);
      const named = rows.filter(namesItsOrder);
      if (named.length === rows.length) return named;
      const complete = new Set(named.map((payment) => payment.order_id));
      const others = batch.filter((orderId) => !complete.has(orderId));
      const last = others.pop();
      const perOrder = (
        await mapWithConcurrency(
          others,
          parallel,
          (orderId) => paymentsOfOrder(deps, auth, orderId, work),
          work.signal,
        )
      ).flat();
      if (last === undefined) return [...named, ...perOrder];
      const placed = new Set(perOrder.map((payment) => payment.id));
      const rest = rows
        .filter((payment) => !namesItsOrder(payment) && !placed.has(payment.id))
        .map((payment) => ({ ...payment, order_id: last }));
      return [...named, ...perOrder, ...rest];
    },
    work.signal,
  );
  return results.flat();
}
