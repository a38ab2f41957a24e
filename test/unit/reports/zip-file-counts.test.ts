/**
 * The CSV button's count of a zip's files (shared/api/zip-file-counts.ts) is the number of
 * tables the service writes for that answer: a table added or dropped on one side fails here.
 */
import { describe, expect, it } from 'vitest';
import type { DayClosings } from '../../../shared/api/day-closings.js';
import type { SalesByHour } from '../../../shared/api/dashboard.js';
import type { VatReturn } from '../../../shared/api/vat-return.js';
import { stockValueSchema } from '../../../shared/api/stock-value.js';
import {
  DAY_CLOSINGS_FILES,
  FINANCIAL_REPORT_FILES,
  SALES_BY_HOUR_FILES,
  STOCK_VALUE_FILES,
  vatReturnFiles,
} from '../../../shared/api/zip-file-counts.js';
import { computeFinancialReport } from '../../../electron/service/domain/financial-report/financial-report.js';
import {
  financialReportSections,
  reportHeading,
} from '../../../electron/service/domain/financial-report/report-sections.js';
import {
  dayClosingSections,
  dayClosingsHeading,
} from '../../../electron/service/domain/day-closings/day-closing-sections.js';
import { salesByHourSections } from '../../../electron/service/domain/today/sales-by-hour-sections.js';
import { vatFilingSections } from '../../../electron/service/domain/vat/vat-filing-sections.js';
import {
  vatReturnHeading,
  vatReturnSections,
} from '../../../electron/service/domain/vat/vat-return-sections.js';
import { stockValueSections } from '../../../electron/service/domain/stock-value/export-sections.js';
import { day, reportInput } from './fixtures.js';

const total = { turnover: 0, turnover_wt: 0, vat: 0, orders: 0, cash_differences: 0 };

describe('the files of a zip', () => {
  it('are the financial report’s tables', () => {
    const report = computeFinancialReport(
      reportInput({ from: day('2026-10-01'), to: day('2026-10-31'), orders: [], payments: [] }),
    );
    expect([reportHeading(report), ...financialReportSections(report)]).toHaveLength(
      FINANCIAL_REPORT_FILES,
    );
  });

  it('are the till closings’ and Today’s tables', () => {
    const closings = {
      from: '2026-10-01',
      to: '2026-10-31',
      location_id: null,
      shop_id: null,
      threshold: 5,
      data: [],
      totals: { difference: 0, flagged: 0, not_closed: 0, orders: 0 },
    } as unknown as DayClosings;
    expect([dayClosingsHeading(closings), ...dayClosingSections(closings)]).toHaveLength(
      DAY_CLOSINGS_FILES,
    );
    const sales = {
      from: '2026-10-01',
      to: '2026-10-31',
      location_id: null,
      hours: [],
      weekdays: [],
      total,
    } as unknown as SalesByHour;
    expect(salesByHourSections(sales)).toHaveLength(SALES_BY_HOUR_FILES);
  });

  const filing = { id: 'vfp_q3', from: '2026-07-01', to: '2026-09-30' };
  const corrections = [
    { filing_id: 'vfp_q2', from: '2026-04-01', to: '2026-06-30', corrections: [] },
  ];
  it.each([
    ['an open quarter', {}],
    ['an open quarter with corrections of a filed one', { corrections_from_filed: corrections }],
    ['an open quarter filed once and undone', { filing_history: [{ id: 'h1' }] }],
    [
      'a filed quarter',
      {
        filed: filing,
        as_filed: {
          rubrieken: [],
          oss: [],
          oss_total: { turnover: 0, vat: 0 },
          vat_on_sales: { vat: 0, vat_whole_euros: 0, correction_vat: 0 },
        },
        filing_history: [{ id: 'h1' }],
        corrections_from_filed: corrections,
      },
    ],
  ])('are the VAT return’s tables for %s', (_, filingState) => {
    const overview = {
      from: '2026-07-01',
      to: '2026-09-30',
      location_id: null,
      currency: 'EUR',
      rounding: 'whole_euros_down',
      rubrieken: [],
      rates: [],
      oss: [],
      oss_total: { turnover: 0, vat: 0 },
      not_from_sales_data: [],
      non_revenue: [],
      non_revenue_total: 0,
      vat_on_sales: { vat: 0, vat_whole_euros: 0 },
      turnover_without_rate: 0,
      report_bridge: { report_turnover: 0, compared: 0, difference: 0, items: [], unexplained: 0 },
      filed: null,
      as_filed: null,
      filing_history: [],
      corrections: [],
      corrections_from_filed: [],
      ...filingState,
    } as unknown as VatReturn;
    const tables = [
      vatReturnHeading(overview),
      ...vatFilingSections(overview, 'nl'),
      ...vatReturnSections(overview, { asFiled: overview.as_filed !== null }),
    ];
    expect(tables).toHaveLength(vatReturnFiles(overview));
  });

  it('are the stock value’s tables, whichever products it names', () => {
    const value = stockValueSchema.parse({
      date: '2026-10-31',
      location_id: null,
      snapshot: null,
      first_snapshot: null,
      estimate: false,
      value_at_cost: 0,
      value_at_sale_price: 0,
      products: 0,
      groups: [],
      without_cost: [],
      negative_stock: [],
    });
    expect(stockValueSections({ ...value, lines: [] })).toHaveLength(STOCK_VALUE_FILES);
  });
});
