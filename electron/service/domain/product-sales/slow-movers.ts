/**
 * GET /api/slow-movers: products with stock on hand that did not sell in the last N days, with
 * their stock value at cost and the last day they sold. The stock is the catalog's, read as GET
 * /api/products reads it (read-source.ts `products`, product-rows.ts `toProduct`); the sales are
 * the order lines of the report's statuses (sales-figures/scope.ts) of the caller's shops, read for
 * a year back, so a last sale up to a year ago is named; the cost price is the product's cost row
 * (price type 3) of the platform's price call where it offers one, read from the model where the
 * read source reads from one (data/cost-prices.ts).
 */
import type { ExportSort } from '../../../../shared/api/common.js';
import {
  SLOW_MOVER_MAX_DAYS,
  type SlowMover,
  type SlowMoversResponse,
} from '../../../../shared/api/product-sales.js';
import { addDays, compareDates, todayLocal, type LocalDate } from '../../../../shared/dates.js';
import { add, multiply, toJsonNumber, ZERO, type Amount } from '../../../../shared/money.js';
import type { OrderRecord } from '../../core/model/sales.js';
import type { AuthContext } from '../../core/caller.js';
import { PPU_DECIMALS, toProduct } from '../../data/platform/product-rows.js';
import { costPricesFor } from '../../data/cost-prices.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import { resolveLocationScope } from '../access.js';
import { offers, withFeature } from '../capabilities.js';
import type { ServiceDeps } from '../deps.js';
import { sortRows } from '../export/table.js';
import { orderPages } from '../orders/order-pages.js';
import { loadProductGroupsIfOffered, loadShops } from '../reference/loaders.js';
import { groupResolver } from '../sales-figures/names.js';
import { IN_SCOPE_STATUSES, selectOrdersInScope, type ScopeRules } from '../sales-figures/scope.js';
import { slowMoversTable } from './export-tables.js';
import type { Product } from '../../../../shared/api/catalog.js';

type SlowMoversDeps = Pick<ServiceDeps, 'upstream' | 'reads' | 'clock'>;

export const DEFAULT_SLOW_MOVERS_SORT: ExportSort = { key: 'stock_value', descending: true };

interface SlowMoversWindow {
  days: number;
  /** Today, Amsterdam: the last day of the window. */
  to: LocalDate;
  /** The first of the `days` days without a sale. */
  since: LocalDate;
  /** How far back a last sale is looked for: a year. */
  lookBackFrom: LocalDate;
}

export function slowMoversWindow(days: number, now: number): SlowMoversWindow {
  const to = todayLocal(now);
  return {
    days,
    to,
    since: addDays(to, -(days - 1)),
    lookBackFrom: addDays(to, -(SLOW_MOVER_MAX_DAYS - 1)),
  };
}

/** The last day each product sold on (a sale line, quantity > 0), of a page of orders. */
export function addLastSales(
  lastSold: Map<number, LocalDate>,
  orders: readonly OrderRecord[],
  rules: ScopeRules,
): void {
  for (const { order, purchaseDay } of selectOrdersInScope(orders, rules)) {
    for (const line of order.order_items) {
      if (!line.is_turnover || line.quantity <= 0 || line.product_id === null) continue;
      const known = lastSold.get(line.product_id);
      if (known === undefined || compareDates(purchaseDay, known) > 0) {
        lastSold.set(line.product_id, purchaseDay);
      }
    }
  }
}

/** A product with stock on hand: a counted, positive stock (unlimited stock is none). */
const hasStockOnHand = (product: Product): product is Product & { stock: number } =>
  !product.stock_unlimited && product.stock !== null && product.stock > 0;

export function toSlowMover(
  product: Product & { stock: number },
  lastSoldOn: LocalDate | null,
  cost: { price: Amount | null; rowsOffered: boolean },
  groupName: (groupId: number | null) => string | null,
): SlowMover {
  const known = cost.price !== null;
  return {
    product_id: product.id,
    sku: product.sku,
    title: product.title,
    product_group_id: product.product_group_id,
    product_group_name: groupName(product.product_group_id),
    stock: product.stock,
    cost_price: cost.price === null ? null : toJsonNumber(cost.price, PPU_DECIMALS),
    stock_value: cost.price === null ? null : toJsonNumber(multiply(cost.price, product.stock)),
    cost_unknown: known ? null : cost.rowsOffered ? 'no_cost_price' : 'no_cost_rows',
    last_sold_on: lastSoldOn,
  };
}

export interface SlowMovers {
  window: SlowMoversWindow;
  locationId: number | null;
  rows: readonly SlowMover[];
  totals: SlowMoversResponse['totals'];
}

export async function computeSlowMovers(
  deps: SlowMoversDeps,
  auth: AuthContext,
  query: { days: number; location_id?: number | undefined; product_group_id?: number | undefined },
  sort: ExportSort,
  work: ReadWork,
): Promise<SlowMovers> {
  const window = slowMoversWindow(query.days, deps.clock.now());
  const scope = await resolveLocationScope(deps, auth, query.location_id);
  return withFeature(deps, auth, 'orders', async () => {
    const [shops, groups] = await Promise.all([
      loadShops(deps, auth),
      loadProductGroupsIfOffered(deps, auth),
    ]);
    const rules: ScopeRules = {
      from: window.lookBackFrom,
      to: window.to,
      locationId: scope.locationId,
      shops,
    };
    const lastSold = new Map<number, LocalDate>();
    const range = {
      from: window.lookBackFrom,
      to: window.to,
      shopIds: scope.shopIds,
      statuses: IN_SCOPE_STATUSES,
    };
    for await (const page of await orderPages(deps, auth, range, work)) {
      work.signal?.throwIfAborted();
      addLastSales(lastSold, page, rules);
    }
    const candidates: (Product & { stock: number })[] = [];
    await deps.reads.products(auth, undefined, work, {
      page: (rows) => {
        for (const product of rows.map(toProduct)) {
          if (!hasStockOnHand(product)) continue;
          if (
            query.product_group_id !== undefined &&
            product.product_group_id !== query.product_group_id
          ) {
            continue;
          }
          const last = lastSold.get(product.id);
          if (last !== undefined && compareDates(last, window.since) >= 0) continue;
          candidates.push(product);
        }
      },
      restart: () => {
        candidates.length = 0;
      },
    });
    const rowsOffered = await offers(deps, auth, 'price_rows');
    const costs = rowsOffered
      ? await costPricesFor(
          deps,
          deps.reads.modelFor(work),
          auth,
          candidates.map((product) => product.id),
          work,
        )
      : new Map<number, Amount>();
    const resolveGroup = groupResolver(groups);
    const groupName = (groupId: number | null) =>
      groupId === null ? null : resolveGroup(groupId).name;
    const rows = candidates
      .sort((a, b) => a.id - b.id)
      .map((product) =>
        toSlowMover(
          product,
          lastSold.get(product.id) ?? null,
          { price: costs.get(product.id) ?? null, rowsOffered },
          groupName,
        ),
      );
    let stockValue = ZERO;
    let withoutCost = 0;
    for (const row of rows) {
      if (row.stock_value === null) withoutCost += 1;
      else stockValue = add(stockValue, multiply(costs.get(row.product_id) ?? ZERO, row.stock));
    }
    return {
      window,
      locationId: scope.locationId,
      rows: sortRows(slowMoversTable, rows, sort),
      totals: { stock_value: toJsonNumber(stockValue), without_cost: withoutCost },
    };
  });
}
