/**
 * The till closings screen: each till-day of the period as the service answers it, flagged
 * differences and a till-day never closed marked, a shortage (counted − expected below zero)
 * red, the column heads in view while the rows scroll;
 * a till-day's orders open in the report's drill-down; on a platform without the day-closing
 * call the screen names the missing call; then the screen at every size in both languages.
 */
import { euro, expect, test } from './fixtures.js';
import { label } from './pages/labels.js';
import { DEMO_MANAGER, LoginPage } from './pages/login-page.js';
import { shootEverySize } from './pages/screen-shots.js';
import { FULL_RUN_ONLY, shoot } from './matrix.js';

const Q3 = { from: '2026-07-01', to: '2026-09-30' };
const HASH = `#/day-closings?period=custom&from=${Q3.from}&to=${Q3.to}`;

test('the till closings of Q3 2026', async ({ signedIn: page, api }) => {
  const expected = await api.json('/api/day-closings', Q3);
  await page.goto(`/${HASH}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kassa-afsluitingen' })).toBeVisible();
  const rows = page.locator('table.till-days tbody tr');
  await expect(rows).toHaveCount(expected.data.length);
  await expect(page.locator('[data-figure=total-difference]')).toContainText(
    euro(expected.totals.difference),
  );
  await expect(page.locator('[data-figure=flagged]')).toHaveText(String(expected.totals.flagged));
  await expect(page.locator('[data-figure=not-closed]')).toHaveText(
    String(expected.totals.not_closed),
  );
  await expect(rows.filter({ hasText: 'Niet afgesloten' })).toHaveCount(expected.totals.not_closed);
  await expect(rows.filter({ hasText: 'Afwijking' })).toHaveCount(expected.totals.flagged);

  // Kasverschil = counted − expected: a shortage is negative and red, a surplus plain.
  const short = expected.data.filter((row) => row.difference !== null && row.difference < 0);
  const over = expected.data.filter((row) => row.difference !== null && row.difference > 0);
  expect(short.length).toBeGreaterThan(0);
  expect(over.length).toBeGreaterThan(0);
  const differences = rows.locator('td:nth-child(5) .money');
  await expect(differences.and(page.locator('.negative'))).toHaveCount(short.length);
  for (const row of short) expect(row.counted_cash ?? 0).toBeLessThan(row.expected_cash ?? 0);
  await expect(page.getByText(/Kasverschil = geteld min verwacht/)).toBeVisible();
  // The column heads stay in view while the till-days scroll under them.
  const head = page.locator('table.till-days thead th').first();
  await page.evaluate("document.querySelector('.wide-table--long').scrollBy(0, 400)");
  await expect(head).toBeInViewport();

  // A lower threshold flags more till-days.
  const field = page.getByLabel('Drempel verschil (€)');
  await field.fill('0,10');
  await field.blur();
  await expect(page).toHaveURL(/threshold=0\.10/);
  const lower = await api.json('/api/day-closings', { ...Q3, threshold: '0.10' });
  await expect(page.locator('[data-figure=flagged]')).toHaveText(String(lower.totals.flagged));

  // A till-day's orders open in the report's drill-down, for that day and till.
  const first = expected.data.find((row) => row.closed && row.orders > 0);
  if (!first) throw new Error('no closed till-day with orders');
  await page
    .getByRole('link', { name: new RegExp(`Open de ${first.orders} orders van`) })
    .first()
    .click();
  await expect(page).toHaveURL(/#\/financial-report\?.*drill=turnover_shop/);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').locator('tbody tr').first()).toBeVisible();
});

test(
  'the till closings at every size, in Dutch and English',
  FULL_RUN_ONLY,
  async ({ signedIn: page }) => {
    test.setTimeout(120_000);
    await shootEverySize(page, HASH, 'day-closings', '[data-figure=total-difference] .money');
  },
);

test.describe('on a platform without the day-closing call', () => {
  test.use({ service: 'strict-public' });

  test('both screens say which feature is missing', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto('day-closings');
    await login.login(DEMO_MANAGER);
    for (const screen of ['day-closings', 'vat-return']) {
      await page.goto(`/#/${screen}`);
      await expect(page.getByText(label('capability.unavailable'))).toBeVisible();
      await expect(page.getByText(/PosModule::listDayClosings/)).toBeVisible();
    }
    await shoot(page, { path: 'test/artifacts/screenshots/day-closings/strict-501.png' });
  });
});
