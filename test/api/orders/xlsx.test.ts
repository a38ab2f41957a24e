/**
 * GET /api/discount-orders as .xlsx (and CSV with the same options): real typed cells equal to
 * the JSON answer, headers in English and Dutch, chosen columns, sorting, and the 400s. The
 * workbook is read back with exceljs's reader; the expectations come from the JSON answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountOrdersResponseSchema, type DiscountOrder } from '../../../shared/api/orders.js';
import { shopsResponseSchema } from '../../../shared/api/reference.js';
import { parseCsv } from '../csv-reader.js';
import { expectError } from '../expect-error.js';
import { startTestService, type TestService } from '../harness.js';
import {
  XLSX_TYPE,
  expectSpreadsheetHeader,
  getXlsx,
  onlySheet,
  sheetRows,
  type CellValue,
} from '../xlsx-reader.js';

const RANGE = 'from=2026-03-01&to=2026-04-30';
const PATH = `/api/discount-orders?${RANGE}`;

let api: TestService;
let token: string;
let orders: DiscountOrder[];
let shopNames: Map<number, string>;

/** `2026-03-01T00:30:00+01:00` as the spreadsheet date of that Amsterdam wall-clock time. */
const wallClock = (timestamp: string): Date => new Date(`${timestamp.slice(0, 19)}Z`);

const xlsx = (query: string, headers: Record<string, string> = {}) =>
  getXlsx(`${api.url}${PATH}&${query}`, token, headers);

beforeAll(async () => {
  // 4 orders a day, not the harness's 12: the workbook is held to the JSON answer.
  api = await startTestService({ demo: { ordersPerDay: 4 } });
  token = await api.login('manager');
  const answer = await api.get(PATH, token);
  orders = discountOrdersResponseSchema.parse(answer.json).data;
  const shops = shopsResponseSchema.parse((await api.get('/api/shops', token)).json).data;
  shopNames = new Map(shops.map((shop) => [shop.id, shop.name]));
  // The range must hold enough orders for the sort checks to mean something.
  expect(orders.length).toBeGreaterThan(10);
});

afterAll(() => api.close());

describe('discount orders as .xlsx', () => {
  it('has typed cells equal to the JSON answer, money with a euro format', async () => {
    const { headers, workbook } = await xlsx('format=xlsx');
    expect(headers.get('content-disposition')).toBe(
      'attachment; filename="discount-orders-2026-03-01-2026-04-30.xlsx"',
    );
    const sheet = onlySheet(workbook);
    expect(sheet.name).toBe('Discount orders');
    expectSpreadsheetHeader(sheet);
    const { header, rows } = sheetRows(sheet);
    expect(header).toEqual([
      'Order number',
      'Date',
      'Status',
      'Shop',
      'Customer',
      'E-mail',
      'Value incl. VAT',
      'Value excl. VAT',
      'Discount incl. VAT',
      'Discount excl. VAT',
      'Link',
    ]);
    expect(rows).toEqual(
      orders.map((order): CellValue[] => [
        order.order_number,
        wallClock(order.date_purchased),
        order.status,
        shopNames.get(order.shop_id) ?? String(order.shop_id),
        order.customer_name || null,
        order.customer_email || null,
        order.value_wt,
        order.value_ex_wt,
        order.discount_value_wt,
        order.discount_value_ex_wt,
        order.backoffice_url,
      ]),
    );
    for (const column of [7, 8, 9, 10]) {
      expect(sheet.getRow(2).getCell(column).numFmt).toContain('€');
      expect(sheet.getRow(2).getCell(column).numFmt).toContain('0.00');
    }
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('dd-mm-yyyy hh:mm');
    // Numbers to the cent: what a sum in the spreadsheet adds up.
    const cents = rows.map((row) => Math.round(Number(row[8]) * 100));
    expect(cents).toEqual(orders.map((order) => Math.round(order.discount_value_wt * 100)));
  });

  it('has Dutch headers and sheet name with lang=nl', async () => {
    const sheet = onlySheet((await xlsx('format=xlsx&lang=nl')).workbook);
    expect(sheet.name).toBe('Kortingsorders');
    expect(sheetRows(sheet).header).toEqual([
      'Ordernummer',
      'Datum',
      'Status',
      'Winkel',
      'Klant',
      'E-mailadres',
      'Waarde incl. btw',
      'Waarde excl. btw',
      'Korting incl. btw',
      'Korting excl. btw',
      'Link',
    ]);
  });

  it('writes only the asked columns, in the asked order', async () => {
    const sheet = onlySheet(
      (await xlsx('format=xlsx&lang=nl&columns=discount_value_wt,number,date')).workbook,
    );
    const { header, rows } = sheetRows(sheet);
    expect(header).toEqual(['Korting incl. btw', 'Ordernummer', 'Datum']);
    expect(rows).toEqual(
      orders.map((order) => [
        order.discount_value_wt,
        order.order_number,
        wallClock(order.date_purchased),
      ]),
    );
    expect(sheet.getRow(2).getCell(1).numFmt).toContain('€');
  });

  it('answers Accept: the spreadsheet type with .xlsx, and JSON when JSON is accepted too', async () => {
    const negotiated = await getXlsx(`${api.url}${PATH}`, token, { Accept: XLSX_TYPE });
    expect(sheetRows(onlySheet(negotiated.workbook)).rows).toHaveLength(orders.length);
    const json = await api.get(PATH, token, { Accept: `${XLSX_TYPE}, application/json` });
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

/** Orders by one column, as an independent oracle: JSON fields, the Dutch collation. */
const collator = new Intl.Collator('nl', { numeric: true, sensitivity: 'accent' });
const SORTS = {
  value_wt: (a: DiscountOrder, b: DiscountOrder) => Math.round((a.value_wt - b.value_wt) * 100),
  shop: (a: DiscountOrder, b: DiscountOrder) =>
    collator.compare(shopNames.get(a.shop_id) ?? '', shopNames.get(b.shop_id) ?? ''),
  date: (a: DiscountOrder, b: DiscountOrder) =>
    Date.parse(a.date_purchased) - Date.parse(b.date_purchased),
} as const;

describe('sorted exports', () => {
  for (const [key, compare] of Object.entries(SORTS)) {
    for (const descending of [false, true]) {
      const sort = `${descending ? '-' : ''}${key}`;
      it(`sort=${sort} orders the rows (stably) in .xlsx and CSV`, async () => {
        // Array.prototype.sort is stable: ties keep the JSON order, as the export must.
        const expected = [...orders].sort((a, b) => (descending ? compare(b, a) : compare(a, b)));
        const sheet = onlySheet((await xlsx(`format=xlsx&sort=${sort}&columns=number`)).workbook);
        const numbers = expected.map((order) => order.order_number);
        expect(sheetRows(sheet).rows.map((row) => row[0])).toEqual(numbers);
        const csv = await api.get(`${PATH}&format=csv&sort=${sort}&columns=number`, token);
        expect(
          parseCsv(csv.text)
            .slice(1)
            .map((row) => row[0]),
        ).toEqual(numbers);
        // The sort is not the JSON order (else the check could not fail) in at least one way.
        if (key !== 'date' || descending)
          expect(numbers).not.toEqual(orders.map((o) => o.order_number));
      });
    }
  }
});

describe('CSV with the export options', () => {
  it('keeps its English headers and order by default and takes lang and columns', async () => {
    const plain = await api.get(`${PATH}&format=csv`, token);
    expect(parseCsv(plain.text)[0]).toEqual([
      'Order number',
      'Date',
      'Status',
      'Shop',
      'Customer',
      'E-mail',
      'Value incl. VAT',
      'Value excl. VAT',
      'Discount incl. VAT',
      'Discount excl. VAT',
      'Link',
    ]);
    const dutch = await api.get(
      `${PATH}&format=csv&delimiter=;&lang=nl&columns=value_wt,shop`,
      token,
    );
    const [header, first] = parseCsv(dutch.text, ';');
    expect(header).toEqual(['Waarde incl. btw', 'Winkel']);
    expect(first?.[0]).toBe(orders[0]?.value_wt.toFixed(2).replace('.', ','));
  });
});

describe('bad export options', () => {
  const cases: [string, RegExp][] = [
    [
      'format=xlsx&columns=number,nope',
      /'columns' has an unknown column "nope"; the columns are number, date, status/,
    ],
    ['format=xlsx&columns=number,date,number', /'columns' names the column "number" twice/],
    ['format=csv&columns=', /'columns' has an unknown column ""/],
    ['format=xlsx&sort=nope', /'sort' has an unknown column "nope"; the columns are number, date/],
    ['format=xlsx&sort=-', /'sort' has an unknown column ""/],
    ['format=xlsx&lang=de', /'lang' must be en or nl/],
    ['format=json&lang=nl', /'lang' applies to exports only/],
    ['sort=date', /'sort' applies to exports only/],
    ['columns=number', /'columns' applies to exports only/],
  ];
  for (const [query, message] of cases) {
    it(`${query} is 400`, async () => {
      expectError(await api.get(`${PATH}&${query}`, token), 400, message);
    });
  }

  it('refuses sort with Accept: application/json', async () => {
    const answer = await api.get(`${PATH}&sort=date`, token, { Accept: 'application/json' });
    expectError(answer, 400, /'sort' applies to exports only/);
  });
});
