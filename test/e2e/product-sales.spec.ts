/**
 * The product-sales screen (issue 48): a month's best sellers with the totals the service
 * gives, one product's orders opened from the keyboard with its turnover to the cent, the slow
 * movers beside them; and both views whole and accessible at every size, in both languages.
 */
import { REPORT_RANGE, euro, expect, test } from './fixtures.js';
import { expectAccessible } from './pages/accessibility.js';
import { DataTableObject } from './pages/data-table.js';
import { shootEverySize } from './pages/screen-shots.js';
import { FULL_RUN_ONLY, shoot } from './matrix.js';

const MONTH = `period=custom&from=${REPORT_RANGE.from}&to=${REPORT_RANGE.to}`;
const BEST = `#/product-sales?${MONTH}`;
const SLOW = '#/product-sales?view=slow';
const ROW = '[role=grid] [role=row] >> nth=1';

test("a month's best sellers open their orders; the slow movers are a tab away", async ({
  signedIn: page,
  api,
}) => {
  const sales = await api.json('/api/product-sales', {
    from: REPORT_RANGE.from,
    to: REPORT_RANGE.to,
    limit: '1000',
  });
  await page.goto(`/${BEST}`);
  const table = new DataTableObject(page.getByRole('grid', { name: 'Verkopen per product' }));
  await expect(table.totals).toContainText(euro(sales.totals.turnover));
  await expect(table.totals).toContainText(euro(sales.totals.cost_of_goods));
  // The demo's lines without a cost price: the margin is named unknown, never shown as 0.
  await expect(page.getByRole('note')).toContainText('zonder kostprijs');
  const first = sales.data[0];
  if (!first) throw new Error('the demo month sold something');
  await expect(table.row(0)).toContainText(first.title);

  await table.grid.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText(first.title);
  await expect(drawer.locator('tfoot [data-measure=turnover]')).toHaveText(euro(first.turnover));
  await expectAccessible(page, "a product's orders");
  await shoot(page, { path: 'test/artifacts/screenshots/product-sales/orders-nl-1280.png' });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  const slow = await api.json('/api/slow-movers', { limit: '1000' });
  await page.getByRole('tab', { name: 'Bestsellers' }).focus();
  await page.keyboard.press('ArrowRight');
  const slowTable = new DataTableObject(page.getByRole('grid', { name: 'Winkeldochters' }));
  await expect(slowTable.totals).toContainText(euro(slow.totals.stock_value));
  await expect(page).toHaveURL(/view=slow/);
});

test(
  'both views whole and accessible at every size, in Dutch and English',
  FULL_RUN_ONLY,
  async ({ signedIn: page }) => {
    test.setTimeout(180_000);
    await shootEverySize(page, BEST, 'product-sales', ROW);
    await shootEverySize(page, SLOW, 'slow-movers', ROW);
  },
);
