/**
 * The VAT return screen: a quarter's rubrieken as the service answers them, in cents and in
 * whole euros, the rubrieken sales data cannot fill named rather than 0, another member
 * state's rate apart under OSS, the non-revenue lines apart; choosing another quarter and
 * marking it filed; then the screen at every size in both languages.
 */
import { euro, expect, test } from './fixtures.js';
import { overflowing } from './pages/overflow.js';
import { shootEverySize } from './pages/screen-shots.js';

const Q3 = { from: '2026-07-01', to: '2026-09-30' };
const HASH = '#/vat-return?quarter=2026-Q3';

test('the VAT return of Q3 2026, by rubriek', async ({ signedIn: page, api }) => {
  const expected = await api.json('/api/vat-return', Q3);
  await page.goto(`/${HASH}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Btw-aangifte' })).toBeVisible();
  for (const row of expected.rubrieken) {
    const line = page.locator(`tr[data-rubriek="${row.rubriek}"]`).first();
    await expect(line).toContainText(euro(row.turnover));
    const whole = new Intl.NumberFormat('nl-NL', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    }).format(row.turnover_whole_euros);
    await expect(line).toContainText(whole);
  }
  // The imported orders' 6 % is Belgium's: under OSS, not in 1c.
  await expect(page.locator('tr[data-rubriek="1c"]')).not.toContainText('6%');
  const belgium = page.locator('[data-testid="vat-oss"] tbody[data-country="BE"]');
  await expect(belgium).toContainText('6%');
  await expect(belgium).toContainText(euro(expected.oss[0]?.vat ?? 0));
  await expect(page.locator('tr[data-rubriek="1d"]')).toContainText('niet uit verkoopgegevens');
  await expect(page.locator('tr[data-rubriek="5b"]')).toContainText('niet uit verkoopgegevens');
  await expect(page.getByText('naar beneden afgerond')).toBeVisible();
  await expect(page.getByRole('row', { name: /Verkochte cadeaubonnen/ })).toBeVisible();

  // Another quarter asks the service for its own dates.
  const q2 = await api.json('/api/vat-return', { from: '2026-04-01', to: '2026-06-30' });
  await page.getByLabel('Kwartaal').selectOption('2026-Q2');
  await expect(page).toHaveURL(/quarter=2026-Q2/);
  await expect(page.locator('tr[data-rubriek="1a"]')).toContainText(
    euro(q2.rubrieken[0]?.turnover ?? 0),
  );

  // Q2 marked as filed: the badge replaces the button. Un-filed again for the other tests.
  try {
    await page.getByRole('button', { name: 'Markeer als aangegeven' }).click();
    await expect(page.getByTestId('vat-filed')).toContainText('Aangegeven op');
    await expect(page.getByRole('button', { name: 'Markeer als aangegeven' })).toHaveCount(0);
  } finally {
    const { filings } = await api.json('/api/vat-return/filed');
    for (const filing of filings) await api.delete(`/api/vat-return/filed/${filing.id}`);
  }
});

test('the VAT return prints with its own header, without controls', async ({ signedIn: page }) => {
  await page.goto(`/${HASH}`);
  await expect(page.locator('tr[data-rubriek="1a"] .vat-table__whole .money')).toHaveCount(2);
  await page.emulateMedia({ media: 'print' });
  const header = page.locator('.print-header');
  await expect(header).toContainText('Btw-aangifte');
  await expect(header).toContainText('01-07-2026 t/m 30-09-2026');
  await expect(page.getByLabel('Kwartaal')).toBeHidden();
  await expect(page.getByRole('navigation')).toBeHidden();
  // Another member state's sales print apart under OSS, as on the screen.
  await expect(page.locator('[data-testid="vat-oss"] tbody[data-country="BE"]')).toBeVisible();
  expect(await overflowing(page)).toEqual([]);
  await page.screenshot({
    path: 'test/artifacts/screenshots/vat-return/print.png',
    fullPage: true,
  });
});

test('the VAT return at every size, in Dutch and English', async ({ signedIn: page }) => {
  test.setTimeout(120_000);
  await shootEverySize(
    page,
    HASH,
    'vat-return',
    'tr[data-rubriek="1a"] .vat-table__whole .money >> nth=0',
  );
});
