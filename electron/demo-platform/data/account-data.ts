/**
 * Everything one account serves, built on first use: reference data and tax rates at once
 * (tiny), the catalog when first asked for, orders day by day through the OrderStore, and
 * read through the OrderOverlay, which lays the orders edited since start over them.
 */
import { idOf, type DemoAccount } from '../accounts.js';
import type { ResolvedOptions } from '../options.js';
import { buildCalendar, type DemoCalendar } from './calendar.js';
import { buildCatalog, type Catalog, type DemoShopProduct } from './catalog.js';
import { OrderOverlay } from './order-overlay.js';
import type { DemoDayClosing, DemoOrder, DemoPayment } from './order-rows.js';
import { OrderStore } from './order-store.js';
import { QueryCache, type QueryCacheLimits } from '../query-cache.js';
import { stockOn, type DemoStockLevel, type StockAt } from './stock-history.js';
import type { LocalDate } from '../../../shared/dates.js';
import type { DemoPriceRow } from './price-rows.js';
import { buildReference, type ReferenceData } from './reference.js';
import { buildTaxRates, importedLowRate, type DemoTaxRate } from './tax-rates.js';

const CATALOG_QUERY_LIMITS: QueryCacheLimits = { queries: 8, rows: 2_000_000 };

function* everyNumber(count: number): Generator<number> {
  for (let n = 1; n <= count; n++) yield n;
}

const pricesByProduct = new WeakMap<DemoPriceRow[], Map<number, DemoPriceRow[]>>();

/** Price rows grouped by product id, built once per set of rows. */
function priceIndex(prices: DemoPriceRow[]): Map<number, DemoPriceRow[]> {
  let index = pricesByProduct.get(prices);
  if (!index) {
    index = new Map();
    for (const row of prices) {
      const group = index.get(row.product_id) ?? [];
      group.push(row);
      index.set(row.product_id, group);
    }
    pricesByProduct.set(prices, index);
  }
  return index;
}

export class AccountData {
  readonly reference: ReferenceData;
  readonly taxRates: DemoTaxRate[];
  readonly calendar: DemoCalendar;
  private catalogCache: Catalog | null = null;
  private priceRowsCache: DemoPriceRow[] | null = null;
  private orderCache: OrderStore | null = null;
  private overlayCache: OrderOverlay | null = null;
  /** The stock of the day asked last, to walk on back from (stockOn). */
  private lastStock: StockAt | null = null;
  /** The rows of recent list queries per call, so later pages are slices (query-cache.ts). */
  readonly orderQueries: QueryCache<DemoOrder>;
  readonly paymentQueries: QueryCache<DemoPayment>;
  readonly closingQueries: QueryCache<DemoDayClosing>;
  /** The catalog's rows are in memory for good: holding them costs only the lists. */
  readonly productQueries = new QueryCache<DemoShopProduct>(CATALOG_QUERY_LIMITS);
  readonly priceQueries = new QueryCache<DemoPriceRow>(CATALOG_QUERY_LIMITS);
  /**
   * What the session info answers as a user's e-mail instead of their login (by login), as a
   * platform whose e-mail field was filled carelessly might: DemoPlatform.answerEmail.
   */
  readonly answeredEmails = new Map<string, string>();

  constructor(
    readonly account: DemoAccount,
    private readonly options: ResolvedOptions,
  ) {
    this.reference = buildReference(account, options.locations);
    this.taxRates = buildTaxRates(account);
    this.calendar = buildCalendar(options.endDate, options.historyDays);
    // A few months read at once, a page at a time each, stay held. Their rows are mostly the
    // orders the day cache holds anyway (a query's days are the recently used ones), so at
    // most as many rows again as that cache holds keeps memory bounded as it did.
    const limits: QueryCacheLimits = { queries: 8, rows: options.cachedOrders };
    this.orderQueries = new QueryCache(limits);
    this.paymentQueries = new QueryCache(limits);
    this.closingQueries = new QueryCache(limits);
  }

  /**
   * The catalog without its price rows: each shop product embeds its prices, which is what the
   * product search serves; the rows themselves only the assumed price call serves
   * (`priceRows`). At 50,000 products the rows are some 127,000 objects, a third of the
   * catalog's memory, which the service's own process held for nothing when the demo platform
   * runs inside it (docs/performance.md, "Latest full run": the process tree's memory).
   */
  get catalog(): Catalog {
    this.catalogCache ??= this.buildCatalog(false);
    return this.catalogCache;
  }

  /** Builds the catalog now, before anything asks for it (server.ts `prepareCatalogs`). */
  prepareCatalog(): void {
    this.catalogCache ??= this.buildCatalog(false);
  }

  /** Every price row, in id order: built on the first ask (the same data: the same seed). */
  get priceRows(): DemoPriceRow[] {
    this.priceRowsCache ??= this.buildCatalog(true).prices;
    return this.priceRowsCache;
  }

  /**
   * The price rows of these products, in id order. Until every row is built, only these
   * products' are, as a database answers a look-up by product from its index rather than by
   * reading every row: the service's capability check asks for product 0 at a first login,
   * which built every price row of the catalog on the service's own thread, just as the page
   * asked for its first price list (0.3 s at 5,000 products, up to 1.9 s beside a busy
   * process: docs/decisions/0073-no-cold-start.md, "the first login's catalog beside a busy
   * process").
   */
  priceRowsOf(productIds: readonly number[]): DemoPriceRow[] {
    const ids = [...new Set(productIds)].sort((a, b) => a - b);
    if (this.priceRowsCache) {
      const index = priceIndex(this.priceRowsCache);
      return ids.flatMap((id) => index.get(id) ?? []);
    }
    const first = idOf(this.account, 'product', 0);
    const numbers = ids
      .map((id) => id - first)
      .filter((n) => Number.isInteger(n) && n >= 1 && n <= this.options.productsPerAccount);
    return this.buildCatalog(true, numbers).prices;
  }

  private buildCatalog(keepPriceRows: boolean, numbers?: Iterable<number>): Catalog {
    return buildCatalog(
      this.account,
      this.options.seed,
      numbers ?? everyNumber(this.options.productsPerAccount),
      this.calendar,
      this.reference,
      this.taxRates,
      keepPriceRows,
    );
  }

  get orders(): OrderStore {
    if (!this.orderCache) {
      const sellable = this.catalog.sellable;
      this.orderCache = new OrderStore(
        {
          account: this.account,
          seed: this.options.seed,
          ordersPerDay: this.options.ordersPerDay,
          calendar: this.calendar,
          reference: this.reference,
          pool: {
            sellable,
            tiered: sellable.filter((product) => product.tiers.length > 0),
            importedLowRate: importedLowRate(this.taxRates),
          },
        },
        this.options.cachedOrders,
      );
    }
    return this.orderCache;
  }

  /** The orders as served: generated, with the edited ones laid over them. */
  get orderOverlay(): OrderOverlay {
    this.overlayCache ??= new OrderOverlay(
      this.orders,
      { account: this.account, reference: this.reference, calendar: this.calendar },
      this.options.clock,
    );
    return this.overlayCache;
  }

  /** Ids of the orders edited since start (none without building the orders). */
  editedOrderIds(): number[] {
    return this.overlayCache?.editedIds ?? [];
  }

  /**
   * Each limited product's stock at the end of `date` (stock-history.ts), walked back from the
   * day asked last when that was later, so days asked latest first cost one walk in all.
   */
  stockOn(date: LocalDate): DemoStockLevel[] {
    const orders = this.orders;
    const source = {
      account: this.account,
      shopProducts: this.catalog.shopProducts,
      dates: orders.dates,
      ordersOfDay: (index: number) => orders.day(index).orders,
    };
    this.lastStock = stockOn(source, date, this.lastStock);
    return [...this.lastStock.levels].map(([productId, stock]) => ({
      product_id: productId,
      stock,
    }));
  }

  /** Forgets the account's order edits. */
  clearOrderEdits(): void {
    this.overlayCache?.clear();
  }
}
