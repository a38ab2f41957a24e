/**
 * The local read model (docs/decisions/0032-read-model.md): what the service's reads are
 * answered from when it is on. Orders with their payments, day closings, products with their
 * prices and reference data are kept per partition (account plus platform rights,
 * partition.ts) in a database (store.ts), filled the first time a read needs them and kept up
 * to date from the platform (orders-model.ts, products-model.ts, closings-model.ts). Each
 * read notes how fresh its data is (data-age.ts); when the platform cannot be reached, held
 * data answers, marked stale (catch-up.ts).
 */
import type { AuthContext } from '../../core/caller.js';
import type { OrderRangeQuery } from '../platform/fetch-orders.js';
import type { DayRange } from '../platform/range-windows.js';
import type { PageSink } from '../../../upstream/drain.js';
import type { DayClosingRow, OrderRow, ShopProductRow } from '../../../upstream/wire.js';
import { Freshener, type SyncTools } from './freshener.js';
import {
  closingsOf,
  freshenOpenClosings,
  loadClosingMonths,
  monthsLoaded,
} from './closings-model.js';
import { stateKey, type ReadWork } from './data-age.js';
import { monthsOf } from './months.js';
import { WarmReads } from './warm-reads.js';
import {
  catchUpOrders,
  loadMissingMonths,
  orderPagesOf,
  ordersOf,
  ordersPageOf,
  paymentsOf,
} from './orders-model.js';
import type { ReadModelDeps } from './model-deps.js';
import { partitionOf, type PartitionContext, type ScopedContext } from './partition.js';
import { freshenProducts, heldProductPages } from './products-model.js';
import { readOneProduct } from './products-delta.js';
import { FirstReads } from './first-reads.js';
import { referenceList } from './reference-model.js';
import { BackgroundWork } from './background.js';
import { SharedLoads } from './shared-loads.js';
import { StoreOpener, type StoreSetup, type StoreView } from './store-opener.js';
import { DEFAULT_READ_MODEL_TIMING, type MemoSubject, type ReadModelTiming } from './timing.js';
import { heldAsOf, oldestAsOf, readSync, versionsOf, type Subject } from './sync-state.js';

export class ReadModel {
  private readonly stores: StoreOpener;
  private readonly tools: SyncTools; // what the subjects' modules catch up and read with
  readonly warm: WarmReads; // the warm-up's loads (service/warm-up/)

  constructor(
    private readonly deps: ReadModelDeps,
    setup: StoreSetup,
    private readonly timing: ReadModelTiming = DEFAULT_READ_MODEL_TIMING,
  ) {
    this.stores = new StoreOpener(setup, { clock: deps.clock, log: deps.log });
    this.tools = {
      freshener: new Freshener(deps.clock, timing.syncIntervalMs),
      background: new BackgroundWork(deps.log),
      firstLoads: new SharedLoads(),
      firstReads: new FirstReads(),
      clock: deps.clock,
      fullRefreshMs: timing.fullRefreshMs,
    };
    const base = (auth: AuthContext) => this.baseContextOf(auth);
    this.warm = new WarmReads(this.tools, { base, scoped: (auth) => this.contextOf(auth) });
  }

  /** Its database: engine, state (as /healthz says it), whether reads are answered now. */
  get store(): StoreView {
    return this.stores;
  }

  /** Opens the database now: a PostgreSQL server that is not there is said at start. */
  open(): Promise<void> {
    return this.stores.get().then(() => undefined);
  }

  /** Orders of the range, as ordersFromPlatform (orders/fetch-orders.ts) reads them from the platform. */
  async orders(auth: AuthContext, query: OrderRangeQuery, work: ReadWork): Promise<OrderRow[]> {
    const context = await this.caughtUpOrders(auth, query, work);
    return ordersOf(context, query);
  }

  /** The same orders a page at a time, for answers made as they come (selectOrderPages). */
  async orderPages(
    auth: AuthContext,
    query: OrderRangeQuery,
    page: { size: number; withPayments: boolean },
    work: ReadWork,
  ) {
    const context = await this.caughtUpOrders(auth, query, work);
    return orderPagesOf(context, query, page.size, page.withPayments);
  }

  async ordersPage(
    auth: AuthContext,
    query: OrderRangeQuery,
    page: { start: number; limit: number },
    work: ReadWork,
  ): Promise<{ data: OrderRow[]; total: number }> {
    const context = await this.caughtUpOrders(auth, query, work);
    return ordersPageOf(context, query, page);
  }

  /** Payments of orders this partition holds (read by orders() just before). */
  async payments(auth: AuthContext, ids: readonly number[], work: ReadWork) {
    const context = await this.contextOf(auth);
    await this.readingAt(context, 'orders', work);
    return paymentsOf(context, ids);
  }

  /** Reads the months of the range the model lacks, catches up, notes the version read. */
  private async caughtUpOrders(auth: AuthContext, query: OrderRangeQuery, work: ReadWork) {
    const context = await this.contextOf(auth);
    await loadMissingMonths(context, monthsOf(query), work, this.tools.firstLoads);
    const { asOf } = await readSync(context.store, context.partition, 'orders');
    await this.freshenOrders(context, asOf, work);
    await this.readingAt(context, 'orders', work);
    return context;
  }

  private freshenOrders(context: ScopedContext, asOf: number | null, work: ReadWork) {
    return this.tools.freshener.freshen(context, 'orders', asOf, work, (startedAt, recent) =>
      catchUpOrders(context, startedAt, this.tools.background.work(), recent),
    );
  }

  /** Day closings of the range and shops, by id. */
  async dayClosings(
    auth: AuthContext,
    range: DayRange,
    shopIds: readonly number[] | null,
    work: ReadWork,
  ): Promise<DayClosingRow[]> {
    const context = await this.contextOf(auth);
    const loaded = await monthsLoaded(context, range);
    const missing = monthsOf(range).filter((month) => !loaded.has(month));
    if (missing.length > 0) {
      const startedAt = this.deps.clock.now();
      await loadClosingMonths(context, missing, startedAt, work);
      work.age?.note(startedAt, false);
    }
    await freshenOpenClosings(context, this.tools, work, loaded);
    await this.readingAt(context, 'closings', work);
    return closingsOf(context, range, shopIds);
  }

  /**
   * Every product with its embedded prices, by id, as the platform's search answers them,
   * handed to `sink` a page at a time: as the platform's pages arrive when this caller reads
   * the catalog first, else from the store (productPages).
   */
  async products(auth: AuthContext, work: ReadWork, sink: PageSink<ShopProductRow>) {
    // The catalog is the same for every shop: no context scoped to the caller's shops.
    const context = await this.baseContextOf(auth);
    const justRead = await freshenProducts(context, this.tools, work, true, sink);
    if (justRead) return work.age?.readAtOnceStored('products', justRead);
    for await (const page of await this.storedProductPages(context, work)) await sink.page(page);
  }

  /** The same pages from the store, once it holds the catalog (a first read stores it). */
  async productPages(auth: AuthContext, work: ReadWork) {
    const context = await this.baseContextOf(auth);
    await freshenProducts(context, this.tools, work, true);
    return this.storedProductPages(context, work);
  }

  private async storedProductPages(context: PartitionContext, work: ReadWork) {
    await this.readingAt(context, 'products', work);
    return heldProductPages(context);
  }

  /**
   * Catches the partition's `subjects` up as a read of them would (with the caller's session
   * when the platform has not vouched for it lately), then returns the key of what it holds of
   * them: equal keys, equal data (answer-memo.ts). Null when it holds nothing of a subject yet
   * (and no first whole read of it under way answers a caller: first-reads.ts) or the client
   * asked for fresh data (Cache-Control: no-cache), which is computed in full. It may ask the
   * platform: only call it once the request's input is checked.
   */
  async caughtUpStateFor(auth: AuthContext, subjects: readonly MemoSubject[], work: ReadWork) {
    // Before the database is open the reads ask the platform (read-source.ts): nothing kept.
    const ahead = this.tools.firstReads.readAheadOf(partitionOf(auth), subjects);
    if (work.age?.catchUpFirst || !this.stores.answering || ahead) return null;
    // Rows of a first read under way are named without the database, which its store holds.
    const firstReads = this.tools.firstReads.versionsOf(partitionOf(auth), subjects, work);
    if (firstReads.size === subjects.length) {
      await this.tools.freshener.check(auth, work, () => readOneProduct(this.deps, auth, work));
      return stateKey(partitionOf(auth), subjects, firstReads);
    }
    const context = await this.baseContextOf(auth);
    // Caught up side by side (each is calls of its own), scoped to the caller's shops (a call
    // for a locked user) only where kept by shop: the catalog is the same for every shop.
    let scoped: Promise<ScopedContext> | null = null;
    const scopedContext = () => (scoped ??= this.contextOf(auth));
    const held = await heldAsOf(context.store, context.partition, subjects, firstReads);
    if (held === null) return null;
    await Promise.all(
      [...held].map(async ([subject, asOf]) => {
        if (subject === 'products') return freshenProducts(context, this.tools, work, false);
        const scopedNow = await scopedContext();
        if (subject === 'closings') return freshenOpenClosings(scopedNow, this.tools, work);
        return this.freshenOrders(scopedNow, asOf, work);
      }),
    );
    const versions = await versionsOf(context.store, context.partition, subjects);
    return stateKey(context.partition, subjects, new Map([...versions, ...firstReads]));
  }

  /** Notes the versions the rows about to be read are at (before reading them: see DataAge). */
  private async readingAt(context: PartitionContext, subject: Subject, work: ReadWork) {
    if (!work.age) return;
    const versions = await versionsOf(context.store, context.partition, [subject]);
    work.age.readAt(subject, versions.get(subject) ?? 0);
  }

  /** A reference list (reference-model.ts); `load` reads it from the platform. */
  async reference<T>(auth: AuthContext, name: string, load: () => Promise<T[]>, work?: ReadWork) {
    const { store, partition } = await this.baseContextOf(auth);
    return referenceList({ store, partition, auth, name, load, work, tools: this.tools });
  }

  /** The oldest as-of of what the caller's partition holds or first reads; null: nothing. */
  async dataAsOf(auth: AuthContext): Promise<number | null> {
    // An embedded model in memory that no read has opened holds nothing: not worth opening.
    // Nor one whose reads still ask the platform while it starts (docs/decisions/0073).
    if (!this.stores.answering || (!this.stores.isOpen && !this.stores.outlivesTheService)) {
      return null;
    }
    const { store, partition } = await this.baseContextOf(auth);
    return this.tools.firstReads.asOfWith(partition, await oldestAsOf(store, partition));
  }

  async close(): Promise<void> {
    await this.tools.background.stop();
    await this.stores.close();
  }

  private async baseContextOf(auth: AuthContext): Promise<PartitionContext> {
    return { deps: this.deps, store: await this.stores.get(), auth, partition: partitionOf(auth) };
  }

  private async contextOf(auth: AuthContext): Promise<ScopedContext> {
    const base = await this.baseContextOf(auth);
    // A locked user's session reads their own location's shops only, as their reads do.
    const baseShopIds =
      auth.lockedLocationId === null ? null : await this.deps.visibleShopIds(auth);
    return { ...base, baseShopIds };
  }
}
