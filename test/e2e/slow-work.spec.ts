/**
 * Slow work shows how far it has come and can be cancelled: with latency injected on the
 * demo platform, a year report shows "n van m pagina's gelezen" with a progress bar after
 * about a second, Cancel stops it (and the platform's call counter stands still, so the
 * service stopped its upstream reads too), and Try again loads it. The same for an export.
 * In both browser locales and at two window sizes (test/e2e/matrix.ts: one combination
 * each in CI, the year report in Dutch at 1280×800, the export in English at 1024×700).
 *
 * Against the service with the read model off: with it on, a period is read from the platform
 * once (its first read is as slow as here) and then answered from the model, and an export
 * of the report on screen too, so six runs of one year would find nothing slow after the first.
 */
import { layoutFaults } from './pages/layout-faults.js';
import { DemoPlatform, ServiceApi, expect, test } from './fixtures.js';
import { FinancialReportPage } from './pages/financial-report-page.js';
import { SIZE, combinations } from './matrix.js';

test.describe.configure({ mode: 'serial' });
test.use({ service: 'pass-through' });

const YEAR = { from: '21-11-2025', to: '20-11-2026' };
const LATENCY_MS = 250;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The demo platform builds each day's orders on first use: the year is built once here,
// untimed, so the tests time the service's reads and not the generator.
test.beforeAll(async ({ playwright, services }) => {
  test.setTimeout(300_000);
  const baseURL = await services.url('pass-through');
  const request = await playwright.request.newContext({ baseURL, timeout: 240_000 });
  const api = new ServiceApi(request);
  await api.login();
  await api.json('/api/financial-report', { from: '2025-11-21', to: '2026-11-20' });
  await request.dispose();
});

test.afterEach(async ({ request, api }) => {
  await (await DemoPlatform.find(request, api)).clearFaults();
});

/** Calls the platform receives over two seconds, starting half a second from now. */
async function callsWhileIdle(platform: DemoPlatform): Promise<number> {
  await sleep(500);
  const before = await platform.callCount();
  await sleep(2000);
  return (await platform.callCount()) - before;
}

for (const { locale, viewport } of combinations([
  { locale: 'nl-NL', viewport: SIZE.medium, ci: true },
  { locale: 'nl-NL', viewport: SIZE.small },
  { locale: 'en-US', viewport: SIZE.medium },
  { locale: 'en-US', viewport: SIZE.small },
])) {
  const name = `${locale}-${viewport.width}`;
  test.describe(`${locale} at ${viewport.width}×${viewport.height}`, () => {
    test.use({ locale, viewport });

    test('a slow year report shows its pages, Cancel stops it, Try again loads it', async ({
      signedIn: page,
      shell,
      request,
      api,
    }) => {
      const platform = await DemoPlatform.find(request, api);
      await shell.open('financialReport');
      const report = new FinancialReportPage(page);
      await expect(report.revenueCards).toBeVisible();

      await platform.setFaults({ latencyMs: LATENCY_MS });
      await report.range.setCustom(YEAR.from, YEAR.to);
      const bar = page.getByRole('progressbar', { name: 'Voortgang' });
      await expect(bar).toBeVisible({ timeout: 5000 });
      await expect(page.getByText(/^\d+ van \d+ pagina’s gelezen$/)).toBeVisible();
      await expect
        .poll(async () => Number(await bar.getAttribute('aria-valuenow')))
        .toBeGreaterThan(0);
      await shell.screenshot(`slow-work-report-progress-${name}`);

      await page.locator('.slow-read').getByRole('button', { name: 'Annuleren' }).click();
      const cancelled = page.getByText(/^Geannuleerd: de getoonde gegevens horen bij de vorige/);
      await expect(cancelled).toBeVisible();
      await expect(bar).toBeHidden();
      // The previous month's figures stay, marked as not current.
      await expect(page.locator('.query-content--stale')).toBeVisible();
      expect(await callsWhileIdle(platform)).toBe(0);
      await shell.screenshot(`slow-work-report-cancelled-${name}`);

      await platform.clearFaults();
      await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
      await expect(cancelled).toBeHidden();
      await expect(page.locator('.query-content--stale')).toBeHidden({ timeout: 30_000 });
      await expect(report.revenueCards).toBeVisible();
    });
  });
}

for (const { locale, viewport } of combinations([
  { locale: 'nl-NL', viewport: SIZE.medium },
  { locale: 'en-US', viewport: SIZE.small, ci: true },
])) {
  test.describe(`export, ${locale} at ${viewport.width}`, () => {
    test.use({ locale, viewport });

    test('a slow export shows its pages while the service gathers rows, and Cancel stops it', async ({
      signedIn: page,
      shell,
      request,
      api,
    }) => {
      const platform = await DemoPlatform.find(request, api);
      const report = await FinancialReportPage.open(page, shell, YEAR);
      // The year's own figures, not the previous month's kept while it loads.
      await expect(page.locator('.query-content')).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('.query-content--stale')).toBeHidden({ timeout: 30_000 });

      await platform.setFaults({ latencyMs: LATENCY_MS });
      await report.export.button.click();
      const status = page.locator('.export__status');
      await expect(status.getByRole('progressbar')).toBeVisible({ timeout: 5000 });
      await expect(status.getByText(/^\d+ van \d+ pagina’s gelezen$/)).toBeVisible();
      // The header makes room for the status and Cancel beside three buttons, even at 1024 px.
      expect(await layoutFaults(page)).toEqual([]);
      await shell.screenshot(`slow-work-export-progress-${locale}-${viewport.width}`);

      await page.locator('.export').getByRole('button', { name: 'Annuleren' }).click();
      await expect(status).toHaveText('Export geannuleerd.');
      expect(await callsWhileIdle(platform)).toBe(0);

      await platform.clearFaults();
      const download = await report.export.download();
      expect(download.suggestedFilename()).toMatch(
        /^financieel-rapport-21-11-2025-tot-20-11-2026\./,
      );
    });
  });
}
