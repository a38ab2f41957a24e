/**
 * The ledger mapping screen: the groups with their code as default, the list of what is still
 * missing, a save the service refuses shown beside the field it is about, a whole mapping
 * saved and read back from the service (Belgium's OSS account and the usual RGS codes taken
 * over), a location-locked user who may only look; then the screen at every size in both
 * languages, its names read in English as well.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ledgerMappingSchema, type LedgerMapping } from '../../shared/api/ledger-mapping.js';
import { expect, test } from './fixtures.js';
import { englishOnScreen } from './pages/english-on-screen.js';
import { FULL_RUN_ONLY, resize, shoot, SIZE } from './matrix.js';
import { layoutFaults } from './pages/layout-faults.js';
import { DEMO_MANAGER, DEMO_STAFF, LoginPage } from './pages/login-page.js';
import { shootEverySize } from './pages/screen-shots.js';
import { SettingsPage } from './pages/settings-page.js';
import { EMPTY_MAPPING } from '../../electron/service/domain/ledger/mapping-view.js';

const HASH = '#/ledger-mapping';

/** The service's answer for the manager, and a way to replace it, straight over HTTP. */
async function mappingApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: DEMO_MANAGER });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async read(): Promise<LedgerMapping> {
      const answer = await request.get('/api/ledger-mapping', { headers });
      expect(answer.status()).toBe(200);
      return ledgerMappingSchema.parse(await answer.json());
    },
    async replace(body: unknown): Promise<void> {
      const answer = await request.put('/api/ledger-mapping', { headers, data: body });
      expect(answer.status(), await answer.text()).toBe(200);
    },
  };
}

const accountField = (page: Page, name: string) =>
  page.getByLabel(`Grootboekrekening: ${name}`, { exact: true });

/** The screen at the three sizes, scrolled to `at` (else where the test left it). */
async function atEverySize(page: Page, name: string, { at }: { at?: Locator } = {}) {
  for (const size of [SIZE.small, SIZE.medium, SIZE.large]) {
    await resize(page, size);
    if (at) await at.scrollIntoViewIfNeeded();
    expect(await layoutFaults(page), `${name} at ${size.width}`).toEqual([]);
    await shoot(page, {
      path: `test/artifacts/screenshots/ledger-mapping/${name}-${size.width}.png`,
      fullPage: true,
    });
  }
  await resize(page, SIZE.medium);
}

/**
 * The answer to the screen's next save. "Opslaan" is disabled while a save is under way as
 * well as after it, so a read over HTTP waits for this rather than for the button.
 */
const savedOnce = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      new URL(response.url()).pathname === '/api/ledger-mapping' &&
      response.ok(),
  );

test('fill in the mapping, see what the service refuses, save it whole', async ({
  signedIn: page,
  request,
  refusals,
}) => {
  // Up to two minutes of it waiting for the warm-up (below).
  test.setTimeout(240_000);
  // The refused saves are what this test provokes.
  refusals.allow({ status: 400, path: '/api/ledger-mapping' });
  const api = await mappingApi(request);
  await api.replace(EMPTY_MAPPING);
  // The mapping lists what the last 13 months' orders use, and leaves the months the warm-up
  // has not made ready yet to it (still reading on a busy machine, or after a failed test's
  // worker started a fresh service): this test is about a mapping over all 13, so it starts
  // once none is left.
  await expect
    .poll(async () => (await api.read()).months_still_reading, { timeout: 120_000 })
    .toEqual([]);
  const before = await api.read();
  expect(before.missing, 'Belgium’s OSS account, used by imported orders').toContainEqual(
    expect.objectContaining({ role: 'oss', key: 'BE' }),
  );
  await page.goto(`/${HASH}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Grootboekkoppeling' })).toBeVisible();
  // Emptied over HTTP just now: a mapping saved at this time.
  await expect(page.getByText(/^Opgeslagen \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/)).toBeVisible();

  // Each group posts to its code unless told otherwise; what has no account is listed.
  const kleding = before.revenue.find((row) => row.name === 'Kleding');
  expect(kleding?.source).toBe('default');
  await expect(accountField(page, 'Kleding')).toHaveAttribute('placeholder', '8010');
  await expect(page.locator('tr', { has: accountField(page, 'Kleding') })).toContainText(
    'Standaard',
  );
  const missing = page.getByRole('region', { name: /^Nog te koppelen/ });
  await expect(missing.getByRole('heading')).toHaveText(
    `Nog te koppelen (${before.missing.length})`,
  );
  for (const entry of before.missing.filter((item) => item.role === 'clearing')) {
    await expect(missing.getByRole('button', { name: entry.name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Opslaan' })).toBeDisabled();

  // A VAT account that is also a group's revenue account, and a code too long: refused.
  const [highRate, lowRate] = before.vat;
  if (!highRate || !lowRate) throw new Error('the demo has no Dutch rates');
  // The rates in the words of Dutch bookkeeping, the platform's name ("NL standard 21%")
  // beside them for recognition, and so in the list of what is missing.
  const high = { ...highRate, name: 'Hoog tarief 21%' };
  const low = { ...lowRate, name: 'Laag tarief 9%' };
  await expect(page.locator('tr', { has: accountField(page, high.name) })).toContainText(
    highRate.name,
  );
  await expect(missing.getByRole('button', { name: low.name, exact: true })).toBeVisible();
  await expect(missing.getByRole('button', { name: lowRate.name })).toHaveCount(0);
  await page.getByLabel('Statutaire naam').fill('Demo Retail B.V.');
  await page.getByLabel('Btw-identificatienummer').fill('NL123456789B01');
  await accountField(page, high.name).fill('8010');
  await expect(page.getByText('Niet opgeslagen wijzigingen')).toBeVisible();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('alert')).toContainText('Niet opgeslagen.');
  await expect(accountField(page, high.name)).toHaveAttribute('aria-invalid', 'true');
  await expect(accountField(page, high.name)).toBeFocused();
  await expect(page.getByText('Rekening 8010 is ook in gebruik voor Kleding.')).toBeVisible();
  await atEverySize(page, 'refused');
  await atEverySize(page, 'refused-top', { at: page.getByRole('heading', { level: 1 }) });
  expect((await api.read()).updated_at).toBe(before.updated_at);

  await accountField(page, high.name).fill('1500');
  await accountField(page, 'Fooien').fill('1'.repeat(36));
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Ten hoogste 35 tekens.')).toBeVisible();
  await expect(accountField(page, 'Fooien')).toHaveAttribute('aria-invalid', 'true');
  // Refused, the screen speaks Dutch only: the service's English stays out of it (issue 58).
  expect(await englishOnScreen(page)).toEqual([]);

  // Everything missing filled in from the list, then saved.
  await accountField(page, 'Fooien').fill('1620');
  await accountField(page, low.name).fill('1501');
  await missing.getByRole('button', { name: 'Omzet zonder omzetgroep' }).click();
  await expect(accountField(page, 'Omzet zonder omzetgroep')).toBeFocused();
  await page.keyboard.type('8999');
  const codes: Record<string, string> = {
    Debiteuren: '1300',
    Kasverschillen: '4990',
    'Uitstaande cadeaukaarten': '1610',
    'Vooruitontvangen bedragen': '1630',
  };
  before.missing
    .filter((item) => item.role === 'clearing')
    .forEach((item, index) => (codes[item.name] = `11${String(index)}0`));
  for (const [name, code] of Object.entries(codes)) await accountField(page, name).fill(code);
  await accountField(page, 'Kleding').fill('8100');
  // Payment types in words, not the platform's keys.
  await expect(page.getByText('Cadeaukaart van de winkel', { exact: true })).toBeVisible();
  await expect(page.getByText('OnlineGiftCard', { exact: true })).toHaveCount(0);
  // Imported orders keep Belgium's 6 %: its VAT goes to Belgium's OSS account, which the
  // mapping lists by itself (the orders of the last 13 months used it) and asks for.
  await accountField(page, 'OSS-btw België (BE)').fill('1530');
  await expect(page.locator('tr', { has: accountField(page, 'Kleding') })).toContainText(
    'Ingesteld',
  );
  // Every amount has an account, but the accounts have no RGS code yet: not "all mapped"
  // (issue 58: "Alles is gekoppeld." stood beside "23 rekening(en) zonder RGS-code").
  await expect(page.locator('.ledger__done')).toHaveText(
    /^Elk bedrag heeft een rekening\. Nog zonder RGS-code: \d+ rekeningen?;/,
  );
  let saved = savedOnce(page);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await saved;
  await expect(page.getByText(/^Opgeslagen \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  const stored = await api.read();
  expect(stored.missing).toEqual([]);
  expect(stored.company).toEqual({ name: 'Demo Retail B.V.', vat_number: 'NL123456789B01' });
  expect(stored.revenue.find((row) => row.name === 'Kleding')).toMatchObject({
    account: '8100',
    source: 'set',
  });
  expect(stored.vat.find((row) => row.tax_rate_id === high.tax_rate_id)?.account).toBe('1500');
  expect(stored.accounts.tips).toBe('1620');
  expect(stored.oss.find((row) => row.country_iso2 === 'BE')?.account).toBe('1530');
  await atEverySize(page, 'saved');
  await atEverySize(page, 'saved-vat', {
    at: page.getByRole('button', { name: 'Toevoegen', exact: true }),
  });

  // Every account now saved is listed for its RGS code; the usual ones taken over at once.
  const unsuggested = stored.rgs.filter((row) => row.suggested === null).map((row) => row.account);
  await page.getByRole('button', { name: /^Gebruikelijke code invullen/ }).click();
  await expect(page.getByLabel('RGS-code van rekening 1300')).toHaveValue('BVorDebHad');
  saved = savedOnce(page);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await saved;
  await expect(page.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
  const withRgs = await api.read();
  expect(withRgs.rgs_missing).toEqual(unsuggested);
  // The single roles have their usual codes, and a group sold at 9 % the 1b code, not 1a.
  const suggested = (account: string) => withRgs.rgs.find((row) => row.account === account);
  expect(suggested('4990')?.code).toBe('WBedAdlKav');
  expect(suggested('1620')?.code).toBe('BSchOvsOvi');
  expect(suggested('1630')?.code).toBe('BSchVobVob');
  expect(withRgs.rgs.some((row) => row.suggested === 'WOmzNopOlv')).toBe(true);
  await expect(page.locator('.ledger__done')).toHaveText(
    unsuggested.length === 0
      ? '✓ Alles is gekoppeld, elke rekening met haar RGS-code.'
      : new RegExp(`^Elk bedrag heeft een rekening\\. Nog zonder RGS-code: ${unsuggested.length} `),
  );
  expect(withRgs.rgs.find((row) => row.account === '1530')?.code).toBe('BSchBepBtw');
  await expect(page.getByTestId('rgs-missing')).toContainText(unsuggested.join(', '));
  await atEverySize(page, 'saved-rgs', { at: page.getByTestId('rgs-missing') });

  // Read again on a fresh load: what the screen shows is what was stored.
  await page.reload();
  await expect(accountField(page, 'Kleding')).toHaveValue('8100');
  await expect(accountField(page, high.name)).toHaveValue('1500');
  await expect(page.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
});

test(
  'a user limited to a location sees the mapping but cannot change it',
  FULL_RUN_ONLY,
  async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto('ledger-mapping');
    await login.login(DEMO_STAFF);
    await expect(page.getByRole('heading', { level: 1, name: 'Grootboekkoppeling' })).toBeVisible();
    await expect(page.getByText('Alleen lezen', { exact: true })).toBeVisible();
    await expect(page.getByText(/je kunt de koppeling bekijken, maar niet wijzigen/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Opslaan' })).toHaveCount(0);
    await expect(accountField(page, 'Kleding')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Statutaire naam')).toHaveAttribute('readonly', '');
    await atEverySize(page, 'read-only');
  },
);

test.describe('on a platform that offers no turnover-group list', () => {
  test.use({ service: 'strict-public' });

  test('says so, and still maps turnover without a group', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto('ledger-mapping');
    await login.login(DEMO_MANAGER);
    await expect(page.getByText(/levert geen lijst met omzetgroepen/)).toBeVisible();
    const rows = page.locator('#ledger-revenue ~ .wide-table tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('Omzet zonder omzetgroep');
    await expect(accountField(page, 'Omzet zonder omzetgroep')).toBeEditable();
    await atEverySize(page, 'strict-public', { at: page.getByRole('heading', { level: 1 }) });
  });
});

test(
  'the ledger mapping at every size, in Dutch and English',
  FULL_RUN_ONLY,
  async ({ signedIn: page }) => {
    test.setTimeout(120_000);
    await shootEverySize(page, HASH, 'ledger-mapping', '#ledger-accounts');
    // In English: the names in words there too, the OSS country and the payment types (the
    // behaviour is proved in Dutch above; these are the words a user reads).
    await page.goto('/#/settings');
    await new SettingsPage(page).english.check();
    await page.goto(`/${HASH}`);
    await expect(
      page.getByLabel('Ledger account: OSS VAT Belgium (BE)', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText("The shop's gift card", { exact: true })).toBeVisible();
    await expect(page.getByText('OnlineGiftCard', { exact: true })).toHaveCount(0);
  },
);
