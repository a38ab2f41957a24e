/**
 * A product's cost price for the stock value and where it comes from
 * (domain/stock-value/current-stock.ts `costOf`): its cost row, else its purchase row, else its
 * latest sold line's cost (domain/stock-value/last-sale-costs.ts), which is the latest turnover
 * line sold with a cost above zero, whatever order the lines come in.
 */
import { describe, expect, it } from 'vitest';
import { costOf } from '../../../electron/service/domain/stock-value/current-stock.js';
import {
  addLastSaleCosts,
  type LastSaleCost,
} from '../../../electron/service/domain/stock-value/last-sale-costs.js';
import type { ScopeRules } from '../../../electron/service/domain/sales-figures/scope.js';
import { parseAmount, toJsonNumber } from '../../../shared/money.js';
import { day, line, order, SHOPS } from '../reports/fixtures.js';

const RULES: ScopeRules = {
  from: day('2026-01-01'),
  to: day('2026-12-31'),
  locationId: null,
  shops: SHOPS,
};
const costsOf = (costs: Map<number, LastSaleCost>) =>
  Object.fromEntries([...costs].map(([id, { cost }]) => [id, toJsonNumber(cost, 4)]));

describe('the cost source of a product', () => {
  const lastSale = parseAmount('4.5');

  it('takes the cost row first, then the purchase row, then the last sale', () => {
    const row = { product_id: 1, cost: 3.25, purchase: 2.1 };
    expect(costOf(row, lastSale)).toEqual({ cost: parseAmount('3.25'), costSource: 'cost_price' });
    expect(costOf({ ...row, cost: null }, lastSale)).toEqual({
      cost: parseAmount('2.1'),
      costSource: 'purchase_price',
    });
    expect(costOf({ ...row, cost: null, purchase: null }, lastSale)).toEqual({
      cost: lastSale,
      costSource: 'last_sale',
    });
    expect(costOf(undefined, lastSale)).toEqual({ cost: lastSale, costSource: 'last_sale' });
    expect(costOf(undefined, undefined)).toEqual({ cost: null, costSource: null });
  });

  it("takes the latest costed sale line, whatever the pages' order", () => {
    const march = order({
      id: 10,
      date_purchased: '2026-03-10 10:00:00+01:00',
      order_items: [line({ product_id: 5, cost_ppu: 2 }), line({ product_id: 6, cost_ppu: 1.5 })],
    });
    const april = order({
      id: 9,
      date_purchased: '2026-04-02 09:00:00+02:00',
      order_items: [
        line({ product_id: 5, cost_ppu: 2.4567 }),
        // Later the same day, yet without a cost, a return, a cost of 0 or not turnover: no say.
        line({ product_id: 6, cost_ppu: null }),
        line({ product_id: 6, cost_ppu: 9, quantity: -1 }),
        line({ product_id: 6, cost_ppu: 0 }),
        line({ product_id: 6, cost_ppu: 8, is_turnover: false }),
        line({ product_id: 7, cost_ppu: 3 }),
      ],
    });
    const cancelled = order({
      date_purchased: '2026-05-01 09:00:00+02:00',
      status: 'cancelled',
      order_items: [line({ product_id: 5, cost_ppu: 99 })],
    });
    const wanted = new Set([5, 6]);
    for (const pages of [
      [[march], [april, cancelled]],
      [[april, cancelled], [march]],
    ]) {
      const costs = new Map<number, LastSaleCost>();
      for (const page of pages) addLastSaleCosts(costs, page, RULES, wanted);
      expect(costsOf(costs)).toEqual({ 5: 2.4567, 6: 1.5 });
    }
  });

  it('on one day, the later order and then the later line wins', () => {
    const at = '2026-06-01 12:00:00+02:00';
    const first = order({
      id: 20,
      date_purchased: at,
      order_items: [line({ product_id: 5, cost_ppu: 1 })],
    });
    const second = order({
      id: 21,
      date_purchased: at,
      order_items: [line({ product_id: 5, cost_ppu: 2 })],
    });
    const costs = new Map<number, LastSaleCost>();
    addLastSaleCosts(costs, [second, first], RULES, new Set([5]));
    expect(costsOf(costs)).toEqual({ 5: 2 });
  });
});
