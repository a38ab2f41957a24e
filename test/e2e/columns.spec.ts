/**
 * Table columns as a clerk arranges them: chosen in the "Kolommen" popover, moved by dragging
 * a header or with the popover's buttons, resized by a header's edge; remembered for that user
 * across a reload and a new login, never shown to another user, and carried by the address so
 * a link shows a colleague the same columns.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ORDERS_RANGE, expect, test } from './fixtures.js';
import { CatalogPage } from './pages/catalog-page.js';
import { ColumnsControl } from './pages/columns.js';
import { DiscountOrdersPage } from './pages/discount-orders-page.js';
import { SIZE, combinations } from './matrix.js';
import { label } from './pages/labels.js';
import { DEMO_MANAGER, DEMO_STAFF, LoginPage } from './pages/login-page.js';

const CATALOG_COLUMNS = [
  'sku',
  'title',
  'ppu_wt',
  'ppu',
  'vat_percent',
  'discount_ppu_wt',
  'stock',
  'group',
];
const SKU = label('catalog.col.sku');
const TITLE = label('catalog.col.title');
const EXCL = label('catalog.col.priceExclVat');
const STOCK = label('catalog.col.stock');

async function catalogColumns(page: Page) {
  const catalog = new CatalogPage(page);
  await expect(catalog.table.row(0)).toBeVisible();
  return { catalog, columns: new ColumnsControl(page, catalog.table.grid) };
}

const colsOf = (page: Page): string | null =>
  new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '').get('cols');

async function logoutAndLogin(page: Page, credentials = DEMO_MANAGER): Promise<void> {
  await page.getByRole('button', { name: label('session.logout') }).click();
  // A login opens the home screen (Today); the catalog is then opened by its bare address.
  await expect(page).toHaveURL(/#\/today$/);
  await new LoginPage(page).login(credentials);
  await expect(page.getByRole('button', { name: label('session.logout') })).toBeVisible();
  await page.goto('/#/catalog');
}

const PASSES = combinations([
  { locale: 'nl-NL', viewport: SIZE.medium, ci: true },
  { locale: 'en-US', viewport: SIZE.medium },
  { locale: 'nl-NL', viewport: SIZE.small },
]);

for (const { locale, viewport } of PASSES) {
  test.describe(`browser locale ${locale}, ${viewport.width}×${viewport.height}`, () => {
    test.use({ locale, viewport });

    test('choose: hide and show columns, one always stays, reset; Escape and a click outside close', async ({
      page,
      signedIn,
    }) => {
      const { catalog, columns } = await catalogColumns(signedIn);
      expect(await columns.shownIds()).toEqual(CATALOG_COLUMNS);
      expect(colsOf(page)).toBeNull();

      // Keyboard: the button opens the popover with focus inside; Escape closes it, back on the button.
      await columns.button.focus();
      await page.keyboard.press('Enter');
      await expect(columns.panel).toBeVisible();
      await expect(columns.checkbox(SKU)).toBeFocused();
      await page.keyboard.press('Space'); // hides the SKU column
      await expect(columns.header(SKU)).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(columns.panel).toBeHidden();
      await expect(columns.button).toBeFocused();
      await expect(columns.button).toHaveAttribute('aria-expanded', 'false');

      await columns.open();
      await columns.checkbox(EXCL).uncheck();
      expect(await columns.shownIds()).toEqual(
        CATALOG_COLUMNS.filter((id) => id !== 'sku' && id !== 'ppu'),
      );
      // The body rows follow the header: one cell per shown column.
      await expect(catalog.table.row(0).getByRole('gridcell')).toHaveCount(6);
      expect(colsOf(page)).toBe('title,ppu_wt,vat_percent,discount_ppu_wt,stock,group');

      // A click outside closes it.
      await page.getByRole('heading', { level: 1 }).click();
      await expect(columns.panel).toBeHidden();

      // Hiding all but one: the last one cannot be unchecked.
      await columns.open();
      for (const key of [
        'catalog.col.priceInclVat',
        'catalog.col.vat',
        'catalog.col.discount',
        'catalog.col.stock',
        'catalog.col.turnoverGroup',
      ] as const) {
        await columns.checkbox(label(key)).uncheck();
      }
      expect(await columns.shownIds()).toEqual(['title']);
      await expect(columns.checkbox(TITLE)).toBeChecked();
      await expect(columns.checkbox(TITLE)).toBeDisabled();

      await columns.reset.click();
      expect(await columns.shownIds()).toEqual(CATALOG_COLUMNS);
      await expect(columns.checkbox(SKU)).toBeChecked();
      await expect(columns.reset).toBeDisabled();
      expect(colsOf(page)).toBeNull();
    });

    test('reorder with the keyboard: the move buttons, focus staying on the moved column', async ({
      page,
      signedIn,
    }) => {
      const { columns } = await catalogColumns(signedIn);
      await columns.open();
      await columns.moveDown(SKU).focus();
      await page.keyboard.press('Enter');
      await expect(columns.moveDown(SKU)).toBeFocused();
      await page.keyboard.press('Enter');
      expect(await columns.shownIds()).toEqual([
        'title',
        'ppu_wt',
        'sku',
        ...CATALOG_COLUMNS.slice(3),
      ]);
      // At the top, the "up" button is gone for good; focus moves to the column's other button.
      await columns.moveUp(STOCK).focus();
      for (let step = 0; step < 6; step++) await page.keyboard.press('Enter');
      await expect(columns.moveUp(STOCK)).toBeDisabled();
      await expect(columns.moveDown(STOCK)).toBeFocused();
      expect((await columns.shownIds())[0]).toBe('stock');
      expect(colsOf(page)).toBe('stock,title,ppu_wt,sku,ppu,vat_percent,discount_ppu_wt,group');
    });

    test('reorder by dragging a header onto another', async ({ page, signedIn }) => {
      const { catalog, columns } = await catalogColumns(signedIn);
      // Dropped on the left half of "SKU": before it. (Columns in view at every size.)
      await columns.header(EXCL).dragTo(columns.header(SKU), { targetPosition: { x: 6, y: 12 } });
      expect(await columns.shownIds()).toEqual([
        'ppu',
        ...CATALOG_COLUMNS.filter((id) => id !== 'ppu'),
      ]);
      // Dropped on the right half of "Titel": after it.
      const title = await columns.width(columns.header(TITLE));
      await columns.header(SKU).dragTo(columns.header(TITLE), {
        targetPosition: { x: title - 20, y: 12 },
      });
      expect((await columns.shownIds()).slice(0, 3)).toEqual(['ppu', 'title', 'sku']);
      // The cells moved with their headers: the first cell is now a price, the third a SKU.
      const cells = catalog.table.row(0).getByRole('gridcell');
      await expect(cells.nth(0)).toContainText('€');
      await expect(cells.nth(2)).toHaveText(/^[A-Z]{3}-\d{6}$/);
      // A drag is not a click: the column did not get sorted.
      await expect(columns.header(EXCL)).toHaveAttribute('aria-sort', 'none');
      expect(colsOf(page)).toBe('ppu,title,sku,ppu_wt,vat_percent,discount_ppu_wt,stock,group');
    });

    test('resize: drag the edge, body and header stay aligned, double-click resets, arrow keys', async ({
      page,
      signedIn,
    }) => {
      const { columns } = await catalogColumns(signedIn);
      const before = await columns.width(columns.header(TITLE));
      const handle = columns.resizeHandle(TITLE);
      const box = await handle.boundingBox();
      if (!box) throw new Error('no handle');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x - 40, box.y + box.height / 2, { steps: 5 });
      await page.mouse.move(box.x - 80, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
      const after = await columns.width(columns.header(TITLE));
      expect(after).toBeGreaterThan(before - 90);
      expect(after).toBeLessThan(before - 70);
      // The order did not change: the edge's drag resizes, it does not move the header.
      expect(await columns.shownIds()).toEqual(CATALOG_COLUMNS);

      // The virtualised body follows the header, column by column.
      for (const [name, index] of [
        [TITLE, 1],
        [STOCK, 6],
      ] as const) {
        const { head, cell } = await columns.columnBoxes(name, index);
        expect(Math.abs((head?.x ?? 0) - (cell?.x ?? 1))).toBeLessThan(1);
        expect(Math.abs((head?.width ?? 0) - (cell?.width ?? 1))).toBeLessThan(1);
      }

      // Not narrower than the minimum.
      const narrow = await handle.boundingBox();
      if (!narrow) throw new Error('no handle');
      await page.mouse.move(narrow.x + 4, narrow.y + 10);
      await page.mouse.down();
      await page.mouse.move(narrow.x - 600, narrow.y + 10, { steps: 8 });
      await page.mouse.up();
      expect(await columns.width(columns.header(TITLE))).toBeCloseTo(56, 0);

      await handle.dblclick();
      await expect.poll(() => columns.width(columns.header(TITLE))).toBeCloseTo(before, 0);

      // The keyboard resizes from the header itself: Alt+arrows, Shift for big steps.
      await columns.sortButton(TITLE).focus();
      await page.keyboard.press('Alt+ArrowRight');
      await page.keyboard.press('Alt+ArrowRight');
      expect(await columns.width(columns.header(TITLE))).toBeCloseTo(before + 32, 0);
      await page.keyboard.press('Alt+Shift+ArrowLeft');
      expect(await columns.width(columns.header(TITLE))).toBeCloseTo(before + 32 - 64, 0);
      await expect(page.getByText(`Titel: ${Math.round(before - 32)} pixels breed`)).toBeAttached();
    });

    test('remembered per user: after a reload and a new login; another user gets the defaults', async ({
      page,
      signedIn,
    }) => {
      const { columns } = await catalogColumns(signedIn);
      await columns.open();
      await columns.checkbox(EXCL).uncheck();
      await columns.moveUp(STOCK).click();
      await page.keyboard.press('Escape');
      await columns.sortButton(TITLE).focus();
      await page.keyboard.press('Alt+Shift+ArrowRight');
      const arranged = await columns.shownIds();
      const titleWidth = await columns.width(columns.header(TITLE));
      expect(arranged).toEqual([
        'sku',
        'title',
        'ppu_wt',
        'vat_percent',
        'stock',
        'discount_ppu_wt',
        'group',
      ]);

      await page.reload();
      await catalogColumns(page);
      expect(await columns.shownIds()).toEqual(arranged);
      expect(await columns.width(columns.header(TITLE))).toBeCloseTo(titleWidth, 0);

      // Logout resets the screen state (no cols in the address); the user's layout returns at login.
      await logoutAndLogin(page);
      await catalogColumns(page);
      expect(await columns.shownIds()).toEqual(arranged);
      expect(await columns.width(columns.header(TITLE))).toBeCloseTo(titleWidth, 0);
      // ...and goes into the address again, so a link from here carries it.
      await expect.poll(() => colsOf(page)).toBe(arranged.join(','));

      // Another user on the same browser: the table's own columns.
      await logoutAndLogin(page, DEMO_STAFF);
      await catalogColumns(page);
      expect(await columns.shownIds()).toEqual(CATALOG_COLUMNS);
      expect(colsOf(page)).toBeNull();
      expect(await columns.width(columns.header(TITLE))).not.toBeCloseTo(titleWidth, 0);

      await logoutAndLogin(page);
      await catalogColumns(page);
      expect(await columns.shownIds()).toEqual(arranged);
    });

    test('the address carries the columns: a link opens with them and wins over the saved ones', async ({
      page,
      signedIn,
      browser,
      locale: browserLocale,
    }) => {
      const { columns } = await catalogColumns(signedIn);
      await columns.open();
      await columns.checkbox(SKU).uncheck();
      await columns.moveDown(TITLE).click();
      const sent = await columns.shownIds();
      expect(colsOf(page)).toBe(sent.join(','));
      const link = page.url();

      // A colleague opens the link, logs in, and sees these columns in this order.
      const colleague = await browser.newContext({
        locale: browserLocale,
        timezoneId: 'Europe/Amsterdam',
      });
      const theirPage = await colleague.newPage();
      await theirPage.goto(link);
      await new LoginPage(theirPage).login(DEMO_STAFF);
      const theirs = await catalogColumns(theirPage);
      expect(await theirs.columns.shownIds()).toEqual(sent);
      await colleague.close();

      // This user's own saved layout gives way to a link with other columns.
      await page.goto(link.replace(/cols=[^&]*/, 'cols=title,stock'));
      await catalogColumns(page);
      expect(await columns.shownIds()).toEqual(['title', 'stock']);
      // Unknown ids in an edited link are ignored.
      await page.goto(link.replace(/cols=[^&]*/, 'cols=nope,stock,sku'));
      await catalogColumns(page);
      expect(await columns.shownIds()).toEqual(['stock', 'sku']);
    });
  });
}

test('discounted orders: the totals row follows the columns', async ({ page, signedIn, shell }) => {
  await shell.open('discountOrders');
  const orders = new DiscountOrdersPage(signedIn);
  await orders.range.setCustom(ORDERS_RANGE.from, ORDERS_RANGE.to);
  await expect(orders.table.row(0)).toBeVisible();
  const columns = new ColumnsControl(page, orders.table.grid);
  await columns.open();
  await columns.checkbox(label('orders.col.valueExclVat')).uncheck();
  await columns.moveUp(label('orders.col.valueExclVat')).click();
  await expect(orders.table.totals.getByRole('gridcell')).toHaveCount(8);
  const header = await columns.shownIds();
  expect(header).not.toContain('value_ex_wt');
  // The totals sit under their own columns.
  const totalsCells = orders.table.totals.getByRole('gridcell');
  const discountIndex = header.indexOf('discount_value_wt');
  const { head } = await columns.columnBoxes(label('orders.col.discountInclVat'), discountIndex);
  const total = await totalsCells.nth(discountIndex).boundingBox();
  expect(Math.abs((head?.x ?? 0) - (total?.x ?? 1))).toBeLessThan(1);
  await expect(totalsCells.nth(discountIndex)).not.toBeEmpty();
});

test('the export has the columns on screen once the user chose them', async ({
  page,
  signedIn,
  shell,
  api,
}) => {
  await shell.open('discountOrders');
  const orders = new DiscountOrdersPage(signedIn);
  await orders.range.setCustom(ORDERS_RANGE.from, ORDERS_RANGE.to);
  await expect(orders.table.row(0)).toBeVisible();
  const headerOf = async () => {
    const file = await readFile(await (await orders.export.download()).path());
    return file
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0];
  };
  // The table's own columns: the full file, e-mail and link included.
  const full = await api.csv('/api/discount-orders', {
    ...ORDERS_RANGE,
    delimiter: ';',
    lang: 'nl',
    sort: '-date',
  });
  expect(await headerOf()).toBe(
    full
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0],
  );

  const columns = new ColumnsControl(page, orders.table.grid);
  await columns.open();
  await columns.checkbox(label('orders.col.customer')).uncheck();
  await columns.moveUp(label('orders.col.discountInclVat')).click();
  await page.keyboard.press('Escape');
  // On screen, in that order; the link goes with the order number, the e-mail went with the
  // customer.
  expect(await headerOf()).toBe(
    [
      'Ordernummer',
      'Link',
      'Datum',
      'Winkel',
      'Status',
      'Waarde incl. btw',
      'Korting incl. btw',
      'Waarde excl. btw',
      'Korting excl. btw',
    ].join(';'),
  );
});

test('reference lists: each list has its own columns', async ({ page, signedIn, shell }) => {
  await shell.open('reference');
  const grid = signedIn.getByRole('grid', { name: label('reference.shops') });
  await expect(grid.locator('tbody [role="row"]').first()).toBeVisible();
  const shops = new ColumnsControl(page, grid);
  await shops.open();
  await shops.checkbox(label('reference.col.alias')).uncheck();
  await page.keyboard.press('Escape');
  expect(await shops.shownIds()).toEqual(['id', 'name', 'type', 'location']);

  await page.getByRole('tab', { name: label('reference.taxRates') }).click();
  const taxGrid = signedIn.getByRole('grid', { name: label('reference.taxRates') });
  await expect(taxGrid.locator('tbody [role="row"]').first()).toBeVisible();
  const taxRates = new ColumnsControl(page, taxGrid);
  expect(await taxRates.shownIds()).toEqual(['id', 'name', 'value', 'alias', 'country']);

  await page.getByRole('tab', { name: label('reference.shops') }).click();
  await expect(grid.locator('tbody [role="row"]').first()).toBeVisible();
  expect(await shops.shownIds()).toEqual(['id', 'name', 'type', 'location']);
});

// The narrowest window in CI, where the chooser runs out of room first; every size in the full run.
for (const { width, height } of combinations([
  { ...SIZE.small, ci: true },
  { ...SIZE.medium, ci: false },
  { ...SIZE.large, ci: false },
])) {
  const viewport = { width, height };
  test(`at ${viewport.width}×${viewport.height} the chooser fits and the header stays readable`, async ({
    page,
    signedIn,
    shell,
  }) => {
    await page.setViewportSize(viewport);
    const { columns } = await catalogColumns(signedIn);
    await columns.open();
    await columns.checkbox(EXCL).uncheck();
    await columns.moveDown(SKU).click();
    const panel = await columns.panel.boundingBox();
    expect(panel).not.toBeNull();
    expect(panel?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((panel?.x ?? 0) + (panel?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
    expect((panel?.y ?? 0) + (panel?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
    await shell.screenshot(`columns-chooser-${viewport.width}x${viewport.height}`);
    await page.keyboard.press('Escape');
    await columns.sortButton(TITLE).focus();
    await page.keyboard.press('Alt+Shift+ArrowLeft');
    expect(await columns.shownIds()).toEqual([
      'title',
      'sku',
      'ppu_wt',
      'vat_percent',
      'discount_ppu_wt',
      'stock',
      'group',
    ]);
    // Header titles are not cut: each fits its cell.
    const cut = await page.evaluate<string[]>(
      `[...document.querySelectorAll('.data-table__head th [id]')]
        .filter((title) => title.scrollWidth > title.clientWidth + 1)
        .map((title) => title.textContent)`,
    );
    expect(cut).toEqual([]);
    await shell.screenshot(`columns-resized-${viewport.width}x${viewport.height}`);
  });
}
