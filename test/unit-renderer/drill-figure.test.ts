/**
 * The drill-down's figure in the report's address: every kind written and read back as the
 * same figure, null rows as `none`, and a hand-edited address that names no figure (an
 * unknown kind, a missing or extra key, a bad id) opens nothing.
 */
import { describe, expect, it } from 'vitest';
import type { ReportFigure } from '../../shared/api/financial-report-orders.js';
import type { FinancialReport } from '../../shared/api/financial-report.js';
import { localDate } from '../../shared/api/common.js';
import { translate, type Translate } from '../../renderer/src/i18n/index.js';
import { toQuery } from '../../renderer/src/lib/address-fields.js';
import {
  figureQuery,
  figureTitle,
  readFigure,
  writeFigure,
} from '../../renderer/src/features/financial-report/drill-figure.js';

const FIGURES: ReportFigure[] = [
  { kind: 'turnover_cell', product_group_id: 301, shop_id: 11 },
  { kind: 'turnover_cell', product_group_id: null, shop_id: 11 },
  { kind: 'turnover_group', product_group_id: null },
  { kind: 'turnover_shop', shop_id: 12 },
  { kind: 'turnover_total' },
  { kind: 'revenue_group', product_group_id: 302 },
  { kind: 'direct_paid_rate', tax_rate_id: null },
  { kind: 'direct_paid_total' },
  { kind: 'not_paid_now_rate', tax_rate_id: 4 },
  { kind: 'not_paid_now_total' },
  { kind: 'payment_method', type_alias: 'type:7' },
  { kind: 'payments_total' },
];

const read = (query: string) => readFigure(new URLSearchParams(query));

describe('the figure in the address', () => {
  it.each(FIGURES)('$kind survives writing and reading', (figure) => {
    expect(read(toQuery(writeFigure(figure)))).toEqual(figure);
  });

  it('is short and readable, with none for a null row', () => {
    expect(toQuery(writeFigure(FIGURES[1] ?? null))).toBe(
      'drill=turnover_cell&drill_group=none&drill_shop=11',
    );
    expect(writeFigure(null)).toEqual({});
  });

  it.each([
    ['', 'no figure'],
    ['drill=margin', 'an unknown kind'],
    ['drill=turnover_cell&drill_group=301', 'a missing key'],
    ['drill=turnover_shop&drill_shop=none', 'a shop cannot be none'],
    ['drill=direct_paid_rate&drill_rate=9%25', 'a bad id'],
  ])('%s opens nothing (%s)', (query) => {
    expect(read(query)).toBeNull();
  });
});

describe('the figure as the endpoint takes it', () => {
  it('names the kind and the keys, none for a null row', () => {
    expect(figureQuery({ kind: 'turnover_cell', product_group_id: null, shop_id: 11 })).toEqual({
      figure: 'turnover_cell',
      product_group_id: 'none',
      shop_id: '11',
    });
    expect(figureQuery({ kind: 'payments_total' })).toEqual({ figure: 'payments_total' });
  });
});

const NO_VAT = { net: 0, vat: 0, gross: 0 };
const rateRow = (taxRateId: number, rate: number) => ({
  tax_rate_id: taxRateId,
  rate,
  country_iso2: 'NL',
  ...NO_VAT,
});
const noBridge = { report_turnover: 0, compared: 0, difference: 0, items: [], unexplained: 0 };

/** A report of no money that names a rate in each part and a method in both method lists. */
const NAMING_REPORT: FinancialReport = {
  from: localDate.parse('2026-10-01'),
  to: localDate.parse('2026-10-31'),
  location_id: null,
  currency: 'EUR',
  revenue: {
    ...{ total_sales: 0, total_sales_wt: 0, total_returns: 0, total_returns_wt: 0 },
    ...{ total_differences: 0, total_turnover: 0, total_turnover_wt: 0 },
    ...{ total_cost_of_goods_sold: 0, lines_without_cost_price: 0 },
    ...{ turnover_without_cost_price: 0, turnover_without_cost_price_wt: 0 },
    margin: { value: 0, percentage: null },
    non_revenue: { gift_cards: 0, tips: 0, invoice_payments: 0, prepayments: 0, total: 0 },
    rows: [],
  },
  direct_paid: {
    rates: [rateRow(1, 21)],
    total: NO_VAT,
    payment_methods: [{ type_alias: 'Pin', name: 'Pinnen', amount: 0 }],
    balance_check: { payments_total: 0, expected_total: 0, difference: 0, ok: true },
  },
  not_paid_now: { rates: [rateRow(2, 9)], total: NO_VAT },
  refunds: { rates: [rateRow(3, 0)], total: NO_VAT },
  settlements: { payment_methods: [{ type_alias: 'Cash', name: 'Contant', amount: 0 }], total: 0 },
  turnover_by_group: { rows: [], shop_totals: [], total: { turnover: 0, turnover_wt: 0 } },
  bridges: { vat_return: noBridge, shop_totals: noBridge },
};

const english: Translate = (key, values) => translate('en', key, values);

describe('the figure in words', () => {
  it.each<[ReportFigure, string]>([
    [{ kind: 'direct_paid_rate', tax_rate_id: 1 }, 'Paid directly, VAT 21%'],
    [{ kind: 'not_paid_now_rate', tax_rate_id: 2 }, 'Not paid now, VAT 9%'],
    [{ kind: 'refunds_rate', tax_rate_id: 3 }, 'Refunds paid back, VAT 0%'],
    [{ kind: 'payment_method', type_alias: 'Pin' }, 'Paid by Pinnen'],
    [{ kind: 'settlement_method', type_alias: 'Cash' }, 'Settled by Contant'],
    [{ kind: 'settlement_method', type_alias: 'Gone' }, 'Settled by Gone'],
    [{ kind: 'not_paid_now_total' }, 'Not paid now: total'],
    [{ kind: 'settlements_total' }, 'Settlements: total'],
  ])('%j is named from the part of the report it is in', (figure, title) => {
    expect(figureTitle(english, NAMING_REPORT, figure)).toBe(title);
  });
});
