import { DemoPlatform, expect, test } from './fixtures.js';
import { DiscountOrdersPage } from './pages/discount-orders-page.js';
import { label } from './pages/labels.js';

test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ request, api }) => {
  await (await DemoPlatform.find(request, api)).clearFaults();
});

test('an upstream failure backs off visibly and recovers by itself', async ({
  signedIn: page,
  api,
  request,
  shell,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 502/);
  const platform = await DemoPlatform.find(request, api);
  await shell.open('discountOrders');
  const orders = new DiscountOrdersPage(page);
  await platform.setFaults({ http500Rate: 1 });
  await orders.range.setCustom('2026-11-02', '2026-11-09');
  await expect(shell.retryBanner).toBeVisible();
  await shell.screenshot('09-upstream-retrying');
  await platform.clearFaults();
  await expect(orders.count).toBeVisible({ timeout: 20_000 });
  await expect(shell.retryBanner).toBeHidden();
});

test('when the back-off gives up, the error says so and Retry recovers', async ({
  signedIn: page,
  api,
  request,
  shell,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  consoleGuard.allow(/status of 502/);
  const platform = await DemoPlatform.find(request, api);
  await shell.open('discountOrders');
  const orders = new DiscountOrdersPage(page);
  await platform.setFaults({ http500Rate: 1 });
  await orders.range.setCustom('2026-11-03', '2026-11-10');
  // 2 s + 8 s + 30 s of back-off, then the error state.
  await expect(orders.error).toBeVisible({ timeout: 60_000 });
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
