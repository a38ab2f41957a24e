/**
 * GET /api/financial-report as .xlsx: a Report sheet, then one worksheet per table (as the
 * CSV zip has one file per table), headers and labels in words, each figure a number equal to the JSON report's (to the cent) under a euro format, and
 * Dutch sheet names and headers with lang=nl. Read back with exceljs.
 */
import type ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  financialReportSchema,
  type FinancialReport,
} from '../../../shared/api/financial-report.js';
import { expectError } from '../expect-error.js';
import { startTestService, type TestService } from '../harness.js';
import { expectSpreadsheetHeader, getXlsx, sheetRows, type CellValue } from '../xlsx-reader.js';
import { getCsvTables } from '../zip-reader.js';
import { paymentTypeWords } from '../../../shared/payment-type-words.js';

const PATH = '/api/financial-report?from=2026-10-01&to=2026-10-31';

const SHEETS = [
  'Report',
  'Turnover',
  'Not turnover (incl. VAT)',
  'Turnover by turnover group',
  'Directly paid by VAT rate',
  'Directly paid by payment method',
  'Balance check',
  'Not paid now by VAT rate',
  'Refunds by VAT rate',
  'Settlements by payment method',
  'Turnover by group and shop',
  'Turnover by shop',
];

const DUTCH_SHEETS = [
  'Rapport',
  'Omzet',
  'Geen omzet (incl. btw)',
  'Omzet per omzetgroep',
  'Direct betaald per btw-tarief',
  'Direct per betaalmethode',
  'Aansluiting',
  'Nu niet betaald per btw-tarief',
  'Terugbetaald per btw-tarief',
  'Verrekend per betaalmethode',
  'Omzet per groep en winkel',
  'Omzet per winkel',
];

let api: TestService;
let token: string;
let report: FinancialReport;
let workbook: ExcelJS.Workbook;

function sheet(name: string): ExcelJS.Worksheet {
  const found = workbook.getWorksheet(name);
  if (!found) throw new Error(`no sheet ${name}`);
  return found;
}

/** A money cell: a number (never text) with the euro format. */
function money(found: ExcelJS.Worksheet, row: number, column: number): CellValue {
  const cell = found.getRow(row).getCell(column);
  expect(typeof cell.value, `${found.name} R${row}C${column}`).toBe('number');
  expect(cell.numFmt).toContain('€');
  return cell.value;
}

beforeAll(async () => {
  // 4 orders a day, not the harness's 12: each sheet is held to the JSON report's figures.
  api = await startTestService({ demo: { ordersPerDay: 4 } });
  token = await api.login('manager');
  report = financialReportSchema.parse((await api.get(PATH, token)).json);
  workbook = (await getXlsx(`${api.url}${PATH}&format=xlsx`, token)).workbook;
});

afterAll(() => api.close());

describe('the financial report as .xlsx', () => {
  it('has a Report sheet and one sheet per table, each with a frozen bold header', () => {
    expect(workbook.worksheets.map((found) => found.name)).toEqual(SHEETS);
    for (const found of workbook.worksheets) expectSpreadsheetHeader(found);
    const { header, rows } = sheetRows(sheet('Report'));
    expect(header).toEqual(['Report', 'From', 'To', 'Location', 'Currency']);
    expect(rows).toEqual([
      [
        'Financial report',
        new Date('2026-10-01T00:00:00Z'),
        new Date('2026-10-31T00:00:00Z'),
        'All locations',
        'EUR',
      ],
    ]);
  });

  it('has the revenue figures as numbers equal to the JSON, the margin as a percentage', () => {
    const revenue = sheet('Turnover');
    const { rows } = sheetRows(revenue);
    const figures = new Map(
      rows.map((row, index) => [typeof row[0] === 'string' ? row[0] : '', index + 2]),
    );
    for (const [key, label] of [
      ['total_sales', 'Sales'],
      ['total_sales_wt', 'Sales incl. VAT'],
      ['total_returns', 'Returns'],
      ['total_returns_wt', 'Returns incl. VAT'],
      ['total_turnover', 'Turnover'],
      ['total_turnover_wt', 'Turnover incl. VAT'],
      ['total_cost_of_goods_sold', 'Cost of goods sold'],
    ] as const) {
      expect(money(revenue, figures.get(label) ?? 0, 2), key).toBe(report.revenue[key]);
    }
    expect(money(revenue, figures.get('Margin') ?? 0, 2)).toBe(report.revenue.margin.value);
    const margin = revenue.getRow(figures.get('Margin %') ?? 0).getCell(2);
    expect(margin.numFmt).toContain('%');
    expect(Number(margin.value) * 100).toBeCloseTo(report.revenue.margin.percentage ?? 0, 8);
    const lines = revenue.getRow(figures.get('Sold lines without cost price') ?? 0).getCell(2);
    expect(lines.value).toBe(report.revenue.lines_without_cost_price);
    expect(lines.numFmt).not.toContain('€');
  });

  it('has the VAT, payment method and shop breakdowns equal to the JSON', () => {
    for (const [name, section] of [
      ['Directly paid by VAT rate', report.direct_paid],
      ['Not paid now by VAT rate', report.not_paid_now],
      ['Refunds by VAT rate', report.refunds],
    ] as const) {
      const found = sheet(name);
      const { header, rows } = sheetRows(found);
      expect(header).toEqual(['VAT rate id', 'Rate %', 'Net', 'VAT', 'Gross']);
      expect(rows.map((row) => row.slice(2))).toEqual([
        ...section.rates.map((rate) => [rate.net, rate.vat, rate.gross]),
        [section.total.net, section.total.vat, section.total.gross],
      ]);
      if (rows.length > 1) expect(money(found, 2, 3)).toBe(section.rates[0]?.net);
    }
    const methods = sheetRows(sheet('Directly paid by payment method')).rows;
    expect(methods).toEqual(
      report.direct_paid.payment_methods.map((method) => [
        // A workbook is a person's: the type in the screens' words, not the platform's key.
        paymentTypeWords(method.type_alias, 'en'),
        method.name,
        method.amount,
      ]),
    );
    const shops = sheetRows(sheet('Turnover by shop')).rows;
    expect(shops).toEqual([
      ...report.turnover_by_group.shop_totals.map((shop) => [
        shop.shop_id,
        shop.name,
        shop.turnover,
        shop.turnover_wt,
      ]),
      [
        'Total',
        null,
        report.turnover_by_group.total.turnover,
        report.turnover_by_group.total.turnover_wt,
      ],
    ]);
    expect(report.turnover_by_group.shop_totals.length).toBeGreaterThan(0);
    expect(money(sheet('Turnover by shop'), 2, 3)).toBe(
      report.turnover_by_group.shop_totals[0]?.turnover,
    );
  });

  it('has Dutch sheet names and headers with lang=nl', async () => {
    const dutch = (await getXlsx(`${api.url}${PATH}&format=xlsx&lang=nl`, token)).workbook;
    expect(dutch.worksheets.map((found) => found.name)).toEqual(DUTCH_SHEETS);
    const rates = dutch.getWorksheet('Direct betaald per btw-tarief');
    expect(rates && sheetRows(rates).header).toEqual([
      'Btw-tarief-id',
      'Tarief %',
      'Netto',
      'Btw',
      'Bruto',
    ]);
  });

  it('takes lang for CSV too, and refuses columns and sort (the report has no table order)', async () => {
    const { tables } = await getCsvTables(`${api.url}${PATH}&format=csv&lang=nl`, token, ';');
    expect(tables.get('05 Direct betaald per btw-tarief.csv')?.[0]).toEqual([
      'Btw-tarief-id',
      'Tarief %',
      'Netto',
      'Btw',
      'Bruto',
    ]);
    expectError(
      await api.get(`${PATH}&format=xlsx&sort=net`, token),
      400,
      /unknown query parameter 'sort'/,
    );
    expectError(
      await api.get(`${PATH}&format=csv&columns=net`, token),
      400,
      /unknown query parameter 'columns'/,
    );
    expectError(await api.get(`${PATH}&lang=nl`, token), 400, /'lang' applies to exports only/);
  });
});
