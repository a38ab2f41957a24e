/**
 * Reads orders of an Amsterdam day range from the upstream: `date_purchased` from local
 * midnight of `from` (inclusive) to local midnight after `to` (exclusive), so a 23- or
 * 25-hour day is exactly that day, limited to the caller's shops and ordered by
 * date_purchased then id. A whole range is read as calendar-month windows in parallel
 * (range-windows.ts), so no page asks for an offset deeper than one month's orders.
 * Routes read orders through read-source.ts, which answers from the read model when it is
 * on; the model reads the platform with these too.
 */
import {
  dayRangeToInstants,
  formatUpstreamTimestamp,
  type LocalDate,
} from '../../../../shared/dates.js';
import { UPSTREAM_ORDER_LIST_LIMIT } from '../../../upstream/calls.js';
import type { UpstreamClient } from '../../../upstream/client.js';
import { inList, where } from '../../../upstream/filters.js';
import type { OrderRow, UpstreamFilter, UpstreamOrder } from '../../../upstream/wire.js';
import type { PageSink } from '../../../upstream/drain.js';
import type { UpstreamWork } from '../../../upstream/work.js';
import type { AuthContext } from '../../core/caller.js';
import { calendarWindows, readWindows } from './range-windows.js';

export interface OrderRangeQuery {
  from: LocalDate;
  to: LocalDate;
  /** null = every shop of the account (no filter); [] = no shop at all (no rows). */
  shopIds: number[] | null;
  /** null = every status. */
  statuses: readonly string[] | null;
  /**
   * An instant within the range to read from instead of its first day's midnight: a read
   * going on where one cut short stopped (read-model/month-progress.ts).
   */
  startAt?: number;
}

export const ORDERS_BY_PURCHASE: UpstreamOrder[] = [
  { name: 'date_purchased', dir: 'asc' },
  { name: 'id', dir: 'asc' },
];

export function orderRangeFilters(query: OrderRangeQuery): UpstreamFilter[] {
  const { start, end } = dayRangeToInstants(query.from, query.to);
  return [
    where('date_purchased', '>=', formatUpstreamTimestamp(Math.max(start, query.startAt ?? start))),
    where('date_purchased', '<', formatUpstreamTimestamp(end)),
    ...(query.shopIds === null ? [] : [inList('shop_id', query.shopIds)]),
    ...(query.statuses === null ? [] : [inList('status', [...query.statuses])]),
  ];
}

/** A locked location without shops sees nothing; an empty id list must never mean "all". */
export const seesNothing = (query: OrderRangeQuery): boolean =>
  query.shopIds !== null && query.shopIds.length === 0;

/** Orders per window: a month keeps offsets shallow at hundreds of orders a day. */
const ORDER_WINDOW_MONTHS = 1;

/**
 * Every order of the range, read in batches of 100 (the upstream's listOrders cap), one
 * drain per calendar month, the months in parallel within the client's concurrency bound.
 * Windows partition the range by date_purchased, so joined in order they are the rows of one
 * drain over the whole range, in the same order.
 */
export async function ordersFromPlatform(
  deps: { upstream: UpstreamClient },
  auth: AuthContext,
  query: OrderRangeQuery,
  work: UpstreamWork = {},
): Promise<OrderRow[]> {
  if (seesNothing(query)) return [];
  const windows = calendarWindows(query, ORDER_WINDOW_MONTHS);
  return readWindows(windows, deps.upstream.concurrency, work, (window, windowWork) =>
    deps.upstream.drain(
      'listOrders',
      auth.upstream,
      orderDrain({ ...query, ...window }, windowWork),
    ),
  );
}

const orderDrain = (query: OrderRangeQuery, work: UpstreamWork & { concurrency?: number }) => ({
  filters: orderRangeFilters(query),
  order: ORDERS_BY_PURCHASE,
  pageSize: UPSTREAM_ORDER_LIST_LIMIT,
  ...work,
});

/**
 * The orders of a range handed to `sink` a page at a time as they are read (drain.ts): for a
 * range short enough to read in one drain (the read model reads a month at a time).
 */
export async function drainOrderPages(
  deps: { upstream: UpstreamClient },
  auth: AuthContext,
  query: OrderRangeQuery,
  work: UpstreamWork,
  sink: PageSink<OrderRow>,
): Promise<void> {
  if (seesNothing(query)) return;
  await deps.upstream.drainPages('listOrders', auth.upstream, orderDrain(query, work), sink);
}

/**
 * The orders purchased before `before` (an Amsterdam day) and changed on or after its first
 * instant, ordered by purchase time then id: the orders sold earlier that can have a refund
 * or a payment on a day from `before` on. It rests on the assumption the read model rests on
 * (docs/decisions/0037-platform-assumptions.md): a payment added to an order updates the
 * order's `date_updated`.
 */
export async function earlierOrdersChangedSince(
  deps: { upstream: UpstreamClient },
  auth: AuthContext,
  query: Omit<OrderRangeQuery, 'from' | 'to'> & {
    before: LocalDate;
    /** Only those changed before this instant (the read model holds the later changes). */
    changedBefore?: number;
  },
  work: UpstreamWork = {},
): Promise<OrderRow[]> {
  if (seesNothing({ ...query, from: query.before, to: query.before })) return [];
  const { start } = dayRangeToInstants(query.before, query.before);
  const since = formatUpstreamTimestamp(start);
  // To the second, rounded up: a few rows at the boundary may be read twice, none missed.
  const until =
    query.changedBefore === undefined
      ? []
      : [
          where(
            'date_updated',
            '<',
            formatUpstreamTimestamp(Math.ceil(query.changedBefore / 1000) * 1000),
          ),
        ];
  return deps.upstream.drain('listOrders', auth.upstream, {
    filters: [
      where('date_purchased', '<', since),
      where('date_updated', '>=', since),
      ...until,
      ...(query.shopIds === null ? [] : [inList('shop_id', query.shopIds)]),
      ...(query.statuses === null ? [] : [inList('status', [...query.statuses])]),
    ],
    order: ORDERS_BY_PURCHASE,
    pageSize: UPSTREAM_ORDER_LIST_LIMIT,
    ...work,
  });
}

/** One page of the range from the platform; `limit` is at most 100, the upstream's cap. */
export async function orderPageFromPlatform(
  deps: { upstream: UpstreamClient },
  auth: AuthContext,
  query: OrderRangeQuery,
  page: { start: number; limit: number },
  work: UpstreamWork = {},
): Promise<{ data: OrderRow[]; total: number }> {
  const answer = await deps.upstream.list('listOrders', auth.upstream, {
    filters: orderRangeFilters(query),
    order: ORDERS_BY_PURCHASE,
    start: page.start,
    limit: page.limit,
    ...work,
  });
  return { data: answer.data, total: answer.total };
}
