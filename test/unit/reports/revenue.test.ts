/** Revenue details: zero quantities, fractional costs, unknown kinds and groups. */
import { describe, expect, it } from 'vitest';
import { computeFinancialReport } from '../../../electron/service/domain/financial-report/financial-report.js';
import {
  compareGroups,
  groupResolver,
} from '../../../electron/service/domain/sales-figures/names.js';
import { line, nonTurnoverLine, order, PRODUCT_GROUPS, reportInput } from './fixtures.js';

describe('revenue', () => {
  it('takes cost as quantity × cost_ppu, exact until the answer rounds it', () => {
    const sale = order({
      order_items: [
        line({ quantity: 1.5, price: 6, price_wt: 6, tax: 0, cost_ppu: 2.3333 }), // 3.49995
        line({ quantity: 3, price: 3, price_wt: 3, tax: 0, cost_ppu: 0.0005 }), // 0.0015
        line({ quantity: -1, price: -4, price_wt: -4, tax: 0, cost_ppu: 1.25 }), // −1.25
        line({ quantity: 2, price: 8, price_wt: 8, tax: 0, cost_ppu: null }), // 0
      ],
    });
    const { revenue } = computeFinancialReport(reportInput({ orders: [sale] }));
    // 3.49995 + 0.0015 − 1.25 = 2.25145 → 2.25; turnover 6 + 3 + 8 − 4 = 13
    expect(revenue.total_cost_of_goods_sold).toBe(2.25);
    expect(revenue.total_turnover).toBe(13);
    // margin 13 − 2.25145 = 10.74855 → 10.75; 10.74855 / 13 = 82.681 %
    expect(revenue.margin).toEqual({ value: 10.75, percentage: 82.68 });
  });

  it('gives a null margin percentage when turnover is 0 but cost is not', () => {
    const sale = order({
      order_items: [line({ quantity: 1, price: 0, price_wt: 0, tax: 0, cost_ppu: 2 })],
    });
    const { revenue } = computeFinancialReport(reportInput({ orders: [sale] }));
    expect(revenue.margin).toEqual({ value: -2, percentage: null });
  });

  it('counts a zero-quantity line neither as sale nor as return', () => {
    const sale = order({
      order_items: [line({ quantity: 0, price: 0, price_wt: 0, cost_ppu: 9 })],
    });
    const { revenue, turnover_by_group } = computeFinancialReport(reportInput({ orders: [sale] }));
    expect([revenue.total_sales, revenue.total_returns, revenue.total_cost_of_goods_sold]).toEqual([
      0, 0, 0,
    ]);
    expect(turnover_by_group.rows).toEqual([]);
  });

  it('counts a non-turnover line without a kind in the non-revenue total only', () => {
    const sale = order({
      order_items: [nonTurnoverLine(null, 3.5), nonTurnoverLine('tip', 1)],
    });
    const { revenue } = computeFinancialReport(reportInput({ orders: [sale] }));
    expect(revenue.non_revenue).toEqual({
      gift_cards: 0,
      tips: 1,
      invoice_payments: 0,
      prepayments: 0,
      total: 4.5,
    });
    expect(revenue.total_sales).toBe(0);
  });

  it('subtracts cash differences from turnover incl. and excl. VAT, not from rows', () => {
    const sale = order({
      order_items: [line({ product_group_id: 301, price: 100, price_wt: 121 })],
    });
    const { revenue } = computeFinancialReport(
      reportInput({
        orders: [sale],
        dayClosings: [
          {
            id: 1,
            shop_id: 11,
            location_id: 501,
            date: '2026-03-10',
            expected_cash: 50,
            counted_cash: 47.5,
          },
        ],
      }),
    );
    expect(revenue).toMatchObject({
      total_differences: 2.5,
      total_turnover: 97.5,
      total_turnover_wt: 118.5,
    });
    expect(revenue.rows[0]).toMatchObject({ turnover: 100, turnover_wt: 121 });
  });
});

describe('group names and order', () => {
  const resolve = groupResolver(PRODUCT_GROUPS);

  it('resolves name and code, with placeholders for unknown and missing groups', () => {
    expect(resolve(301)).toEqual({
      product_group_id: 301,
      product_group_code: '8010',
      name: 'Groente',
    });
    expect(resolve(777)).toEqual({
      product_group_id: 777,
      product_group_code: null,
      name: 'Omzetgroep 777',
    });
    expect(resolve(null)).toEqual({
      product_group_id: null,
      product_group_code: null,
      name: 'Zonder omzetgroep',
    });
  });

  it('orders by code (numeric-aware), then id; no code after codes; no group last', () => {
    const ids = [null, 777, 302, 303, 301, 5]
      .map(resolve)
      .sort(compareGroups)
      .map((group) => group.product_group_id);
    expect(ids).toEqual([303, 301, 302, 5, 777, null]);
  });
});
