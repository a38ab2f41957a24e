/**
 * The price list's cost prices (domain/stock-value/list-costs.ts `listCostsOf`): each product of
 * the latest snapshot with a cost price, as the stock value's answer shows its line (4 decimals,
 * the same source), so the two are one number; a product without a cost price is left out, and
 * the list shows it as null.
 */
import { describe, expect, it } from 'vitest';
import type { StockLine } from '../../../electron/service/core/model/stock-snapshot.js';
import { listCostsOf } from '../../../electron/service/domain/stock-value/list-costs.js';
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
});
