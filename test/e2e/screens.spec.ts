/**
 * Every screen as a person sees it, at the three window sizes the app is made for, with a
 * Dutch browser and the app in Dutch, and with an American browser and the app in English
 * (in CI at the widest only: pages/screen-shots.ts `sizesIn`):
 * nothing is cut off or sticks out, axe finds no WCAG 2.1 AA violation (at the sizes
 * pages/accessibility.ts names for this run), and, when the run takes
 * screenshots (matrix.ts `shoot`), one of each lands in test/artifacts/screenshots/screens/. (The screens with a spec of their own
 * are checked there the same way, pages/screen-shots.ts; dialogs in accessibility.spec.ts.)
 */
import type { Page } from '@playwright/test';
import { ORDERS_RANGE, REPORT_RANGE, expect, test } from './fixtures.js';
import { resize, shoot } from './matrix.js';
import { axeRunsAt, expectAccessible } from './pages/accessibility.js';
import { layoutFaults } from './pages/layout-faults.js';
import { LoginPage } from './pages/login-page.js';
import { sizesIn } from './pages/screen-shots.js';
import { SettingsPage } from './pages/settings-page.js';

const SETUPS = [
  { locale: 'nl-NL', language: 'nl' },
  { locale: 'en-US', language: 'en' },
] as const;

/** The screens in the order a clerk meets them, each with what shows it has loaded. */
const SCREENS = [
  {
    name: 'today',
    hash: `#/today?date=2026-11-20&period=custom&from=${REPORT_RANGE.from}&to=${REPORT_RANGE.to}`,
    ready: '.page:has([data-testid=today-figures]) [data-testid=today-heat-map]',
  },
  { name: 'catalog', hash: '#/catalog', ready: '[role=grid] [role=row] >> nth=1' },
  {
    name: 'discount-orders',
    hash: `#/discount-orders?period=custom&from=${ORDERS_RANGE.from}&to=${ORDERS_RANGE.to}`,
    ready: '[role=grid] [role=row] >> nth=1',
  },
  {
    name: 'financial-report',
    hash: `#/financial-report?period=custom&from=${REPORT_RANGE.from}&to=${REPORT_RANGE.to}`,
    ready: '.report .stat__value >> nth=0',
  },
  { name: 'month-pack', hash: '#/month-pack', ready: '.pack-form' },
  {
    name: 'stock-value',
    hash: '#/stock-value?date=2026-10-31',
    ready: '[data-figure=stock-at-cost] .money',
  },
  { name: 'reference', hash: '#/reference', ready: '[role=grid] [role=row] >> nth=1' },
  { name: 'settings', hash: '#/settings', ready: 'fieldset >> nth=0' },
  { name: 'api-keys', hash: '#/api-keys', ready: '#keys-create' },
] as const;

async function expectWhole(page: Page, where: string): Promise<void> {
  expect(await layoutFaults(page), where).toEqual([]);
}

async function expectAccessibleAt(page: Page, where: string, width: number, language: 'nl' | 'en') {
  if (axeRunsAt(language, width)) await expectAccessible(page, `${where} in ${language}`);
}

// One login per language; each screen is loaded once and the window resized under it.
for (const setup of SETUPS) {
  test.describe(`browser ${setup.locale}, app in ${setup.language}`, () => {
    test.use({ locale: setup.locale });

    test('every screen whole and accessible at 1024×700, 1280×800 and 1920×1080', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const shotAt = (size: { width: number; height: number }, name: string) =>
        shoot(page, {
          path: `test/artifacts/screenshots/screens/${setup.language}-${size.width}-${name}.png`,
        });
      const login = new LoginPage(page);
      await login.goto('settings');
      for (const size of sizesIn(setup.language)) {
        await resize(page, size);
        await expectWhole(page, `login at ${size.width}×${size.height}`);
        await expectAccessibleAt(page, `login at ${size.width}`, size.width, setup.language);
        await shotAt(size, '00-login');
      }
      await login.login();
      if (setup.language === 'en') await new SettingsPage(page).english.check();

      for (const [index, screen] of SCREENS.entries()) {
        await page.goto(`/${screen.hash}`);
        await expect(page.locator(screen.ready)).toBeVisible({ timeout: 60_000 });
        await expect(page.locator('.query-content--stale')).toHaveCount(0, { timeout: 60_000 });
        for (const size of sizesIn(setup.language)) {
          await resize(page, size);
          await expectWhole(page, `${screen.name} at ${size.width}×${size.height}`);
          await expectAccessibleAt(
            page,
            `${screen.name} at ${size.width}`,
            size.width,
            setup.language,
          );
          await shotAt(size, `${String(index + 1).padStart(2, '0')}-${screen.name}`);
        }
      }
    });
  });
}
