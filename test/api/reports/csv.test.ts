/**
 * GET /api/financial-report as CSV (`?format=csv` or `Accept: application/zip`): a zip of one CSV
 * file per table, each UTF-8 with a BOM; headers, labels and file names in words of the asked
 * language, in its convention (English `,` and decimal points, Dutch `;` and decimal commas);
 * every figure equal to the JSON answer's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  financialReportSchema,
  type FinancialReport,
} from '../../../shared/api/financial-report.js';
import { expectError } from '../expect-error.js';
import { parseCsv } from '../csv-reader.js';
import { startTestService, type TestService } from '../harness.js';
import { readZip } from '../zip-reader.js';
import { paymentTypeWords } from '../../../shared/payment-type-words.js';

const MONTH = 'from=2026-10-01&to=2026-10-31';
const PATH = `/api/financial-report?${MONTH}`;

type Lang = 'en' | 'nl';

/** The words each language writes, as a reader of the file would look for them. */
const WORDS = {
  en: {
    tables: [
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
    ],
    heading: ['Report', 'From', 'To', 'Location', 'Currency'],
    report: 'Financial report',
    all: 'All locations',
    figureHeader: ['Figure', 'Amount'],
    figures: {
      total_sales: 'Sales',
      total_sales_wt: 'Sales incl. VAT',
      total_returns: 'Returns',
      total_returns_wt: 'Returns incl. VAT',
      total_differences: 'Cash differences (expected − counted)',
      total_turnover: 'Turnover',
      total_turnover_wt: 'Turnover incl. VAT',
      total_cost_of_goods_sold: 'Cost of goods sold',
    },
    margin: 'Margin',
    marginPercent: 'Margin %',
    linesWithoutCost: 'Sold lines without cost price',
    bridges: {
      vatReturn: 'Turnover in the VAT return (1a to 1e and OSS)',
      vatReturnItem: 'Cash differences: not counted in the VAT return',
      shops: 'Turnover of the shops together, excl. VAT',
      shopsItem: 'Cash differences: no order line, so in no shop',
    },
    nonRevenue: {
      gift_cards: 'Gift cards',
      tips: 'Tips',
      invoice_payments: 'Payments on invoice',
      prepayments: 'Prepayments',
      total: 'Total',
    },
    ratesHeader: ['VAT rate id', 'Rate %', 'Net', 'VAT', 'Gross'],
    noRate: 'No VAT (not turnover)',
    noGroup: 'Without a turnover group',
    total: 'Total',
    yes: 'yes',
    no: 'no',
  },
  nl: {
    tables: [
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
    ],
    heading: ['Rapport', 'Van', 'Tot en met', 'Vestiging', 'Valuta'],
    report: 'Financieel rapport',
    all: 'Alle vestigingen',
    figureHeader: ['Onderdeel', 'Bedrag'],
    figures: {
      total_sales: 'Verkopen',
      total_sales_wt: 'Verkopen incl. btw',
      total_returns: 'Retouren',
      total_returns_wt: 'Retouren incl. btw',
      total_differences: 'Kasverschillen (verwacht − geteld)',
      total_turnover: 'Omzet',
      total_turnover_wt: 'Omzet incl. btw',
      total_cost_of_goods_sold: 'Kostprijs van de omzet',
    },
    margin: 'Marge',
    marginPercent: 'Marge %',
    linesWithoutCost: 'Verkochte regels zonder kostprijs',
    bridges: {
      vatReturn: 'Omzet in de btw-aangifte (1a t/m 1e en OSS)',
      vatReturnItem: 'Kasverschillen: telt niet mee in de btw-aangifte',
      shops: 'Omzet van de winkels samen, excl. btw',
      shopsItem: 'Kasverschillen: geen orderregel, dus bij geen winkel',
    },
    nonRevenue: {
      gift_cards: 'Cadeaubonnen',
      tips: 'Fooien',
      invoice_payments: 'Betalingen op factuur',
      prepayments: 'Aanbetalingen',
      total: 'Totaal',
    },
    ratesHeader: ['Btw-tarief-id', 'Tarief %', 'Netto', 'Btw', 'Bruto'],
    noRate: 'Geen btw (geen omzet)',
    noGroup: 'Zonder omzetgroep',
    total: 'Totaal',
    yes: 'ja',
    no: 'nee',
  },
} as const;

let api: TestService;
let token: string;
let json: FinancialReport;
let english: Tables;

interface Table {
  header: string[];
  rows: string[][];
}

interface Tables {
  headers: Headers;
  bytes: Uint8Array;
  /** By title: the file name without its number and extension. */
  byTitle: Map<string, Table>;
  names: string[];
  /** Every file's text, BOM included. */
  texts: string[];
}

/** The zip answer of a path, every file read back in the language's delimiter. */
async function getTables(
  path: string,
  delimiter: ',' | ';',
  headers: Record<string, string> = {},
): Promise<Tables> {
  const response = await fetch(api.url + path, {
    headers: { Authorization: `Bearer ${token}`, ...headers },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(response.status, Buffer.from(bytes).toString().slice(0, 300)).toBe(200);
  const byTitle = new Map<string, Table>();
  const names: string[] = [];
  const texts: string[] = [];
  for (const entry of readZip(bytes)) {
    const text = new TextDecoder('utf-8', { ignoreBOM: true, fatal: true }).decode(entry.bytes);
    expect([...entry.bytes.subarray(0, 3)], entry.name).toEqual([0xef, 0xbb, 0xbf]);
    const [header = [], ...rows] = parseCsv(text.slice(1), delimiter);
    names.push(entry.name);
    texts.push(text);
    byTitle.set(entry.name.replace(/^\d+ /, '').replace(/\.csv$/, ''), { header, rows });
  }
  return { headers: response.headers, bytes, byTitle, names, texts };
}

/** A CSV money cell as integer cents, in either convention; fails on anything but d.dd. */
function cellCents(text: string | undefined, decimalSeparator: '.' | ','): number {
  const pattern = decimalSeparator === '.' ? /^-?\d+\.\d{2}$/ : /^-?\d+,\d{2}$/;
  expect(text).toMatch(pattern);
  const [whole = '', fraction = ''] = (text ?? '').replace('-', '').split(decimalSeparator);
  const value = Number(whole) * 100 + Number(fraction);
  return (text ?? '').startsWith('-') ? -value : value;
}

const c = (value: number) => Math.round(value * 100);

function table(parsed: Tables, title: string): Table {
  const found = parsed.byTitle.get(title);
  if (!found) throw new Error(`no table ${title}`);
  return found;
}

/** Every figure of the files equals the JSON's, to the cent, under the language's words. */
function expectSameFigures(
  parsed: Tables,
  report: FinancialReport,
  lang: Lang,
  separator: '.' | ',' = lang === 'nl' ? ',' : '.',
) {
  const words = WORDS[lang];
  const money = (cell: string | undefined) => cellCents(cell, separator);
  const titles = words.tables;
  expect([...parsed.byTitle.keys()]).toEqual(titles);

  const revenue = table(parsed, titles[1]);
  expect(revenue.header).toEqual(words.figureHeader);
  const figures = new Map(revenue.rows.map(([name = '', amount]) => [name, amount]));
  for (const [key, label] of Object.entries(words.figures)) {
    expect(money(figures.get(label)), key).toBe(
      c(report.revenue[key as keyof typeof words.figures]),
    );
  }
  expect(money(figures.get(words.margin))).toBe(c(report.revenue.margin.value));
  expect(figures.get(words.linesWithoutCost)).toBe(String(report.revenue.lines_without_cost_price));
  expect(Number(figures.get(words.marginPercent)?.replace(',', '.'))).toBe(
    report.revenue.margin.percentage,
  );
  // The bridges as the screen says them: the other turnover, then the cash differences.
  const bridged = words.bridges;
  expect(money(figures.get(bridged.vatReturn))).toBe(c(report.bridges.vat_return.compared));
  expect(money(figures.get(bridged.shops))).toBe(c(report.turnover_by_group.total.turnover));
  for (const item of [bridged.vatReturnItem, bridged.shopsItem]) {
    expect(money(figures.get(item))).toBe(-c(report.revenue.total_differences));
  }

  const nonRevenue = new Map(
    table(parsed, titles[2]).rows.map(([kind = '', amount]) => [kind, money(amount)]),
  );
  expect(nonRevenue).toEqual(
    new Map(
      (['gift_cards', 'tips', 'invoice_payments', 'prepayments', 'total'] as const).map((kind) => [
        words.nonRevenue[kind],
        c(report.revenue.non_revenue[kind]),
      ]),
    ),
  );

  const groups = table(parsed, titles[3]);
  expect(groups.rows.map((row) => [row[0], row[2], ...row.slice(3).map(money)])).toEqual(
    report.revenue.rows.map((row) => [
      String(row.product_group_id ?? ''),
      // The lines without a group in the file's words, never the other language's (issue 58).
      row.product_group_id === null ? words.noGroup : row.name,
      c(row.sales),
      c(row.sales_wt),
      c(row.returns),
      c(row.returns_wt),
      c(row.turnover),
      c(row.turnover_wt),
    ]),
  );

  for (const [title, section] of [
    [titles[4], report.direct_paid],
    [titles[7], report.not_paid_now],
    [titles[8], report.refunds],
  ] as const) {
    const rates = table(parsed, title);
    expect(rates.header).toEqual(words.ratesHeader);
    expect(rates.rows.map((row) => [row[0], ...row.slice(2).map(money)])).toEqual([
      ...section.rates.map((rate) => [
        // The row without a rate says what it is, never an empty label (issue 58).
        rate.tax_rate_id === null ? words.noRate : String(rate.tax_rate_id),
        c(rate.net),
        c(rate.vat),
        c(rate.gross),
      ]),
      [words.total, c(section.total.net), c(section.total.vat), c(section.total.gross)],
    ]);
  }

  expect(
    table(parsed, titles[5]).rows.map(([alias, name, amount]) => [alias, name, money(amount)]),
  ).toEqual(
    report.direct_paid.payment_methods.map((m) => [
      // Excel NL (decimal commas) names the type as the screens do; the comma file its key.
      separator === ',' ? paymentTypeWords(m.type_alias, lang) : m.type_alias,
      m.name,
      c(m.amount),
    ]),
  );

  const check = report.direct_paid.balance_check;
  const [checkRow = []] = table(parsed, titles[6]).rows;
  expect([...checkRow.slice(0, 3).map(money), checkRow[3]]).toEqual([
    c(check.payments_total),
    c(check.expected_total),
    c(check.difference),
    check.ok ? words.yes : words.no,
  ]);

  expect(
    table(parsed, titles[10]).rows.map((row) => [row[0], row[3], money(row[5]), money(row[6])]),
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
    table(parsed, titles[11]).rows.map(([id, name, turnover, turnoverWt]) => [
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
    [words.total, '', c(byShop.total.turnover), c(byShop.total.turnover_wt)],
  ]);
}

beforeAll(async () => {
  // 4 orders a day, not the harness's 12: each file is held to the JSON report's figures.
  api = await startTestService({ demo: { ordersPerDay: 4 } });
  token = await api.login('manager');
  const answer = await api.get(PATH, token);
  expect(answer.status, answer.text).toBe(200);
  json = financialReportSchema.parse(answer.json);
  english = await getTables(`${PATH}&format=csv`, ',');
}, 60_000);

afterAll(async () => {
  await api.close();
});

describe('?format=csv', () => {
  it('is a zip of one CSV file per table, named, with the report named in its first file', () => {
    expect(english.headers.get('content-type')).toBe('application/zip');
    expect(english.headers.get('content-disposition')).toBe(
      'attachment; filename="financial-report-2026-10-01-2026-10-31.zip"',
    );
    expect(english.names).toEqual(
      WORDS.en.tables.map((title, index) => `${String(index + 1).padStart(2, '0')} ${title}.csv`),
    );
    expect(table(english, 'Report')).toEqual({
      header: WORDS.en.heading,
      rows: [[WORDS.en.report, '2026-10-01', '2026-10-31', WORDS.en.all, 'EUR']],
    });
  });

  it('has every figure of the JSON answer, to the cent', () => {
    // The month has content in every table, so the comparison compares something.
    expect(json.revenue.rows.length).toBeGreaterThan(3);
    expect(json.direct_paid.payment_methods.length).toBeGreaterThan(3);
    expect(json.not_paid_now.rates.length).toBeGreaterThan(0);
    expect(json.revenue.total_differences).not.toBe(0);
    expectSameFigures(english, json, 'en');
  });

  it('keeps names with accents and quotes intact', () => {
    const names = json.direct_paid.payment_methods.map((method) => method.name);
    const text = english.texts.join('');
    for (const name of names) expect(text).toContain(name);
  });

  it('is the same in English with lang=en', async () => {
    const asked = await getTables(`${PATH}&format=csv&lang=en`, ',');
    expect(asked.texts).toEqual(english.texts);
  });
});

describe('Accept', () => {
  it('application/zip gives the same files as ?format=csv', async () => {
    const answer = await getTables(PATH, ',', { Accept: 'application/zip' });
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.texts).toEqual(english.texts);
  });

  it('text/csv alone is a 406 naming the zip: several tables are no one CSV (issue 58)', async () => {
    const refused = expectError(
      await api.get(PATH, token, { Accept: 'text/csv' }),
      406,
      'Accept: application/zip',
    );
    expect(refused.code).toBe('tables_not_one_csv');
  });

  it('?format=json wins over Accept: text/csv', async () => {
    const answer = await api.get(`${PATH}&format=json`, token, { Accept: 'text/csv' });
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    expect(financialReportSchema.parse(answer.json)).toEqual(json);
  });
});

describe('lang=nl', () => {
  it('writes Dutch words with semicolons and decimal commas, with the same figures', async () => {
    const dutch = await getTables(`${PATH}&format=csv&lang=nl`, ';');
    // A Dutch spreadsheet's days: dd-mm-jjjj, and no ISO day in any file (issue 67).
    expect(table(dutch, 'Rapport').rows).toEqual([
      [WORDS.nl.report, '01-10-2026', '31-10-2026', WORDS.nl.all, 'EUR'],
    ]);
    for (const text of dutch.texts) expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(table(dutch, 'Direct per betaalmethode').rows).toContainEqual([
      'Pin (betaalpas)',
      expect.any(String),
      expect.stringMatching(/^\d+,\d{2}$/),
    ]);
    expect(table(dutch, 'Rapport').header).toEqual(WORDS.nl.heading);
    const sales = table(dutch, 'Omzet').rows[0];
    expect(sales).toEqual([WORDS.nl.figures.total_sales, expect.stringMatching(/^\d+,\d{2}$/)]);
    // No amount is written with a decimal point.
    for (const text of dutch.texts) expect(text).not.toMatch(/\d\.\d{2}(;|\r\n)/);
    expectSameFigures(dutch, json, 'nl');
  });

  it('ties Q3 to its JSON answer to the cent, the bridges to the VAT return and the shops too', async () => {
    // The bridges are held to the cent on October above and on Q3 here, as on the screens.
    const quarter = '/api/financial-report?from=2026-07-01&to=2026-09-30';
    const answer = await api.get(quarter, token);
    expect(answer.status, answer.text).toBe(200);
    const report = financialReportSchema.parse(answer.json);
    expect(report.revenue.total_differences).not.toBe(0);
    expectSameFigures(await getTables(`${quarter}&format=csv&lang=nl`, ';'), report, 'nl');
  });

  it('takes an explicit delimiter=, over the language’s, with decimal points', async () => {
    const dutchComma = await getTables(`${PATH}&format=csv&lang=nl&delimiter=,`, ',');
    expectSameFigures(dutchComma, json, 'nl', '.');
    // The comma file is the scripts': ISO days (and type keys, above), whatever the language.
    expect(table(dutchComma, 'Rapport').rows[0]?.slice(1, 3)).toEqual(['2026-10-01', '2026-10-31']);
  });

  it('a location report names its location in its first file', async () => {
    const locations = (await api.get('/api/locations', token)).json as {
      data: { id: number }[];
    };
    const id = locations.data[0]?.id;
    const answer = await getTables(`${PATH}&format=csv&lang=nl&location_id=${id}`, ';');
    expect(answer.headers.get('content-disposition')).toContain(`-location-${id}.zip`);
    expect(table(answer, 'Rapport').rows).toEqual([
      [WORDS.nl.report, '01-10-2026', '31-10-2026', String(id), 'EUR'],
    ]);
  });
});
