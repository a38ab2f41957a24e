/**
 * The orders of the read model: each order as the platform answered it (JSON text), with its
 * payments, beside the columns a range is selected by. Selecting mirrors the platform's own
 * filters and order exactly (orders/fetch-orders.ts): purchased from the range's first
 * instant (inclusive) to its last (exclusive), within the shops and statuses asked, by
 * purchase time then id. Each row keeps its update time, so a write never puts an order back
 * as it was before a change already held (two services, or a read and a catch-up, at once).
 */
import { parseTimestamp } from '../../../../shared/dates.js';
import type { OrderRow } from '../../../upstream/wire.js';
import { inReadOrder, type OrderPaymentRow } from '../platform/payments.js';
import type { PartitionKey } from './partition.js';
import type { StoreQueries } from './store.js';

export interface OrderSelection {
  start: number;
  end: number;
  shopIds: readonly number[] | null;
  statuses: readonly string[] | null;
}

/** Rows per insert statement: one JSON parameter each, well within any message size. */
const BATCH = 500;

const purchasedOf = (order: OrderRow): number => {
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
  await db.query(
    `delete from rm_orders o using json_to_recordset($2::json) as x(id bigint, updated bigint)
     where o.partition = $1 and o.id = x.id and o.updated is not distinct from x.updated`,
    [partition, JSON.stringify(rows)],
  );
}

/** Stores the orders with their payments; returns how many were new or different. */
export async function upsertOrders(
  db: StoreQueries,
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
    const batch = orders.slice(index, index + BATCH).map((order) => ({
      id: order.id,
      purchased: purchasedOf(order),
      shop_id: order.shop_id,
      status: order.status,
      row: JSON.stringify(order),
      payments: JSON.stringify(paymentsByOrder.get(order.id) ?? []),
      updated: updatedOf(order),
    }));
    // A row read before the one held was (another service's catch-up, or a month read that
    // ran long) never replaces it: the cursor has moved past the change it would undo.
    const written = await db.query(
      `insert into rm_orders (partition, id, purchased, shop_id, status, row, payments, updated)
       select $1, x.id, x.purchased, x.shop_id, x.status, x.row, x.payments, x.updated
       from json_to_recordset($2::json) as x(id bigint, purchased bigint, shop_id bigint,
         status text, row text, payments text, updated bigint)
       on conflict (partition, id) do update set purchased = excluded.purchased,
         shop_id = excluded.shop_id, status = excluded.status, row = excluded.row,
         payments = excluded.payments, updated = excluded.updated
       where (rm_orders.row <> excluded.row or rm_orders.payments <> excluded.payments)
         and (rm_orders.updated is null or excluded.updated >= rm_orders.updated)
       returning id`,
      [partition, JSON.stringify(batch)],
    );
    changed += written.length;
  }
  return changed;
}

const WHERE_RANGE = `partition = $1 and purchased >= $2 and purchased < $3
  and ($4::bigint[] is null or shop_id = any($4::bigint[]))
  and ($5::text[] is null or status = any($5::text[]))`;

const rangeParams = (partition: PartitionKey, selection: OrderSelection): unknown[] => [
  partition,
  selection.start,
  selection.end,
  selection.shopIds === null ? null : [...selection.shopIds],
  selection.statuses === null ? null : [...selection.statuses],
];

const parseRows = (rows: { row: string }[]): OrderRow[] =>
  rows.map((row) => JSON.parse(row.row) as OrderRow);

/**
 * Rows a statement answers at most. The embedded engine holds a statement's whole answer in its
 * thread at once, whose memory is kept small (pglite-store.ts): a month of 38,000 orders is
 * read as pages, never as one answer.
 */
const ROWS_PER_STATEMENT = 1000;

/** Every order of the selection, in order (read a page at a time). */
export async function selectOrders(
  db: StoreQueries,
  partition: PartitionKey,
  selection: OrderSelection,
): Promise<OrderRow[]> {
  const orders: OrderRow[] = [];
  const pages = selectOrderPages(db, partition, selection, ROWS_PER_STATEMENT, false);
  for await (const page of pages) for (const order of page.orders) orders.push(order);
  return orders;
}

/** `select` run over `ids` a statement's worth at a time, its rows joined. */
async function byIdBatches<Row>(
  ids: readonly number[],
  select: (batch: number[]) => Promise<Row[]>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let index = 0; index < ids.length; index += ROWS_PER_STATEMENT) {
    rows.push(...(await select(ids.slice(index, index + ROWS_PER_STATEMENT))));
  }
  return rows;
}

/** A page of orders with the payments of exactly those orders. */
export interface OrderPage {
  orders: OrderRow[];
  /**
   * As a read from the platform gives them: per 100 orders asked, by payment id. Empty when
   * the pages were asked without payments.
   */
  payments: OrderPaymentRow[];
}

/**
 * The same orders a page at a time, each with its orders' payments, for answers made as they
 * are read (an export written row by row, a report added up page by page): each page starts
 * after the last row of the one before (no offset), so a write between pages neither skips nor
 * repeats a row unless it moves an order's purchase time. Each page's payments are in the
 * order a read of the platform gives them (inReadOrder) when pages are whole batches of
 * `ID_BATCH` orders; `withPayments` false (an answer that shows no payment) reads none.
 */
export async function* selectOrderPages(
  db: StoreQueries,
  partition: PartitionKey,
  selection: OrderSelection,
  pageSize: number,
  withPayments: boolean,
): AsyncGenerator<OrderPage> {
  const params = rangeParams(partition, selection);
  const columns = withPayments ? 'row, payments, purchased, id' : 'row, purchased, id';
  type Row = { row: string; payments?: string; purchased: number; id: number };
  const pageAfter = (after: { purchased: number; id: number } | null) =>
    db.query<Row>(
      `select ${columns} from rm_orders where ${WHERE_RANGE}
         and ($6::bigint is null or (purchased, id) > ($6::bigint, $7::bigint))
         order by purchased, id limit $8`,
      [...params, after?.purchased ?? null, after?.id ?? null, pageSize],
    );
  let next: Promise<Row[]> | null = pageAfter(null);
  while (next) {
    const rows: Row[] = await next;
    const last = rows.at(-1);
    // The next page is read while the caller works through this one: the database's thread
    // and the service's then work side by side (a year's report reads some twenty pages).
    next = last && rows.length === pageSize ? pageAfter(last) : null;
    // A caller that stops early leaves that read settled, not thrown at nobody.
    next?.catch(() => undefined);
    if (rows.length === 0) return;
    const payments = withPayments
      ? inReadOrder(rows.map((row) => JSON.parse(row.payments ?? '[]') as OrderPaymentRow[]))
      : [];
    yield { orders: parseRows(rows), payments };
  }
}

export async function selectOrdersPage(
  db: StoreQueries,
  partition: PartitionKey,
  selection: OrderSelection,
  page: { start: number; limit: number },
): Promise<{ data: OrderRow[]; total: number }> {
  const params = rangeParams(partition, selection);
  const [rows, [count]] = await Promise.all([
    db.query<{ row: string }>(
      `select row from rm_orders where ${WHERE_RANGE} order by purchased, id offset $6 limit $7`,
      [...params, page.start, page.limit],
    ),
    db.query<{ total: number }>(
      `select count(*)::bigint as total from rm_orders where ${WHERE_RANGE}`,
      params,
    ),
  ]);
  return { data: parseRows(rows), total: count?.total ?? 0 };
}

/** Payments of the orders, keyed by order id. */
export async function selectPayments(
  db: StoreQueries,
  partition: PartitionKey,
  orderIds: readonly number[],
): Promise<Map<number, OrderPaymentRow[]>> {
  const rows = await byIdBatches(orderIds, (batch) =>
    db.query<{ id: number; payments: string }>(
      'select id, payments from rm_orders where partition = $1 and id = any($2::bigint[])',
      [partition, batch],
    ),
  );
  return new Map(rows.map((row) => [row.id, JSON.parse(row.payments) as OrderPaymentRow[]]));
}

/** Which of `orderIds` the partition holds a row of. */
export async function heldOrderIds(
  db: StoreQueries,
  partition: PartitionKey,
  orderIds: readonly number[],
): Promise<Set<number>> {
  const rows = await byIdBatches(orderIds, (batch) =>
    db.query<{ id: number }>(
      'select id from rm_orders where partition = $1 and id = any($2::bigint[])',
      [partition, batch],
    ),
  );
  return new Set(rows.map((row) => row.id));
}
