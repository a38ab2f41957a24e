/**
 * One month of orders read from the platform into the model: every status, every shop the
 * partition's users may see, each order with its payments. Each page of orders is stored with
 * its payments as soon as it has arrived, so a month of any size costs the service a few pages
 * of memory (a year at 1,250 orders a day is some 450,000 orders: held at once they would not
 * fit). Its payments are asked while later pages are still being read; the pages read ahead
 * and the pages being stored are both bounded, so the platform's pace and the store's hold
 * each other back rather than filling memory.
 *
 * How far the pages are stored is kept as they are (month-progress.ts): a read cut short, by a
 * kill or the platform away, goes on from there, not from the month's first page.
 *
 * A month whose orders shift while it is read is read again from where this read began
 * (drain.ts). Rows the earlier attempt stored and the later one no longer finds (an order
 * moved to another month meanwhile) are answered, to be removed when the month is marked
 * held: as stored, so a newer row of the same order (a catch-up's) is left alone.
 */
import type { CallSlots } from '../../../upstream/call-slots.js';
import { BoundedWork } from '../../../upstream/concurrency.js';
import type { OrderRow } from '../../../upstream/wire.js';
import type { UpstreamWork } from '../../../upstream/work.js';
import { drainOrderPages } from '../platform/fetch-orders.js';
import { paymentsOfOrders } from '../platform/payments.js';
import type { CursorPosition } from '../platform/delta-position.js';
import { earlierCursor, readMonthProgress, writeMonthProgress } from './month-progress.js';
import { monthRange, type MonthKey } from './months.js';
import { purchasedOf, updatedOf, upsertOrders, type StoredOrder } from './orders-table.js';
import type { ScopedContext } from './partition.js';

/**
 * How many months are read side by side within `calls` calls in flight: half as many, so
 * one month's payments or next page wait for a slot while the other month's pages arrive.
 * Each month holds the pages it has read ahead and is storing: more months at once would
 * hold more pages without making the calls any busier.
 */
export const monthsAtOnce = (calls: number) => Math.max(1, Math.floor(calls / 2));

/** What a month's read did: the rows to remove, and the delta cursor the month is held from. */
export interface MonthRead {
  /** Rows an attempt that did not hold left behind. */
  stale: StoredOrder[];
  /** `cursor`, or the earlier one a read of the month cut short began with. */
  cursor: CursorPosition;
  /** It went on from a read cut short, whose rows may have changed since. */
  resumed: boolean;
}

/**
 * Stores the orders of `month`, from where a read cut short stopped (month-progress.ts), and
 * keeps how far it got as its pages are stored. `cursor`: where the delta stood as it began.
 */
export async function readOrderMonth(
  context: ScopedContext,
  month: MonthKey,
  work: UpstreamWork & { slots: CallSlots },
  cursor: CursorPosition,
): Promise<MonthRead> {
  const { deps, store, auth, partition, baseShopIds } = context;
  const cut = await readMonthProgress(store, partition, month);
  const progress = { cursor: cut ? earlierCursor(cut.cursor, cursor) : cursor };
  // The pages being stored (each asks its payments first): the months read at once share
  // the calls in flight between them, enough to keep those calls busy.
  const { size } = work.slots;
  const storing = new BoundedWork(Math.max(1, Math.floor(size / monthsAtOnce(size))));
  /** Each order stored by this attempt, as stored (by the update time it was stored with). */
  let stored: StoredOrder[] = [];
  let earlier: StoredOrder[] = [];
  /** The pages before this one stored and their progress kept: each page waits for it. */
  let storedBefore: Promise<void> = Promise.resolve();
  const storePage = async (orders: OrderRow[], before: Promise<void>) => {
    const ids = orders.map((order) => order.id);
    const payments = await paymentsOfOrders(deps, auth, ids, work, work.slots.size);
    await upsertOrders(store, partition, orders, payments);
    await before;
    const last = orders.at(-1);
    if (last)
      await writeMonthProgress(store, partition, month, {
        ...progress,
        through: purchasedOf(last),
      });
  };
  // A read that fails leaves no writes running behind it (a retry stores the same rows).
  await storing.feeding(() =>
    drainOrderPages(
      deps,
      auth,
      {
        ...monthRange(month),
        ...(cut ? { startAt: cut.through } : {}),
        shopIds: baseShopIds,
        statuses: null,
      },
      work,
      {
        page: async (orders) => {
          for (const order of orders) stored.push({ id: order.id, updated: updatedOf(order) });
          storedBefore = storePage(orders, storedBefore);
          await storing.add(storedBefore);
        },
        restart: async () => {
          await storing.settled();
          storedBefore = Promise.resolve();
          earlier = [...earlier, ...stored];
          stored = [];
        },
      },
    ),
  );
  return { stale: leftBehind(earlier, stored), cursor: progress.cursor, resumed: cut !== null };
}

/** The rows of attempts that did not hold that the last one no longer found. */
function leftBehind(earlier: StoredOrder[], stored: StoredOrder[]): StoredOrder[] {
  if (earlier.length === 0) return [];
  const found = new Set(stored.map((order) => order.id));
  return earlier.filter((order) => !found.has(order.id));
}
