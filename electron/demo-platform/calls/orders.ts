/** Orders, single orders, payments and day closings, read day by day from the order store. */
import type { DayData } from '../data/day-orders.js';
import type { OrderStore } from '../data/order-store.js';
import { servedPayment } from '../data/order-rows.js';
import { generalError, lookupError } from '../errors.js';
import { isNaturalOrder, runQuery } from '../query.js';
import type { CallContext } from './context.js';
import { listArgsOf } from './context.js';
import { candidateDays, CLOSING_RULES, ORDER_RULES, PAYMENT_RULES } from './day-range.js';

function* rowsOfDays<T>(store: OrderStore, days: number[], pick: (day: DayData) => T[]) {
  for (const day of days) yield* pick(store.day(day));
}

export function listOrders({ data, params }: CallContext) {
  const args = listArgsOf('listOrders', params);
  const store = data.orders;
  const days = candidateDays(store, args.filters, ORDER_RULES, 'id');
  // Orders are numbered in purchase order, so both orders below are the generation order.
  const natural = isNaturalOrder(args.order, [
    ['id'],
    ['date_purchased', 'id'],
    ['date_purchased'],
  ]);
  if (natural && args.filters.length === 0) {
    // Unfiltered: the total is known up front, so only the page's days are generated.
    const page = store.ordersBySeq(args.start, args.limit);
    return { data: page, count: page.length, total: store.totalOrders };
  }
  return runQuery(
    rowsOfDays(store, days, (day) => day.orders),
    args,
    natural,
  );
}

export function getOrder({ data, params }: CallContext) {
  const id = params[0];
  const numeric = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
  if (typeof numeric !== 'number' || !Number.isInteger(numeric)) {
    throw generalError('getOrder needs an integer id');
  }
  const order = data.orders.orderById(numeric);
  if (!order) throw lookupError(`Order with id ${numeric} not found`);
  return order;
}

export function listPayments({ data, params }: CallContext) {
  const args = listArgsOf('listPayments', params);
  const store = data.orders;
  const days = candidateDays(store, args.filters, PAYMENT_RULES, 'order_id');
  // Filters see every field (the platform links payments to orders itself); the answer has
  // webshop payments in the recorded shape, without their order.
  const page = runQuery(
    rowsOfDays(store, days, (day) => day.payments),
    args,
    isNaturalOrder(args.order, [['id']]),
  );
  const webShopId = data.reference.webShop.id;
  return { ...page, data: page.data.map((payment) => servedPayment(payment, webShopId)) };
}

export function listDayClosings({ data, params }: CallContext) {
  const args = listArgsOf('listDayClosings', params);
  const store = data.orders;
  const days = candidateDays(store, args.filters, CLOSING_RULES, '');
  return runQuery(
    rowsOfDays(store, days, (day) => day.closings),
    args,
    isNaturalOrder(args.order, [['id'], ['date', 'id'], ['date']]),
  );
}
