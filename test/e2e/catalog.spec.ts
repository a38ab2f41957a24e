import { readFile } from 'node:fs/promises';
import { euro, expect, test } from './fixtures.js';
import { CatalogPage } from './pages/catalog-page.js';
import { ColumnsControl } from './pages/columns.js';
import { label } from './pages/labels.js';
import { FULL_RUN_ONLY } from './matrix.js';

test('browse, search, filter never priced and sort the price list', async ({
  signedIn: page,
  api,
  shell,
}) => {
  const catalog = new CatalogPage(page);
  const all = await api.json('/api/price-list');
  const whole = all.total.toLocaleString('nl-NL');
  await expect(catalog.count).toHaveText(`${whole} producten`);
  const first = all.data[0];
  if (!first) throw new Error('empty demo catalog');
  await expect(catalog.table.row(0)).toContainText(first.sku);
  // A price excl. VAT reads in cents in the list (its four decimals are the drawer's).
  if (first.ppu === null || Number.isInteger(first.ppu * 100)) {
    throw new Error('the first demo product has no price excl. VAT beyond cents');
  }
  await expect(catalog.table.row(0)).toContainText(euro(first.ppu));
  await expect(catalog.table.row(0)).not.toContainText(String(first.ppu).replace('.', ','));
  await shell.screenshot('01-catalog');

  await catalog.search.fill('koffie');
  const found = await api.json('/api/price-list', { q: 'koffie' });
  // What the search found, of the whole catalog (issue 67: it said "53 van 53 producten").
  await expect(catalog.count).toHaveText(`${found.total} gevonden van ${whole}`);

  await catalog.search.fill('');
  await catalog.neverPriced.check();
  const neverPriced = all.data.filter((row) => row.ppu_wt === null).length;
  await expect(catalog.count).toHaveText(
    `${neverPriced.toLocaleString('nl-NL')} gevonden van ${whole}`,
  );
  await expect(catalog.table.row(0)).toContainText(label('catalog.notPriced'));
  await catalog.neverPriced.uncheck();

  await catalog.table.sortBy(label('catalog.col.priceInclVat'));
  await catalog.table.sortBy(label('catalog.col.priceInclVat'));
  await expect(catalog.table.header(label('catalog.col.priceInclVat'))).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const highest = Math.max(...all.data.flatMap((row) => (row.ppu_wt === null ? [] : [row.ppu_wt])));
  await expect(catalog.table.row(0)).toContainText(euro(highest));

  // The cost price (decision 0125): in the column chooser, shown once chosen, with the note
  // above the table that says which stock snapshot it is from, or that there is none yet.
  const columns = new ColumnsControl(page, catalog.table.grid);
  const cost = label('catalog.col.costPrice');
  const note = page.getByTestId('catalog-cost-note');
  await expect(columns.header(cost)).toHaveCount(0);
  await expect(note).toHaveCount(0);
  await columns.open();
  await columns.checkbox(cost).check();
  await expect(columns.header(cost)).toBeVisible();
  await expect(note).toBeVisible();
  await columns.reset.click();
  await expect(columns.header(cost)).toHaveCount(0);
  await expect(note).toHaveCount(0);
});

test('a product opens in a drawer with all its price rows, by mouse and by keyboard', async ({
  signedIn: page,
  api,
  shell,
}) => {
  const catalog = new CatalogPage(page);
  const all = await api.json('/api/price-list');
  const product = all.data.find((row) => row.ppu_wt !== null);
  if (!product) throw new Error('no priced product');
  const prices = await api.json('/api/product-prices', {
    product_ids: String(product.product_id),
    limit: '500',
  });

  await catalog.table.rowContaining(product.sku).click();
  await expect(catalog.drawer).toBeVisible();
  await expect(catalog.drawer.getByRole('heading', { name: product.title })).toBeVisible();
  await expect(catalog.drawerPriceRows()).toHaveCount(prices.total);
  await expect(catalog.drawer).toContainText(label('drawer.kind.sale'));
  await shell.screenshot('02-product-drawer');
  await page.keyboard.press('Escape');
  await expect(catalog.drawer).toBeHidden();

  // Keyboard: the grid has focus after the drawer closes; move down and open with Enter.
  await catalog.table.grid.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(catalog.drawer).toBeVisible();
  await catalog.closeDrawer();
});

test(
  'CSV export of the price list is what the API gives',
  FULL_RUN_ONLY,
  async ({ signedIn: page, api }) => {
    const catalog = new CatalogPage(page);
    await catalog.search.fill('thee');
    // The search has narrowed the table once the count says what it found.
    await expect(catalog.count).toContainText('gevonden van');
    const download = await catalog.export.download();
    const file = await readFile(await download.path());
    const expected = await api.csv('/api/price-list', {
      q: 'thee',
      country_iso2: 'NL',
      delimiter: ';',
      // The UI is Dutch: the export's headers follow it.
      lang: 'nl',
    });
    expect(file.equals(expected)).toBe(true);
    expect(file.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    await expect(page.getByText(/^Gedownload:/)).toBeVisible();
  },
);

test('the export follows the never-priced filter', async ({ signedIn: page, api }) => {
  const catalog = new CatalogPage(page);
  await catalog.neverPriced.check();
  const download = await catalog.export.download();
  const file = await readFile(await download.path());
  const expected = await api.csv('/api/price-list', {
    country_iso2: 'NL',
    never_priced: 'true',
    delimiter: ';',
    lang: 'nl',
  });
  expect(file.equals(expected)).toBe(true);
});
