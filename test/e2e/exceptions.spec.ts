/**
 * The exceptions screen: October 2026's exceptions as the service answers them, newest first;
 * the kind filter in the address; an exception's orders in a drawer, and a product priced below
 * cost's orders sold below cost; a catalog state as one row whose products open in a drawer,
 * each leading to the product in the catalog; a seen mark that leaves the
 * list and stays after a reload (and shows again with "Ook gezien tonen"); the thresholds
 * saved and applied; the sidebar's badge of unseen recent exceptions; then the screen at every
 * size in both languages.
 */
import { DEFAULT_EXCEPTION_THRESHOLDS } from '../../shared/api/exceptions.js';
import { addDays, todayLocal } from '../../shared/dates.js';
import { euro, expect, test } from './fixtures.js';
import { expectAccessible } from './pages/accessibility.js';
import { shootEverySize } from './pages/screen-shots.js';
import { FULL_RUN_ONLY, shoot } from './matrix.js';

/** The rows the screen shows at first, and how many more each click shows. */
const EXCEPTIONS_PART = 200;

const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };
const HASH = `#/exceptions?period=custom&from=${OCTOBER.from}&to=${OCTOBER.to}`;

test('the exceptions of October 2026', async ({ signedIn: page, api }) => {
  await api.put('/api/exception-thresholds', DEFAULT_EXCEPTION_THRESHOLDS);
  const expected = await api.json('/api/exceptions', OCTOBER);
  const seen = new Set((await api.json('/api/exceptions/seen')).ids);
  await page.goto(`/${HASH}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Signaleringen' })).toBeVisible();

  // The sidebar's badge: the last 7 days' exceptions not marked seen, in the link's name.
  const today = todayLocal();
  const recent = await api.json('/api/exceptions', { from: addDays(today, -6), to: today });
  const unseen = recent.data.filter((row) => !seen.has(row.id)).length;
  await expect(
    page.getByRole('navigation').getByRole('link', { name: /^Signaleringen/ }),
  ).toHaveAccessibleName(
    unseen > 0 ? `Signaleringen (${unseen} niet gezien in de laatste 7 dagen)` : 'Signaleringen',
  );
  // The badge and the list count different periods, and the screen says so (issue 58).
  await expect(page.getByTestId('exc-scope')).toHaveText(
    'Deze lijst: 01-10-2026 t/m 31-10-2026. Het getal in het menu telt alleen wat je niet als gezien hebt gemarkeerd van de laatste 7 dagen.',
  );
  const rows = page.locator('table.exc__table tbody tr');
  await expect(rows).toHaveCount(expected.data.filter((row) => !seen.has(row.id)).length);

  // One kind, in the address; its count in the filter is the service's.
  const cash = expected.counts.cash_difference;
  await page.getByLabel('Soort').selectOption({ label: `Kasverschil (${cash})` });
  await expect(page).toHaveURL(/kind=cash_difference/);
  await expect(rows).toHaveCount(cash);
  const [first] = expected.data.filter((row) => row.kind === 'cash_difference');
  await expect(rows.first().getByRole('rowheader')).toHaveText(first?.subject.label ?? '');

  // Its orders: the till's orders of that day, in a drawer.
  await rows
    .first()
    .getByRole('button', { name: /Orders van/ })
    .click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.locator('tbody tr').first()).toBeVisible();
  await expectAccessible(page, 'an exception’s orders');
  await shoot(page, { path: 'test/artifacts/screenshots/exceptions/nl-orders.png' });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Seen: out of the list, for good, and back with "Ook gezien tonen".
  // Clicked, not checked: the row leaves the list at once, so its box is gone.
  // The row leaves at once; the reload waits for the service to have kept the mark.
  const kept = page.waitForResponse(
    (answer) => answer.request().method() === 'PUT' && answer.url().endsWith('/seen'),
  );
  await rows.first().getByRole('checkbox').click();
  await expect(rows).toHaveCount(cash - 1);
  expect((await kept).status()).toBe(200);
  await page.reload();
  await expect(rows).toHaveCount(cash - 1);
  await page.getByLabel('Ook gezien tonen').check();
  await expect(rows).toHaveCount(cash);
  await rows.first().getByRole('checkbox').click();
  await expect(rows.first().getByRole('checkbox')).not.toBeChecked();

  // A higher threshold, saved for the account, finds fewer.
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.getByRole('button', { name: 'Drempels', exact: true }).click();
  await page.getByLabel('Kasverschil per kassadag (€)').fill('12,50');
  await page.getByRole('button', { name: 'Drempels opslaan' }).click();
  await expect(page.getByText(/^Opgeslagen /)).toBeVisible();
  await expectAccessible(page, 'the thresholds');
  await shoot(page, { path: 'test/artifacts/screenshots/exceptions/nl-1024-thresholds.png' });
  await page.keyboard.press('Escape');
  const above = expected.data.filter(
    (row) => row.kind === 'cash_difference' && Math.abs(row.amount ?? 0) > 12.5,
  );
  await expect(rows).toHaveCount(above.length);

  // A day of many returns: its Orders are those it returned, with what each returned that
  // day, adding up to the exception (issue 58: the day's purchases, without their returns).
  const returned = expected.data.find(
    (row) => row.kind === 'refunds' && !seen.has(row.id) && (row.returns ?? []).length > 0,
  );
  await page.getByLabel('Soort').selectOption('refunds');
  await page
    .locator('table.exc__table tbody tr', { hasText: returned?.subject.label ?? '' })
    .first()
    .getByRole('button', { name: /Orders van/ })
    .click();
  const returns = drawer.getByTestId('exc-returns');
  await expect(returns.locator('thead')).toContainText('Retour die dag incl. btw');
  await expect(returns.locator('tbody tr')).toHaveCount(returned?.returns?.length ?? -1);
  await expect(returns.locator('tfoot')).toContainText(euro(returned?.amount ?? NaN));
  await shoot(page, { path: 'test/artifacts/screenshots/exceptions/nl-returns.png' });
  await page.keyboard.press('Escape');

  // A product priced below cost is one row; its Orders are those it was sold on below cost.
  const product = expected.data.find(
    (row) =>
      row.kind === 'price_below_cost' && (row.order_ids ?? []).length > 0 && !seen.has(row.id),
  );
  await page.getByLabel('Soort').selectOption('price_below_cost');
  await page
    .getByRole('button', { name: `Orders van ${product?.subject.label} onder kostprijs` })
    .click();
  await expect(drawer.locator('tbody tr')).toHaveCount(product?.order_ids?.length ?? -1);
  await shoot(page, { path: 'test/artifacts/screenshots/exceptions/nl-below-cost-orders.png' });
  await page.keyboard.press('Escape');
  await api.put('/api/exception-thresholds', DEFAULT_EXCEPTION_THRESHOLDS);

  // A catalog state is one row that says how many; Producten lists them, each opening in the
  // catalog (searched for its SKU, its drawer open).
  await page.setViewportSize({ width: 1280, height: 800 });
  const products = expected.data.find((row) => row.kind === 'never_priced')?.products ?? [];
  const state = `${products.length} producten zonder prijs`;
  await page.getByLabel('Soort').selectOption('never_priced');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('rowheader')).toContainText(state);
  await rows
    .first()
    .getByRole('button', { name: `Producten: ${state}` })
    .click();
  await expect(drawer.getByRole('heading', { name: state })).toBeVisible();
  await expect(drawer.locator('tbody tr')).toHaveCount(products.length);
  await expectAccessible(page, 'a catalog state’s products');
  await shoot(page, { path: 'test/artifacts/screenshots/exceptions/nl-1280-products.png' });
  const [unpriced] = products;
  await drawer.getByRole('link', { name: `${unpriced?.title} openen in de catalogus` }).click();
  await expect(page).toHaveURL(new RegExp(`#/catalog\\?q=${unpriced?.sku}$`));
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: unpriced?.title }),
  ).toBeVisible();
});

test('a year of exceptions shows them a part at a time, each part on request', async ({
  signedIn: page,
  api,
}) => {
  // A busy shop finds thousands in a year (4,785 at 50,000 products and 300 orders a day):
  // rendered at once they froze the page for over a second, and every seen mark again. The
  // demo's year lists a few hundred, more than one part.
  const year = { from: '2025-11-01', to: '2026-10-31' };
  const seen = new Set((await api.json('/api/exceptions/seen')).ids);
  const unseen = (await api.json('/api/exceptions', year)).data.filter((row) => !seen.has(row.id));
  expect(unseen.length).toBeGreaterThan(2 * EXCEPTIONS_PART);
  await page.goto(`/#/exceptions?period=custom&from=${year.from}&to=${year.to}`);
  const rows = page.locator('table.exc__table tbody tr');
  await expect(rows).toHaveCount(EXCEPTIONS_PART);
  await expect(page.getByText(`Eerste ${EXCEPTIONS_PART} van ${unseen.length}.`)).toBeVisible();
  await page.getByRole('button', { name: `Toon er ${EXCEPTIONS_PART} meer` }).click();
  await expect(rows).toHaveCount(2 * EXCEPTIONS_PART);
  await expect(rows.nth(2 * EXCEPTIONS_PART - 1).getByRole('rowheader')).toContainText(
    unseen[2 * EXCEPTIONS_PART - 1]?.subject.label ?? '',
  );
  // Another kind starts again from its first part.
  await page.getByLabel('Soort').selectOption('refunds');
  const refunds = unseen.filter((row) => row.kind === 'refunds').length;
  await expect(rows).toHaveCount(Math.min(refunds, EXCEPTIONS_PART));
});

test(
  'the exceptions at every size, in Dutch and English',
  FULL_RUN_ONLY,
  async ({ signedIn: page }) => {
    test.setTimeout(120_000);
    await shootEverySize(page, HASH, 'exceptions', 'table.exc__table');
  },
);
