/**
 * Writing the orders of the read model: each order as the platform answered it (JSON text),
 * with its payments, beside the columns a range is selected by (orders-select.ts reads them
 * back) and the days it counts on (day-index.ts). Each row keeps its update time, so a write
 * never puts an order back as it was before a change already held (two services, or a read
 * and a catch-up, at once).
 */
import { parseTimestamp } from '../../../../shared/dates.js';
import type { OrderRow } from '../../../upstream/wire.js';
import type { OrderPaymentRow } from '../platform/payments.js';
import { daysOf, indexLateDays, lateDaysOf, touchDays } from './day-index.js';
import type { PartitionKey } from './partition.js';
import type { ReadStore, StoreQueries } from './store.js';

/** Rows per insert statement: one JSON parameter each, well within any message size. */
const BATCH = 500;

export const purchasedOf = (order: OrderRow): number => {
  const instant = parseTimestamp(order.date_purchased);
  if (instant === null) throw new RangeError(`order ${order.id} has no purchase time`);
  return instant;
};

/** The order's update time as stored: what keeps an older read from replacing a newer row. */
export const updatedOf = (order: OrderRow): number | null => parseTimestamp(order.date_updated);

/** A stored order row, named by its id and the update time it was stored with. */
export interface StoredOrder {
  id: number;
  updated: number | null;
}

/** Removes those rows that are still as stored (a newer write of the same order stays). */
export async function deleteStoredOrders(
  db: StoreQueries,
  partition: PartitionKey,
  rows: readonly StoredOrder[],
): Promise<void> {
  if (rows.length === 0) return;
  const gone = await db.query<{ id: number; purchased: number; late_days: string | null }>(
    `delete from rm_orders o using json_to_recordset($2::json) as x(id bigint, updated bigint)
     where o.partition = $1 and o.id = x.id and o.updated is not distinct from x.updated
     returning o.id, o.purchased, o.late_days`,
    [partition, JSON.stringify(rows)],
  );
  await indexLateDays(
    db,
    partition,
    gone.map((row) => ({ id: row.id, lateDays: '' })),
    true,
  );
  await touchDays(
    db,
    partition,
    gone.flatMap((row) => daysOf(row.purchased, row.late_days)),
  );
}

/** A written row as it is now, and as it was before (null: it is new). */
interface WrittenRow {
  id: number;
  purchased: number;
  late_days: string;
  old_purchased: number | null;
  old_late_days: string | null;
}

/**
 * Stores the orders with their payments; returns how many were new or different. Each
 * written order's later days are indexed and every day it counted on before or counts on
 * now is touched (day-index.ts), in the same transaction as the row.
 */
export async function upsertOrders(
  db: StoreQueries | ReadStore,
  partition: PartitionKey,
  orders: readonly OrderRow[],
  payments: readonly OrderPaymentRow[],
): Promise<number> {
  let changed = 0;
  const paymentsByOrder = new Map<number, OrderPaymentRow[]>();
  for (const payment of payments) {
    const list = paymentsByOrder.get(payment.order_id) ?? [];
    list.push(payment);
    paymentsByOrder.set(payment.order_id, list);
  }
  for (let index = 0; index < orders.length; index += BATCH) {
    const batch = orders.slice(index, index + BATCH).map((order) => {
      const purchased = purchasedOf(order);
      const own = paymentsByOrder.get(order.id) ?? [];
      return {
        id: order.id,
        purchased,
        shop_id: order.shop_id,
        status: order.status,
        row: order,
        payments: own,
        updated: updatedOf(order),
        late_days: lateDaysOf(purchased, own),
      };
    });
    changed += await inOneTransaction(db, async (tx) => {
      // A row read before the one held was (another service's catch-up, or a month read that
      // ran long) never replaces it: the cursor has moved past the change it would undo. A
      // row stored before its later days were kept is written again, to index them.
      const written = await tx.query<WrittenRow>(
        // The order and its payments go in as JSON values and are kept as their text, which
        // `json` (not `jsonb`) hands back as written: the batch is encoded once, not each
        // row's text encoded again as a string inside it.
        `with x as (select id, purchased, shop_id, status, row::text as row,
             payments::text as payments, updated, late_days
           from json_to_recordset($2::json) as x(id bigint, purchased bigint, shop_id bigint,
             status text, row json, payments json, updated bigint, late_days text)),
           old as (select o.id, o.purchased, o.late_days from rm_orders o
             join x on o.id = x.id where o.partition = $1),
           written as (
             insert into rm_orders (partition, id, purchased, shop_id, status, row, payments,
               updated, late_days)
             select $1, x.id, x.purchased, x.shop_id, x.status, x.row, x.payments, x.updated,
               x.late_days from x
             on conflict (partition, id) do update set purchased = excluded.purchased,
               shop_id = excluded.shop_id, status = excluded.status, row = excluded.row,
               payments = excluded.payments, updated = excluded.updated,
               late_days = excluded.late_days
             where (rm_orders.row <> excluded.row or rm_orders.payments <> excluded.payments
                 or rm_orders.late_days is null)
               and (rm_orders.updated is null or excluded.updated >= rm_orders.updated)
             returning id, purchased, late_days)
         select w.id, w.purchased, w.late_days, old.purchased as old_purchased,
           old.late_days as old_late_days
         from written w left join old on old.id = w.id`,
        [partition, JSON.stringify(batch)],
      );
      const existed = written.some((row) => row.old_purchased !== null);
      await indexLateDays(
        tx,
        partition,
        written.map((row) => ({ id: row.id, lateDays: row.late_days })),
        existed,
      );
      await touchDays(
        tx,
        partition,
        written.flatMap((row) => [
          ...daysOf(row.purchased, row.late_days),
          ...(row.old_purchased === null ? [] : daysOf(row.old_purchased, row.old_late_days)),
        ]),
      );
      return written.length;
    });
  }
  return changed;
}

/** Runs `work` in one transaction: the store's own, or the one `db` already is. */
const inOneTransaction = <T>(
  db: StoreQueries | ReadStore,
  work: (tx: StoreQueries) => Promise<T>,
): Promise<T> => ('transaction' in db ? db.transaction(work) : work(db));
