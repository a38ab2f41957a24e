/**
 * A clerk's daily tasks with the keyboard alone, no mouse at all: find a product's price,
 * filter a week's discounted orders and export them, open a month's report, drill into a
 * figure and print it; the skip link and the shortcuts' help. Each step goes by the shortcuts
 * (Ctrl+F, Ctrl+E, Ctrl+P, Alt+1 …, ?, Escape), Tab, the arrows and Enter, and checks where the
 * focus is and what the screen shows against the service's own answer.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO_END, euro, expect, test } from './fixtures.js';
import { combinations, shoot, SIZE } from './matrix.js';
import { focused } from './pages/keyboard-reach.js';
import { SettingsPage } from './pages/settings-page.js';

/** The demo data's last day, noon in Amsterdam: "last month" is October 2026. */
const DEMO_NOON = new Date(`${DEMO_END}T12:00:00+01:00`);
const WEEK = { from: '2026-11-09', to: '2026-11-15' };
const SHOTS = 'test/artifacts/screenshots/a11y';

const DUTCH = {
  locale: 'nl-NL',
  language: 'nl',
  lastMonth: 'Vorige maand',
  help: 'Sneltoetsen',
  toCatalog: 'Naar Catalogus',
  catalog: 'Catalogus',
  close: 'Sluiten',
} as const;
const ENGLISH = {
  locale: 'en-US',
  language: 'en',
  lastMonth: 'Last month',
  help: 'Keyboard shortcuts',
  toCatalog: 'To Catalog',
  catalog: 'Catalog',
  close: 'Close',
} as const;

/** `2026-11-09` → `09-11-2026`, as typed into a day field (in either language). */
const typed = (isoDate: string): string => isoDate.split('-').reverse().join('-');

async function tabUntil(page: Page, selector: string, most = 80): Promise<void> {
  for (let step = 0; step < most; step++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate<boolean>(`document.activeElement.matches(${JSON.stringify(selector)})`))
      return;
  }
  throw new Error(`${most} presses of Tab never reached ${selector}`);
}

// In CI the tasks once, in Dutch at 1280×800; a full run also in English at 1024×700.
for (const { words, size } of combinations([
  { words: DUTCH, size: SIZE.medium, ci: true },
  { words: ENGLISH, size: SIZE.small },
])) {
  test.describe(`${words.language} at ${size.width}×${size.height}`, () => {
    test.use({ locale: words.locale, viewport: size, fixedTime: DEMO_NOON });

    test.beforeEach(async ({ page, signedIn }) => {
      if (words.language === 'en') {
        await signedIn.goto('/#/settings');
        await new SettingsPage(page).english.check();
      }
      await page.goto('/#/settings');
    });

    test("find a product's price", async ({ page, api }) => {
      const products = await api.json('/api/price-list', { q: 'SHO-000002', country_iso2: 'NL' });
      const product = products.data[0];
      if (!product?.ppu_wt) throw new Error('the demo has no priced SHO-000002');

      // Alt+1 is Today, the first screen; the catalog is the second.
      await page.keyboard.press('Alt+2');
      await expect(page).toHaveURL(/#\/catalog/);
      // The catalog's own heading: until the screen has changed, the settings' still has the
      // focus, and a Ctrl+F then is the browser's find on a screen without a search field.
      // Asked as where the focus is, so a failure says where it went instead (it failed under
      // load about once in eight full runs, its cause not found yet).
      await expect.poll(() => focused(page)).toBe(`h1 ${words.catalog}`);
      await page.keyboard.press('Control+f');
      await expect(page.getByRole('searchbox')).toBeFocused();
      await page.keyboard.type('SHO-000002');
      const grid = page.getByRole('grid');
      await expect(grid.locator('tbody [role=row]')).toHaveCount(1);
      // The filter's checkbox, then the table: two Tabs, not two per column.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(grid).toBeFocused();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: product.title });
      await expect(drawer).toContainText(euro(product.ppu_wt));
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(grid).toBeFocused();
      await shoot(page, { path: `${SHOTS}/${words.language}-keys-table-rows.png` });

      // Up from the first row is the header, one tab stop: Right moves along it, Enter sorts.
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowRight');
      const title = page.locator('thead th').nth(1);
      await expect(title.getByRole('button')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(title).toHaveAttribute('aria-sort', 'ascending');
      await shoot(page, { path: `${SHOTS}/${words.language}-keys-table-header.png` });
      await page.keyboard.press('ArrowDown');
      await expect(grid).toBeFocused();
    });

    test("filter a week's discounted orders and export them", async ({ page, api }) => {
      const expected = await api.json('/api/discount-orders', WEEK);
      expect(expected.total).toBeGreaterThan(0);

      // Alt+1 is Today: the discounted orders are the third screen.
      await page.keyboard.press('Alt+3');
      await expect(page).toHaveURL(/#\/discount-orders/);
      // No search field here: Ctrl+F stays the browser's find; Tab reaches the period.
      await tabUntil(page, '.toolbar select');
      await expect(page.getByRole('combobox').first()).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Control+a');
      await page.keyboard.type(typed(WEEK.from));
      await tabUntil(page, '.day-field input');
      await page.keyboard.press('Control+a');
      await page.keyboard.type(typed(WEEK.to));
      await page.keyboard.press('Tab');
      await expect(page).toHaveURL(new RegExp(`from=${WEEK.from}&to=${WEEK.to}`));
      await expect(page.locator('.page-header__count')).toContainText(String(expected.total));

      const download = page.waitForEvent('download');
      await page.keyboard.press('Control+e');
      const file = await readFile(await (await download).path(), 'utf8');
      const lines = file.trim().split(/\r?\n/);
      expect(lines).toHaveLength(expected.total + 1);
      const first = expected.data[0];
      if (!first) throw new Error('no order in the week');
      expect(file).toContain(first.order_number);
    });

    test("open a month's report, drill into a figure, print", async ({ page, api }) => {
      const october = { from: '2026-10-01', to: '2026-10-31' };
      const report = await api.json('/api/financial-report', october);

      await page.keyboard.press('Alt+4');
      await expect(page).toHaveURL(/#\/financial-report/);
      await tabUntil(page, '.toolbar select');
      const period = page.getByRole('combobox').first();
      await expect(period).toBeFocused();
      await expect(period.locator('option:checked')).toHaveText(words.lastMonth);
      await expect(page.locator('.report .stat__value').first()).toContainText(
        euro(report.revenue.total_sales),
      );

      // Tab on to the first figure that opens its orders; Enter opens them, Escape closes.
      await tabUntil(page, '.figure-link');
      const figureText = (await focused(page)).replace(/^button /, '');
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog');
      await expect(drawer.locator('tbody tr').first()).toBeVisible();
      await expect(drawer.locator('tfoot')).toContainText(figureText);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(page.locator('.figure-link:focus')).toHaveText(figureText);

      // Ctrl+P prints the report (in a browser its own print dialog; counted here).
      await page.evaluate(
        `window.print = () => { window.__printed = (window.__printed ?? 0) + 1; }`,
      );
      await page.keyboard.press('Control+p');
      expect(await page.evaluate<number>('window.__printed')).toBe(1);
    });

    test("the skip link, and the help listing the shortcuts in the app's language", async ({
      page,
    }) => {
      await page.keyboard.press('Alt+4');
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await page.reload();
      await expect(page.locator('.report')).toBeVisible();
      await page.keyboard.press('Tab');
      const skip = page.locator('.skip-link');
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('#main')).toBeFocused();
      // The link moves the focus, not the screen.
      await expect(page).toHaveURL(/#\/financial-report/);
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate<boolean>(
          'document.querySelector("#main").contains(document.activeElement)',
        ),
      ).toBe(true);

      const opener = await focused(page);
      await page.keyboard.press('?');
      const help = page.getByRole('dialog', { name: words.help });
      await expect(help).toBeVisible();
      await expect(help.getByRole('row', { name: new RegExp(words.toCatalog) })).toContainText(
        'Alt+2',
      );
      await expect(help).toContainText('Ctrl+E');
      await page.keyboard.press('Escape');
      await expect(help).toBeHidden();
      expect(await focused(page)).toBe(opener);
    });
  });
}
