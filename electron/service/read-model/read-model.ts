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
import type { UpstreamSession } from '../../upstream/client.js';
import type { DayClosingRow, OrderRow, ShopProductRow } from '../../upstream/wire.js';
import { CatchUps, heldWhenUnreachable } from './catch-up.js';
import { closingsOf, isFinal, loadClosingMonths, monthsLoaded } from './closings-model.js';
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
import { readList, writeList } from './reference-model.js';
import { BackgroundWork } from './background.js';
import { StoreOpener, type StoreSetup } from './store-opener.js';
import { readSync } from './sync-state.js';

export interface ReadModelTiming {
  /** How old held data may be before a read first catches up with the platform. */
  syncIntervalMs: number;
  /** How often products (with prices) and reference data are read whole again. */
  fullRefreshMs: number;
}

export const DEFAULT_READ_MODEL_TIMING: ReadModelTiming = {
  syncIntervalMs: 10_000,
  fullRefreshMs: 15 * 60_000,
};

export class ReadModel {
  private readonly catchUps: CatchUps;
  private readonly background: BackgroundWork;
  private readonly stores: StoreOpener;
  /** When the platform last answered a read made with each session (see freshen). */
  private readonly vouched = new WeakMap<UpstreamSession, number>();

  constructor(
    private readonly deps: ServiceDeps,
    setup: StoreSetup,
    private readonly timing: ReadModelTiming = DEFAULT_READ_MODEL_TIMING,
  ) {
    this.catchUps = new CatchUps(deps.clock, timing.syncIntervalMs);
    this.background = new BackgroundWork(deps.log);
    this.stores = new StoreOpener(setup);
  }

  get engine(): StoreSetup['engine'] {
    return this.stores.engine;
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
    await loadMissingMonths(context, monthsOf(query), work);
    const { asOf } = await readSync(context.store, context.partition, 'orders');
    await this.freshen(context, 'orders', asOf, work, (startedAt) =>
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
    const open = months.filter((month) => {
      const loadedAt = loaded.get(month);
      return loadedAt !== undefined && !isFinal(month, loadedAt);
    });
    if (open.length > 0) {
      const oldest = Math.min(...open.map((month) => loaded.get(month) ?? 0));
      await this.freshen(context, `closings:${open.join(',')}`, oldest, work, (startedAt) =>
        loadClosingMonths(context, open, startedAt, this.background.work()),
      );
    }
    return closingsOf(context, range, shopIds);
  }

  /** Every product with its embedded prices, by id, as the platform's search answers them. */
  async products(auth: AuthContext, work: ReadWork): Promise<ShopProductRow[]> {
    const context = await this.contextOf(auth);
    const key = `${context.partition}:products`;
    const sync = await readSync(context.store, context.partition, 'products');
    const now = this.deps.clock.now();
    if (sync.fullAt === null) {
      await readAllProducts(context, now, work);
      work.age?.note(now, false);
    } else {
      await this.freshen(context, 'products', sync.asOf, work, (startedAt) =>
        catchUpProducts(context, startedAt, this.background.work()),
      );
      if (now - sync.fullAt >= this.timing.fullRefreshMs) {
        this.background.once(`${key}:whole`, (signal) =>
          readAllProducts(context, this.deps.clock.now(), { signal }),
        );
      }
    }
    return productsOf(context);
  }

  /**
   * A reference list, read whole the first time and again in the background once older than
   * the full-refresh interval. `load` reads it from the platform.
   */
  async reference<T>(auth: AuthContext, name: string, load: () => Promise<T[]>): Promise<T[]> {
    const { store, partition } = await this.baseContextOf(auth);
    const stored = await readList<T>(store, partition, name);
    const now = this.deps.clock.now();
    const reload = async () => {
      const rows = await load();
      await writeList(store, partition, name, { rows, loadedAt: now });
      return rows;
    };
    // A session the platform has not vouched for lately reads the list itself: that checks it.
    // Unreachable, the held list answers (the orders' or products' own check marks it stale).
    if (!stored || this.needsCheck(auth)) {
      return heldWhenUnreachable(async () => {
        const rows = await reload();
        this.vouched.set(auth.upstream, now);
        return rows;
      }, stored?.rows);
    }
    if (now - stored.loadedAt >= this.timing.fullRefreshMs) {
      this.background.once(`${partition}:reference:${name}`, reload);
    }
    return stored.rows;
  }

  /** The oldest as-of of what the caller's partition holds; null when it holds nothing. */
  async dataAsOf(auth: AuthContext): Promise<number | null> {
    // An embedded model in memory that no read has opened holds nothing: not worth opening.
    if (!this.stores.isOpen && !this.stores.outlivesTheService) return null;
    const { store, partition } = await this.baseContextOf(auth);
    const [row] = await store.query<{ as_of: number | null }>(
      'select min(as_of)::bigint as as_of from rm_sync where partition = $1',
      [partition],
    );
    return row?.as_of ?? null;
  }

  /**
   * Catches a subject up (catch-up.ts) and notes the answer's age. A caller whose session the
   * platform has not vouched for within the sync interval runs a catch-up of their own, with
   * their session: data others keep fresh is never shown to a session the platform has ended.
   */
  private async freshen(
    context: OrdersContext,
    subject: string,
    asOf: number | null,
    work: ReadWork,
    catchUp: (startedAt: number) => Promise<void>,
  ): Promise<void> {
    const ownRun = this.needsCheck(context.auth);
    const freshness = await this.catchUps.freshen(
      { key: `${context.partition}:${subject}`, asOf, age: work.age, ownRun },
      catchUp,
    );
    if (ownRun && !freshness.stale) this.vouched.set(context.auth.upstream, freshness.asOf);
    work.age?.note(freshness.asOf, freshness.stale);
  }

  private needsCheck(auth: AuthContext): boolean {
    const vouchedAt = this.vouched.get(auth.upstream);
    return (
      vouchedAt === undefined || this.deps.clock.now() - vouchedAt >= this.timing.syncIntervalMs
    );
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
