/**
 * The catalog exceptions' value at stake in the stock value (domain/exceptions/value-at-stake.ts):
 * negative stock's units below zero at cost (cost row, else purchase row, else the period's sold
 * line), a missing cost price's products in stock at the base sale price excl. VAT, exact.
 */
import { describe, expect, it } from 'vitest';
import type { ShopProductRow } from '../../../electron/upstream/wire.js';
import { ProductExceptions } from '../../../electron/service/domain/exceptions/product-exceptions.js';
import type { SoldCost } from '../../../electron/service/domain/exceptions/sold-costs.js';
import type { StockCostRow } from '../../../electron/service/data/platform/stock-cost-rows.js';
import { parseAmount } from '../../../shared/money.js';

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
  it('values negative stock at cost and a missing cost price at sale price, to the cent', () => {
    const tally = new ProductExceptions();
    tally.addProducts([
      product(2, -3, 10), // its purchase row, 2.50: 7.50
      product(3, -2, 10), // its cost row, 1.25, before its purchase row: 2.50
      product(7, -1.5, 10), // no row; its sold line's cost 1.10: 1.65
      product(8, -2, 10), // no cost anywhere: null
      product(9, 4, 10.5), // sold without a cost, in stock: 4 × 10.50
      product(11, 3, 0.1), // sold without a cost: 3 × 0.10 (0.30, not 0.30000000000000004)
      product(12, -1, 3), // sold without a cost and below zero: nothing in stock to value
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
      ['no_cost_price', 0, 42.3],
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
});
