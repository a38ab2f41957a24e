/**
 * The UI on a platform that offers only the calls its public integrations make (a second
 * service, its demo platform in strict-public mode): login works, the catalog and reference
 * data show, and the screens that need calls the platform lacks say so instead of showing an
 * empty table. No request for such a screen's data is made, so no console error appears.
 */
import { expect, test } from './fixtures.js';
import { AppShell } from './pages/app-shell.js';
import { CatalogPage } from './pages/catalog-page.js';
import { label } from './pages/labels.js';
import { DEMO_MANAGER, LoginPage } from './pages/login-page.js';
import { ReferencePage } from './pages/reference-page.js';

test.use({ service: 'strict-public' });

test.beforeEach(async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(DEMO_MANAGER);
  await expect(page.getByRole('button', { name: label('session.logout') })).toBeVisible();
});

test('login works; the session bar says the location is not known', async ({ page }) => {
  const shell = new AppShell(page);
  await expect(shell.sessionBar).toContainText(DEMO_MANAGER.email);
  await expect(shell.sessionBar).toContainText(label('session.locationUnknown'));
});

test('the catalog shows prices and discount prices, without a turnover-group column', async ({
  page,
}) => {
  const catalog = new CatalogPage(page);
  await expect(catalog.table.grid).toBeVisible();
  await expect(catalog.table.header(label('catalog.col.discount'))).toBeVisible();
  await expect(catalog.table.header(label('catalog.col.priceInclVat'))).toBeVisible();
  await expect(catalog.table.header(label('catalog.col.turnoverGroup'))).toHaveCount(0);
  await expect(catalog.table.row(0)).toBeVisible();
  await new AppShell(page).screenshot('strict-01-catalog');
});

for (const [screen, heading] of [
  ['discountOrders', 'nav.discountOrders'],
  ['financialReport', 'nav.financialReport'],
] as const) {
  test(`${screen}: marked in the menu and explained on the screen`, async ({ page }) => {
    const shell = new AppShell(page);
    await expect(shell.link(screen)).toContainText(label('capability.tag'));
    await shell.open(screen);
    await expect(shell.heading(label(heading))).toBeVisible();
    await expect(page.getByText(label('capability.unavailable'))).toBeVisible();
    await expect(page.getByText(label('capability.missing'))).toContainText(
      'ShopModule::listOrders',
    );
    await shell.screenshot(`strict-02-${screen}`);
  });
}

test('reference data: turnover groups explained, the other lists shown', async ({ page }) => {
  const shell = new AppShell(page);
  await shell.open('reference');
  const reference = new ReferencePage(page);
  // No recorded shop answer names a shop type: the list says so instead of guessing.
  const webshop = reference.table('shops').rowContaining('Webshop');
  await expect(webshop).toContainText(label('reference.shopType.unknown'));
  await reference.tab('turnoverGroups').click();
  await expect(page.getByText(label('capability.unavailable'))).toBeVisible();
  await reference.tab('paymentMethods').click();
  await expect(reference.table('paymentMethods').grid).toContainText('iDEAL');
});
