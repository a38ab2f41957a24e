/**
 * The screen's state lives in the address: a reload keeps the period, filters and sort (and
 * the window's session), a link shows a colleague the same screen after they log in, and
 * logging out leaves nothing of this user's for the next one.
 */
import { ORDERS_RANGE, expect, test } from './fixtures.js';
import { AppShell } from './pages/app-shell.js';
import { dutchDay } from './pages/date-range.js';
import { DiscountOrdersPage } from './pages/discount-orders-page.js';
import { label } from './pages/labels.js';
import { LoginPage } from './pages/login-page.js';

const SHOP = 'Amsterdam Zuid kassa';

test('a reload keeps the screen, its period, filters and sort, and the session', async ({
  page,
  signedIn,
  shell,
  browser,
}) => {
  await shell.open('discountOrders');
  const orders = new DiscountOrdersPage(signedIn);
  await orders.range.setCustom(ORDERS_RANGE.from, ORDERS_RANGE.to);
  await orders.shop.selectOption({ label: SHOP });
  await orders.includeNegative.check();
  await orders.table.sortBy(label('orders.col.number'));
  await expect(orders.table.row(0)).toBeVisible();

  const address = new URL(page.url());
  expect(address.hash).toContain('#/discount-orders?');
  expect(address.hash).toContain(`from=${ORDERS_RANGE.from}`);
  expect(address.hash).toContain('negative=1');
  expect(address.hash).toContain('sort=number');

  const check = async (screen: DiscountOrdersPage) => {
    await expect(screen.range.from).toHaveValue(dutchDay(ORDERS_RANGE.from));
    await expect(screen.range.to).toHaveValue(dutchDay(ORDERS_RANGE.to));
    await expect(screen.shop.locator('option:checked')).toHaveText(SHOP);
    await expect(screen.includeNegative).toBeChecked();
    await expect(screen.onlyFull).not.toBeChecked();
    await expect(screen.table.header(label('orders.col.number'))).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  };

  await page.reload();
  await expect(shell.logoutButton).toBeVisible(); // still logged in: no login screen
  await check(orders);

  // Moving to another screen and back keeps the filters of this window.
  await shell.open('catalog');
  await shell.open('discountOrders');
  await check(orders);

  // A colleague opening the link logs in and sees the same screen.
  const colleague = await browser.newContext({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  const theirPage = await colleague.newPage();
  await theirPage.goto(address.toString());
  await new LoginPage(theirPage).login();
  await check(new DiscountOrdersPage(theirPage));
  await colleague.close();
});

test('after logout the next user starts at the home screen, with no filters', async ({
  page,
  signedIn,
  shell,
}) => {
  await shell.open('discountOrders');
  const orders = new DiscountOrdersPage(signedIn);
  await orders.includeNegative.check();
  await expect(page).toHaveURL(/negative=1/);

  const kept = await page.evaluate<string | null>(`sessionStorage.getItem('backoffice.session')`);
  const { token } = JSON.parse(kept ?? '{}') as { token?: string };
  expect(token).toBeTruthy();

  await shell.logoutButton.click();
  await expect(page).toHaveURL(/#\/today$/);
  // The service ended the token at once: it no longer opens anything.
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/me', {
        headers: { Authorization: `Bearer ${token ?? ''}` },
      });
      return response.status();
    })
    .toBe(401);
  await new LoginPage(page).login();
  await expect(new AppShell(page).link('today')).toHaveAttribute('aria-current', 'page');
  await shell.open('discountOrders');
  await expect(orders.includeNegative).not.toBeChecked();
  await expect(page).not.toHaveURL(/negative/);

  // Logged out, a reload does not bring the session back.
  await shell.logoutButton.click();
  await page.reload();
  await expect(new LoginPage(page).submit).toBeVisible();
});
