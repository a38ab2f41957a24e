/**
 * Which Amsterdam days each held order counts on, and a version per day. An order counts on
 * its purchase day (its sale), and a payment made later (a bank transfer, a refund paid back)
 * makes it count on that payment's day too (domain/sales-figures/refund-and-payment-dating.ts). The
 * later days are kept beside the order (`rm_orders.late_days`) and indexed (`rm_order_days`), so
 * the orders a day needs are found without reading every order bought before it: those bought on
 * it, and those that name it as a later day.
 *
 * Every payment with a payment time names its day, whatever its status: more days than the
 * report counts the order on, never fewer, so no order a day needs is left out. A day's
 * version moves whenever a row that counts on it changes (an order before or after the change,
 * a day closing), so what was summed of a day is known to be as the day is now (day-sums.ts).
 */
import { localDateOf, parseTimestamp } from '../../../../shared/dates.js';
import type { PartitionKey } from './partition.js';
import type { ReadStore, StoreQueries } from './store.js';

/** The later days of an order bought at `purchased` with these payments, as stored. */
export function lateDaysOf(
  purchased: number,
  payments: readonly { date_paid?: string | null | undefined }[],
): string {
  const bought = localDateOf(purchased);
  const days = new Set<string>();
  for (const payment of payments) {
    const paid = payment.date_paid ? parseTimestamp(payment.date_paid) : null;
    if (paid === null) continue;
    const day = localDateOf(paid);
    // A payment made before the purchase counts on the purchase day (refund-and-payment-dating.ts).
    if (day > bought) days.add(day);
  }
  return [...days].sort().join(',');
}

/** Every day a stored order counts on: its purchase day and its later days. */
export function daysOf(purchased: number, lateDays: string | null): string[] {
  const later = lateDays ? lateDays.split(',') : [];
  return [localDateOf(purchased), ...later];
}

/** Replaces the indexed later days of these orders with the ones given. */
export async function indexLateDays(
  db: StoreQueries,
  partition: PartitionKey,
  orders: readonly { id: number; lateDays: string }[],
  hadRows: boolean,
): Promise<void> {
  if (orders.length === 0) return;
  if (hadRows) {
    await db.query(
      'delete from rm_order_days where partition = $1 and order_id = any($2::bigint[])',
      [partition, orders.map((order) => order.id)],
    );
  }
  const rows = orders.flatMap((order) =>
    order.lateDays === '' ? [] : order.lateDays.split(',').map((day) => ({ day, id: order.id })),
  );
  if (rows.length === 0) return;
  await db.query(
    `insert into rm_order_days (partition, day, order_id)
     select $1, x.day, x.id from json_to_recordset($2::json) as x(day text, id bigint)
     on conflict do nothing`,
    [partition, JSON.stringify(rows)],
  );
}

/**
 * Moves the version of each of `days`: what was summed of them is no longer as they are. In
 * day order: on PostgreSQL, two stores of pages touching the same days each in their own order
 * waited on each other's rows ("deadlock detected", a first report's 500); taken in one order
 * by every transaction, a row is waited for, never circled.
 */
export async function touchDays(
  db: StoreQueries,
  partition: PartitionKey,
  days: Iterable<string>,
): Promise<void> {
  const distinct = [...new Set(days)].sort();
  if (distinct.length === 0) return;
  await db.query(
    `insert into rm_days (partition, day, version) select $1, unnest($2::text[]), 1
     on conflict (partition, day) do update set version = rm_days.version + 1`,
    [partition, distinct],
  );
}

/** Stored orders indexed a statement at a time. */
const INDEX_BATCH = 1000;

/**
 * Indexes the later days of the partition's orders stored before they were kept (an older
 * release's rows), from their stored payments; true once every stored order is indexed.
 */
export async function indexStoredDays(store: ReadStore, partition: PartitionKey): Promise<boolean> {
  for (;;) {
    const rows = await store.query<{ id: number; purchased: number; payments: string }>(
      `select id, purchased, payments from rm_orders
       where partition = $1 and late_days is null limit $2`,
      [partition, INDEX_BATCH],
    );
    if (rows.length === 0) return true;
    const orders = rows.map((row) => ({
      id: row.id,
      lateDays: lateDaysOf(row.purchased, JSON.parse(row.payments) as { date_paid?: string }[]),
    }));
    await store.transaction(async (tx) => {
      await tx.query(
        `update rm_orders o set late_days = x.late_days
       from json_to_recordset($2::json) as x(id bigint, late_days text)
       where o.partition = $1 and o.id = x.id and o.late_days is null`,
        [
          partition,
          JSON.stringify(orders.map((order) => ({ id: order.id, late_days: order.lateDays }))),
        ],
      );
      await indexLateDays(tx, partition, orders, true);
    });
  }
}
