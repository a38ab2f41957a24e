/**
 * The report's drill-down in the browser: one figure of each kind (a matrix cell, a group's
 * total, a shop's total, the grand total, a VAT row and total of both parts, a payment method
 * and the payments' total) opens its orders, whose total reads exactly as the figure did;
 * opened and closed with the keyboard; at 1280×800 and 1024×700, in Dutch and in English.
 */
import type { Locator, Page } from '@playwright/test';
import { REPORT_RANGE, euro, expect, test } from './fixtures.js';
import { dutchDay } from './pages/date-range.js';
import { ReportFigures } from './pages/figure-orders.js';
import { FinancialReportPage } from './pages/financial-report-page.js';
import { overflowing } from './pages/overflow.js';
import { SIZE, combinations } from './matrix.js';

const DUTCH = {
  locale: 'nl-NL',
  name: 'NL Nederlands',
  through: 't/m',
  orders: /orders, gesorteerd/,
};
const ENGLISH = {
  locale: 'en-US',
  name: 'EN English',
  through: 'to',
  orders: /orders, by time of purchase/,
};

const COMBINATIONS = combinations([
  // In CI the drawer at its narrowest with the longer (Dutch) words: the behaviour is the same
  // in English, whose words the full run checks (decision 0059: each behaviour once in CI).
  { size: SIZE.medium, language: DUTCH },
  { size: SIZE.medium, language: ENGLISH },
  { size: SIZE.small, language: DUTCH, ci: true },
  { size: SIZE.small, language: ENGLISH },
]);

/** Clicks the figure, and sees its orders add up to exactly the text it showed. */
async function drillInto(figures: ReportFigures, figure: Locator, measure: string) {
  await figure.scrollIntoViewIfNeeded();
  const text = (await figure.innerText()).trim();
  expect(text).toMatch(/€/);
  await figure.click();
  await expect(figures.drawer).toBeVisible();
  await expect(figures.total(measure)).toHaveText(text);
  await figures.drawer.getByRole('button').first().click();
  await expect(figures.drawer).toBeHidden();
}

async function settle(page: Page) {
  await expect(page.locator('.query-content--stale')).toHaveCount(0);
}

for (const { size, language } of COMBINATIONS) {
  test.describe(`${language.locale} at ${size.width}×${size.height}`, () => {
    test.use({ locale: language.locale, viewport: size });

    test('every kind of figure opens orders that add up to it', async ({
      page,
      signedIn,
      shell,
    }) => {
      test.setTimeout(120_000);
      const report = await FinancialReportPage.open(signedIn, shell, REPORT_RANGE);
      await expect(report.card('sales')).toBeVisible();
      if (language.locale === 'en-US') {
        await page.getByRole('button', { name: language.name, exact: true }).click();
      }
      await settle(page);
      const figures = new ReportFigures(page);
      const tag = `${language.locale}-${size.width}`;

      // A matrix cell, with its title, period, rows and links; a screenshot to look at.
      const cell = figures.matrix('cell');
      await cell.scrollIntoViewIfNeeded();
      const cellText = (await cell.innerText()).trim();
      await cell.click();
      await expect(figures.drawer).toBeVisible();
      await expect(figures.total('turnover')).toHaveText(cellText);
      await expect(figures.drawer).toContainText(
        `${dutchDay(REPORT_RANGE.from)} ${language.through} ${dutchDay(REPORT_RANGE.to)}`,
      );
      await expect(figures.drawer).toContainText(language.orders);
      const firstLink = figures.drawer.locator('tbody tr').first().getByRole('link');
      await expect(firstLink).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:\d+\/.+/);
      expect(await overflowing(page)).toEqual([]);
      await shell.screenshot(`drill-cell-${tag}`);
      await figures.drawer.getByRole('button').first().click();
      await expect(figures.drawer).toBeHidden();

      await drillInto(figures, figures.matrix('groupTotal'), 'turnover');
      await drillInto(figures, figures.matrix('shopTotal'), 'turnover');
      await drillInto(figures, figures.matrix('total'), 'turnover');
      await drillInto(figures, figures.vat('direct', 'first', 0), 'net');
      await drillInto(figures, figures.vat('direct', 'first', 1), 'vat');
      await drillInto(figures, figures.vat('direct', 'total', 2), 'gross');
      await drillInto(figures, figures.vat('notPaid', 'first', 2), 'gross');
      await drillInto(figures, figures.vat('notPaid', 'total', 0), 'net');
      await drillInto(figures, figures.payment('first'), 'amount');

      // The payments' total, left open for a screenshot of a VAT-shaped drawer.
      const payments = figures.payment('total');
      await payments.scrollIntoViewIfNeeded();
      const paymentsText = (await payments.innerText()).trim();
      await payments.click();
      await expect(figures.total('amount')).toHaveText(paymentsText);
      await shell.screenshot(`drill-payments-${tag}`);
    });

    test('opens and closes with the keyboard, focus returning to the figure', async ({
      page,
      signedIn,
      shell,
    }) => {
      const report = await FinancialReportPage.open(signedIn, shell, REPORT_RANGE);
      await expect(report.card('sales')).toBeVisible();
      if (language.locale === 'en-US') {
        await page.getByRole('button', { name: language.name, exact: true }).click();
      }
      await settle(page);
      const figures = new ReportFigures(page);
      const figure = figures.vat('direct', 'total', 2);
      await figure.scrollIntoViewIfNeeded();
      // Reached by Tab from the amount before it, as a keyboard user does.
      await figures.vat('direct', 'total', 1).focus();
      await page.keyboard.press('Tab');
      await expect(figure).toBeFocused();
      await expect(figure).toHaveCSS('outline-style', 'solid');
      await shell.screenshot(`drill-focus-${language.locale}-${size.width}`);
      await page.keyboard.press('Enter');
      await expect(figures.drawer).toBeVisible();
      await expect(figures.total('gross')).toHaveText((await figure.innerText()).trim());
      await page.keyboard.press('Escape');
      await expect(figures.drawer).toBeHidden();
      await expect(figure).toBeFocused();
      // The open figure is in the address: a reload opens it again, closing removes it.
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/drill=direct_paid_total/);
      await page.reload();
      await expect(figures.drawer).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page).not.toHaveURL(/drill=/);
    });
  });
}

test('with a comparison on, the main period drills down', async ({
  page,
  signedIn,
  shell,
  api,
}) => {
  const report = await FinancialReportPage.open(signedIn, shell, REPORT_RANGE);
  await page.getByLabel('Vergelijken met').selectOption('previous');
  await expect(report.card('sales').locator('.stat__change')).toBeVisible();
  await settle(page);
  const figures = new ReportFigures(page);
  const expected = await api.json('/api/financial-report', REPORT_RANGE);
  const total = figures.matrix('total');
  await expect(total).toHaveText(euro(expected.turnover_by_group.total.turnover));
  await drillInto(figures, total, 'turnover');
  // The compared period's column is no figure of this period: it is plain text.
  const row = page.locator('section[aria-labelledby="report-matrix"] tbody tr');
  await expect(row.first().locator('td.muted').getByRole('button')).toHaveCount(0);
});

test('on paper a figure is the plain amount', async ({ page, signedIn, shell }) => {
  const report = await FinancialReportPage.open(signedIn, shell, REPORT_RANGE);
  await expect(report.card('sales')).toBeVisible();
  await settle(page);
  const figure = new ReportFigures(page).matrix('cell');
  await figure.focus();
  await page.emulateMedia({ media: 'print' });
  // Focused, on screen it is underlined in the accent colour; on paper none of that shows.
  await expect(figure).toHaveCSS('text-decoration-line', 'none');
  await expect(figure).toHaveCSS('outline-style', 'none');
  await expect(figure).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(figure).not.toHaveCSS('color', 'rgb(23, 74, 150)');
});
