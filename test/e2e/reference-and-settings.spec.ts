import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.js';
import { CatalogPage } from './pages/catalog-page.js';
import { ExportControl } from './pages/export-control.js';
import { expectAccessible } from './pages/accessibility.js';
import { label } from './pages/labels.js';
import { ReferencePage, type ReferenceTab } from './pages/reference-page.js';
import { SettingsPage } from './pages/settings-page.js';
import { FULL_RUN_ONLY } from './matrix.js';

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

test(
  'the selected reference list exports as CSV, equal to the API',
  FULL_RUN_ONLY,
  async ({ signedIn: page, api, shell }) => {
    await shell.open('reference');
    const reference = new ReferencePage(page);
    await reference.tab('turnoverGroups').click();
    const download = await new ExportControl(page).download();
    const file = await readFile(await download.path());
    expect(file.equals(await api.csv('/api/turnover-groups', { delimiter: ';', lang: 'nl' }))).toBe(
      true,
    );
    expect(file.toString('utf8')).toContain('Id;Code;Naam');
  },
);

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

test('an API key is made with a name, shown once to copy, listed and revoked', async ({
  signedIn: page,
  context,
  request,
  shell,
  refusals,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The mistyped password below is the service's 403 (wrong_password, a refused credential).
  refusals.allow({ status: 403, path: '/api/api-keys' });
  await page.getByRole('link', { name: 'API-sleutels' }).click();
  await expect(shell.heading('API-sleutels')).toBeFocused();
  const name = page.getByLabel('Naam', { exact: true });
  const password = page.getByLabel('Je wachtwoord');
  const make = page.getByRole('button', { name: 'Sleutel maken' });

  // Nothing typed: the name is asked for. A wrong password is said at its field, and the
  // session goes on (the service's 403 is not a 401 that would log the user out).
  await make.click();
  await expect(page.getByText('Geef de sleutel een naam.')).toBeVisible();
  await expect(name).toBeFocused();
  await name.fill('Boekhouding');
  await page.getByLabel(/Mag bestanden op deze computer schrijven/).check();
  await password.fill('not the password');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Dit wachtwoord klopt niet. Probeer het opnieuw.')).toBeVisible();
  await expect(password).toBeFocused();
  await expect(shell.logoutButton).toBeVisible();

  // Made: the key shown once, copied with the button, and working as a bearer credential.
  await password.fill('demo');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Sleutel “Boekhouding” gemaakt' })).toBeFocused();
  const secret = await page.getByLabel('De sleutel', { exact: true }).inputValue();
  expect(secret).toMatch(/^bok_[A-Za-z0-9_-]{43}$/);
  await page.getByRole('button', { name: 'Kopiëren' }).click();
  await expect(page.getByText('Gekopieerd.')).toBeVisible();
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(secret);
  const asKey = { headers: { Authorization: `Bearer ${secret}` } };
  expect((await request.get('/api/me', asKey)).status()).toBe(200);
  await expectAccessible(page, 'the API keys with a new key shown');
  await shell.screenshot('09-api-keys');

  // Listed with its right to write files; once put away, the key is not shown again.
  const row = page.getByRole('row', { name: /Boekhouding/ });
  // Its cells after the name: made, last used (just now, by the check above), writes files.
  await expect(row.getByRole('cell').nth(2)).toHaveText('Ja');
  await page.getByRole('button', { name: 'Klaar, sleutel bewaard' }).click();
  await expect(page.getByLabel('De sleutel', { exact: true })).toHaveCount(0);

  // Revoked after a second ask (Escape takes the question back): it no longer works.
  const revoke = row.getByRole('button', { name: 'Sleutel “Boekhouding” intrekken' });
  await revoke.click();
  await expect(row.getByRole('button', { name: 'Ja, intrekken' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(revoke).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Sleutel “Boekhouding” ingetrokken.')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await request.get('/api/me', asKey)).status()).toBe(401);
});
