/**
 * Each product's cost price row (price type 3) and purchase price row (type 2), the base rows
 * of the platform's price call (an assumed call: capabilities.ts, `price_rows`), read whole a
 * page at a time for the daily stock snapshot, which values a product at its cost price, else
 * its purchase price (docs/stock-value.md). A product's row of a type is its base row with the
 * lowest id, however the rows are paged, as cost-prices.ts keeps the cost rows.
 */
import { PRICE_TYPE } from '../../../../shared/api/catalog.js';
import type { UpstreamClient } from '../../../upstream/client.js';
import type { AuthContext } from '../../core/caller.js';
import type { ProductPriceRecord } from '../../core/model/catalog.js';

/** A product's cost and purchase price per unit as read (exact with shared/money.ts when used). */
export interface StockCostRow {
  product_id: number;
  cost: number | null;
  purchase: number | null;
}

type Kept = Map<
  number,
  { costId: number; cost: number | null; purchaseId: number; purchase: number | null }
>;

function keep(rows: Kept, row: ProductPriceRecord): void {
  const type = row.product_price_type_id;
  if (type !== PRICE_TYPE.cost && type !== PRICE_TYPE.purchase) return;
  if (row.from_qty !== null && row.from_qty > 1) return;
  const known = rows.get(row.product_id) ?? {
    costId: Infinity,
    cost: null,
    purchaseId: Infinity,
    purchase: null,
  };
  if (type === PRICE_TYPE.cost && row.id < known.costId) {
    Object.assign(known, { costId: row.id, cost: row.ppu });
  }
  if (type === PRICE_TYPE.purchase && row.id < known.purchaseId) {
    Object.assign(known, { purchaseId: row.id, purchase: row.ppu });
  }
  rows.set(row.product_id, known);
}

export async function everyStockCostRow(
  deps: { upstream: UpstreamClient },
  auth: AuthContext,
): Promise<StockCostRow[]> {
  const rows: Kept = new Map();
  await deps.upstream.drainPages(
    'listProductPrices',
    auth.upstream,
    {
      order: [
        { name: 'product_id', dir: 'asc' },
        { name: 'id', dir: 'asc' },
      ],
    },
    { page: (page) => page.forEach((row) => keep(rows, row)), restart: () => rows.clear() },
  );
  return [...rows]
    .sort(([a], [b]) => a - b)
    .map(([productId, { cost, purchase }]) => ({ product_id: productId, cost, purchase }));
}
