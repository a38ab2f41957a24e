/**
 * The stock as it is now, as a snapshot's lines: every product with a limited stock from the
 * price list (its stock, group and base sale price excl. VAT, read-source.ts), valued at its
 * cost price row (type 3), else its purchase price row (type 2), read whole and held in the
 * model like the other price rows (data/platform/stock-cost-rows.ts), else the cost price of
 * its latest sold line (last-sale-costs.ts), looked for only for the products without either
 * row. A platform without the price call (capabilities.ts, `price_rows`) gives no rows: every
 * product is then valued at its latest sold line's cost, where one sold with a cost.
 */
import type { PriceListRow } from '../../../../shared/api/catalog.js';
import { parseAmount, parseOptionalAmount, type Amount } from '../../../../shared/money.js';
import { gathered } from '../../../upstream/drain.js';
import type { AuthContext } from '../../core/caller.js';
import type { StockLine } from '../../core/model/stock-snapshot.js';
import { everyStockCostRow, type StockCostRow } from '../../data/platform/stock-cost-rows.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import { offers } from '../capabilities.js';
import { lastSaleCosts } from './last-sale-costs.js';
import { readPriceList } from '../catalog/fetch-price-list.js';
import type { ServiceDeps } from '../deps.js';

export type CurrentStockDeps = Pick<ServiceDeps, 'upstream' | 'reads' | 'clock'>;

/** What the answer names a product and a group by, from today's catalog. */
export interface CatalogNames {
  products: Map<number, { sku: string; title: string }>;
  groups: Map<number, string>;
}

export interface CurrentStock {
  lines: Map<number, StockLine>;
  names: CatalogNames;
}

/** Whether a product has a cost row or a purchase row: else its last sale is looked for. */
const hasCostRow = (row: StockCostRow | undefined): boolean =>
  row?.cost != null || row?.purchase != null;

/**
 * A product's cost price and where it came from: its cost row, else its purchase row, else
 * its latest sold line's cost.
 */
export function costOf(
  row: StockCostRow | undefined,
  lastSale: Amount | undefined,
): Pick<StockLine, 'cost' | 'costSource'> {
  if (row?.cost != null) return { cost: parseAmount(row.cost), costSource: 'cost_price' };
  if (row?.purchase != null) {
    return { cost: parseAmount(row.purchase), costSource: 'purchase_price' };
  }
  if (lastSale !== undefined) return { cost: lastSale, costSource: 'last_sale' };
  return { cost: null, costSource: null };
}

export function stockLineOf(
  row: PriceListRow,
  costRow: StockCostRow | undefined,
  lastSale?: Amount,
): StockLine | null {
  if (row.stock_unlimited || row.stock === null) return null;
  return {
    productId: row.product_id,
    groupId: row.product_group_id,
    stock: row.stock,
    ...costOf(costRow, lastSale),
    sale: parseOptionalAmount(row.ppu),
  };
}

/**
 * Each product's cost and purchase price rows by product id, held in the model like the other
 * price rows; none where the platform lacks the price call. The exceptions value negative stock
 * with them too (exceptions/value-at-stake.ts).
 */
export async function stockCostRows(
  deps: Pick<ServiceDeps, 'upstream' | 'reads'>,
  auth: AuthContext,
  work: ReadWork,
): Promise<Map<number, StockCostRow>> {
  if (!(await offers(deps, auth, 'price_rows'))) return new Map();
  const load = () => everyStockCostRow(deps, auth);
  const model = deps.reads.modelFor(work);
  const rows = model
    ? await model.reference(auth, 'stock-cost-rows', load, work, { long: true })
    : await load();
  return new Map(rows.map((row) => [row.product_id, row]));
}

export async function currentStock(
  deps: CurrentStockDeps,
  auth: AuthContext,
  work: ReadWork,
): Promise<CurrentStock> {
  const query = { q: undefined, countryIso2: 'NL', neverPriced: false, work };
  const [rows, costs] = await Promise.all([
    gathered<PriceListRow>((sink) => readPriceList(deps, auth, query, sink)),
    stockCostRows(deps, auth, work),
  ]);
  const current: CurrentStock = {
    lines: new Map(),
    names: { products: new Map(), groups: new Map() },
  };
  const uncosted = new Set<number>();
  for (const row of rows) {
    if (row.stock_unlimited || row.stock === null || hasCostRow(costs.get(row.product_id)))
      continue;
    uncosted.add(row.product_id);
  }
  const lastSales = await lastSaleCosts(deps, auth, uncosted, work);
  for (const row of rows) {
    current.names.products.set(row.product_id, { sku: row.sku, title: row.title });
    if (row.product_group_id !== null && row.product_group_name !== null) {
      current.names.groups.set(row.product_group_id, row.product_group_name);
    }
    const line = stockLineOf(row, costs.get(row.product_id), lastSales.get(row.product_id));
    if (line) current.lines.set(line.productId, line);
  }
  return current;
}
