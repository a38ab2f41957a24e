/**
 * An unfiltered list of orders by update time, as a reader asks for the platform's latest
 * update (newest first, limit 1) before it reads orders: answered from the few days that can
 * hold the page, as a database answers from an index on the field, rather than by sorting
 * every order of the history (22 s at 1,250 orders a day over 400 days, every time: longer
 * than a reader waits). An order's `date_updated` falls from its purchase day to
 * UPDATE_LAG_DAYS days after it (day-range.ts relies on the same for `date_updated`
 * filters), so days are read from the newest (or the oldest) only until the rows asked are
 * known to come before every row of the days not read. The engine then orders and pages
 * the rows read exactly as it would have every row.
 */
import { addDays, localMidnight } from '../../../shared/dates.js';
import type { OrderOverlay } from '../data/order-overlay.js';
import type { DemoOrder } from '../data/order-rows.js';
import type { OrderStore } from '../data/order-store.js';
import type { UpstreamList, UpstreamOrder } from '../../upstream/wire.js';
import { instantOfTimestamp, runQuery, type ListArgs } from '../query.js';
import { UPDATE_LAG_DAYS } from './day-range.js';

/** The direction of an order by update time (then maybe id), or null for any other order. */
export function updateOrderDirection(order: UpstreamOrder[]): 'asc' | 'desc' | null {
  const [first, second, ...rest] = order;
  if (first?.name !== 'date_updated' || rest.length > 0) return null;
  if (second && second.name !== 'id') return null;
  return first.dir;
}

/** `args` has no filters and asks `dir` order (updateOrderDirection). */
export function ordersByUpdate(
  store: OrderStore,
  overlay: OrderOverlay,
  args: ListArgs,
  dir: 'asc' | 'desc',
): UpstreamList<DemoOrder> {
  const firstDate = store.dates[0];
  if (firstDate === undefined) return { data: [], count: 0, total: 0 };
  const midnight = (day: number) => localMidnight(addDays(firstDate, day));
  const wanted = args.start + args.limit;
  // Edited orders may have been updated at any time (the edit's): all of them are read.
  const editedIds = overlay.editedIds;
  const edited = new Set(editedIds);
  const rows = editedIds.flatMap((id) => overlay.orderById(id) ?? []);
  const instants = rows.map(updatedInstant);
  for (let step = 0; step < store.dayCount; step++) {
    const day = dir === 'desc' ? store.dayCount - 1 - step : step;
    for (const order of store.day(day).orders) {
      if (edited.has(order.id)) continue;
      rows.push(order);
      instants.push(updatedInstant(order));
    }
    // Every order of an earlier day was updated before `desc`'s bound, every order of a
    // later day at or after `asc`'s; a row strictly beyond the bound comes before them all.
    const bound = midnight(dir === 'desc' ? day + UPDATE_LAG_DAYS : day + 1);
    const settled = count(instants, (at) => (dir === 'desc' ? at >= bound : at < bound));
    if (settled >= wanted) break;
  }
  // No filter: every order counts, each edited one in its own place.
  return { ...runQuery(rows, args, false), total: store.totalOrders };
}

const updatedInstant = (order: DemoOrder): number =>
  instantOfTimestamp(order.date_updated) ?? Number.NaN;

function count(values: readonly number[], keep: (value: number) => boolean): number {
  let kept = 0;
  for (const value of values) if (keep(value)) kept++;
  return kept;
}
