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
import { caughtUpClosings, closingsOf } from './closings-model.js';
import { holdChangesFrom } from './changes-before.js';
import { earlierOrdersOn, type RowFilter } from './day-rows.js';
import { HeldDays } from './held-days.js';
import type { ReadWork } from './data-age.js';
import { monthsOf } from './months.js';
import { WarmReads } from './warm-reads.js';
import { AccountPartitions, vouchForAccountPart, withinShops } from './account-partition.js';
import { UpstreamAuthError } from '../../../upstream/errors.js';
import { readOneProduct } from './products-delta.js';
import { MemoStates } from './memo-state.js';
import {
  freshenOrders,
  loadMissingMonths,
  orderPagesOf,
  ordersOf,
  ordersPageOf,
  paymentsOf,
} from './orders-model.js';
import type { ReadModelDeps } from './model-deps.js';
import { partitionOf, type PartitionContext, type ScopedContext } from './partition.js';
import { freshenProducts, heldProductPages } from './products-model.js';
import { FirstReads } from './first-reads.js';
import { referenceList } from './reference-model.js';
import { BackgroundWork } from './background.js';
import { SharedLoads } from './shared-loads.js';
import { SnapshotTurns, StockSnapshots } from './stock-snapshots.js';
import { StoreOpener, type StoreSetup, type StoreView } from './store-opener.js';
import { DEFAULT_READ_MODEL_TIMING, type MemoSubject, type ReadModelTiming } from './timing.js';
import { noteReadingAt, oldestAsOf } from './sync-state.js';

export class ReadModel {
  private readonly stores: StoreOpener;
  private readonly tools: SyncTools; // what the subjects' modules catch up and read with
  readonly warm: WarmReads; // the warm-up's loads (domain/warm-up/)
  private readonly memoStates: MemoStates;
  private readonly snapshotTurns = new SnapshotTurns();
  private readonly accounts = new AccountPartitions();

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
      closingsIntervalMs: timing.closingsIntervalMs,
    };
    const base = (auth: AuthContext) => this.baseContextOf(auth);
    const scoped = (auth: AuthContext, work: ReadWork) => this.contextOf(auth, work);
    const contexts = { base, scoped };
    this.warm = new WarmReads(this.tools, contexts);
    this.memoStates = new MemoStates(deps, this.tools, this.stores, contexts);
  }

  /** Its database: engine, state (as /healthz says it), whether reads are answered now. */
  get store(): StoreView {
    return this.stores;
  }

  /** Opens the database now: a PostgreSQL server that is not there is said at start. */
  open(): Promise<void> {
    return this.stores.get().then(() => undefined);
  }

  /** Orders of the range, as ordersFromPlatform (data/platform/fetch-orders.ts) reads them from the platform. */
  async orders(auth: AuthContext, query: OrderRangeQuery, work: ReadWork): Promise<OrderRow[]> {
    const context = await this.caughtUpOrders(auth, query, work);
    return ordersOf(context, readersQuery(context, query));
  }

  /** The same orders a page at a time, for answers made as they come (selectOrderPages). */
  async orderPages(
    auth: AuthContext,
    query: OrderRangeQuery,
    page: { size: number; withPayments: boolean },
    work: ReadWork,
  ) {
    const context = await this.caughtUpOrders(auth, query, work);
    return orderPagesOf(context, readersQuery(context, query), page.size, page.withPayments);
  }

  async ordersPage(
    auth: AuthContext,
    query: OrderRangeQuery,
    page: { start: number; limit: number },
    work: ReadWork,
  ): Promise<{ data: OrderRow[]; total: number }> {
    const context = await this.caughtUpOrders(auth, query, work);
    return ordersPageOf(context, readersQuery(context, query), page);
  }

  /** Payments of orders this partition holds (read by orders() just before). */
  async payments(auth: AuthContext, ids: readonly number[], work: ReadWork) {
    const context = await this.contextOf(auth, work);
    await noteReadingAt(context, 'orders', work);
    return paymentsOf(context, ids);
  }

  /** Reads the months of the range the model lacks, catches up, notes the version read. */
  private caughtUpOrders(auth: AuthContext, query: OrderRangeQuery, work: ReadWork) {
    return this.inContext(auth, work, async (context) => {
      await loadMissingMonths(context, monthsOf(query), work, this.tools.firstLoads);
      await freshenOrders(context, this.tools, work);
      await noteReadingAt(context, 'orders', work);
      return context;
    });
  }

  /** Day closings of the range and shops, by id. */
  async dayClosings(
    auth: AuthContext,
    range: DayRange,
    shopIds: readonly number[] | null,
    work: ReadWork,
  ): Promise<DayClosingRow[]> {
    return this.inContext(auth, work, async (context) => {
      await caughtUpClosings(context, this.tools, range, work);
      await noteReadingAt(context, 'closings', work);
      return closingsOf(context, range, readersShops(context, shopIds));
    });
  }

  /**
   * The held days of the range (held-days.ts), caught up as a read of its orders and day
   * closings would be; null where the model cannot answer for them without the platform
   * (a month between the range and what the model holds every change since is not held).
   */
  heldDays(auth: AuthContext, range: DayRange, filter: RowFilter, work: ReadWork) {
    return this.inContext(auth, work, async (context) => {
      await loadMissingMonths(context, monthsOf(range), work, this.tools.firstLoads);
      await Promise.all([
        freshenOrders(context, this.tools, work),
        caughtUpClosings(context, this.tools, range, work),
      ]);
      if (!(await holdChangesFrom(context, range.from.slice(0, 7), work))) return null;
      await noteReadingAt(context, 'orders', work);
      await noteReadingAt(context, 'closings', work);
      return new HeldDays(context, readersQuery(context, filter));
    });
  }

  /**
   * The orders bought before `range.from` that count on one of its days, from the model once
   * it holds every change since then (null: it does not, and cannot without reading more).
   */
  earlierOrders(auth: AuthContext, range: DayRange, filter: RowFilter, work: ReadWork) {
    return this.inContext(auth, work, async (context) => {
      await freshenOrders(context, this.tools, work);
      if (!(await holdChangesFrom(context, range.from.slice(0, 7), work))) return null;
      await noteReadingAt(context, 'orders', work);
      return earlierOrdersOn(
        context.store,
        context.partition,
        range,
        readersQuery(context, filter),
      );
    });
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
    await noteReadingAt(context, 'products', work);
    return heldProductPages(context);
  }

  /** The key of what the partition holds of `subjects`, caught up (memo-state.ts). */
  caughtUpStateFor(auth: AuthContext, subjects: readonly MemoSubject[], work: ReadWork) {
    return this.memoStates.caughtUpStateFor(auth, subjects, work);
  }

  /**
   * A reference list (reference-model.ts); `load` reads it from the platform. `long`: a list
   * as long as the catalog.
   */
  async reference<T>(
    auth: AuthContext,
    name: string,
    load: () => Promise<T[]>,
    work?: ReadWork,
    { long = false } = {},
  ) {
    const { store, partition } = await this.baseContextOf(auth);
    const tools = this.tools;
    return referenceList({ store, partition, auth, name, load, work, tools, long });
  }

  /** The caller's partition's daily stock snapshots (stock-snapshots.ts). */
  async stockSnapshots(auth: AuthContext): Promise<StockSnapshots> {
    const { store, partition } = await this.baseContextOf(auth);
    return new StockSnapshots(store, partition, this.snapshotTurns);
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

  /** A user logged out: their session keeps no account's part fresh for others any more. */
  loggedOut(account: string, userKey: string): void {
    this.accounts.forget(account, userKey);
  }

  private async baseContextOf(auth: AuthContext): Promise<PartitionContext> {
    this.accounts.seen(auth);
    return { deps: this.deps, store: await this.stores.get(), auth, partition: partitionOf(auth) };
  }

  /** The caller's own partition, reading the shops they see (a locked user's own location's). */
  private async ownContextOf(auth: AuthContext): Promise<ScopedContext> {
    const base = await this.baseContextOf(auth);
    const baseShopIds =
      auth.lockedLocationId === null ? null : await this.deps.visibleShopIds(auth);
    return { ...base, baseShopIds, readerShopIds: null };
  }

  /**
   * Where the caller's orders and day closings are read: a locked user's from the account's
   * part, kept with the session of a user who sees every location, once the platform has
   * vouched for it with one call of their own session (account-partition.ts); else their own.
   */
  private async contextOf(auth: AuthContext, work: ReadWork): Promise<ScopedContext> {
    const own = await this.ownContextOf(auth);
    const wideAuth = this.accounts.wideFor(auth);
    if (wideAuth === null || own.baseShopIds === null || own.baseShopIds.length === 0) return own;
    const wide: ScopedContext = {
      ...(await this.baseContextOf(wideAuth)),
      baseShopIds: null,
      readerShopIds: own.baseShopIds,
    };
    const ask = async () => {
      // Caught up with its own session first; one the platform ended lends nothing.
      const fresh = await this.endedAsOwn(wideAuth, () => freshenOrders(wide, this.tools, work));
      if (!fresh) return null;
      const at = this.tools.clock.now();
      const same = await vouchForAccountPart(own, wide, at, work);
      // Its one call was made with the caller's session: the platform has vouched for it.
      if (same !== null) this.tools.freshener.vouch(auth, at);
      return same;
    };
    const asker = {
      now: () => this.tools.clock.now(),
      againAfterMs: this.timing.syncIntervalMs,
      background: work.yieldToUser !== undefined,
      signal: work.signal,
    };
    if ((await this.accounts.vouch(auth, wide.partition, asker, ask)) !== true) return own;
    // The platform still answers the caller's own session, as a catch-up of theirs would ask.
    await this.tools.freshener.check(auth, work, () => readOneProduct(this.deps, auth, work));
    return wide;
  }

  /**
   * Reads in the caller's context; where that is the account's part and the platform has
   * ended the session it is kept with, in the caller's own instead.
   */
  private async inContext<T>(
    auth: AuthContext,
    work: ReadWork,
    read: (context: ScopedContext) => Promise<T>,
  ): Promise<T> {
    const context = await this.contextOf(auth, work);
    if (context.auth === auth) return read(context);
    const answer = await this.endedAsOwn(context.auth, () => read(context));
    return answer ? answer.value : read(await this.ownContextOf(auth));
  }

  /** `read`'s answer, or null where it failed as the platform ended the account part's session. */
  private async endedAsOwn<T>(
    wideAuth: AuthContext,
    read: () => Promise<T>,
  ): Promise<{ value: T } | null> {
    try {
      return { value: await read() };
    } catch (error) {
      if (!(error instanceof UpstreamAuthError)) throw error;
      this.accounts.ended(wideAuth);
      return null;
    }
  }
}

/** A query kept within the shops the reader sees of what the partition holds. */
const readersQuery = <Q extends { shopIds: readonly number[] | null }>(
  context: ScopedContext,
  query: Q,
): Q => ({ ...query, shopIds: readersShops(context, query.shopIds) });

const readersShops = (context: ScopedContext, shopIds: readonly number[] | null) =>
  context.readerShopIds === null ? shopIds : withinShops(shopIds, context.readerShopIds);
