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
import type { ServiceDeps } from '../deps.js';
import { fetchShopProductsFromPlatform } from '../catalog/fetch-price-list.js';
import { productDeltaSource, readAllChanges } from '../sync/read-delta.js';
import type { ReadWork } from './data-age.js';
import type { SyncTools } from './freshener.js';
import type { PartitionContext, PartitionKey } from './partition.js';
import type { StoreQueries } from './store.js';
import { CURSOR_MARGIN_MS, DELTA_STEP, readSync, versionsOf, writeSync } from './sync-state.js';

const BATCH = 1000;

/** Stores the products; returns how many were new or different. */
async function upsertProducts(
  db: StoreQueries,
  partition: PartitionKey,
  products: readonly ShopProductRow[],
): Promise<number> {
  let changed = 0;
  for (let index = 0; index < products.length; index += BATCH) {
    const batch = products
      .slice(index, index + BATCH)
      .map((product) => ({ id: product.id, row: JSON.stringify(product) }));
    const written = await db.query(
      `insert into rm_products (partition, id, row)
       select $1, x.id, x.row from json_to_recordset($2::json) as x(id bigint, row text)
       on conflict (partition, id) do update set row = excluded.row
         where rm_products.row <> excluded.row
       returning id`,
      [partition, JSON.stringify(batch)],
    );
    changed += written.length;
  }
  return changed;
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

/**
 * Replaces the partition's products with a whole read's (only what differs is written);
 * answers the products' version as this write left it.
 *
 * A partition's first whole read writes its rows a batch at a time, each batch on its own,
 * so that other partitions' reads are not held up for the seconds 50,000 rows take (the
 * embedded engine has one connection, which a transaction holds until it ends). Nothing reads
 * a partition's products before its sync state says they are held (freshenProducts), and the
 * closing transaction writes that, removing the rows of any earlier attempt that are gone
 * since. A later whole read replaces rows that are read meanwhile: in one transaction.
 */
async function storeAllProducts(
  context: PartitionContext,
  products: readonly ShopProductRow[],
  startedAt: number,
  firstRead = false,
): Promise<number> {
  const { deps, store, partition } = context;
  const cursor = cursorAfter(products, deps.clock.now() - startedAt);
  const writtenFirst = firstRead ? await upsertProducts(store, partition, products) : 0;
  return store.transaction(async (tx) => {
    const gone = await tx.query(
      'delete from rm_products where partition = $1 and not (id = any($2::bigint[])) returning id',
      [partition, products.map((product) => product.id)],
    );
    const changedRows = firstRead ? writtenFirst : await upsertProducts(tx, partition, products);
    await writeSync(tx, partition, 'products', {
      cursor,
      rewind: true,
      asOf: startedAt,
      fullAt: startedAt,
      changed: gone.length + changedRows > 0,
    });
    return (await versionsOf(tx, partition, ['products'])).get('products') ?? 0;
  });
}

/** Reads every product and replaces the partition's with them. */
export async function readAllProducts(
  context: PartitionContext,
  startedAt: number,
  work: UpstreamWork,
): Promise<void> {
  const products = await fetchShopProductsFromPlatform(context.deps, context.auth, undefined, work);
  await storeAllProducts(context, products, startedAt);
}

/** Rows a caller read whole, and the version they are being stored as. */
export interface JustRead {
  rows: ShopProductRow[];
  version: Promise<number>;
  /** Names these rows until they are stored (first-reads.ts). */
  provisional: number;
  /** When the read began: as fresh as the rows are known to be. */
  startedAt: number;
}

/**
 * The partition's first whole read, shared by the callers asking meanwhile: each gets the rows
 * as soon as they are read (FirstReads), and answers with them while they are stored, in the
 * background. A caller who comes once they are stored gets null and reads them back, as does
 * a client asking for fresh data after the read began, once the catch-up has run.
 */
async function firstRead(
  context: PartitionContext,
  tools: SyncTools,
  startedAt: number,
  work: ReadWork,
): Promise<JustRead | null> {
  const key = `${context.partition}:products`;
  const stored = tools.firstLoads.run(key, work, async () => {
    const { provisional, read, done } = tools.firstReads.start(
      context.partition,
      'products',
      startedAt,
    );
    try {
      const rows = await fetchShopProductsFromPlatform(context.deps, context.auth, undefined, work);
      let storedAs!: (version: Promise<number>) => void;
      const version = new Promise<number>((resolve) => (storedAs = resolve));
      read({ rows, version, provisional, startedAt });
      // Storing serialises every row on this thread: the callers' answers go out first.
      await new Promise((resolve) => setImmediate(resolve));
      const storing = storeAllProducts(context, rows, startedAt, true);
      storedAs(storing);
      // Logged there when it fails (the answer is out already); the service's close awaits it.
      tools.background.once(`${key}:store`, () => storing);
      await storing;
    } finally {
      done();
    }
  });
  // A client that asked for fresh data (no-cache) takes no read begun before it asked.
  const notBefore = work.age?.catchUpFirst ? work.age.askedAt : 0;
  const rows = tools.firstReads.rowsOf(context.partition, 'products', notBefore);
  return Promise.race([...(rows ? [rows] : []), stored.then(() => null)]);
}

/** Reads the products changed since the cursor. */
export async function catchUpProducts(
  context: PartitionContext,
  startedAt: number,
  work: UpstreamWork,
): Promise<void> {
  const { deps, store, auth, partition } = context;
  const sync = await readSync(store, partition, 'products');
  if (sync.cursor === null) return;
  const source = productDeltaSource(deps.upstream, auth.upstream, work);
  const { rows: changed, next: position } = await readAllChanges(source, sync.cursor, DELTA_STEP);
  await store.transaction(async (tx) => {
    const changedRows = await upsertProducts(tx, partition, changed);
    await writeSync(tx, partition, 'products', {
      cursor: position,
      asOf: startedAt,
      changed: changedRows > 0,
    });
  });
}

/** The read made with the caller's session that costs the platform least (changes from now). */
export const readOneProduct = (deps: ServiceDeps, auth: AuthContext, work: UpstreamWork) =>
  productDeltaSource(deps.upstream, auth.upstream, work).readPage(deps.clock.now(), 0, 1);

export async function productsOf(context: PartitionContext): Promise<ShopProductRow[]> {
  const rows = await context.store.query<{ row: string }>(
    'select row from rm_products where partition = $1 order by id',
    [context.partition],
  );
  return rows.map((row) => JSON.parse(row.row) as ShopProductRow);
}

/**
 * Brings the partition's products up to date: read whole when it holds none (only when
 * `loadIfNone`), else caught up, and read whole again in the background once due. Returns
 * the products when this caller has just read them whole (null otherwise): they are what
 * the model is storing, so the caller need not read them back.
 */
export async function freshenProducts(
  context: PartitionContext,
  tools: SyncTools,
  work: ReadWork,
  loadIfNone: boolean,
): Promise<JustRead | null> {
  let sync = await readSync(context.store, context.partition, 'products');
  const now = tools.clock.now();
  if (sync.fullAt === null) {
    if (!loadIfNone) return null;
    const read = await firstRead(context, tools, now, work);
    if (read) {
      work.age?.note(read.startedAt, false);
      return read;
    }
    // Stored by a read another caller began: from here on, as any data the model holds.
    sync = await readSync(context.store, context.partition, 'products');
  }
  await tools.freshener.freshen(context, 'products', sync.asOf, work, (startedAt) =>
    catchUpProducts(context, startedAt, tools.background.work()),
  );
  if (sync.fullAt !== null && now - sync.fullAt >= tools.fullRefreshMs) {
    tools.background.once(`${context.partition}:products:whole`, (signal) =>
      readAllProducts(context, tools.clock.now(), { signal }),
    );
  }
  return null;
}
