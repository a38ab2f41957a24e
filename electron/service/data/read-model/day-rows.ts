/**
 * The orders that count on the days of a range, read back from the model once it holds every
 * change since before the range (changes-before.ts): those bought in the range, and those
 * bought earlier with a payment on one of its days (day-index.ts). Each comes with its
 * payments and the days it counts on, in the platform's order (purchase time, then id).
 */
import { dayRangeToInstants, localDateOf, type LocalDate } from '../../../../shared/dates.js';
import type { OrderRow } from '../../../upstream/wire.js';
import type { DayRange } from '../platform/range-windows.js';
import { inReadOrder, type OrderPaymentRow } from '../platform/payments.js';
import { lateDaysOf } from './day-index.js';
import type { PartitionKey } from './partition.js';
import type { StoreQueries } from './store.js';

/** The shops and statuses a read keeps (null: all). */
export interface RowFilter {
  shopIds: readonly number[] | null;
  statuses: readonly string[] | null;
}

/** An order with its own payments and the days it counts on. */
export interface OrderOnDays {
  order: OrderRow;
  payments: OrderPaymentRow[];
  /** Its purchase day, then the days of its later payments. */
  days: string[];
}

/** Rows a statement answers at most (orders-select.ts: why). */
const ROWS_PER_STATEMENT = 1000;

type Row = { row: string; payments: string; purchased: number; id: number };

/**
 * Every row `where` selects (beside the partition, shops and statuses: $1–$3), a statement's
 * worth at a time in the platform's order, each after the last one read.
 */
async function orderedRows(
  db: StoreQueries,
  partition: PartitionKey,
  filter: RowFilter,
  where: string,
  params: readonly unknown[],
): Promise<OrderOnDays[]> {
  const found: OrderOnDays[] = [];
  let after: Row | undefined;
  for (;;) {
    const next = params.length + 4;
    const rows = await db.query<Row>(
      `select o.row, o.payments, o.purchased, o.id from rm_orders o
       where o.partition = $1 and ${where}
         and ($2::bigint[] is null or o.shop_id = any($2::bigint[]))
         and ($3::text[] is null or o.status = any($3::text[]))
         and ($${next}::bigint is null or (o.purchased, o.id) > ($${next}::bigint, $${next + 1}::bigint))
       order by o.purchased, o.id limit ${ROWS_PER_STATEMENT}`,
      [
        partition,
        filter.shopIds === null ? null : [...filter.shopIds],
        filter.statuses === null ? null : [...filter.statuses],
        ...params,
        after?.purchased ?? null,
        after?.id ?? null,
      ],
    );
    for (const row of rows) {
      const payments = JSON.parse(row.payments) as OrderPaymentRow[];
      const days = [localDateOf(row.purchased), ...splitDays(lateDaysOf(row.purchased, payments))];
      found.push({ order: JSON.parse(row.row) as OrderRow, payments, days });
    }
    after = rows.at(-1);
    if (rows.length < ROWS_PER_STATEMENT) return found;
  }
}

const splitDays = (days: string): string[] => (days === '' ? [] : days.split(','));

/** Orders bought before `range.from` with a payment on one of its days. */
export function earlierOrdersOn(
  db: StoreQueries,
  partition: PartitionKey,
  range: DayRange,
  filter: RowFilter,
): Promise<OrderOnDays[]> {
  const { start } = dayRangeToInstants(range.from, range.from);
  return orderedRows(
    db,
    partition,
    filter,
    `o.purchased < $4 and o.id in (select d.order_id from rm_order_days d
       where d.partition = $1 and d.day >= $5 and d.day <= $6)`,
    [start, range.from, range.to],
  );
}

/** Every order that counts on a day of the range: bought in it, or earlier and paid in it. */
export async function ordersOnDays(
  db: StoreQueries,
  partition: PartitionKey,
  range: DayRange,
  filter: RowFilter,
): Promise<OrderOnDays[]> {
  const { start, end } = dayRangeToInstants(range.from, range.to);
  const [earlier, bought] = await Promise.all([
    earlierOrdersOn(db, partition, range, filter),
    orderedRows(db, partition, filter, 'o.purchased >= $4 and o.purchased < $5', [start, end]),
  ]);
  return [...earlier, ...bought];
}

/** Orders with their payments as a read of the platform gives them (per 100, by payment id). */
export function asOrdersWithPayments(orders: readonly OrderOnDays[]) {
  return {
    orders: orders.map((entry) => entry.order),
    payments: inReadOrder(orders.map((entry) => entry.payments)),
  };
}

/** The range's days, first to last, each with the orders that count on it, in order. */
export function byDay(range: { from: LocalDate; to: LocalDate }, orders: readonly OrderOnDays[]) {
  const days = new Map<string, OrderOnDays[]>();
  for (const entry of orders) {
    for (const day of entry.days) {
      if (day < range.from || day > range.to) continue;
      const list = days.get(day);
      if (list) list.push(entry);
      else days.set(day, [entry]);
    }
  }
  return days;
}
