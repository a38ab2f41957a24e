/**
 * The catalog exceptions' value at stake in the stock value (domain/exceptions/value-at-stake.ts):
 * negative stock's units below zero at cost (cost row, else purchase row, else the period's sold
 * line); the stock without a cost price, the latest snapshot's products the stock value names in
 * `without_cost` (stock-exceptions.ts), at the snapshot's sale price excl. VAT, exact. Lines sold
 * without a cost price put nothing at stake: the stock value may well have a cost for them.
 */
import { describe, expect, it } from 'vitest';
import type { ShopProductRow } from '../../../electron/upstream/wire.js';
import { ProductExceptions } from '../../../electron/service/domain/exceptions/product-exceptions.js';
import type { SoldCost } from '../../../electron/service/domain/exceptions/sold-costs.js';
import type { StockCostRow } from '../../../electron/service/data/platform/stock-cost-rows.js';
import { stockWithoutCost } from '../../../electron/service/domain/exceptions/stock-exceptions.js';
import { factsOf } from '../../../electron/service/domain/stock-value/latest-snapshot.js';
import { valueStock } from '../../../electron/service/domain/stock-value/valuing.js';
import type { StockLine } from '../../../electron/service/core/model/stock-snapshot.js';
import { parseAmount } from '../../../shared/money.js';
import { stockSnapshotHeadSchema } from '../../../shared/api/stock-value.js';

const RANGE = { from: '2026-03-01', to: '2026-03-31', locationId: null };

/** A shop product with a base price (excl. VAT) and a limited stock. */
const product = (id: number, stock: number, ppu: number): ShopProductRow => {
  const price = {
    id: id * 10,
    product_id: id,
    product_price_type_id: 1,
    ppu,
    ppu_wt: ppu,
    tax_rate_id: 1,
  };
  return {
    id: id + 1000,
    product_id: id,
    date_updated: '2026-03-01 10:00:00+01:00',
    orderable_stock_value: stock,
    product_price: price,
    product_default_price: price,
    flat_product: {
      title: `Product ${id}`,
      product: {
        id,
        sku: `SKU-${id}`,
        type: 'simple',
        product_stock: { value: stock, unlimited: false },
      },
    },
  };
};

const sold = (costPpu: string | null): SoldCost => ({
  costPpu: costPpu === null ? null : parseAmount(costPpu),
  costAt: ['2026-03-10', 1, 1],
  lacking: costPpu === null,
  sku: '',
  name: '',
  namedAt: ['2026-03-10', 1, 1],
});

describe('the value at stake', () => {
  it('values negative stock at cost, and lines sold without a cost price at nothing', () => {
    const tally = new ProductExceptions();
    tally.addProducts([
      product(2, -3, 10), // its purchase row, 2.50: 7.50
      product(3, -2, 10), // its cost row, 1.25, before its purchase row: 2.50
      product(7, -1.5, 10), // no row; its sold line's cost 1.10: 1.65
      product(8, -2, 10), // no cost anywhere: null
      product(9, 4, 10.5), // sold without a cost, in stock
      product(11, 3, 0.1), // sold without a cost
      product(12, -1, 3), // sold without a cost and below zero
    ]);
    const costRows = new Map<number, StockCostRow>([
      [2, { product_id: 2, cost: null, purchase: 2.5 }],
      [3, { product_id: 3, cost: 1.25, purchase: 9 }],
    ]);
    const soldCosts = new Map<number, SoldCost>([
      [7, sold('1.10')],
      [9, sold(null)],
      [11, sold(null)],
      [12, sold(null)],
    ]);
    const found = tally.exceptions(soldCosts, new Map(), RANGE, costRows);
    const stakes = found.map((f) => [f.kind, f.subject.id, f.value_at_stake]);
    expect(stakes).toEqual([
      ['no_cost_price', 0, null],
      ['negative_stock', 2, 7.5],
      ['negative_stock', 3, 2.5],
      ['negative_stock', 7, 1.65],
      ['negative_stock', 8, null],
      ['negative_stock', 12, null],
    ]);
    // The catalog's own exceptions are kept for the next ask: a copy carries the value.
    const again = tally.exceptions(soldCosts, new Map(), RANGE, new Map());
    expect(again.find((f) => f.subject.id === 2)?.value_at_stake).toBeNull();
  });

  it('values the stock without a cost price at the snapshot’s sale price, as the stock value names it', async () => {
    const line = (productId: number, stock: number, sale: string | null, cost: string | null) =>
      [
        productId,
        {
          productId,
          groupId: null,
          stock,
          cost: cost === null ? null : parseAmount(cost),
          costSource: cost === null ? null : 'cost_price',
          sale: sale === null ? null : parseAmount(sale),
        },
      ] satisfies [number, StockLine];
    const lines = new Map([
      line(9, 4, '10.5', null), // 4 × 10.50
      line(11, 3, '0.1', null), // 3 × 0.10 (0.30, not 0.30000000000000004)
      line(13, 2.5, null, null), // never priced: named, nothing at sale price
      line(14, 5, '7', '2'), // a cost price: valued, not named
      line(15, -1, '3', null), // below zero: negative stock's, not this one's
      line(16, 0, '3', null), // none in stock
      line(17, 1, '2', null), // 1 × 2.00
      line(18, 1, '2', null), // 1 × 2.00
    ]);
    const tally = new ProductExceptions();
    // Still in the catalog, but since the snapshot with unlimited stock (17) or none kept (18).
    const unlimited = product(17, 2, 5);
    unlimited.flat_product.product.product_stock = { value: 2, unlimited: true };
    unlimited.orderable_stock_value = null;
    const unkept = product(18, 2, 5);
    unkept.flat_product.product.product_stock = null;
    unkept.orderable_stock_value = null;
    tally.addProducts([product(9, 1, 10.5), product(13, 1, 1), unlimited, unkept]);
    const snapshot = stockSnapshotHeadSchema.parse({
      date: '2026-11-28',
      taken_at: '2026-11-29T00:01:00.000Z',
    });
    const latest = { snapshot, key: '', facts: () => Promise.resolve(factsOf(lines)) };
    const found = await stockWithoutCost(latest, (id) => tally.namedProduct(id));
    expect(found?.kind).toBe('stock_without_cost');
    const ids = found?.products?.map((each) => each.id).sort((a, b) => a - b);
    expect(ids).toEqual(valueStock(lines).withoutCost);
    // Named as the catalog names them now, whatever their stock is now, by SKU; one gone from
    // it by its id alone.
    expect(found?.products).toEqual([
      { id: 11, sku: '', title: '' },
      { id: 13, sku: 'SKU-13', title: 'Product 13' },
      { id: 17, sku: 'SKU-17', title: 'Product 17' },
      { id: 18, sku: 'SKU-18', title: 'Product 18' },
      { id: 9, sku: 'SKU-9', title: 'Product 9' },
    ]);
    expect(found?.value_at_stake).toBe(46.3);
    expect(await stockWithoutCost(null, (id) => tally.namedProduct(id))).toBeNull();
  });
});
