/**
 * GET /api/financial-report?format=pdf: a whole PDF download, laid out as the report's print
 * view: its header says what it is, the revenue figures and charts come first, directly paid
 * and turnover by group and shop each start a page, every page is numbered, and every figure
 * is the JSON report's, written as the print view writes it (nl-NL euros in either language).
 * Read back with test/api/pdf-reader.ts, which inflates the content streams itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  financialReportSchema,
  type FinancialReport,
  type FinancialReportRateRow,
} from '../../../shared/api/financial-report.js';
import { formatMoney, formatPercent } from '../../../shared/display-text.js';
import { startTestService, type TestService } from '../harness.js';
import { readPdf, type PdfPage, type ReadPdf } from '../pdf-reader.js';

const MONTH = 'from=2026-10-01&to=2026-10-31';
const PATH = `/api/financial-report?${MONTH}`;

let api: TestService;
let manager: string;
let report: FinancialReport;
let dutch: ReadPdf;
let download: { status: number; headers: Headers; bytes: Buffer };

async function getPdf(path: string, token: string) {
  const response = await fetch(api.url + path, { headers: { Authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(response.status, bytes.toString('utf8').slice(0, 300)).toBe(200);
  return { status: response.status, headers: response.headers, bytes };
}

const getReport = async (path: string, token: string) =>
  financialReportSchema.parse((await api.get(path, token)).json);

/** The page whose first row (after nothing) is `title`: a section that starts a page. */
function pageStartingWith(pdf: ReadPdf, title: string): PdfPage {
  const page = pdf.pages.find((candidate) => candidate.rows[0]?.[0] === title);
  if (!page) throw new Error(`no page starts with ${title}`);
  return page;
}

/** A rate as the print names it: another member state's with its code ("6% BE"; issue 58). */
const rateText = (rate: number, country: string | null) =>
  `${formatPercent(rate, 'rate')}${country === null || country === 'NL' ? '' : ` ${country}`}`;

const rateRow = (rate: FinancialReportRateRow, none: string) => [
  rate.rate === null ? none : rateText(rate.rate, rate.country_iso2),
  formatMoney(rate.net),
  formatMoney(rate.vat),
  formatMoney(rate.gross),
];

beforeAll(async () => {
  // 4 orders a day, not the harness's 12: the PDF is held to the JSON report's figures.
  api = await startTestService({ demo: { ordersPerDay: 4 } });
  manager = await api.login('manager');
  report = await getReport(PATH, manager);
  download = await getPdf(`${PATH}&format=pdf&lang=nl`, manager);
  dutch = readPdf(download.bytes);
});

afterAll(() => api.close());

describe('the financial report as PDF', () => {
  it('is a whole PDF, downloaded under the report’s name', () => {
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      'attachment; filename="financial-report-2026-10-01-2026-10-31.pdf"',
    );
    expect(download.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(download.bytes.subarray(-6).toString('latin1').trim()).toBe('%%EOF');
    // Revenue and charts; payments and VAT; the group × shop table: each starts a page.
    expect(dutch.pages.length).toBeGreaterThanOrEqual(3);
  });

  it('opens with the print header: title, account, location, period and when', () => {
    const [first] = dutch.pages;
    expect(first?.rows.slice(0, 3)).toEqual([
      ['Financieel rapport'],
      ['Account', 'Vestiging', 'Periode', 'Afgedrukt op'],
      [
        'demo',
        'Alle vestigingen',
        '01-10-2026 t/m 31-10-2026',
        expect.stringMatching(/^\d\d-\d\d-\d{4} \d\d:\d\d$/),
      ],
    ]);
  });

  it('numbers every page', () => {
    const count = dutch.pages.length;
    dutch.pages.forEach((page, index) => {
      expect(page.rows.at(-1)).toEqual([
        'Financieel rapport · 01-10-2026 t/m 31-10-2026',
        `Pagina ${index + 1} van ${count}`,
      ]);
    });
  });

  it('shows the six revenue figures as the JSON report has them', () => {
    const revenue = report.revenue;
    const rows = dutch.pages[0]?.rows ?? [];
    expect(rows).toContainEqual(['Verkopen', 'Retouren', 'Kasverschillen']);
    expect(rows).toContainEqual([
      formatMoney(revenue.total_sales),
      formatMoney(revenue.total_returns),
      formatMoney(revenue.total_differences),
    ]);
    expect(rows).toContainEqual([
      formatMoney(revenue.total_turnover),
      formatMoney(revenue.total_cost_of_goods_sold),
      formatMoney(revenue.margin.value),
    ]);
    expect(dutch.text).toContain(`${formatMoney(revenue.total_sales_wt)} incl. btw`);
    expect(dutch.text).toContain(`${formatMoney(revenue.total_turnover_wt)} incl. btw`);
    expect(revenue.margin.percentage).not.toBeNull();
    expect(dutch.text).toContain(
      `${formatPercent(revenue.margin.percentage ?? 0, 'share')} van de omzet`,
    );
    // Under the cards, why the VAT return's turnover differs: the month's cash differences.
    const { vat_return: toVat } = report.bridges;
    expect(revenue.total_differences).toBeGreaterThan(0);
    expect(rows).toContainEqual([
      `Omzet in de btw-aangifte (1a t/m 1e en OSS): ${formatMoney(toVat.compared)} · ` +
        `Kasverschillen – ${formatMoney(revenue.total_differences)}: telt niet mee in de btw-aangifte`,
    ]);
  });

  it('charts turnover per group and the payment methods with their amounts', () => {
    const rows = dutch.pages[0]?.rows ?? [];
    for (const group of report.turnover_by_group.rows) {
      expect(rows).toContainEqual([group.name, formatMoney(group.total)]);
    }
    for (const method of report.direct_paid.payment_methods) {
      expect(rows).toContainEqual([method.name, formatMoney(method.amount)]);
    }
  });

  it('starts a page with the directly paid orders: rates, payment methods, balance check', () => {
    const page = pageStartingWith(dutch, 'Direct betaald');
    const direct = report.direct_paid;
    const rateRows = direct.rates.map((rate) => rateRow(rate, 'Geen btw (geen omzet)'));
    const total = direct.total;
    const start = page.rows.findIndex((row) => row.join() === 'Tarief,Netto,Btw,Bruto');
    expect(page.rows.slice(start + 1, start + 2 + rateRows.length)).toEqual([
      ...rateRows,
      ['Totaal', formatMoney(total.net), formatMoney(total.vat), formatMoney(total.gross)],
    ]);
    const methods = page.rows.findIndex((row) => row.join() === 'Betaalmethode,Bedrag');
    expect(page.rows.slice(methods + 1, methods + 2 + direct.payment_methods.length)).toEqual([
      ...direct.payment_methods.map((method) => [method.name, formatMoney(method.amount)]),
      ['Totaal', formatMoney(direct.balance_check.payments_total)],
    ]);
    expect(direct.balance_check.ok).toBe(true);
    expect(page.rows).toContainEqual([
      `Klopt: betalingen ${formatMoney(direct.balance_check.payments_total)} = totaal ${formatMoney(direct.balance_check.expected_total)}`,
    ]);
  });

  it('writes a name with a Dutch letter as it is (WinAnsi)', () => {
    const dutchNamed = report.direct_paid.payment_methods.find((method) =>
      /[^\u0020-\u007e]/.test(method.name),
    );
    expect(dutchNamed?.name).toBe('Geïmporteerd');
    expect(dutch.text).toContain('Geïmporteerd');
  });

  it('lists not paid now per rate and what is not revenue', () => {
    const notPaid = report.not_paid_now;
    const rows = dutch.pages.flatMap((page) => page.rows);
    const title = rows.findIndex((row) => row[0] === 'Niet direct betaald');
    expect(rows.slice(title + 3, title + 4 + notPaid.rates.length)).toEqual([
      ...notPaid.rates.map((rate) => rateRow(rate, 'Geen btw (geen omzet)')),
      [
        'Totaal',
        formatMoney(notPaid.total.net),
        formatMoney(notPaid.total.vat),
        formatMoney(notPaid.total.gross),
      ],
    ]);
    const nonRevenue = report.revenue.non_revenue;
    const start = rows.findIndex((row) => row[0] === 'Geen omzet' && row.length === 1);
    expect(rows.slice(start + 1, start + 6)).toEqual([
      ['Cadeaubonnen', formatMoney(nonRevenue.gift_cards)],
      ['Fooien', formatMoney(nonRevenue.tips)],
      ['Betalingen op factuur', formatMoney(nonRevenue.invoice_payments)],
      ['Aanbetalingen', formatMoney(nonRevenue.prepayments)],
      ['Totaal', formatMoney(nonRevenue.total)],
    ]);
  });

  it('starts a page with turnover by group and shop, the report’s own totals included', () => {
    const page = pageStartingWith(dutch, 'Omzet per groep en winkel');
    const matrix = report.turnover_by_group;
    const shops = matrix.shop_totals;
    // Why its total is not the turnover card's: the cash differences (the en dash for −).
    expect(page.rows[1]).toEqual([
      `Omzet van de winkels samen, excl. btw: ${formatMoney(matrix.total.turnover)} · ` +
        `Kasverschillen – ${formatMoney(report.revenue.total_differences)}: geen orderregel, dus bij geen winkel`,
    ]);
    expect(page.rows[2]).toEqual(['Omzetgroep', ...shops.map((shop) => shop.name), 'Totaal']);
    const body = matrix.rows.map((row) => {
      const byShop = new Map(row.shops.map((cell) => [cell.shop_id, cell.turnover]));
      const amount = (shopId: number) => byShop.get(shopId);
      return [
        row.name,
        ...(row.product_group_code ? [`· ${row.product_group_code}`] : []),
        ...shops.map((shop) => {
          const value = amount(shop.shop_id);
          return value === undefined ? '—' : formatMoney(value);
        }),
        formatMoney(row.total),
      ];
    });
    expect(page.rows.slice(3, 3 + body.length + 1)).toEqual([
      ...body,
      [
        'Totaal',
        ...shops.map((shop) => formatMoney(shop.turnover)),
        formatMoney(matrix.total.turnover),
      ],
    ]);
  });

  it('speaks English with lang=en, and names a location', async () => {
    const locations = (await api.get('/api/locations', manager)).json as {
      data: { id: number; name: string }[];
    };
    const location = locations.data[0];
    if (!location) throw new Error('the demo has no location');
    const path = `${PATH}&location_id=${location.id}`;
    const [json, answer] = await Promise.all([
      getReport(path, manager),
      getPdf(`${path}&format=pdf&lang=en`, manager),
    ]);
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="financial-report-2026-10-01-2026-10-31-location-${location.id}.pdf"`,
    );
    const english = readPdf(answer.bytes);
    expect(english.pages[0]?.rows.slice(0, 3)).toEqual([
      ['Financial report'],
      ['Account', 'Location', 'Period', 'Printed at'],
      [
        'demo',
        location.name,
        '01-10-2026 to 31-10-2026',
        expect.stringMatching(/^\d\d-\d\d-\d{4} \d\d:\d\d$/),
      ],
    ]);
    expect(english.pages[0]?.rows).toContainEqual(['Sales', 'Returns', 'Cash differences']);
    // Euros in nl-NL notation in either language, as the print view writes them.
    expect(english.pages[0]?.rows).toContainEqual([
      formatMoney(json.revenue.total_sales),
      formatMoney(json.revenue.total_returns),
      formatMoney(json.revenue.total_differences),
    ]);
    expect(json.revenue.total_sales).not.toBe(report.revenue.total_sales);
    pageStartingWith(english, 'Paid directly');
    pageStartingWith(english, 'Turnover by group and shop');
    expect(english.pages.at(-1)?.rows.at(-1)?.at(-1)).toBe(
      `Page ${english.pages.length} of ${english.pages.length}`,
    );
  });

  it('names a location-locked user’s own location without being asked', async () => {
    const staff = await api.login('staff');
    const me = (await api.get('/api/me', staff)).json as { locked_location_id: number | null };
    const locations = (await api.get('/api/locations', staff)).json as {
      data: { id: number; name: string }[];
    };
    const own = locations.data.find((location) => location.id === me.locked_location_id);
    if (!own) throw new Error('staff is not locked to a location it sees');
    const pdf = readPdf((await getPdf(`${PATH}&format=pdf&lang=nl`, staff)).bytes);
    expect(pdf.pages[0]?.rows[2]?.slice(0, 2)).toEqual(['demo', own.name]);
  });

  it('says a period without turnover has none, on one page', async () => {
    const empty = 'from=2020-01-01&to=2020-01-31';
    const json = await getReport(`/api/financial-report?${empty}`, manager);
    expect(json.revenue.rows).toEqual([]);
    const pdf = readPdf(
      (await getPdf(`/api/financial-report?${empty}&format=pdf&lang=nl`, manager)).bytes,
    );
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.text).toContain('Geen omzet in deze periode');
    expect(pdf.text).toContain('Kies een andere periode of vestiging.');
  });
});
