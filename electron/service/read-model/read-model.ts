/**
 * The local read model (docs/decisions.md, "The read model"): what the service's reads are
 * answered from when it is on. Orders with their payments, day closings, products with their
 * prices and reference data are kept per partition (account plus platform rights,
 * partition.ts) in a database (store.ts), filled the first time a read needs them and kept up
 * to date from the platform (orders-model.ts, products-model.ts, closings-model.ts). Each
 * read notes how fresh its data is (data-age.ts); when the platform cannot be reached, held
 * data answers, marked stale (catch-up.ts).
 */
import { visibleShops } from '../access.js';
import type { AuthContext } from '../caller.js';
import type { ServiceDeps } from '../deps.js';
import type { OrderRangeQuery } from '../orders/fetch-orders.js';
import type { OrderPaymentRow } from '../orders/payments.js';
import type { DayRange } from '../range-windows.js';
import { loadShops } from '../reference/loaders.js';
import type { DayClosingRow, OrderRow, ShopProductRow } from '../../upstream/wire.js';
import { Freshener } from './freshener.js';
import {
  closingsOf,
  heldClosingMonths,
  isFinal,
  loadClosingMonths,
  monthsLoaded,
} from './closings-model.js';
import type { ReadWork } from './data-age.js';
import { monthsOf } from './months.js';
import {
  catchUpOrders,
  loadMissingMonths,
  ordersOf,
  ordersPageOf,
  paymentsOf,
  type OrdersContext,
} from './orders-model.js';
import { partitionOf } from './partition.js';
import { catchUpProducts, productsOf, readAllProducts } from './products-model.js';
import { referenceList } from './reference-model.js';
import { BackgroundWork } from './background.js';
import { SharedLoads } from './shared-loads.js';
import { StoreOpener, type StoreSetup, type StoreState } from './store-opener.js';
import { DEFAULT_READ_MODEL_TIMING, type MemoSubject, type ReadModelTiming } from './timing.js';
import { oldestAsOf, readSync, stateKeyOf } from './sync-state.js';

export class ReadModel {
  private readonly freshener: Freshener;
  private readonly background: BackgroundWork;
  private readonly stores: StoreOpener;
  private readonly firstLoads = new SharedLoads();

  constructor(
    private readonly deps: ServiceDeps,
    setup: StoreSetup,
    private readonly timing: ReadModelTiming = DEFAULT_READ_MODEL_TIMING,
  ) {
    this.freshener = new Freshener(deps.clock, timing.syncIntervalMs);
    this.background = new BackgroundWork(deps.log);
    this.stores = new StoreOpener(setup);
  }

  get engine(): StoreSetup['engine'] {
    return this.stores.engine;
  }

  get state(): StoreState {
    return this.stores.state;
  }

  /** Opens the database now: a PostgreSQL server that is not there is said at start. */
  open(): Promise<void> {
    return this.stores.get().then(() => undefined);
  }

  /** Orders of the range, as drainOrders answers them from the platform. */
  async orders(auth: AuthContext, query: OrderRangeQuery, work: ReadWork): Promise<OrderRow[]> {
    const context = await this.ordersContext(auth, query, work);
    return ordersOf(context, query);
  }

  async ordersPage(
    auth: AuthContext,
    query: OrderRangeQuery,
    page: { start: number; limit: number },
    work: ReadWork,
  ): Promise<{ data: OrderRow[]; total: number }> {
    const context = await this.ordersContext(auth, query, work);
    return ordersPageOf(context, query, page);
  }

  /** Payments of orders this partition holds (read by orders() just before). */
  async payments(auth: AuthContext, orderIds: readonly number[]): Promise<OrderPaymentRow[]> {
    return paymentsOf(await this.contextOf(auth), orderIds);
  }

  private async ordersContext(
    auth: AuthContext,
    query: OrderRangeQuery,
    work: ReadWork,
  ): Promise<OrdersContext> {
    const context = await this.contextOf(auth);
    await loadMissingMonths(context, monthsOf(query), work, this.firstLoads);
    const { asOf } = await readSync(context.store, context.partition, 'orders');
    await this.freshener.freshen(context, 'orders', asOf, work, (startedAt) =>
      catchUpOrders(context, startedAt, this.background.work()),
    );
    return context;
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
    const months = monthsOf(range);
    const missing = months.filter((month) => !loaded.has(month));
    if (missing.length > 0) {
      const startedAt = this.deps.clock.now();
      await loadClosingMonths(context, missing, startedAt, work);
      work.age?.note(startedAt, false);
    }
    await this.freshOpenClosings(context, work, loaded);
    return closingsOf(context, range, shopIds);
  }

  /**
   * Reads again the closing months that are not final yet (of `loaded`, or of all the
   * partition holds), at most once per sync interval.
   */
  private async freshOpenClosings(
    context: OrdersContext,
    work: ReadWork,
    loaded?: Map<string, number>,
  ): Promise<void> {
    const held = loaded ?? (await heldClosingMonths(context));
    const open = [...held].filter(([month, loadedAt]) => !isFinal(month, loadedAt));
    if (open.length === 0) return;
    const months = open.map(([month]) => month);
    const oldest = Math.min(...open.map(([, loadedAt]) => loadedAt));
    await this.freshener.freshen(
      context,
      `closings:${months.join(',')}`,
      oldest,
      work,
      (startedAt) => loadClosingMonths(context, months, startedAt, this.background.work()),
    );
  }

  /** Every product with its embedded prices, by id, as the platform's search answers them. */
  async products(auth: AuthContext, work: ReadWork): Promise<ShopProductRow[]> {
    const context = await this.contextOf(auth);
    await this.freshProducts(context, work, true);
    return productsOf(context);
  }

  /**
   * Brings the partition's products up to date: read whole when it holds none (only when
   * `loadIfNone`), else caught up, and read whole again in the background once due.
   */
  private async freshProducts(context: OrdersContext, work: ReadWork, loadIfNone: boolean) {
    const sync = await readSync(context.store, context.partition, 'products');
    const now = this.deps.clock.now();
    if (sync.fullAt === null) {
      if (!loadIfNone) return;
      await this.firstLoads.run(`${context.partition}:products`, work, () =>
        readAllProducts(context, now, work),
      );
      work.age?.note(now, false);
      return;
    }
    await this.freshener.freshen(context, 'products', sync.asOf, work, (startedAt) =>
      catchUpProducts(context, startedAt, this.background.work()),
    );
    if (now - sync.fullAt >= this.timing.fullRefreshMs) {
      this.background.once(`${context.partition}:products:whole`, (signal) =>
        readAllProducts(context, this.deps.clock.now(), { signal }),
      );
    }
  }

  /**
   * Catches up what the partition already holds of `subjects` and returns the key of its
   * state: two answers computed under one key were computed from the same data
   * (plugins/answer-memo.ts). Reads nothing the partition does not hold yet.
   */
  async stateFor(auth: AuthContext, subjects: readonly MemoSubject[], work: ReadWork) {
    const context = await this.contextOf(auth);
    const { store, partition } = context;
    if (subjects.includes('orders')) {
      const { asOf, cursor } = await readSync(store, partition, 'orders');
      if (cursor !== null) {
        await this.freshener.freshen(context, 'orders', asOf, work, (startedAt) =>
          catchUpOrders(context, startedAt, this.background.work()),
        );
      }
    }
    if (subjects.includes('closings')) await this.freshOpenClosings(context, work);
    if (subjects.includes('products')) await this.freshProducts(context, work, false);
    return `${partition}|${await stateKeyOf(store, partition)}`;
  }

  /** A reference list (reference-model.ts); `load` reads it from the platform. */
  async reference<T>(auth: AuthContext, name: string, load: () => Promise<T[]>): Promise<T[]> {
    const { store, partition } = await this.baseContextOf(auth);
    const now = this.deps.clock.now();
    const { rows, checked } = await referenceList({
      store,
      partition,
      name,
      now,
      load,
      mustCheck: this.freshener.needsCheck(auth),
      fullRefreshMs: this.timing.fullRefreshMs,
      later: (reload) => this.background.once(`${partition}:reference:${name}`, reload),
    });
    if (checked) this.freshener.vouch(auth, now);
    return rows;
  }

  /** The oldest as-of of what the caller's partition holds; null when it holds nothing. */
  async dataAsOf(auth: AuthContext): Promise<number | null> {
    if (!this.stores.isOpen) return null;
    const { store, partition } = await this.baseContextOf(auth);
    return oldestAsOf(store, partition);
  }

  async close(): Promise<void> {
    await this.background.stop();
    await this.stores.close();
  }

  private async baseContextOf(auth: AuthContext) {
    return { deps: this.deps, store: await this.stores.get(), auth, partition: partitionOf(auth) };
  }

  private async contextOf(auth: AuthContext): Promise<OrdersContext> {
    const base = await this.baseContextOf(auth);
    // A locked user's session reads their own location's shops only, as their reads do.
    const baseShopIds =
      auth.lockedLocationId === null
        ? null
        : visibleShops(auth, await loadShops(this.deps, auth)).map((shop) => shop.id);
    return { ...base, baseShopIds };
  }
}
