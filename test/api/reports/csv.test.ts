/**
 * GET /api/financial-report as CSV (`?format=csv` or `Accept: text/csv`): UTF-8 with BOM, a
 * labelled block per section, decimal commas with `delimiter=;`, and every figure equal to
 * the JSON answer's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  financialReportSchema,
  type FinancialReport,
} from '../../../shared/api/financial-report.js';
import { parseCsv } from '../csv-reader.js';
import { startTestService, type TestService } from '../harness.js';

const MONTH = 'from=2026-10-01&to=2026-10-31';
const PATH = `/api/financial-report?${MONTH}`;

const SECTIONS = [
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
] as const;

type Section = (typeof SECTIONS)[number];

let api: TestService;
let token: string;
let json: FinancialReport;
let csvText: string;

/**
 * GET as raw bytes, decoded keeping the BOM (Response.text() would drop it), so the test sees
 * exactly what a spreadsheet gets.
 */
async function getCsv(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(api.url + path, {
    headers: { Authorization: `Bearer ${token}`, ...headers },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    text: new TextDecoder('utf-8', { ignoreBOM: true, fatal: true }).decode(bytes),
  };
}

interface Block {
  header: string[];
  rows: string[][];
}

/** The file's first two lines, then blocks separated by one blank line: title, header, data. */
function blocksOf(text: string, delimiter: string) {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = parseCsv(text.slice(1), delimiter);
  const [columns, identity, ...rest] = lines;
  const blocks = new Map<string, Block>();
  let index = 0;
  while (index < rest.length) {
    expect(rest[index], `blank line before block ${blocks.size + 1}`).toEqual(['']);
    const title = rest[index + 1]?.[0] ?? '';
    expect(rest[index + 1]).toEqual([title]);
    const header = rest[index + 2] ?? [];
    let end = index + 3;
    while (end < rest.length && !(rest[end]?.length === 1 && rest[end]?.[0] === '')) end++;
    blocks.set(title, { header, rows: rest.slice(index + 3, end) });
    index = end;
  }
  return { columns, identity, titles: [...blocks.keys()], blocks };
}

/** A CSV money cell as integer cents, in either dialect; fails on anything but d.dd. */
function cellCents(text: string | undefined, decimalSeparator: '.' | ','): number {
  const pattern = decimalSeparator === '.' ? /^-?\d+\.\d{2}$/ : /^-?\d+,\d{2}$/;
  expect(text).toMatch(pattern);
  const [whole = '', fraction = ''] = (text ?? '').replace('-', '').split(decimalSeparator);
  const value = Number(whole) * 100 + Number(fraction);
  return (text ?? '').startsWith('-') ? -value : value;
}

const c = (value: number) => Math.round(value * 100);

function block(parsed: ReturnType<typeof blocksOf>, title: Section): Block {
  const found = parsed.blocks.get(title);
  if (!found) throw new Error(`no block ${title}`);
  return found;
}

/** Every figure of the CSV equals the JSON's, to the cent. */
function expectSameFigures(text: string, report: FinancialReport, delimiter: ',' | ';') {
  const separator = delimiter === ';' ? ',' : '.';
  const money = (cell: string | undefined) => cellCents(cell, separator);
  const parsed = blocksOf(text, delimiter);
  expect(parsed.titles).toEqual(SECTIONS);

  const revenue = block(parsed, 'Revenue');
  expect(revenue.header).toEqual(['figure', 'amount']);
  const figures = new Map(revenue.rows.map(([name = '', amount]) => [name, amount]));
  for (const key of [
    'total_sales',
    'total_sales_wt',
    'total_returns',
    'total_returns_wt',
    'total_differences',
    'total_turnover',
    'total_turnover_wt',
    'total_cost_of_goods_sold',
  ] as const) {
    expect(money(figures.get(key)), key).toBe(c(report.revenue[key]));
  }
  expect(money(figures.get('margin_value'))).toBe(c(report.revenue.margin.value));
  expect(figures.get('lines_without_cost_price')).toBe(
    String(report.revenue.lines_without_cost_price),
  );
  expect(Number(figures.get('margin_percentage')?.replace(',', '.'))).toBe(
    report.revenue.margin.percentage,
  );

  const nonRevenue = new Map(
    block(parsed, 'Non-revenue (incl. VAT)').rows.map(([kind = '', amount]) => [
      kind,
      money(amount),
    ]),
  );
  expect(nonRevenue).toEqual(
    new Map(
      (['gift_cards', 'tips', 'invoice_payments', 'prepayments', 'total'] as const).map((kind) => [
        kind,
        c(report.revenue.non_revenue[kind]),
      ]),
    ),
  );

  const groups = block(parsed, 'Revenue by turnover group');
  expect(groups.rows.map((row) => [row[0], row[2], ...row.slice(3).map(money)])).toEqual(
    report.revenue.rows.map((row) => [
      String(row.product_group_id ?? ''),
      row.name,
      c(row.sales),
      c(row.sales_wt),
      c(row.returns),
      c(row.returns_wt),
      c(row.turnover),
      c(row.turnover_wt),
    ]),
  );

  for (const [title, section] of [
    ['Directly paid by VAT rate', report.direct_paid],
    ['Not paid now by VAT rate', report.not_paid_now],
    ['Refunds by VAT rate', report.refunds],
  ] as const) {
    const rates = block(parsed, title);
    expect(rates.header).toEqual(['tax_rate_id', 'rate_percent', 'net', 'vat', 'gross']);
    expect(rates.rows.map((row) => [row[0], ...row.slice(2).map(money)])).toEqual([
      ...section.rates.map((rate) => [
        String(rate.tax_rate_id ?? ''),
        c(rate.net),
        c(rate.vat),
        c(rate.gross),
      ]),
      ['total', c(section.total.net), c(section.total.vat), c(section.total.gross)],
    ]);
  }

  expect(
    block(parsed, 'Directly paid by payment method').rows.map(([alias, name, amount]) => [
      alias,
      name,
      money(amount),
    ]),
  ).toEqual(report.direct_paid.payment_methods.map((m) => [m.type_alias, m.name, c(m.amount)]));

  const check = report.direct_paid.balance_check;
  const [checkRow = []] = block(parsed, 'Balance check').rows;
  expect([...checkRow.slice(0, 3).map(money), checkRow[3]]).toEqual([
    c(check.payments_total),
    c(check.expected_total),
    c(check.difference),
    String(check.ok),
  ]);

  expect(
    block(parsed, 'Turnover by group and shop').rows.map((row) => [
      row[0],
      row[3],
      money(row[5]),
      money(row[6]),
    ]),
  ).toEqual(
    report.turnover_by_group.rows.flatMap((row) => [
      ...row.shops.map((shop) => [
        String(row.product_group_id ?? ''),
        String(shop.shop_id),
        c(shop.turnover),
        c(shop.turnover_wt),
      ]),
      [String(row.product_group_id ?? ''), '', c(row.total), c(row.total_wt)],
    ]),
  );

  const byShop = report.turnover_by_group;
  expect(
    block(parsed, 'Turnover by shop').rows.map(([id, name, turnover, turnoverWt]) => [
      id,
      name,
      money(turnover),
      money(turnoverWt),
    ]),
  ).toEqual([
    ...byShop.shop_totals.map((shop) => [
      String(shop.shop_id),
      shop.name,
      c(shop.turnover),
      c(shop.turnover_wt),
    ]),
    ['total', '', c(byShop.total.turnover), c(byShop.total.turnover_wt)],
  ]);
}

beforeAll(async () => {
  api = await startTestService();
  token = await api.login('manager');
  const answer = await api.get(PATH, token);
  expect(answer.status, answer.text).toBe(200);
  json = financialReportSchema.parse(answer.json);
  const csv = await getCsv(`${PATH}&format=csv`);
  expect(csv.status, csv.text).toBe(200);
  csvText = csv.text;
}, 60_000);

afterAll(async () => {
  await api.close();
});

describe('?format=csv', () => {
  it('is text/csv with a BOM, a file name and the report named on its first lines', async () => {
    const answer = await getCsv(`${PATH}&format=csv`);
    expect([...answer.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="financial-report-2026-10-01-2026-10-31.csv"',
    );
    const parsed = blocksOf(answer.text, ',');
    expect(parsed.columns).toEqual(['report', 'from', 'to', 'location_id', 'currency']);
    expect(parsed.identity).toEqual(['financial_report', '2026-10-01', '2026-10-31', 'all', 'EUR']);
    expect(parsed.titles).toEqual(SECTIONS);
  });

  it('has every figure of the JSON answer, to the cent', () => {
    // The month has content in every block, so the comparison compares something.
    expect(json.revenue.rows.length).toBeGreaterThan(3);
    expect(json.direct_paid.payment_methods.length).toBeGreaterThan(3);
    expect(json.not_paid_now.rates.length).toBeGreaterThan(0);
    expect(json.revenue.total_differences).not.toBe(0);
    expectSameFigures(csvText, json, ',');
  });

  it('keeps names with accents and quotes intact', () => {
    const names = json.direct_paid.payment_methods.map((method) => method.name);
    for (const name of names) expect(csvText).toContain(name);
  });
});

describe('Accept: text/csv', () => {
  it('gives the same file as ?format=csv', async () => {
    const answer = await getCsv(PATH, { Accept: 'text/csv' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.text).toBe(csvText);
  });

  it('?format=json wins over Accept: text/csv', async () => {
    const answer = await api.get(`${PATH}&format=json`, token, { Accept: 'text/csv' });
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    expect(financialReportSchema.parse(answer.json)).toEqual(json);
  });
});

describe('delimiter=;', () => {
  it('uses semicolons and decimal commas, with the same figures', async () => {
    const answer = await getCsv(`${PATH}&format=csv&delimiter=%3B`);
    expect(answer.status).toBe(200);
    const parsed = blocksOf(answer.text, ';');
    expect(parsed.identity).toEqual(['financial_report', '2026-10-01', '2026-10-31', 'all', 'EUR']);
    const sales = parsed.blocks.get('Revenue')?.rows[0];
    expect(sales?.[0]).toBe('total_sales');
    expect(sales?.[1]).toMatch(/^\d+,\d{2}$/);
    // No amount is written with a decimal point.
    expect(answer.text).not.toMatch(/\d\.\d{2}(;|\r\n)/);
    expectSameFigures(answer.text, json, ';');
  });

  it('a location report names its location on the first line', async () => {
    const locations = (await api.get('/api/locations', token)).json as {
      data: { id: number }[];
    };
    const id = locations.data[0]?.id;
    const answer = await getCsv(`${PATH}&format=csv&delimiter=%3B&location_id=${id}`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain(`-location-${id}.csv`);
    expect(blocksOf(answer.text, ';').identity).toEqual([
      'financial_report',
      '2026-10-01',
      '2026-10-31',
      String(id),
      'EUR',
    ]);
  });
});
