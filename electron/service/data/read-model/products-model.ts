/**
 * Products in the read model, with their embedded prices: read whole the first time, kept up
 * to date by their update time, and read whole again in the background every `fullRefreshMs`
 * (prices have no update time; a product the platform stops finding never shows in a delta).
 * A whole read is stored a page at a time; a first read holds its pages until its caller is
 * answered, up to a bound.
 */
import { parseTimestamp } from '../../../../shared/dates.js';
import { BoundedWork } from '../../../upstream/concurrency.js';
import type { PageSink } from '../../../upstream/drain.js';
import { afterUsersRequests } from '../../../upstream/traffic.js';
import type { ShopProductRow } from '../../../upstream/wire.js';
import { yieldedOr } from '../../../upstream/work.js';
import { fetchShopProductPages } from '../platform/fetch-products.js';
import { positionAt } from '../platform/delta-position.js';
import type { ReadWork } from './data-age.js';
import { catchUpProducts } from './products-delta.js';
import type { SyncTools } from './freshener.js';
import type { PartitionContext } from './partition.js';
import {
  deleteProductsBetween,
  selectProductPages,
  StoredBatches,
  upsertPage,
} from './products-table.js';
import { CURSOR_MARGIN_MS, readSync, versionsOf, writeSync } from './sync-state.js';
import { refreshStatistics, type StoreQueries } from './store.js';
import { WriteBehind } from './write-behind.js';

const PAGE = 1000; // products per page read back from the store
// Pages of a whole read at most at the store (0.75 MB of JSON each): one written, one waiting;
// more would queue ahead of other users' reads
// (docs/decisions/0042-first-catalog-read-answers-before-store.md).
const STORE_BACKLOG = 2;
/**
 * Page text, in characters, a first read may hold back for its answer
 * (docs/decisions/0042-first-catalog-read-answers-before-store.md).
 */
const HELD_FOR_ANSWER = 40_000_000;

interface WholeReadOptions {
  /** The partition's first: pages stored unversioned, unread until the closing transaction. */
  first: boolean;
  /** Gets each page as it arrives, before it is stored (the first caller's answer). */
  sink?: PageSink<ShopProductRow> | undefined;
  /** Called once every page is read (and handed to `sink`), before what was held is stored. */
  onRead?: () => void;
  /** Nothing is stored before this ends: the warm-up's read this one took over has ended. */
  storeAfter?: Promise<void>;
}

/**
 * Reads every product and replaces the partition's with them, a page at a time: each page is
 * stored as it arrives, or once `sink`'s answer has gone out (WriteBehind), only what differs
 * written, with the products the read no longer finds up to its last id removed; and a
 * closing transaction removes those after the last page and moves the delta's cursor.
 * Answers the products' version as the read left it. A later whole read stores each page
 * that changes something in a transaction with a new version, so an answer kept under a
 * version never mixes two states.
 *
 * The delta starts at the latest update among the rows read, less the read's own duration and
 * a second: any change made while the read ran is stamped after the read began, and the
 * latest row read was stamped before it ended, so starting that much earlier misses none.
 *
 * A store that fails ends the storing, not the read: `sink` still gets every page (the answer
 * is made from what was read), and the failure is thrown once the read is done.
 */
async function readWholeCatalog(
  context: PartitionContext,
  startedAt: number,
  work: ReadWork,
  options: WholeReadOptions,
): Promise<number> {
  const { deps, store, partition } = context;
  const storing = new BoundedWork(STORE_BACKLOG);
  // A read without a sink has nobody to answer first: it stores each page as it comes.
  const writes = new WriteBehind(storing, options.sink ? HELD_FOR_ANSWER : 0);
  let failure: { error: unknown } | null = null;
  const noteFailure = (error: unknown) => (failure ??= { error });
  let latest = 0; // read as pages are stored, off the answer's path (the cursor, below)
  /** Stores a page, removing what vanished between the page before (`after`) and it. */
  const storePage = async (rows: readonly ShopProductRow[], after: number, batch?: string) => {
    for (const row of rows) latest = Math.max(latest, parseTimestamp(row.date_updated) ?? 0);
    const ids = rows.map((row) => row.id);
    const upTo = ids.at(-1) ?? after;
    const write = async (db: StoreQueries) =>
      (await upsertPage(db, partition, rows, batch)) +
      (await deleteProductsBetween(db, partition, after, upTo, ids));
    if (options.first) {
      await write(store);
      return;
    }
    await store.transaction(async (tx) => {
      if ((await write(tx)) > 0) await writeSync(tx, partition, 'products', { changed: true });
    });
  };
  const batches = new StoredBatches();
  let listLength = 0;
  let lastId = -1;
  // A read that fails leaves no writes running behind it, and its failure is the one thrown.
  await storing.feeding(async () => {
    await fetchShopProductPages(deps, context.auth, undefined, work, {
      length: (products) => (listLength = products),
      page: async (rows, again) => {
        const after = lastId;
        lastId = rows.at(-1)?.id ?? lastId;
        await options.sink?.page(rows);
        if (failure !== null) return;
        // Held as the page's text where it can be read again, so the rows die young.
        const held = batches.hold(rows, again);
        await writes.expectInAll(batches.charsOf(listLength)).catch(noteFailure);
        const write = async () => {
          await options.storeAfter;
          // A first read for nobody (the warm-up's) stores its rows at once, a few at a time.
          if (options.first && !options.sink) return storePage(rows, after);
          const page = held.take();
          await storePage(page.rows, after, page.text);
        };
        await writes.add(held.chars, write).catch(noteFailure);
      },
      restart: async () => {
        // What the attempt held is dropped (the next writes every row); what it started is
        // stored before the next one stores the same ids.
        writes.discard();
        await storing.settled().catch(noteFailure);
        lastId = -1;
        latest = 0;
        await options.sink?.restart();
      },
    });
    options.onRead?.();
    if (options.sink) await work.answered; // (write-behind.ts: why after the answer)
    await writes.release(() => afterUsersRequests(deps.upstream.traffic)).catch(noteFailure);
  });
  // Assigned in the callbacks above; TypeScript's narrowing cannot see that.
  const stopped = failure as { error: unknown } | null;
  if (stopped !== null) throw stopped.error;
  const readMs = deps.clock.now() - startedAt;
  const cursor = positionAt(Math.max(0, latest - readMs - CURSOR_MARGIN_MS));
  return store.transaction(async (tx) => {
    const gone = await deleteProductsBetween(tx, partition, lastId, null);
    await writeSync(tx, partition, 'products', {
      cursor,
      rewind: true,
      asOf: startedAt,
      fullAt: startedAt,
      changed: options.first || gone > 0,
    });
    await refreshStatistics(tx, 'rm_products'); // before anyone reads the pages back (store.ts)
    return (await versionsOf(tx, partition, ['products'])).get('products') ?? 0;
  });
}

/** A caller's first whole read: the version its rows are being stored as. */
interface JustRead {
  version: Promise<number>;
  /** Names these rows until they are stored (first-reads.ts). */
  provisional: number;
  /** When the read began: as fresh as the rows are known to be. */
  startedAt: number;
}

/**
 * The partition's first whole read, shared by the callers asking meanwhile (SharedLoads). The
 * caller that starts it with a `sink` gets the pages as they arrive, and is answered once the
 * last has arrived, before they are stored (its answer kept under a provisional version until
 * then: first-reads.ts). Every other caller waits for the store and reads it back (null).
 */
async function firstRead(
  context: PartitionContext,
  tools: SyncTools,
  startedAt: number,
  work: ReadWork,
  sink: PageSink<ShopProductRow> | undefined,
): Promise<JustRead | null> {
  const key = `${context.partition}:products`;
  // This caller's own read, once it runs (at once, also when it stops the warm-up's read:
  // SharedLoads.runBeside; or after a read it waited for was left by its caller). Awaited
  // beside the storing, never after it: a read with a sink stores only once its caller is
  // answered (write-behind.ts), so waiting for the store first would wait for ever.
  let ownReadStarted!: (read: Promise<JustRead>) => void;
  const ownRead = new Promise<JustRead>((resolve) => (ownReadStarted = resolve));
  const stored = tools.firstLoads.runBeside(key, work, async (before) => {
    const { provisional, done } = tools.firstReads.start(
      context.partition,
      'products',
      startedAt,
      sink !== undefined,
    );
    let allRead!: () => void;
    const read = new Promise<void>((resolve) => (allRead = resolve));
    const storing = readWholeCatalog(context, startedAt, work, {
      first: true,
      sink,
      onRead: allRead,
      storeAfter: before,
    }).finally(done);
    if (sink) ownReadStarted(read.then(() => ({ version: storing, provisional, startedAt })));
    // Logged there when it fails (the answer may be out already); the service's close awaits
    // it, and the warm-up's store this read took over, which may still be running.
    tools.background.queue(`${key}:store`, () =>
      storing.catch((error: unknown) => {
        throw yieldedOr(work, error);
      }),
    );
    await storing;
  });
  // Stored by a read another caller began (null: read it back), or answered by this one's.
  return Promise.race([ownRead, stored.then(() => null)]);
}

/** The partition's products by id, a page at a time. */
export const heldProductPages = (context: PartitionContext) =>
  selectProductPages(context.store, context.partition, PAGE);

/**
 * Brings the partition's products up to date: read whole when it holds none (only when
 * `loadIfNone`), else caught up, and read whole again in the background once due. When this
 * caller has just read them whole with `sink`, `sink` has had every row and the read is
 * answered; otherwise null, and the products are to be read from the store.
 */
export async function freshenProducts(
  context: PartitionContext,
  tools: SyncTools,
  work: ReadWork,
  loadIfNone: boolean,
  sink?: PageSink<ShopProductRow>,
): Promise<JustRead | null> {
  let sync = await readSync(context.store, context.partition, 'products');
  const now = tools.clock.now();
  if (sync.fullAt === null) {
    if (!loadIfNone) return null;
    const read = await firstRead(context, tools, now, work, sink);
    if (read) {
      work.age?.note(read.startedAt, false);
      return read;
    }
    // Stored by a read another caller began: from here on, as any data the model holds.
    sync = await readSync(context.store, context.partition, 'products');
  }
  await tools.freshener.freshen(context, 'products', sync.asOf, work, (startedAt, recent) =>
    catchUpProducts(context, startedAt, tools.background.work(), recent),
  );
  if (sync.fullAt !== null && now - sync.fullAt >= tools.fullRefreshMs) {
    tools.background.once(`${context.partition}:products:whole`, (signal) =>
      readWholeCatalog(context, tools.clock.now(), { signal }, { first: false }),
    );
  }
  return null;
}
