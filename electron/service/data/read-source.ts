/**
 * Where the service's reads come from: the one place that knows whether a read model is on
 * (read-model/read-model.ts) and which reads bypass it. Routes, exports and feature modules
 * ask it for rows (the orders of a range, the payments of some orders, the day closings of
 * some shops, the catalog, a reference list) and never choose a source themselves.
 *
 * With a model, reads answer from it: it reads the platform itself the first time a read
 * needs something and keeps it up to date. A text search of the catalog still asks the
 * platform, which searches; the model keeps the whole catalog, not what a search finds.
 * Without a model, and while the model's database is still starting (a few seconds after the
 * service listens: docs/decisions/0073-no-cold-start.md), every read asks the platform,
 * through the platform reads of data/platform/ (fetch-orders.ts, payments.ts,
 * fetch-day-closings.ts, fetch-products.ts), which the model fills itself with too.
 */
import type { UpstreamClient } from '../../upstream/client.js';
import type { PageSink } from '../../upstream/drain.js';
import { NO_QUERY, searchQueryOf } from '../../upstream/list-args.js';
import type { AuthContext } from '../core/caller.js';
import type { CatalogProductRecord } from '../core/model/catalog.js';
import type {
  DayClosingRecord,
  OrderPaymentRecord,
  OrderRecord,
  OrdersWithPayments,
} from '../core/model/sales.js';
import { EarlierOrdersOfPlatform, type EarlierOrdersQuery } from './earlier-orders.js';
import { fetchShopProductPages } from './platform/fetch-products.js';
import {
  orderPageFromPlatform,
  ordersFromPlatform,
  seesNothing,
  type OrderRangeQuery,
} from './platform/fetch-orders.js';
import { paymentsOfOrders } from './platform/payments.js';
import type { DayRange } from './platform/range-windows.js';
import type { ReadWork } from './read-model/data-age.js';
import { asOrdersWithPayments } from './read-model/day-rows.js';
import type { HeldDays } from './read-model/held-days.js';
import type { ReadModel } from './read-model/read-model.js';
import type { ReferenceCache } from './platform/reference-cache.js';
import { dayClosingsFromPlatform } from './platform/fetch-day-closings.js';

interface ReadSourceSetup {
  upstream: UpstreamClient;
  /** Reference lists per user in memory, with or without a model (they are on most calls). */
  reference: ReferenceCache;
  /** Null: every read asks the platform. */
  model: ReadModel | null;
}

export class ReadSource {
  private readonly platform: { upstream: UpstreamClient };
  private readonly cache: ReferenceCache;
  private readonly model: ReadModel | null;
  /** earlierOrdersChangedSince from the platform, and its last answers for an outage. */
  private readonly earlier: EarlierOrdersOfPlatform;

  constructor(setup: ReadSourceSetup) {
    this.platform = { upstream: setup.upstream };
    this.cache = setup.reference;
    this.model = setup.model;
    this.earlier = new EarlierOrdersOfPlatform(this.platform, setup.model !== null);
  }

  /**
   * The model for one read (`work`: the request's, shared by its reads), once its database is
   * open; null before, and then for every later read of the same request too (reads then ask
   * the platform rather than wait for the database to start, and the payments of orders read
   * from the platform are read there as well), and when there is none.
   */
  modelFor(work: object): ReadModel | null {
    if (!this.model || this.withoutModel.has(work)) return null;
    if (this.model.store.answering) return this.model;
    this.withoutModel.add(work);
    return null;
  }

  /** Whether the service runs a read model, which keeps the daily stock snapshots. */
  get hasModel(): boolean {
    return this.model !== null;
  }

  /** Reads (by their work) that began before the model's database was open. */
  private readonly withoutModel = new WeakSet<object>();

  /** While the model's database starts, a promise that ends once it is open; else null. */
  modelStarting(): Promise<void> | null {
    if (!this.model || this.model.store.answering || this.model.store.state === 'failed') {
      return null;
    }
    return this.model.store.whenOpen();
  }

  /** What /healthz says of the read model: its engine, state and why it failed; null when off. */
  modelState() {
    if (!this.model) return null;
    const { engine, state, failureReason } = this.model.store;
    return { engine, state, failure: failureReason };
  }

  /** Every order of the range, ordered by date_purchased then id. */
  async orders(
    auth: AuthContext,
    query: OrderRangeQuery,
    work: ReadWork = {},
  ): Promise<OrderRecord[]> {
    if (seesNothing(query)) return [];
    const model = this.modelFor(work);
    return model
      ? model.orders(auth, query, work)
      : ordersFromPlatform(this.platform, auth, query, work);
  }

  /** One page of the range; `limit` is at most 100, the upstream's cap, so it passes through. */
  async ordersPage(
    auth: AuthContext,
    query: OrderRangeQuery,
    page: { start: number; limit: number },
    work: ReadWork = {},
  ): Promise<{ data: OrderRecord[]; total: number }> {
    if (seesNothing(query)) return { data: [], total: 0 };
    const model = this.modelFor(work);
    if (model) return model.ordersPage(auth, query, page, work);
    return orderPageFromPlatform(this.platform, auth, query, page, work);
  }

  /**
   * The orders of the range as the model's store hands them back, `page.size` at a time (with
   * their payments when asked), for an answer made as they come. Null where they are read
   * from the platform (no model, or a range that sees no shop): read them whole then, with
   * `orders` (and `payments`).
   */
  storedOrderPages(
    auth: AuthContext,
    query: OrderRangeQuery,
    page: { size: number; withPayments: boolean },
    work: ReadWork,
  ): Promise<AsyncIterable<OrdersWithPayments>> | null {
    const model = this.modelFor(work);
    if (!model || seesNothing(query)) return null;
    return model.orderPages(auth, query, page, work);
  }

  /**
   * The orders sold before `before` that can have a refund or a payment from `before` to
   * `to`, with their payments: from the model once it holds every change since `before`
   * (read-model/changes-before.ts: those it indexed as paid on one of the days), else from
   * the platform (earlier-orders.ts, which also says what an outage answers).
   */
  async earlierOrdersChangedSince(
    auth: AuthContext,
    query: EarlierOrdersQuery,
    work: ReadWork = {},
  ): Promise<OrdersWithPayments> {
    const model = this.modelFor(work);
    const held = model
      ? await model.earlierOrders(auth, { from: query.before, to: query.to }, query, work)
      : null;
    if (held) return asOrdersWithPayments(held);
    return this.earlier.read(auth, query, work);
  }

  /**
   * The days of the range as the model holds them, to add their figures up a day at a time
   * (read-model/held-days.ts); null where they are read from the platform (no model, its
   * database still starting, or days it does not hold every change of).
   */
  async heldDays(
    auth: AuthContext,
    range: DayRange,
    filter: Omit<OrderRangeQuery, 'from' | 'to'>,
    work: ReadWork,
  ): Promise<HeldDays | null> {
    const model = this.modelFor(work);
    if (!model || seesNothing({ ...range, ...filter })) return null;
    return model.heldDays(auth, range, filter, work);
  }

  /** The payments of orders just read with `orders`, by payment id per batch of orders. */
  payments(
    auth: AuthContext,
    orderIds: readonly number[],
    work: ReadWork = {},
  ): Promise<OrderPaymentRecord[]> {
    const model = this.modelFor(work);
    return model
      ? model.payments(auth, orderIds, work)
      : paymentsOfOrders(this.platform, auth, orderIds, work);
  }

  /** Day closings of the range and shops (null = all), by id. */
  dayClosings(
    auth: AuthContext,
    range: DayRange,
    shopIds: readonly number[] | null,
    work: ReadWork = {},
  ): Promise<DayClosingRecord[]> {
    const model = this.modelFor(work);
    return model
      ? model.dayClosings(auth, range, shopIds, work)
      : dayClosingsFromPlatform(this.platform, auth, range, shopIds, work);
  }

  /** Every catalog row matching `q`, by id, handed to `sink` a page at a time. */
  async products(
    auth: AuthContext,
    q: string | undefined,
    work: ReadWork,
    sink: PageSink<CatalogProductRecord>,
  ): Promise<void> {
    const model = this.catalogModel(q, work);
    if (model) await model.products(auth, work, sink);
    else await fetchShopProductPages(this.platform, auth, q, work, sink);
  }

  /**
   * The same rows as the model's store hands them back, for an answer made as they come (a
   * first read stores the catalog first). Null where they are read from the platform: read
   * them with `products` then.
   */
  storedProducts(
    auth: AuthContext,
    q: string | undefined,
    work: ReadWork,
  ): Promise<AsyncIterable<CatalogProductRecord[]>> | null {
    return this.catalogModel(q, work)?.productPages(auth, work) ?? null;
  }

  /** The model keeps the whole catalog: a text search asks the platform, which searches. */
  private catalogModel(q: string | undefined, work: ReadWork): ReadModel | null {
    return searchQueryOf(q) === NO_QUERY ? this.modelFor(work) : null;
  }

  /**
   * A reference list under `name` (its key per user), which `load` reads from the platform.
   * With `work`, a reference endpoint's own read: its answer says how fresh the list is, so
   * it is read from the model itself, not from the memory cache.
   */
  reference<T>(
    auth: AuthContext,
    name: string,
    load: () => Promise<T[]>,
    work?: ReadWork,
  ): Promise<T[]> {
    const model = this.modelFor(work ?? {});
    if (model && work) return model.reference(auth, name, load, work);
    return this.cache.get(auth, name, () => (model ? model.reference(auth, name, load) : load()));
  }

  /** The oldest as-of of what the model holds for the caller; null: nothing, or no model. */
  async dataAsOf(auth: AuthContext): Promise<number | null> {
    return this.model ? this.model.dataAsOf(auth) : null;
  }
}
