/**
 * The Excel export of the discount orders screen follows the screen: after sorting by a column,
 * the saved workbook (read back with exceljs) has the rows in that order, and its headers are
 * in the UI's language, Dutch and then English.
 */
import { Readable } from 'node:stream';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { ORDERS_RANGE, expect, test } from './fixtures.js';
import { DiscountOrdersPage } from './pages/discount-orders-page.js';
import { label } from './pages/labels.js';
import { SettingsPage } from './pages/settings-page.js';

const query = { from: ORDERS_RANGE.from, to: ORDERS_RANGE.to };

async function readWorkbook(path: string): Promise<{ header: unknown[]; rows: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([await readFile(path)]));
  const [sheet] = workbook.worksheets;
  if (!sheet) throw new Error('no worksheet');
  const values: unknown[][] = [];
  sheet.eachRow((row) => {
    const cells: unknown[] = [];
    for (let column = 1; column <= sheet.columnCount; column++) {
      cells.push(row.getCell(column).value);
    }
    values.push(cells);
  });
  const [header = [], ...rows] = values;
  return { header, rows };
}

test('Excel export of discounted orders follows the on-screen sort, in Dutch and English', async ({
  signedIn: page,
  api,
  shell,
}) => {
  await shell.open('discountOrders');
  const orders = new DiscountOrdersPage(page);
  await orders.range.setCustom(ORDERS_RANGE.from, ORDERS_RANGE.to);
  await expect(orders.count).toBeVisible();
  await orders.table.sortBy(label('orders.col.discountInclVat'));
  // The address holds the sort the screen shows (the column, and a minus when descending).
  await expect(page).toHaveURL(/[?&]sort=-?discount_value_wt\b/);
  const descending = /[?&]sort=-discount_value_wt\b/.test(page.url());

  const json = await api.json('/api/discount-orders', query);
  expect(json.data.length).toBeGreaterThan(2);
  // Stable: equal discounts keep the API's order (date, then id).
  const expected = [...json.data]
    .sort((a, b) =>
      descending
        ? b.discount_value_wt - a.discount_value_wt
        : a.discount_value_wt - b.discount_value_wt,
    )
    .map((order) => [order.order_number, order.discount_value_wt]);
  expect(expected.map(([number]) => number)).not.toEqual(
    json.data.map((order) => order.order_number),
  );

  const dutch = await orders.export.downloadXlsx();
  expect(dutch.suggestedFilename()).toMatch(/\.xlsx$/);
  const nl = await readWorkbook(await dutch.path());
  expect(nl.header).toContain('Ordernummer');
  expect(nl.header).toContain('Korting incl. btw');
  const number = nl.header.indexOf('Ordernummer');
  const discount = nl.header.indexOf('Korting incl. btw');
  expect(nl.rows.map((row) => [row[number], row[discount]])).toEqual(expected);

  // English: switch in settings, then back to the same screen state.
  const screen = page.url();
  await shell.open('settings');
  await new SettingsPage(page).english.check();
  await page.goto(screen);
  await expect(page.getByRole('button', { name: /Export Excel/ })).toBeVisible();
  const english = await orders.export.downloadXlsx();
  const en = await readWorkbook(await english.path());
  expect(en.header).toContain('Order number');
  expect(en.header).toContain('Discount incl. VAT');
  const enNumber = en.header.indexOf('Order number');
  const enDiscount = en.header.indexOf('Discount incl. VAT');
  expect(en.rows.map((row) => [row[enNumber], row[enDiscount]])).toEqual(expected);
});
