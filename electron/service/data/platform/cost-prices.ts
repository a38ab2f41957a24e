/**
 * The cost prices of products: each product's cost row (price type 3, the base row) of the
 * platform's price call, an assumed call (capabilities.ts, `price_rows`). Read for some
 * products (200 ids a call) where there is no read model, or for every product at once to
 * keep in the model (../cost-prices.ts), since price rows have no update time to follow.
 */
import { PRICE_TYPE } from '../../../../shared/api/catalog.js';
import { parseAmount, type Amount } from '../../../../shared/money.js';
import type { UpstreamClient } from '../../../upstream/client.js';
import { inList } from '../../../upstream/filters.js';
import type { UpstreamWork } from '../../../upstream/work.js';
import type { AuthContext } from '../../core/caller.js';
import type { ProductPriceRecord } from '../../core/model/catalog.js';

/** The price call takes at most this many product ids at once (MAX_PRODUCT_IDS). */
const PRICE_BATCH = 200;

/** A product's cost price per unit as read (made exact with shared/money.ts when used). */
export interface CostPriceRow {
  product_id: number;
  ppu: number;
}

/** By product, then row id, as the price rows are listed. */
const BY_PRODUCT_THEN_ID = [
  { name: 'product_id', dir: 'asc' as const },
  { name: 'id', dir: 'asc' as const },
];

/** Each product's cost row so far, by product: its id and price. */
type CostRows = Map<number, { id: number; ppu: number }>;

/**
 * Keeps `row` where it is a product's cost row (type 3, the base row) with a lower id than
 * the one kept: a product's cost row is the same however its rows are read or paged.
 */
function keepCostRow(costs: CostRows, row: ProductPriceRecord): void {
  if (row.product_price_type_id !== PRICE_TYPE.cost) return;
  if (row.from_qty !== null && row.from_qty > 1) return;
  const known = costs.get(row.product_id);
  if (!known || row.id < known.id) costs.set(row.product_id, { id: row.id, ppu: row.ppu });
}

/** Each product's cost price, or nothing where it has none. */
export function costPricesOf(rows: readonly ProductPriceRecord[]): Map<number, Amount> {
  const costs: CostRows = new Map();
  for (const row of rows) keepCostRow(costs, row);
  return new Map([...costs].map(([productId, { ppu }]) => [productId, parseAmount(ppu)]));
}

export const costMapOf = (rows: readonly CostPriceRow[]): Map<number, Amount> =>
  new Map(rows.map((row) => [row.product_id, parseAmount(row.ppu)]));

/** The cost prices of `productIds`, PRICE_BATCH ids a call. */
export async function costPricesOfProducts(
  deps: { upstream: UpstreamClient },
  auth: AuthContext,
  productIds: readonly number[],
  work: UpstreamWork,
): Promise<Map<number, Amount>> {
  const batches: number[][] = [];
  for (let index = 0; index < productIds.length; index += PRICE_BATCH) {
    batches.push(productIds.slice(index, index + PRICE_BATCH));
  }
  const pages = await Promise.all(
    batches.map((ids) =>
      deps.upstream.drain('listProductPrices', auth.upstream, {
        order: BY_PRODUCT_THEN_ID,
        filters: [inList('product_id', ids)],
        ...work,
      }),
    ),
  );
  return costPricesOf(pages.flat());
}

/**
 * The cost rows of every product, the price rows read a page at a time and only the cost rows
 * kept (a catalog has several price rows per product).
 */
export async function everyCostPrice(
  deps: { upstream: UpstreamClient },
  auth: AuthContext,
): Promise<CostPriceRow[]> {
  const costs: CostRows = new Map();
  await deps.upstream.drainPages(
    'listProductPrices',
    auth.upstream,
    { order: BY_PRODUCT_THEN_ID },
    {
      page: (rows) => {
        for (const row of rows) keepCostRow(costs, row);
      },
      restart: () => costs.clear(),
    },
  );
  return [...costs]
    .sort(([a], [b]) => a - b)
    .map(([productId, { ppu }]) => ({ product_id: productId, ppu }));
}
