/**
 * What the latest snapshot tells the answers beside the stock value (domain/stock-value/
 * latest-snapshot.ts): the price list's cost prices (`listCostsOf`), each product of the
 * snapshot with a cost price, as the stock value's answer shows its line (4 decimals, the same
 * source), so the two are one number; a product without a cost price is left out, and the list
 * shows it as null. And the exceptions' products in stock without a cost price (`factsOf`),
 * exactly the stock value's `without_cost`.
 */
import { describe, expect, it } from 'vitest';
import type { StockLine } from '../../../electron/service/core/model/stock-snapshot.js';
import {
  factsOf,
  listCostsOf,
} from '../../../electron/service/domain/stock-value/latest-snapshot.js';
import { valuedLines, valueStock } from '../../../electron/service/domain/stock-value/valuing.js';
import { parseAmount } from '../../../shared/money.js';

const line = (productId: number, cost: string | null, extra: Partial<StockLine> = {}) => ({
  productId,
  groupId: null,
  stock: 2,
  cost: cost === null ? null : parseAmount(cost),
  costSource: cost === null ? null : ('cost_price' as const),
  sale: parseAmount('5'),
  ...extra,
});

describe('the price list’s cost prices', () => {
  const lines = new Map<number, StockLine>(
    [
      line(1, '3.25'),
      // A last sale's cost to more decimals than the platform's prices: 4, as the answer's line.
      line(2, '1.23456789', { costSource: 'last_sale' }),
      line(3, '0.5', { costSource: 'purchase_price', stock: -4 }),
      line(4, null),
      line(5, '0.00005', { stock: 0 }),
    ].map((each) => [each.productId, each]),
  );

  it('are the stock value’s line figures of the products with one', () => {
    const costs = listCostsOf(lines);
    expect(Object.fromEntries(costs)).toEqual({
      1: { cost_price: 3.25, cost_source: 'cost_price' },
      2: { cost_price: 1.2346, cost_source: 'last_sale' },
      3: { cost_price: 0.5, cost_source: 'purchase_price' },
      5: { cost_price: 0.0001, cost_source: 'cost_price' },
    });
    for (const valued of valuedLines(valueStock(lines).lines, new Map())) {
      const listed = costs.get(valued.product_id);
      expect({
        cost_price: listed?.cost_price ?? null,
        cost_source: listed?.cost_source ?? null,
      }).toEqual({ cost_price: valued.cost_price, cost_source: valued.cost_source });
    }
  });

  it('are none of an empty snapshot', () => {
    expect(listCostsOf(new Map()).size).toBe(0);
  });

  it('name the products in stock without a cost price as the stock value does', () => {
    const withoutCost = (extra: Partial<StockLine>[]) =>
      new Map(extra.map((each, index) => [index + 10, { ...line(index + 10, null), ...each }]));
    // In stock, at zero, below zero and a fraction above it, none with a cost price.
    const uncosted = new Map([
      ...lines,
      ...withoutCost([{ stock: 0 }, { stock: -1 }, { stock: 0.25 }, { stock: 7 }]),
    ]);
    const named = factsOf(uncosted).withoutCost.map((each) => each.productId);
    expect(named).toEqual([4, 12, 13]);
    expect(named).toEqual(valueStock(uncosted).withoutCost);
  });
});
