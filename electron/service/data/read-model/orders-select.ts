/**
 * Reading the orders of the read model back: a range's orders in the platform's own order
 * (purchase time, then id), whole or a page at a time, and the payments of some orders.
 * Selecting mirrors the platform's own filters exactly (platform/fetch-orders.ts): purchased
 * from the range's first instant (inclusive) to its last (exclusive), within the shops and
 * statuses asked. How they are written: orders-table.ts.
 */
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
 * thread at once, whose memory is kept small (read-model/pglite/pglite-store.ts): a month of 38,000
 * orders is read as pages, never as one answer.
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

/** The held rows (as stored) of those of `orderIds` the partition holds. */
export async function heldRowsOf(
  db: StoreQueries,
  partition: PartitionKey,
  orderIds: readonly number[],
): Promise<Map<number, string>> {
  const rows = await byIdBatches(orderIds, (batch) =>
    db.query<{ id: number; row: string }>(
      'select id, row from rm_orders where partition = $1 and id = any($2::bigint[])',
      [partition, batch],
    ),
  );
  return new Map(rows.map((row) => [row.id, row.row]));
}
