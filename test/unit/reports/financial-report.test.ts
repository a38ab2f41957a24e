/**
 * One hand-built day (2026-03-10) through the whole report. Every expected figure is worked
 * out by hand in the comments and written as a literal.
 */
import { describe, expect, it } from 'vitest';
import { computeFinancialReport } from '../../../electron/service/domain/financial-report/financial-report.js';
import { financialReportSchema } from '../../../shared/api/financial-report.js';
import { dayClosing, line, nonTurnoverLine, order, payment, reportInput } from './fixtures.js';

// Groups: 301 Groente (8010), 302 Zuivel (8020), 303 Cadeaus (900). Rates: 1 = 21 %, 2 = 9 %.
// O1, shop 11: 2 × groente 10.00/10.90 (cost 3.00), zuivel 20.00/24.20 (cost 12.50),
// a gift card 25.00. value_wt 60.10, paid cash 40.00 + pin 20.10 the same day.
const o1 = order({
  shop_id: 11,
  value_wt: 60.1,
  order_items: [
    line({
      product_group_id: 301,
      quantity: 2,
      price: 10,
      price_wt: 10.9,
      tax: 0.09,
      tax_rate_id: 2,
      cost_ppu: 3,
    }),
    line({ product_group_id: 302, quantity: 1, price: 20, price_wt: 24.2, cost_ppu: 12.5 }),
    nonTurnoverLine('gift_card', 25),
  ],
});
// O2, shop 11, refunded: returns 1 groente −5.00/−5.45 (cost 3.00), refunded in cash the same day.
const o2 = order({
  shop_id: 11,
  status: 'refunded',
  date_purchased: '2026-03-10 11:00:00+01:00',
  value_wt: -5.45,
  order_items: [
    line({
      product_group_id: 301,
      quantity: -1,
      price: -5,
      price_wt: -5.45,
      tax: 0.09,
      tax_rate_id: 2,
      cost_ppu: 3,
    }),
  ],
});
// O3, webshop 12: 3 zuivel 30.00/36.30 without a cost price, a tip 2.00; paid the next day.
const o3 = order({
  shop_id: 12,
  location_id: null,
  status: 'processing',
  date_purchased: '2026-03-10 12:00:00+01:00',
  value_wt: 38.3,
  order_items: [
    line({ product_group_id: 302, quantity: 3, price: 30, price_wt: 36.3, cost_ppu: null }),
    nonTurnoverLine('tip', 2),
  ],
});
// O4, shop 11, on account: an ungrouped line 100.00/121.00 (cost 60.00), an invoice payment 50.00.
const o4 = order({
  shop_id: 11,
  date_purchased: '2026-03-10 13:00:00+01:00',
  value_wt: 171,
  order_items: [
    line({ product_group_id: null, quantity: 1, price: 100, price_wt: 121, cost_ppu: 60 }),
    nonTurnoverLine('invoice_payment', 50),
  ],
});
// O5, shop 13: cadeau 8.00/9.68 (cost 5.00), a prepayment 10.00; paid by pin 19.68.
const o5 = order({
  shop_id: 13,
  location_id: 502,
  date_purchased: '2026-03-10 14:00:00+01:00',
  value_wt: 19.68,
  order_items: [
    line({ product_group_id: 303, quantity: 1, price: 8, price_wt: 9.68, cost_ppu: 5 }),
    nonTurnoverLine('prepayment', 10),
  ],
});
// O9, shop 11: a zuivel given away (value 0, cost 1.00): paid without any payment.
const o9 = order({
  shop_id: 11,
  date_purchased: '2026-03-10 15:00:00+01:00',
  value_wt: 0,
  order_items: [line({ product_group_id: 302, quantity: 1, price: 0, price_wt: 0, cost_ppu: 1 })],
});
// Out of scope by status: would add 1000.00 everywhere.
const excluded = (['cancelled', 'new', 'on_hold'] as const).map((status) =>
  order({
    status,
    value_wt: 1210,
    order_items: [line({ product_group_id: 301, price: 1000, price_wt: 1210, cost_ppu: 1 })],
  }),
);

const input = reportInput({
  orders: [o1, o2, o3, o4, o5, o9, ...excluded],
  payments: [
    payment(o1, 40, 'Cash', { date_paid: '2026-03-10 10:01:00+01:00' }),
    payment(o1, 20.1, 'Pin'),
    payment(o2, -5.45, 'Cash'),
    payment(o3, 38.3, 'Web', {
      date_paid: '2026-03-11 09:00:00+01:00',
      provider_method: {
        id: 7,
        title: 'iDEAL',
        provider_method_type_id: 1,
        provider_method_type: { alias: 'Web' },
      },
    }),
    payment(o4, 171, 'OnAccount', { status: 'pending' }),
    payment(o5, 19.68, 'Pin'),
    ...excluded.map((row) => payment(row, 1210, 'Cash')),
  ],
  dayClosings: [
    dayClosing(11, '2026-03-10', 34.55, 34.5), // 0.05 short
    dayClosing(13, '2026-03-10', 0, 1), // 1.00 over
    dayClosing(11, '2026-03-11', 10, 0), // another day
  ],
});

describe('computeFinancialReport on one hand-built day', () => {
  const report = computeFinancialReport(input);

  it('matches the answer schema and echoes the request', () => {
    expect(financialReportSchema.parse(report)).toEqual(report);
    expect(report).toMatchObject({
      from: '2026-03-10',
      to: '2026-03-10',
      location_id: null,
      currency: 'EUR',
    });
  });

  it('computes revenue: sales, returns, differences, turnover, cost and margin', () => {
    const { rows: _rows, ...totals } = report.revenue;
    expect(totals).toEqual({
      total_sales: 168, // 10 + 20 + 30 + 100 + 8 + 0
      total_sales_wt: 202.08, // 10.90 + 24.20 + 36.30 + 121.00 + 9.68
      total_returns: 5,
      total_returns_wt: 5.45,
      total_differences: -0.95, // 0.05 − 1.00
      total_turnover: 163.95, // 168 − 5 + 0.95
      total_turnover_wt: 197.58, // 202.08 − 5.45 + 0.95
      total_cost_of_goods_sold: 81.5, // 6 + 12.50 − 3 + 0 (no cost) + 60 + 5 + 1
      lines_without_cost_price: 1, // the no-cost line
      turnover_without_cost_price: 30, // O3's 3 zuivel
      turnover_without_cost_price_wt: 36.3,
      margin: { value: 82.45, percentage: 50.29 }, // 82.45 / 163.95 = 50.2897 %
      non_revenue: { gift_cards: 25, tips: 2, invoice_payments: 50, prepayments: 10, total: 87 },
    });
  });

  it('lists revenue rows by ledger code (numeric-aware), the ungrouped row last', () => {
    expect(report.revenue.rows).toEqual([
      {
        product_group_id: 303,
        product_group_code: '900',
        name: 'Cadeaus',
        sales: 8,
        sales_wt: 9.68,
        returns: 0,
        returns_wt: 0,
        turnover: 8,
        turnover_wt: 9.68,
      },
      {
        product_group_id: 301,
        product_group_code: '8010',
        name: 'Groente',
        sales: 10,
        sales_wt: 10.9,
        returns: 5,
        returns_wt: 5.45,
        turnover: 5,
        turnover_wt: 5.45,
      },
      {
        product_group_id: 302,
        product_group_code: '8020',
        name: 'Zuivel',
        sales: 50,
        sales_wt: 60.5,
        returns: 0,
        returns_wt: 0,
        turnover: 50,
        turnover_wt: 60.5,
      },
      {
        product_group_id: null,
        product_group_code: null,
        name: 'Zonder omzetgroep',
        sales: 100,
        sales_wt: 121,
        returns: 0,
        returns_wt: 0,
        turnover: 100,
        turnover_wt: 121,
      },
    ]);
  });

  it('breaks directly paid orders (O1, O2, O5, O9) down by rate, with payment methods', () => {
    expect(report.direct_paid).toEqual({
      rates: [
        { tax_rate_id: 1, rate: 21, country_iso2: 'NL', net: 28, vat: 5.88, gross: 33.88 }, // 20 + 8 + 0; 24.20 + 9.68
        { tax_rate_id: 2, rate: 9, country_iso2: 'NL', net: 5, vat: 0.45, gross: 5.45 }, // 10 − 5; 10.90 − 5.45
        { tax_rate_id: null, rate: null, country_iso2: null, net: 35, vat: 0, gross: 35 }, // gift card + prepayment
      ],
      total: { net: 68, vat: 6.33, gross: 74.33 }, // = 60.10 − 5.45 + 19.68 + 0
      payment_methods: [
        { type_alias: 'Pin', name: 'PIN', amount: 39.78 }, // 20.10 + 19.68
        { type_alias: 'Cash', name: 'Contant', amount: 34.55 }, // 40.00 − 5.45
      ],
      balance_check: { payments_total: 74.33, expected_total: 74.33, difference: 0, ok: true },
    });
  });

  it('puts the order on account and the one paid the next day in not_paid_now', () => {
    expect(report.not_paid_now).toEqual({
      rates: [
        { tax_rate_id: 1, rate: 21, country_iso2: 'NL', net: 130, vat: 27.3, gross: 157.3 }, // 30 + 100; 36.30 + 121
        { tax_rate_id: null, rate: null, country_iso2: null, net: 52, vat: 0, gross: 52 }, // tip + invoice payment
      ],
      total: { net: 182, vat: 27.3, gross: 209.3 }, // = 38.30 + 171.00
    });
  });

  it('splits turnover by group and shop', () => {
    expect(report.turnover_by_group).toEqual({
      rows: [
        {
          product_group_id: 303,
          product_group_code: '900',
          name: 'Cadeaus',
          shops: [{ shop_id: 13, turnover: 8, turnover_wt: 9.68 }],
          total: 8,
          total_wt: 9.68,
        },
        {
          product_group_id: 301,
          product_group_code: '8010',
          name: 'Groente',
          shops: [{ shop_id: 11, turnover: 5, turnover_wt: 5.45 }],
          total: 5,
          total_wt: 5.45,
        },
        {
          product_group_id: 302,
          product_group_code: '8020',
          name: 'Zuivel',
          shops: [
            { shop_id: 11, turnover: 20, turnover_wt: 24.2 },
            { shop_id: 12, turnover: 30, turnover_wt: 36.3 },
          ],
          total: 50,
          total_wt: 60.5,
        },
        {
          product_group_id: null,
          product_group_code: null,
          name: 'Zonder omzetgroep',
          shops: [{ shop_id: 11, turnover: 100, turnover_wt: 121 }],
          total: 100,
          total_wt: 121,
        },
      ],
      shop_totals: [
        { shop_id: 11, name: 'Winkel Centrum', turnover: 125, turnover_wt: 150.65 },
        { shop_id: 12, name: 'Webshop', turnover: 30, turnover_wt: 36.3 },
        { shop_id: 13, name: 'Winkel Noord', turnover: 8, turnover_wt: 9.68 },
      ],
      total: { turnover: 163, turnover_wt: 196.63 }, // = sales − returns: 168 − 5
    });
  });
});

describe('computeFinancialReport with a location', () => {
  // Location 501 is shop 11 only: O1, O2, O4, O9 and shop 11's day closing (0.05 short).
  const report = computeFinancialReport({ ...input, locationId: 501 });

  it('keeps only that location’s shops and day closings', () => {
    expect(report.location_id).toBe(501);
    expect(report.revenue).toMatchObject({
      total_sales: 130, // 10 + 20 + 100 + 0
      total_sales_wt: 156.1, // 10.90 + 24.20 + 121.00
      total_returns: 5,
      total_differences: 0.05,
      total_turnover: 124.95, // 130 − 5 − 0.05
      total_turnover_wt: 150.6, // 156.10 − 5.45 − 0.05
      total_cost_of_goods_sold: 76.5, // 6 + 12.50 − 3 + 60 + 1
      margin: { value: 48.45, percentage: 38.78 }, // 48.45 / 124.95 = 38.7755 %
      non_revenue: { gift_cards: 25, tips: 0, invoice_payments: 50, prepayments: 0, total: 75 },
    });
    // O1 + O2 + O9: net 10 + 20 + 25 (gift card) − 5 + 0; gross 60.10 − 5.45 + 0.
    expect(report.direct_paid.total).toEqual({ net: 50, vat: 4.65, gross: 54.65 });
    expect(report.not_paid_now.total).toEqual({ net: 150, vat: 21, gross: 171 });
    expect(report.turnover_by_group.shop_totals).toEqual([
      { shop_id: 11, name: 'Winkel Centrum', turnover: 125, turnover_wt: 150.65 },
    ]);
  });

  it('is empty for a location without orders, with a null margin percentage', () => {
    const empty = computeFinancialReport({ ...input, locationId: 999 });
    expect(empty.revenue.total_turnover).toBe(0);
    expect(empty.revenue.margin).toEqual({ value: 0, percentage: null });
    expect(empty.direct_paid.balance_check).toEqual({
      payments_total: 0,
      expected_total: 0,
      difference: 0,
      ok: true,
    });
    expect(empty.turnover_by_group).toEqual({
      rows: [],
      shop_totals: [],
      total: { turnover: 0, turnover_wt: 0 },
    });
  });
});
