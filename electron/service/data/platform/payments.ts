/**
 * The payments of orders, each with the order it pays. The list is asked by order id, but a
 * payment names its order only where the platform sends `order_id`, an assumed field: the
 * recorded payment objects carry none (public code links payments to an order from the
 * order's side; docs/upstream.md, "Payments"). So a payment read for a set of orders is one
 * of those orders'. Orders are asked 100 at a time; when the answer holds payments that name
 * no order, the orders it gave no named payment are told apart by asking again for groups of
 * them, each order in the groups its number's bits say (`unnamedToOrders`): a payment is
 * found in exactly the groups of its order, so k groups tell 2^k orders apart (a batch's 23
 * web orders in 5 calls, where one call per order took 22; decision 0131). That takes a
 * platform to name the order of all of an order's payments or of none, as a field of the
 * payment does, and to answer a list of order ids with exactly those orders' payments.
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

/** The payments of many orders: 100 order ids per call, a few calls more where they name none. */
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
      const unnamed = rows.filter((payment) => !namesItsOrder(payment));
      const others = batch.filter((orderId) => !complete.has(orderId));
      const read = { deps, auth, work, parallel };
      return [...named, ...(await unnamedToOrders(read, others, unnamed))];
    },
    work.signal,
  );
  return results.flat();
}

interface PaymentReads {
  deps: { upstream: UpstreamClient };
  auth: AuthContext;
  work: UpstreamWork;
  parallel: number;
}

/**
 * Each of `unnamed` (a batch's payments that name no order) with its order, one of `orders`
 * (those the batch gave no named payment): order i is asked in group j when bit j of i is
 * set, so a payment's groups spell its order's number (order 0's are in none: the batch's
 * left over). ⌈log2 n⌉ calls for n orders. Where the platform changed between the calls (a
 * group answers a payment the batch did not, or one whose groups spell no order), every order
 * is asked alone instead. A payment taken away between the calls is order 0's, as the last
 * order's left-overs were when each was asked alone.
 */
async function unnamedToOrders(
  read: PaymentReads,
  orders: readonly number[],
  unnamed: readonly PaymentRow[],
): Promise<OrderPaymentRow[]> {
  const [first] = orders;
  if (first === undefined) return [];
  const answers = await mapWithConcurrency(
    bitGroups(orders),
    read.parallel,
    (group) => readPayments(read.deps, read.auth, [...group], read.work),
    read.work.signal,
  );
  const spelled = new Map(unnamed.map((row) => [row.id, { row, number: 0 }]));
  for (const [bit, rows] of answers.entries()) {
    for (const row of rows) {
      const seen = spelled.get(row.id);
      // A payment the batch's answer did not hold, or one that names its order now: the
      // platform changed between the calls, and what the groups spell cannot be trusted.
      if (!seen || namesItsOrder(row)) return perOrder(read, orders);
      seen.number |= 1 << bit;
    }
  }
  const found = [...spelled.values()].map(({ row, number }) => ({
    ...row,
    order_id: orders[number] ?? null,
  }));
  if (!found.every(namesItsOrder)) return perOrder(read, orders);
  // Grouped by order as the batch lists them, each order's by payment id (as asked alone).
  const place = new Map(orders.map((orderId, index) => [orderId, index]));
  const rank = (payment: OrderPaymentRow) => place.get(payment.order_id) ?? orders.length;
  return found.sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

/**
 * `orders` in ⌈log2 n⌉ groups, order i in group j when bit j of i is set: the groups an
 * order's payments come back in spell its number (order 0 is in none).
 */
export function bitGroups<T>(orders: readonly T[]): T[][] {
  const groups = orders.length < 2 ? 0 : Math.ceil(Math.log2(orders.length));
  return Array.from({ length: groups }, (_, bit) =>
    orders.filter((_, index) => (index >> bit) & 1),
  );
}

/** The payments of each of `orders`, each asked alone. */
async function perOrder(read: PaymentReads, orders: readonly number[]) {
  const each = await mapWithConcurrency(
    [...orders],
    read.parallel,
    (orderId) => paymentsOfOrder(read.deps, read.auth, orderId, read.work),
    read.work.signal,
  );
  return each.flat();
}
