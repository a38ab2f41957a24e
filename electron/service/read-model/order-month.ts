/**
 * One month of orders read from the platform into the model: every status, every shop the
 * partition's users may see, each order with its payments. Each page of orders is stored with
 * its payments as soon as it has arrived, so a month of any size costs the service a few pages
 * of memory (a year at 1,250 orders a day is some 450,000 orders: held at once they would not
 * fit). Its payments are asked while later pages are still being read; the pages read ahead
 * and the pages being stored are both bounded, so the platform's pace and the store's hold
 * each other back rather than filling memory.
 *
 * A month whose orders shift while it is read is read again from its first page (drain.ts).
 * Rows the earlier attempt stored and the later one no longer finds (an order moved to another
 * month meanwhile) are answered by `staleRows`, to be removed when the month is marked held:
 * as stored, so a newer row of the same order (a catch-up's) is left alone.
 */
import type { CallSlots } from '../../upstream/call-slots.js';
import { BoundedWork } from '../../upstream/concurrency.js';
import type { OrderRow } from '../../upstream/wire.js';
import type { UpstreamWork } from '../../upstream/work.js';
import { drainOrderPages } from '../orders/fetch-orders.js';
import { paymentsOfOrders } from '../orders/payments.js';
import { monthRange, type MonthKey } from './months.js';
import { updatedOf, upsertOrders, type StoredOrder } from './orders-table.js';
import type { ScopedContext } from './partition.js';

/** Stores the orders of `month`; answers the rows an attempt that did not hold left behind. */
export async function readOrderMonth(
  context: ScopedContext,
  month: MonthKey,
  work: UpstreamWork & { slots: CallSlots },
): Promise<StoredOrder[]> {
  const { deps, store, auth, partition, baseShopIds } = context;
  const storing = new BoundedWork(work.slots.size);
  /** Each order stored by this attempt, as stored (by the update time it was stored with). */
  let stored = new Map<number, number | null>();
  const earlier = new Map<number, number | null>();
  const storePage = async (orders: OrderRow[]) => {
    const ids = orders.map((order) => order.id);
    const payments = await paymentsOfOrders(deps, auth, ids, work, work.slots.size);
    await upsertOrders(store, partition, orders, payments);
  };
  await drainOrderPages(
    deps,
    auth,
    { ...monthRange(month), shopIds: baseShopIds, statuses: null },
    work,
    {
      page: async (orders) => {
        for (const order of orders) stored.set(order.id, updatedOf(order));
        await storing.add(storePage(orders));
      },
      restart: async () => {
        await storing.settled();
        for (const [id, updated] of stored) earlier.set(id, updated);
        stored = new Map();
      },
    },
  );
  await storing.settled();
  return [...earlier].filter(([id]) => !stored.has(id)).map(([id, updated]) => ({ id, updated }));
}
