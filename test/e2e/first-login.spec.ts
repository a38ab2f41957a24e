/**
 * A user's first login to a fresh service shows the catalog's rows at once, with the warm-up
 * reading the same catalog behind the page (issue 43: it hung, "Laden…" for minutes). As a
 * new user has it: the page is loaded (the database has started meanwhile), the platform
 * answers each call after 30 ms, as one across the internet does, and the login starts the
 * warm-up while the catalog screen asks for its list.
 */
import { expect, test } from './fixtures.js';
import { CatalogPage } from './pages/catalog-page.js';
import { LoginPage } from './pages/login-page.js';

test.use({ service: 'first-login' });
// No other spec uses this service: stopped here, its warm-up reads no months beside the rest.
test.afterAll(async ({ services }) => services.stopOne('first-login'));

const ROWS_WITHIN_MS = 5_000;

test('the first login shows the catalog within 5 s while the warm-up reads it', async ({
  page,
  services,
  request,
}) => {
  const demo = await services.demoUrl('first-login');
  const faults = await request.post(`${demo}/__admin/faults`, { data: { latencyMs: 30 } });
  expect(faults.ok()).toBe(true);
  const login = new LoginPage(page);
  await login.goto('catalog');
  await login.login();
  const loggedInAt = Date.now();
  const catalog = new CatalogPage(page);
  await expect(catalog.table.row(0)).toBeVisible({ timeout: ROWS_WITHIN_MS });
  expect(Date.now() - loggedInAt).toBeLessThan(ROWS_WITHIN_MS);
  await expect(catalog.count).toContainText('producten');
});
