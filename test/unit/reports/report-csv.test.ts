/** The report as CSV blocks: labelled sections, exact money cells the writer formats. */
import { describe, expect, it } from 'vitest';
import { computeFinancialReport } from '../../../electron/service/reports/financial-report.js';
import { financialReportToCsvRows } from '../../../electron/service/reports/report-csv.js';
import { dialectFor, formatRow, type CsvCell } from '../../../shared/csv.js';
import { fromCents } from '../../../shared/money.js';
import { day, line, nonTurnoverLine, order, payment, reportInput } from './fixtures.js';

const sale = order({
  shop_id: 11,
  value_wt: 24.7,
  order_items: [
    line({
      product_group_id: 301,
      quantity: 2,
      price: 20,
      price_wt: 21.8,
      tax: 0.09,
      tax_rate_id: 2,
      cost_ppu: 4,
    }),
    nonTurnoverLine('tip', 2.9),
  ],
});
const report = computeFinancialReport(
  reportInput({
    from: day('2026-03-10'),
    to: day('2026-03-10'),
    orders: [sale],
    payments: [payment(sale, 24.7, 'Pin')],
  }),
);
const { columns, rows } = financialReportToCsvRows(report);

/** The rows after a section title, up to the next blank row. */
function section(title: string): CsvCell[][] {
  const start = rows.findIndex((row) => row.length === 1 && row[0] === title);
  expect(start).toBeGreaterThan(0);
  const end = rows.findIndex((row, index) => index > start && row.length === 0);
  return rows.slice(start + 1, end === -1 ? undefined : end);
}

describe('financialReportToCsvRows', () => {
  it('opens with what the report is and separates blocks by a blank row', () => {
    expect(columns.map((column) => column.header)).toEqual([
      'report',
      'from',
      'to',
      'location_id',
      'currency',
    ]);
    expect(rows[0]).toEqual(['financial_report', '2026-03-10', '2026-03-10', 'all', 'EUR']);
    const titles = rows.filter((_, index) => index > 0 && rows[index - 1]?.length === 0);
    expect(titles.map((row) => row[0])).toEqual([
      'Revenue',
      'Non-revenue (incl. VAT)',
      'Revenue by turnover group',
      'Directly paid by VAT rate',
      'Directly paid by payment method',
      'Balance check',
      'Not paid now by VAT rate',
      'Refunds by VAT rate',
      'Settlements by payment method',
      'Turnover by group and shop',
      'Turnover by shop',
    ]);
  });

  it('writes money as exact amounts and the rate as a percentage', () => {
    expect(section('Revenue').slice(0, 2)).toEqual([
      ['figure', 'amount'],
      ['total_sales', fromCents(2000)],
    ]);
    expect(section('Revenue')).toContainEqual(['margin_percentage', 60]); // (20 − 8) / 20
    expect(section('Directly paid by VAT rate')).toEqual([
      ['tax_rate_id', 'rate_percent', 'net', 'vat', 'gross'],
      [2, 9, fromCents(2000), fromCents(180), fromCents(2180)],
      [null, null, fromCents(290), fromCents(0), fromCents(290)],
      ['total', null, fromCents(2290), fromCents(180), fromCents(2470)],
    ]);
    expect(section('Balance check')).toEqual([
      ['payments_total', 'expected_total', 'difference', 'ok'],
      [fromCents(2470), fromCents(2470), fromCents(0), 'true'],
    ]);
  });

  it('lists turnover per group and shop with group totals, then per shop', () => {
    expect(section('Turnover by group and shop')).toEqual([
      [
        'product_group_id',
        'product_group_code',
        'name',
        'shop_id',
        'shop',
        'turnover',
        'turnover_wt',
      ],
      [301, '8010', 'Groente', 11, 'Winkel Centrum', fromCents(2000), fromCents(2180)],
      [301, '8010', 'Groente', null, 'total', fromCents(2000), fromCents(2180)],
    ]);
    expect(section('Turnover by shop').at(-1)).toEqual([
      'total',
      null,
      fromCents(2000),
      fromCents(2180),
    ]);
  });

  it('formats with decimal commas in the Dutch dialect', () => {
    const line = section('Directly paid by VAT rate')[1] ?? [];
    expect(formatRow(line, dialectFor(';'))).toBe('2;9;20,00;1,80;21,80\r\n');
  });
});
