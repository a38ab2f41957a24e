/**
 * Drawing the report's PDF from a report made up here: names no standard font can write are
 * written as their base letters (or `?`) instead of stopping the document; a report too big
 * for its pages goes on over more of them, a table under its header again, the group × shop
 * table split over tables when the shops do not fit beside each other; a balance that does not
 * match says so. Read back with the API tests' PDF reader.
 */
import { reportBridges } from '../../../electron/service/domain/financial-report/bridges.js';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FinancialReport } from '../../../shared/api/financial-report.js';
import { formatMoney } from '../../../shared/display-text.js';
import { printableText } from '../../../electron/service/domain/financial-report/pdf/printable-text.js';
import { financialReportPdf } from '../../../electron/service/domain/financial-report/pdf/report-pdf.js';
import { readPdf, type ReadPdf } from '../../api/pdf-reader.js';
import { localDate } from '../../../shared/api/common.js';

const PRINTED_AT = new Date('2026-11-02T08:05:00Z');

let winAnsi: Set<number>;

beforeAll(async () => {
  const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  winAnsi = new Set(font.getCharacterSet());
});

describe('printableText', () => {
  it('keeps what WinAnsi writes: Dutch and Western letters, €, quotes and dashes', () => {
    const text = 'Café Zoë — “€ 12,50” · coöperatie ß Æ ñ';
    expect(printableText(text, winAnsi)).toBe(text);
  });

  it('writes a letter outside it as its base letter, anything else as ?', () => {
    expect(printableText('Łódź', winAnsi)).toBe('Lódz');
    expect(printableText('Kraków Şişli Őrség', winAnsi)).toBe('Kraków Sisli Orség');
    expect(printableText('ﬁliaal', winAnsi)).toBe('filiaal');
    expect(printableText('Kassa 😀 东', winAnsi)).toBe('Kassa ? ?');
    expect(printableText('twee\nregels\t', winAnsi)).toBe('twee regels ');
  });
});

type Shop = { shop_id: number; name: string };

/** A report with these groups and shops, each group selling `base + index` in every shop. */
function madeUpReport(groups: string[], shops: Shop[], balanced = true): FinancialReport {
  const rows = groups.map((name, index) => ({
    product_group_id: index + 1,
    product_group_code: String(8000 + index),
    name,
    shops: shops.map((shop) => ({
      shop_id: shop.shop_id,
      turnover: 100 + index,
      turnover_wt: 121 + index,
    })),
    total: (100 + index) * shops.length,
    total_wt: (121 + index) * shops.length,
  }));
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  const totalWt = rows.reduce((sum, row) => sum + row.total_wt, 0);
  const report: Omit<FinancialReport, 'bridges'> = {
    from: localDate.parse('2026-10-01'),
    to: localDate.parse('2026-10-31'),
    location_id: null,
    currency: 'EUR',
    revenue: {
      total_sales: total,
      total_sales_wt: totalWt,
      total_returns: 0,
      total_returns_wt: 0,
      total_differences: -2.5,
      total_turnover: total + 2.5,
      total_turnover_wt: totalWt + 2.5,
      total_cost_of_goods_sold: 0,
      lines_without_cost_price: 0,
      turnover_without_cost_price: 0,
      turnover_without_cost_price_wt: 0,
      margin: { value: total + 2.5, percentage: 100 },
      non_revenue: { gift_cards: 0, tips: 0, invoice_payments: 0, prepayments: 0, total: 0 },
      rows: rows.map((row) => ({
        product_group_id: row.product_group_id,
        product_group_code: row.product_group_code,
        name: row.name,
        sales: row.total,
        sales_wt: row.total_wt,
        returns: 0,
        returns_wt: 0,
        turnover: row.total,
        turnover_wt: row.total_wt,
      })),
    },
    direct_paid: {
      rates: [
        {
          tax_rate_id: 1,
          rate: 21,
          country_iso2: 'NL',
          net: total,
          vat: totalWt - total,
          gross: totalWt,
        },
      ],
      total: { net: total, vat: totalWt - total, gross: totalWt },
      payment_methods: [
        { type_alias: 'Pin', name: 'Płatność kartą', amount: totalWt - (balanced ? 0 : 1) },
      ],
      balance_check: {
        payments_total: totalWt - (balanced ? 0 : 1),
        expected_total: totalWt,
        difference: balanced ? 0 : -1,
        ok: balanced,
      },
    },
    not_paid_now: { rates: [], total: { net: 0, vat: 0, gross: 0 } },
    refunds: { rates: [], total: { net: 0, vat: 0, gross: 0 } },
    settlements: { payment_methods: [], total: 0 },
    turnover_by_group: {
      rows,
      shop_totals: shops.map((shop) => ({
        ...shop,
        turnover: rows.reduce((sum, row) => sum + (row.shops[0]?.turnover ?? 0), 0),
        turnover_wt: rows.reduce((sum, row) => sum + (row.shops[0]?.turnover_wt ?? 0), 0),
      })),
      total: { turnover: total, turnover_wt: totalWt },
    },
  };
  return { ...report, bridges: reportBridges(report) };
}

const draw = async (report: FinancialReport, lang: 'nl' | 'en' = 'nl'): Promise<ReadPdf> =>
  readPdf(
    Buffer.from(
      await financialReportPdf({
        report,
        lang,
        account: 'demo',
        locationName: 'Łódź 😀',
        printedAt: PRINTED_AT,
      }),
    ),
  );

describe('the report as PDF', () => {
  it('writes names outside WinAnsi as it can, and says when it was printed', async () => {
    const shops = [
      { shop_id: 1, name: 'Kasa Łódź' },
      { shop_id: 2, name: 'Webshop' },
    ];
    const pdf = await draw(madeUpReport(['Café Zoë', 'Ørsted 東京'], shops));
    // Amsterdam time: 08:05 UTC is 09:05 on 2 November (winter time).
    expect(pdf.pages[0]?.rows[2]).toEqual([
      'demo',
      'Lódz ?',
      '01-10-2026 t/m 31-10-2026',
      '02-11-2026 09:05',
    ]);
    expect(pdf.text).toContain('Platnosc karta');
    const matrix = pdf.pages.find((page) => page.rows[0]?.[0] === 'Omzet per groep en winkel');
    // Why its total is not the turnover card's, as the screen says it (the en dash for −).
    expect(matrix?.rows[1]).toEqual([
      `Omzet van de winkels samen, excl. btw: ${formatMoney(402)} · Kasverschillen + ${formatMoney(2.5)}: geen orderregel, dus bij geen winkel`,
    ]);
    expect(matrix?.rows[2]).toEqual(['Omzetgroep', 'Kasa Lódz', 'Webshop', 'Totaal']);
    expect(matrix?.rows[3]?.slice(0, 2)).toEqual(['Café Zoë', '· 8000']);
    expect(matrix?.rows[4]?.slice(0, 2)).toEqual(['Ørsted ??', '· 8001']);
  });

  it('says in red words when the payments do not match', async () => {
    const pdf = await draw(madeUpReport(['Kleding'], [{ shop_id: 1, name: 'Kassa' }], false));
    expect(pdf.text).toMatch(/Verschil €\s-1,00: betalingen €\s[\d.,]+, verwacht €\s[\d.,]+/);
    expect(pdf.text).toContain('Kasoverschot: telt mee in de omzet');
  });

  it('goes on over more pages, the big table split by shops and its header repeated', async () => {
    const groups = Array.from({ length: 70 }, (_, index) => `Omzetgroep nummer ${index + 1}`);
    const shops = Array.from({ length: 14 }, (_, index) => ({
      shop_id: index + 1,
      name: `Filiaal ${index + 1}`,
    }));
    const report = madeUpReport(groups, shops);
    const pdf = await draw(report, 'en');
    const count = pdf.pages.length;
    pdf.pages.forEach((page, index) => {
      expect(page.rows.at(-1)?.at(-1)).toBe(`Page ${index + 1} of ${count}`);
    });
    // Every bar of the chart, over as many pages as it takes.
    for (const row of report.turnover_by_group.rows) {
      expect(pdf.text).toContain(`${row.name} ${formatMoney(row.total)}`);
    }
    const headers = pdf.pages
      .flatMap((page) => page.rows)
      .filter((row) => row[0] === 'Turnover group');
    const shopColumns = headers.map((row) =>
      row.slice(1).filter((cell) => cell.startsWith('Filiaal')),
    );
    // Each table's shops, once per page it is on: together every shop, each in one table.
    const tables = [...new Set(shopColumns.map((columns) => columns.join()))];
    expect(tables.length).toBeGreaterThan(1);
    expect(tables.join().split(',')).toEqual(shops.map((shop) => shop.name));
    expect(headers.length).toBeGreaterThan(tables.length);
    // The totals column only in the last table.
    expect(headers.filter((row) => row.at(-1) === 'Total')).toHaveLength(
      shopColumns.filter((columns) => columns.join() === tables.at(-1)).length,
    );
    const lastRow = pdf.pages
      .flatMap((page) => page.rows)
      .filter((row) => row[0] === 'Total')
      .at(-1);
    expect(lastRow?.at(-1)).toBe(formatMoney(report.turnover_by_group.total.turnover));
  });

  it('is the same file for the same report made at the same moment', async () => {
    const report = madeUpReport(['Kleding'], [{ shop_id: 1, name: 'Kassa' }]);
    const make = () =>
      financialReportPdf({
        report,
        lang: 'nl',
        account: 'demo',
        locationName: null,
        printedAt: PRINTED_AT,
      });
    const [first, second] = [Buffer.from(await make()), Buffer.from(await make())];
    expect(first.equals(second)).toBe(true);
    const later = Buffer.from(
      await financialReportPdf({
        report,
        lang: 'nl',
        account: 'demo',
        locationName: null,
        printedAt: new Date(PRINTED_AT.getTime() + 60_000),
      }),
    );
    expect(later.equals(first)).toBe(false);
  });

  it('is one page saying so when the period had no turnover', async () => {
    const empty = madeUpReport([], []);
    empty.direct_paid.payment_methods = [];
    empty.revenue.total_differences = 0;
    const pdf = await draw(empty, 'en');
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]?.rows.slice(3, 5)).toEqual([
      ['No turnover in this period'],
      ['Choose another period or location.'],
    ]);
  });
});
