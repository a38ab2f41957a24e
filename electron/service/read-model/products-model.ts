/**
 * Products in the read model, with the prices the platform embeds in each. They are read whole
 * the first time, then kept up to date by their update time; and read whole again on a
 * schedule (`fullRefreshMs`), in the background, because prices have no update time of their
 * own and a product the platform stops finding (deactivated, deleted) never shows up in a
 * delta. The whole read replaces the partition's products in one transaction.
 */
import { parseTimestamp } from '../../../shared/dates.js';
import type { ShopProductRow } from '../../upstream/wire.js';
import type { UpstreamWork } from '../../upstream/work.js';
import type { AuthContext } from '../caller.js';
import { fetchShopProductsFromPlatform } from '../catalog/fetch-price-list.js';
import type { ServiceDeps } from '../deps.js';
import { productDeltaSource, readDelta } from '../sync/read-delta.js';
import type { PartitionKey } from './partition.js';
import type { StoreQueries, ReadStore } from './store.js';
import { readSync, writeSync } from './sync-state.js';

const BATCH = 1000;
const DELTA_STEP = 1000;
const CURSOR_MARGIN_MS = 1000;

export interface ProductsContext {
  deps: ServiceDeps;
  store: ReadStore;
  auth: AuthContext;
  partition: PartitionKey;
}

async function upsertProducts(
  db: StoreQueries,
  partition: PartitionKey,
  products: readonly ShopProductRow[],
): Promise<void> {
  for (let index = 0; index < products.length; index += BATCH) {
    const batch = products
      .slice(index, index + BATCH)
      .map((product) => ({ id: product.id, row: JSON.stringify(product) }));
    await db.query(
      `insert into rm_products (partition, id, row)
       select $1, x.id, x.row from json_to_recordset($2::json) as x(id bigint, row text)
       on conflict (partition, id) do update set row = excluded.row`,
      [partition, JSON.stringify(batch)],
    );
  }
}

/**
 * Where the delta starts after a whole read: the latest update among the rows read, less the
 * read's own duration and a second. Any change made while the read ran is stamped after the
 * read began, and the latest row read was stamped before it ended, so starting that much
 * earlier misses none; no extra call is needed to ask the platform's time.
 */
function cursorAfter(products: readonly ShopProductRow[], readMs: number) {
  let latest = 0;
  for (const product of products) {
    latest = Math.max(latest, parseTimestamp(product.date_updated) ?? 0);
  }
  return { updated: Math.max(0, latest - readMs - CURSOR_MARGIN_MS), id: 0 };
}

/** Reads every product and replaces the partition's with them. */
export async function readAllProducts(
  context: ProductsContext,
  startedAt: number,
  work: UpstreamWork,
): Promise<void> {
  const { deps, store, auth, partition } = context;
  const products = await fetchShopProductsFromPlatform(deps, auth, undefined, work);
  const cursor = cursorAfter(products, deps.clock.now() - startedAt);
  await store.transaction(async (tx) => {
    await tx.query('delete from rm_products where partition = $1', [partition]);
    await upsertProducts(tx, partition, products);
    await writeSync(tx, partition, 'products', {
      cursor,
      rewind: true,
      asOf: startedAt,
      fullAt: startedAt,
      changed: true,
    });
  });
}

/** Reads the products changed since the cursor. */
export async function catchUpProducts(
  context: ProductsContext,
  startedAt: number,
  work: UpstreamWork,
): Promise<void> {
  const { deps, store, auth, partition } = context;
  const sync = await readSync(store, partition, 'products');
  if (sync.cursor === null) return;
  const source = productDeltaSource(deps.upstream, auth.upstream, work);
  const changed: ShopProductRow[] = [];
  let position = sync.cursor;
  for (;;) {
    const step = await readDelta(source, position, DELTA_STEP);
    changed.push(...step.rows);
    position = step.next;
    if (!step.hasMore) break;
  }
  await store.transaction(async (tx) => {
    await upsertProducts(tx, partition, changed);
    await writeSync(tx, partition, 'products', {
      cursor: position,
      asOf: startedAt,
      changed: changed.length > 0,
    });
  });
}

export async function productsOf(context: ProductsContext): Promise<ShopProductRow[]> {
  const rows = await context.store.query<{ row: string }>(
    'select row from rm_products where partition = $1 order by id',
    [context.partition],
  );
  return rows.map((row) => JSON.parse(row.row) as ShopProductRow);
}
