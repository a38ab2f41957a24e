import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.js';
import { CatalogPage } from './pages/catalog-page.js';
import { ExportControl } from './pages/export-control.js';
import { label } from './pages/labels.js';
import { ReferencePage, type ReferenceTab } from './pages/reference-page.js';
import { SettingsPage } from './pages/settings-page.js';

/** What each tab shows: the list's path, and its query (tax rates of the Netherlands). */
const ENDPOINTS = {
  shops: { path: '/api/shops', query: {} },
  locations: { path: '/api/locations', query: {} },
  taxRates: { path: '/api/tax-rates', query: { country_iso2: 'NL' } },
  turnoverGroups: { path: '/api/turnover-groups', query: {} },
  paymentMethods: { path: '/api/payment-methods', query: {} },
} as const satisfies Record<ReferenceTab, { path: string; query: Record<string, string> }>;

test('every reference list is shown in full', async ({ signedIn: page, api, shell }) => {
  await shell.open('reference');
  const reference = new ReferencePage(page);
  for (const tab of Object.keys(ENDPOINTS) as ReferenceTab[]) {
    await reference.tab(tab).click();
    const answer = await api.json(ENDPOINTS[tab].path, ENDPOINTS[tab].query);
    await expect(reference.table(tab).bodyRows).toHaveCount(answer.total);
    if (tab === 'shops') await shell.screenshot('07-reference');
  }
  // Tabs follow the arrow keys.
  await reference.tab('paymentMethods').focus();
  await page.keyboard.press('Home');
  await expect(reference.tab('shops')).toHaveAttribute('aria-selected', 'true');
});

test('the selected reference list exports as CSV, equal to the API', async ({
  signedIn: page,
  api,
  shell,
}) => {
  await shell.open('reference');
  const reference = new ReferencePage(page);
  await reference.tab('turnoverGroups').click();
  const download = await new ExportControl(page).download();
  const file = await readFile(await download.path());
  expect(file.equals(await api.csv('/api/turnover-groups', { delimiter: ';', lang: 'nl' }))).toBe(
    true,
  );
  expect(file.toString('utf8')).toContain('Id;Code;Naam');
});

test('the language is switched in settings and remembered; CSV files follow it', async ({
  signedIn: page,
  api,
  shell,
}) => {
  await shell.open('settings');
  const settings = new SettingsPage(page);
  await shell.screenshot('08-settings');
  await settings.english.check();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // The CSV setting's default follows the language: English files are comma files.
  await expect(settings.followLanguage).toBeChecked();
  await page.getByRole('link', { name: 'Catalog' }).click();
  await expect(page.getByRole('grid', { name: 'Price list' })).toBeVisible();

  const catalog = new CatalogPage(page);
  await expect(catalog.export.note).toHaveText('CSV');
  const download = await catalog.export.download();
  const file = await readFile(await download.path());
  expect(file.equals(await api.csv('/api/price-list', { country_iso2: 'NL', lang: 'en' }))).toBe(
    true,
  );
  expect(file.toString('utf8')).toContain('SKU,Title,Price incl. VAT');

  // A reload keeps the window's session and the chosen language.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log out', exact: true })).toBeVisible();
  expect(await page.evaluate<string>('document.documentElement.lang')).toBe('en');
  // Back to the defaults for the other tests sharing this browser profile.
  await page.evaluate('localStorage.clear(); sessionStorage.clear()');
  await page.reload();
  await expect(
    page.getByRole('button', { name: label('login.submit'), exact: true }),
  ).toBeVisible();
});
