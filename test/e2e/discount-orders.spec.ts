import { readFile } from 'node:fs/promises';
import { ORDERS_RANGE, euro, expect, test } from './fixtures.js';
import { DiscountOrdersPage } from './pages/discount-orders-page.js';

const query = (extra: Record<string, string> = {}) => ({
  from: ORDERS_RANGE.from,
  to: ORDERS_RANGE.to,
  only_full: 'false',
  include_negative: 'false',
  ...extra,
});

test('discounted orders for a range, filtered by shop and flags, with totals', async ({
  signedIn: page,
  api,
  shell,
}) => {
  await shell.open('discountOrders');
  const orders = new DiscountOrdersPage(page);
  await orders.range.setCustom(ORDERS_RANGE.from, ORDERS_RANGE.to);
  const all = await api.json('/api/discount-orders', query());
  await expect(orders.count).toHaveText(`${all.total} orders`);
  await expect(orders.table.totals).toContainText(euro(all.summary.discount_value_wt));
  await expect(orders.table.totals).toContainText(euro(all.summary.value_wt));
  await shell.screenshot('03-discount-orders');

  const shops = await api.json('/api/shops');
  const shop = shops.data.find((candidate) => candidate.name.endsWith(' kassa'));
  if (!shop) throw new Error('no till in the demo');
  await orders.shop.selectOption({ label: shop.name });
  const ofShop = await api.json('/api/discount-orders', query({ shop_id: String(shop.id) }));
  await expect(orders.count).toHaveText(`${ofShop.total} orders`);

  await orders.onlyFull.check();
  const full = await api.json(
    '/api/discount-orders',
    query({ shop_id: String(shop.id), only_full: 'true' }),
  );
  await expect(orders.count).toHaveText(`${full.total} orders`);
  await orders.onlyFull.uncheck();
  await orders.includeNegative.check();
  const withNegative = await api.json(
    '/api/discount-orders',
    query({ shop_id: String(shop.id), include_negative: 'true' }),
  );
  await expect(orders.count).toHaveText(`${withNegative.total} orders`);
});

test('an order opens its back-office link in a new window without an opener', async ({
  signedIn: page,
  api,
  shell,
}) => {
  await shell.open('discountOrders');
  const orders = new DiscountOrdersPage(page);
  await orders.range.setCustom(ORDERS_RANGE.from, ORDERS_RANGE.to);
  const all = await api.json('/api/discount-orders', query());
  await orders.table.sortBy('Order');
  const first = [...all.data].sort((a, b) => a.order_number.localeCompare(b.order_number))[0];
  if (!first) throw new Error('no discounted orders in the demo range');
  await expect(orders.table.row(0)).toContainText(first.order_number);
  const popup = page.waitForEvent('popup');
  await orders.table.grid.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  const opened = await popup;
  expect(opened.url()).toBe(first.backoffice_url);
  expect(await opened.evaluate<boolean>('window.opener === null')).toBe(true);
  await opened.close();
});

test('CSV export of discounted orders is what the API gives', async ({
  signedIn: page,
  api,
  shell,
}) => {
  await shell.open('discountOrders');
  const orders = new DiscountOrdersPage(page);
  await orders.range.setCustom(ORDERS_RANGE.from, ORDERS_RANGE.to);
  await expect(orders.count).toBeVisible();
  const download = await orders.export.download();
  const file = await readFile(await download.path());
  // In the UI's language and the on-screen sort (newest first, the screen's default).
  const expected = await api.csv('/api/discount-orders', {
    ...query(),
    delimiter: ';',
    lang: 'nl',
    sort: '-date',
  });
  expect(file.equals(expected)).toBe(true);
});
