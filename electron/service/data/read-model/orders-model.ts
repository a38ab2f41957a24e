/**
 * Orders in the read model. A month is read from the platform whole (every status, every shop
 * the partition's users may see, with the orders' payments) the first time a read needs it,
 * and from then on kept up to date by the orders' update time: every order changed since the
 * last catch-up is read again with its payments. So the first ask of a period costs what the
 * platform read costs (month windows in parallel), later asks cost one small delta call.
 *
 * Assumption, written down in docs/decisions/0037-platform-assumptions.md: a payment added to or
 * changed on an order updates the order's `date_updated` (the order's paid amount changes with it).
 * Orders are never deleted on the platform (cancelling is a status).
 */
import {
  dayRangeToInstants,
  formatUpstreamTimestamp,
  parseTimestamp,
} from '../../../../shared/dates.js';
import { inList, where } from '../../../upstream/filters.js';
import type { OrderRow } from '../../../upstream/wire.js';
import type { UpstreamWork } from '../../../upstream/work.js';
import type { OrderRangeQuery } from '../platform/fetch-orders.js';
import { inReadOrder, paymentsOfOrders, type OrderPaymentRow } from '../platform/payments.js';
import { positionAt, type CursorPosition } from '../platform/delta-position.js';
import { orderDeltaSource, readAllChanges } from '../platform/read-delta.js';
import { indexStoredDays } from './day-index.js';
import { clearMonthProgress } from './month-progress.js';
import { coveredMonths, markMonthsCovered, type MonthKey } from './months.js';
import { monthsAtOnce, readOrderMonth } from './order-month.js';
import { boundedWork } from '../../../upstream/call-slots.js';
import { mapWithConcurrency } from '../../../upstream/concurrency.js';
import {
  heldRowsOf,
  selectOrderPages,
  selectOrders,
  selectOrdersPage,
  selectPayments,
  type OrderSelection,
} from './orders-select.js';
import { deleteStoredOrders, upsertOrders } from './orders-table.js';
import type { ScopedContext } from './partition.js';
import type { SharedLoads } from './shared-loads.js';
import type { ReadWork } from './data-age.js';
import type { SyncTools } from './freshener.js';
import { refreshStatistics } from './store.js';
import { CURSOR_MARGIN_MS, DELTA_STEP, readSync, writeSync } from './sync-state.js';

const selectionOf = (query: OrderRangeQuery): OrderSelection => {
  const { start, end } = dayRangeToInstants(query.from, query.to);
  return { start, end, shopIds: query.shopIds, statuses: query.statuses };
};

/** How far back the latest update is looked for first (startCursor). */
const RECENT_MS = 31 * 86_400_000;

/**
 * Where the delta starts: just before the latest update the platform has, asked before
 * reading. Asked first among the last month's updates: every list answer counts its rows, and
 * counting a shop's whole history costs the platform seconds; a shop quiet for a month (or a
 * clock a month off the platform's) asks once more without the bound.
 */
async function startCursor(context: ScopedContext, work: UpstreamWork) {
  const { deps, auth, baseShopIds } = context;
  const latestUpdate = async (since: number | null) => {
    const latest = await deps.upstream.list('listOrders', auth.upstream, {
      ...work,
      limit: 1,
      order: [
        { name: 'date_updated', dir: 'desc' },
        { name: 'id', dir: 'desc' },
      ],
      filters: [
        ...(since === null ? [] : [where('date_updated', '>=', formatUpstreamTimestamp(since))]),
        ...(baseShopIds === null ? [] : [inList('shop_id', baseShopIds)]),
      ],
    });
    return latest.data[0] ? parseTimestamp(latest.data[0].date_updated) : null;
  };
  const now = deps.clock.now();
  const updated = (await latestUpdate(now - RECENT_MS)) ?? (await latestUpdate(null));
  return notAfter(positionAt(updated === null ? 0 : updated - CURSOR_MARGIN_MS), now);
}

/**
 * Reads the months of `months` the model does not hold yet, each whole with its payments
 * (order-month.ts: stored a page at a time as it arrives), and marks each held as soon as it
 * is complete. The months are read a few side by side (monthsAtOnce: half the calls in
 * flight, two at the default four), each asking for all the parallelism it can use within the
 * work's one bound on calls in flight (call-slots.ts): so that bound stays busy to the end, a
 * month's payments asked while the other month's orders still arrive. A read cut short keeps
 * the months it finished, and goes on with the others where their stored pages end (then
 * catches up from where those pages were read: they may have changed since). The first
 * months a partition ever reads also fix where its delta starts, asked before the months are
 * read so no change is missed.
 */
export async function loadMissingMonths(
  context: ScopedContext,
  months: readonly MonthKey[],
  work: UpstreamWork,
  shared: SharedLoads,
): Promise<void> {
  const { deps, store, partition } = context;
  const covered = await coveredMonths(store, partition, months);
  const missing = months.filter((month) => !covered.has(month));
  if (missing.length === 0) return;
  const startedAt = deps.clock.now();
  const sync = await readSync(store, partition, 'orders');
  const cursor = sync.cursor ?? (await startCursor(context, work));
  const bounded = boundedWork(work, deps.upstream.concurrency);
  const loadMonth = async (month: MonthKey) => {
    const read = await readOrderMonth(context, month, bounded, cursor);
    // The rows a read cut short stored may have changed since: caught up from the cursor they
    // were read with before the month is held, so a failure here leaves it to be read on.
    if (read.resumed) await catchUpOrders(context, deps.clock.now(), work, false, read.cursor);
    await store.transaction(async (tx) => {
      await deleteStoredOrders(tx, partition, read.stale);
      await markMonthsCovered(tx, partition, [month]);
      await clearMonthProgress(tx, partition, month);
      await writeSync(tx, partition, 'orders', {
        cursor: read.cursor,
        rewind: true,
        ...(sync.asOf === null ? { asOf: startedAt } : {}),
        changed: true,
      });
    });
  };
  await mapWithConcurrency(
    missing,
    monthsAtOnce(bounded.slots.size),
    (month) => shared.run(`${partition}:orders:${month}`, work, () => loadMonth(month)),
    work.signal,
  );
  // Before the months are read back for the answer (store.ts: why).
  await refreshStatistics(store, 'rm_orders');
}

/**
 * Catches the partition's orders up as a read of them does (catch-up.ts: unless recent enough,
 * and with the caller's session where it needs checking). `asOf`: the subject's, when known.
 */
export async function freshenOrders(
  context: ScopedContext,
  tools: SyncTools,
  work: ReadWork,
  asOf?: number | null,
): Promise<void> {
  const held =
    asOf === undefined ? (await readSync(context.store, context.partition, 'orders')).asOf : asOf;
  await tools.freshener.freshen(context, 'orders', held, work, (startedAt, recent) =>
    catchUpOrders(context, startedAt, tools.background.work(), recent),
  );
}

/**
 * Reads every order changed since the cursor and stores it with its payments, whatever month
 * it was bought in: the model's own record of changed orders, from which a refund or a
 * payment made today on an order of last year reaches today's figures (day-index.ts). The
 * cursor moves past them, never past the present (a platform whose clock runs ahead, or an
 * order dated later today, would otherwise move it beyond changes still to come), and the
 * subject is as of `startedAt`. Once every stored order has its days indexed, every order
 * changed since the cursor this run began at is held (`heldSince`). A `recent` run that
 * finds no change stores nothing (CatchUp).
 */
export async function catchUpOrders(
  context: ScopedContext,
  startedAt: number,
  work: UpstreamWork,
  recent: boolean,
  /** Where to read from instead of the held cursor (a month read in parts: its first part's). */
  from?: CursorPosition,
): Promise<void> {
  const { deps, store, auth, partition, baseShopIds } = context;
  const cursor = from ?? (await readSync(store, partition, 'orders')).cursor;
  if (cursor === null) return;
  const source = orderDeltaSource(deps.upstream, auth.upstream, baseShopIds, work);
  const { rows: read, next } = await readAllChanges(source, cursor, DELTA_STEP);
  if (recent && read.length === 0) return;
  // Rows read again exactly as held (the second before the cursor is read twice, and a row
  // dated ahead of the present again and again) ask for no payments: they have not changed.
  const held = await heldRowsOf(
    store,
    partition,
    read.map((order) => order.id),
  );
  const changed = read.filter((order) => held.get(order.id) !== JSON.stringify(order));
  const payments = await paymentsOfOrders(
    deps,
    auth,
    changed.map((order) => order.id),
    work,
  );
  const indexed = await indexStoredDays(store, partition);
  await store.transaction(async (tx) => {
    const changedRows = await upsertOrders(tx, partition, changed, payments);
    await writeSync(tx, partition, 'orders', {
      cursor: notAfter(next, startedAt - CURSOR_MARGIN_MS),
      asOf: startedAt,
      // Every row the delta handed out from the cursor on is stored now, and every one after.
      ...(indexed ? { heldSince: cursor.updated + 1 } : {}),
      changed: changedRows > 0,
    });
  });
}

/** A cursor position no later than `limit` (read from there again, nothing is missed). */
const notAfter = (position: CursorPosition, limit: number): CursorPosition =>
  position.updated > limit ? positionAt(limit) : position;

export const ordersOf = (context: ScopedContext, query: OrderRangeQuery): Promise<OrderRow[]> =>
  selectOrders(context.store, context.partition, selectionOf(query));

export const orderPagesOf = (
  context: ScopedContext,
  query: OrderRangeQuery,
  pageSize: number,
  withPayments: boolean,
) => selectOrderPages(context.store, context.partition, selectionOf(query), pageSize, withPayments);

export const ordersPageOf = (
  context: ScopedContext,
  query: OrderRangeQuery,
  page: { start: number; limit: number },
) => selectOrdersPage(context.store, context.partition, selectionOf(query), page);

/** The payments of orders in the order a read of the platform gives them (inReadOrder). */
export async function paymentsOf(
  context: ScopedContext,
  orderIds: readonly number[],
): Promise<OrderPaymentRow[]> {
  const byOrder = await selectPayments(context.store, context.partition, orderIds);
  return inReadOrder(orderIds.map((id) => byOrder.get(id) ?? []));
}
