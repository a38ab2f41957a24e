/**
 * Since when the model holds every order the platform changed (`held_since`, sync-state.ts),
 * and moving that moment back. From it on, a day's figures need nothing but the model: the
 * orders bought on the day were changed on or after it, and so was every earlier order with a
 * refund or a payment on it (docs/decisions/0037-platform-assumptions.md: a payment added to
 * an order moves its `date_updated`). The delta catch-up keeps every change from its cursor on
 * (orders-model.ts); this module reads the changes before that, once per month the model holds.
 *
 * Moving `held_since` back to the start W of a held month takes one read of the platform: the
 * orders bought before W and changed from W up to `held_since`. Every other order changed in
 * that span was bought from W on, in months the model holds whole; later changes are held
 * already. So each month costs only the changes of its own span, never the same ones again.
 */
import { firstDayOf, localMidnight } from '../../../../shared/dates.js';
import type { UpstreamWork } from '../../../upstream/work.js';
import { earlierOrdersChangedSince } from '../platform/fetch-orders.js';
import { paymentsOfOrders } from '../platform/payments.js';
import { coveredMonths, monthsBetween, type MonthKey } from './months.js';
import { upsertOrders } from './orders-table.js';
import type { ScopedContext } from './partition.js';
import { readSync, writeSync } from './sync-state.js';

/** The first instant from which the model holds every change; null: not known yet. */
export async function heldSince(context: ScopedContext): Promise<number | null> {
  return (await readSync(context.store, context.partition, 'orders')).heldSince;
}

/**
 * Makes the model hold every change from the start of `month` on, where it can: true when it
 * does (already, or now), false when it cannot without reading more months whole (a month
 * between `month` and `held_since` is not held) or before the first catch-up has set it.
 */
export async function holdChangesFrom(
  context: ScopedContext,
  month: MonthKey,
  work: UpstreamWork,
): Promise<boolean> {
  const { deps, store, auth, partition, baseShopIds } = context;
  const since = await heldSince(context);
  if (since === null) return false;
  const first = firstDayOf(month);
  const start = localMidnight(first);
  if (start >= since) return true;
  const months = monthsBetween(month, since);
  const covered = await coveredMonths(store, partition, months);
  if (months.some((each) => !covered.has(each))) return false;
  const orders = await earlierOrdersChangedSince(
    deps,
    auth,
    { before: first, shopIds: baseShopIds, statuses: null, changedBefore: since },
    work,
  );
  const payments = await paymentsOfOrders(
    deps,
    auth,
    orders.map((order) => order.id),
    work,
  );
  await store.transaction(async (tx) => {
    const changed = await upsertOrders(tx, partition, orders, payments);
    await writeSync(tx, partition, 'orders', { heldSince: start, changed: changed > 0 });
  });
  return true;
}
