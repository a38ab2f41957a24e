/**
 * What a user sees when the platform fails. Figures the read model holds stay on screen,
 * marked as the last sync's (the warning itself: freshness.spec.ts). A read of data the model
 * does not hold fails as it would without the model: the client backs off visibly (one wait of
 * 2 s in a window), recovers by itself, and then shows the error, saying what to do, with
 * Retry. Offline (the browser's, which says nothing about the service on this machine), a
 * screen and an export, and a too-long range fail within seconds in words too, the last in
 * English as well. Those reads are made by the
 * second account's manager, whose data no other spec reads, each for a month of its own: the
 * service starts every run with an empty model (playwright.config.ts), so those months are
 * not held when the platform fails.
 */
import type { Page } from '@playwright/test';
import { WINDOW_RETRY_DELAYS_MS } from '../../shared/client/index.js';
import { DemoPlatform, ORDERS_RANGE, expect, test } from './fixtures.js';
import { AppShell } from './pages/app-shell.js';
import { DiscountOrdersPage } from './pages/discount-orders-page.js';
import { ExportControl } from './pages/export-control.js';
import { FreshnessLine, asOfOf } from './pages/freshness-line.js';
import { label } from './pages/labels.js';
import { layoutFaults } from './pages/layout-faults.js';
import { LoginPage, OTHER_ACCOUNT_MANAGER } from './pages/login-page.js';

test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ request, api }) => {
  await (await DemoPlatform.find(request, api)).clearFaults();
});

/** Signed in as the second account's manager, on the discounted orders. */
async function otherAccountOrders(page: Page, shell: AppShell): Promise<DiscountOrdersPage> {
  const login = new LoginPage(page);
  await login.goto('discount-orders');
  await login.login(OTHER_ACCOUNT_MANAGER);
  await expect(shell.logoutButton).toBeVisible();
  // The default period's answer is in (it carries its time), so the faults meet only the
  // period the test asks for.
  await expect(new FreshnessLine(page, 'nl').time).toBeVisible();
  return new DiscountOrdersPage(page);
}

test('figures the model holds stay on screen during a failure, marked as the last sync', async ({
  signedIn: page,
  api,
  request,
  shell,
}) => {
  const platform = await DemoPlatform.find(request, api);
  await page.goto(
    `/#/discount-orders?period=custom&from=${ORDERS_RANGE.from}&to=${ORDERS_RANGE.to}`,
  );
  const orders = new DiscountOrdersPage(page);
  const line = new FreshnessLine(page, 'nl');
  await expect(orders.count).toBeVisible();
  await expect(line.refresh).toHaveAttribute('aria-busy', 'false');
  const shown = await orders.count.textContent();
  await platform.setFaults({ http500Rate: 1 });
  // Refresh makes the service ask the platform first (Cache-Control: no-cache).
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/discount-orders',
  );
  await line.refresh.click();
  const answer = await answered;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['x-data-stale']).toBe('true');
  await expect(line.status).toHaveText(line.staleText(asOfOf(answer) ?? Number.NaN));
  await expect(orders.count).toHaveText(shown ?? '');
  await expect(shell.retryBanner).toBeHidden();
  await expect(orders.error).toBeHidden();
});

test('an upstream failure backs off visibly and recovers by itself', async ({
  page,
  api,
  request,
  shell,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 502/);
  const platform = await DemoPlatform.find(request, api);
  // The page's clock is the test's: the back-off's wait passes when the test says so.
  await page.clock.install();
  const orders = await otherAccountOrders(page, shell);
  await platform.setFaults({ http500Rate: 1 });
  // A week the warm-up does not hold (it reads the last 13 months ahead after a login): read
  // from the platform, so its failure shows; a held week is answered from the model, stale.
  await orders.range.setCustom('2025-10-17', '2025-10-24');
  await expect(shell.retryBanner).toBeVisible();
  await shell.screenshot('09-upstream-retrying');
  await platform.clearFaults();
  await page.clock.runFor(WINDOW_RETRY_DELAYS_MS[0] ?? 0);
  await expect(orders.count).toBeVisible({ timeout: 20_000 });
  await expect(shell.retryBanner).toBeHidden();
});

test('a platform failure shows within seconds, says what to do, and Retry recovers', async ({
  page,
  api,
  request,
  shell,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 502/);
  const platform = await DemoPlatform.find(request, api);
  await page.clock.install();
  const orders = await otherAccountOrders(page, shell);
  await platform.setFaults({ http500Rate: 1 });
  const started = await page.evaluate(() => Date.now());
  // Before the demo's history and not held (the test above read October's orders): a read
  // of the platform that fails, then finds no order.
  await orders.range.setCustom('2025-09-08', '2025-09-15');
  await expect(shell.retryBanner).toBeVisible();
  // The window's back-off is one wait (WINDOW_RETRY_DELAYS_MS, 2 s); once it has passed on the
  // page's clock the error shows, with what to do, not after the full 40 s of the spec's.
  await expect(async () => {
    await page.clock.runFor(1000);
    expect(await orders.error.isVisible()).toBe(true);
  }).toPass({ intervals: [100], timeout: 30_000 });
  const waitedMs = (await page.evaluate(() => Date.now())) - started;
  const backOff = WINDOW_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0);
  expect(waitedMs).toBeGreaterThanOrEqual(backOff);
  expect(waitedMs).toBeLessThan(backOff + 10_000);
  await expect(orders.error).toContainText(/Meestal is dat na een minuut over/);
  // The service's own (English) message is kept for support, folded away under a Dutch label.
  const details = orders.error.getByText(label('state.technicalDetails'));
  await expect(details).toBeVisible();
  await expect(orders.error.getByText(/upstream/)).toBeHidden();
  await details.click();
  await expect(orders.error.getByText(/upstream/)).toBeVisible();
  await shell.screenshot('10-upstream-error');
  await platform.clearFaults();
  await orders.retry.click();
  await expect(orders.count).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: label('state.error.upstream') }),
  ).toBeHidden();
});

test('offline, a screen says the service cannot be reached at once, and Retry recovers', async ({
  page,
  context,
  shell,
  signedIn,
  consoleGuard,
}) => {
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|query failed/);
  await expect(shell.logoutButton).toBeVisible();
  await context.setOffline(true);
  // Within the app: loading the page itself needs the network, a screen's read is the test.
  await signedIn.evaluate("location.hash = '#/vat-return?quarter=2026-Q1'");
  // The screen's error, with its Retry (an export's failure below is an alert of its own).
  const alert = page
    .getByRole('alert')
    .filter({ hasText: label('state.error.network') })
    .filter({ has: page.getByRole('button', { name: label('state.retry') }) });
  await expect(alert).toBeVisible({ timeout: 5_000 });
  await expect(alert).toContainText('Controleer of Back-Office Desk nog draait');
  await expect(page.getByText(label('state.loading'))).toBeHidden();
  await shell.screenshot('11-offline-error');
  // An export fails as plainly, read whole beside its button: what happened and what to do.
  await new ExportControl(page).button.click();
  const exportFailed = page.getByRole('alert').filter({ hasText: /^Export mislukt: / });
  await expect(exportFailed).toHaveText(
    `Export mislukt: ${label('state.error.network')} ${label('state.advice.network')}`,
  );
  expect(await layoutFaults(page)).toEqual([]);
  await context.setOffline(false);
  await alert.getByRole('button', { name: label('state.retry') }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByRole('table').first()).toBeVisible();
});

test('a range longer than the bound says so and what to choose', async ({
  signedIn: page,
  shell,
  refusals,
}) => {
  // A range typed into the address: only the service knows its bound (range_too_long).
  refusals.allow({ status: 400, path: '/api/financial-report' });
  await page.goto('/#/financial-report?period=custom&from=2016-01-01&to=2025-12-31');
  const alert = page.getByRole('alert').filter({ hasText: label('state.error.rangeTooLong') });
  await expect(alert).toContainText('Kies een periode van hoogstens 5 jaar.');
  await shell.screenshot('12-range-too-long');
  // The same in English: the errors are in the user's language, never the service's message.
  await page.getByRole('button', { name: 'EN English', exact: true }).click();
  const english = page.getByRole('alert').filter({ hasText: 'The period is too long.' });
  await expect(english).toContainText('Choose a period of at most 5 years.');
  await expect(english.getByText('Technical details')).toBeVisible();
});
