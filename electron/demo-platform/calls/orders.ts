/**
 * Orders, single orders, payments and day closings, read day by day from the order store
 * through the overlay of edited orders (data/order-overlay.ts). A list query's matching rows
 * are kept briefly (query-cache.ts), so its later pages are slices; orders and payments are
 * kept under the overlay's generation, so an edit is seen by the very next page.
 */
import type { OrderStore } from '../data/order-store.js';
import { servedPayment } from '../data/order-rows.js';
import { generalError, lookupError } from '../errors.js';
import { isNaturalOrder, type ParsedFilter } from '../query.js';
import type { CallContext } from './context.js';
import { listArgsOf } from './context.js';
import { candidateDays, CLOSING_RULES, ORDER_RULES, PAYMENT_RULES } from './day-range.js';
import { ordersByUpdate, updateOrderDirection } from './orders-by-update.js';

function* closingsOfDays(store: OrderStore, days: number[]) {
  for (const day of days) yield* store.closingsOfDay(day);
}

/** Closings never change (see listDayClosings): their queries stay valid for good. */
const CLOSINGS_GENERATION = 0;

export function listOrders({ data, params }: CallContext) {
  const args = listArgsOf('listOrders', params);
  const overlay = data.orderOverlay;
  // Generated orders are numbered in purchase order, so by id and by purchase time are both
  // the generation order; the overlay merges edited orders (maybe moved) into either.
  const byId = isNaturalOrder(args.order, [['id']]);
  const byPurchase = isNaturalOrder(args.order, [['date_purchased', 'id'], ['date_purchased']]);
  if (args.filters.length === 0 && (byId || (byPurchase && overlay.editCount === 0))) {
    // Unfiltered: the total is known up front, so only the page's days are generated.
    const page = overlay.ordersBySeq(args.start, args.limit);
    return { data: page, count: page.length, total: data.orders.totalOrders };
  }
  const byUpdate = args.filters.length === 0 ? updateOrderDirection(args.order) : null;
  if (byUpdate) return ordersByUpdate(data.orders, overlay, args, byUpdate);
  return data.orderQueries.page(args, overlay.generation, () => ({
    rows: overlay.ordersOfDays(
      candidateDays(data.orders, args.filters, ORDER_RULES, 'id'),
      byId ? 'id' : 'purchase',
    ),
    natural: byId || byPurchase,
  }));
}

export function getOrder({ data, params }: CallContext) {
  const id = params[0];
  const numeric = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
  if (typeof numeric !== 'number' || !Number.isInteger(numeric)) {
    throw generalError('getOrder needs an integer id');
  }
  const order = data.orderOverlay.orderById(numeric);
  if (!order) throw lookupError(`Order with id ${numeric} not found`);
  return order;
}

/**
 * The order ids of a payments query whose only filter is `order_id` in a list (or equal to
 * one) of integers, as a reader asks the payments of a page of orders: such a query is
 * answered from those orders' payments rather than by scanning their days (a hundred ids,
 * each compared against every payment of the day). The filter still decides every row; with
 * integers and no other filter it can raise no error on some row that it would not on others.
 * Null for any other query.
 */
function orderIdsAlone(filters: ParsedFilter[]): number[] | null {
  const [filter, ...others] = filters;
  if (!filter || others.length > 0 || filter.field !== 'order_id') return null;
  if (filter.operator !== 'in_list' && filter.operator !== '=') return null;
  const ids = filter.values.map((value) =>
    typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))
      ? Number(value)
      : Number.NaN,
  );
  return ids.every(Number.isSafeInteger) ? ids : null;
}

export function listPayments({ data, params }: CallContext) {
  const args = listArgsOf('listPayments', params);
  const overlay = data.orderOverlay;
  // Filters see every field (the platform links payments to orders itself); the answer has
  // webshop payments in the recorded shape, without their order.
  const orderIds = orderIdsAlone(args.filters);
  const page = data.paymentQueries.page(args, overlay.generation, () => ({
    rows: orderIds
      ? overlay.paymentsOfOrders(orderIds)
      : overlay.paymentsOfDays(candidateDays(data.orders, args.filters, PAYMENT_RULES, 'order_id')),
    natural: isNaturalOrder(args.order, [['id']]),
  }));
  const webShopIds = new Set(data.reference.webShops.map((shop) => shop.id));
  return { ...page, data: page.data.map((payment) => servedPayment(payment, webShopIds)) };
}

export function listDayClosings({ data, params }: CallContext) {
  const args = listArgsOf('listDayClosings', params);
  const store = data.orders;
  // A closing is what the till counted that day: later edits to its orders leave it as it was.
  return data.closingQueries.page(args, CLOSINGS_GENERATION, () => ({
    rows: closingsOfDays(store, candidateDays(store, args.filters, CLOSING_RULES, '')),
    natural: isNaturalOrder(args.order, [['id'], ['date', 'id'], ['date']]),
  }));
}
