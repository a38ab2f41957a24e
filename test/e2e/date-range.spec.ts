/**
 * The period field as a clerk uses it: typed as dd-mm-jjjj whatever the browser's locale,
 * pasted, stepped with the arrow keys, picked from the calendar or from a preset. A request
 * goes out only for a whole, valid period; an invalid one keeps the last figures, marked.
 */
import type { Page, Request } from '@playwright/test';
import { REPORT_RANGE, euro, expect, test } from './fixtures.js';
import { dutchDay } from './pages/date-range.js';
import { FinancialReportPage } from './pages/financial-report-page.js';
import { label } from './pages/labels.js';
import { combinations } from './matrix.js';

/** Sunday 22 November 2026, noon in Amsterdam: the presets below are relative to it. */
const NOW = new Date('2026-11-22T12:00:00+01:00');
test.use({ fixedTime: NOW });

function reportRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/financial-report' && !url.searchParams.has('format')) {
      seen.push(request);
    }
  });
  return seen;
}

const periodOf = (request: Request) => {
  const url = new URL(request.url());
  return `${url.searchParams.get('from')}/${url.searchParams.get('to')}`;
};

// The browser's locale never changes how a period is typed: Dutch in CI, English too in the full run.
for (const { locale } of combinations([{ locale: 'nl-NL', ci: true }, { locale: 'en-US' }])) {
  test.describe(`browser locale ${locale}`, () => {
    test.use({ locale });

    test('typing a period: dd-mm-jjjj, one field never moves the other, one request', async ({
      page,
      signedIn,
      shell,
      api,
    }) => {
      await shell.open('financialReport');
      const report = new FinancialReportPage(signedIn);
      await expect(report.range.from).toHaveValue('01-10-2026'); // last month by default
      await expect(report.range.to).toHaveValue('31-10-2026');
      // The default period's report has been asked for and shown before requests are counted:
      // its request may leave after the fields show their values.
      const october = await api.json('/api/financial-report', {
        from: '2026-10-01',
        to: '2026-10-31',
      });
      await expect(report.card('sales')).toContainText(euro(october.revenue.total_sales));
      const requests = reportRequests(page);

      // Half typed: nothing is asked and "Tot en met" stays as it was.
      await report.range.from.fill('');
      await report.range.from.pressSequentially('3-10-20', { delay: 40 });
      await expect(report.range.to).toHaveValue('31-10-2026');
      await report.range.from.pressSequentially('26', { delay: 40 });
      await expect(report.range.from).toHaveValue('3-10-2026');
      await report.range.from.press('Tab');
      await expect(report.range.from).toHaveValue('03-10-2026');
      await expect(report.range.to).toHaveValue('31-10-2026');

      const expected = await api.json('/api/financial-report', {
        from: '2026-10-03',
        to: '2026-10-31',
      });
      await expect(report.card('sales')).toContainText(euro(expected.revenue.total_sales));
      expect(requests.map(periodOf)).toEqual(['2026-10-03/2026-10-31']);
    });
  });
}

test('an invalid period says why and keeps the last figures, marked as behind', async ({
  page,
  signedIn,
  shell,
}) => {
  const report = await FinancialReportPage.open(signedIn, shell, REPORT_RANGE);
  await expect(report.card('sales')).toBeVisible();
  const requests = reportRequests(page);

  await report.range.from.fill('05-11-2026');
  await expect(page.getByText(label('range.invalid'))).toBeVisible();
  const behind = label('range.behind', {
    from: dutchDay(REPORT_RANGE.from),
    to: dutchDay(REPORT_RANGE.to),
  });
  await expect(page.getByText(behind)).toBeVisible();
  await expect(page.locator('.query-content--stale')).toBeVisible();
  await expect(report.card('sales')).toBeVisible();

  // Each wrong date in its own words (issue 58: all three said "Deze datum bestaat niet.").
  await report.range.to.fill('31-02-2026');
  await expect(page.getByText(label('range.noSuchDay'))).toBeVisible();
  await report.range.to.fill('abc');
  await expect(page.getByText(label('range.notADate'))).toBeVisible();
  await report.range.to.fill('01-01-1900');
  await expect(
    page.getByText(label('range.outOfRange', { first: 1970, last: 2999 })),
  ).toBeVisible();
  await report.range.to.fill('12-1');
  await report.range.to.press('Tab');
  await expect(page.getByText(label('range.incomplete'))).toBeVisible();
  await shell.screenshot('date-range-invalid');
  expect(requests).toEqual([]);

  await report.range.to.fill('30-11-2026');
  await expect(page.getByText(behind)).toBeHidden();
  await expect(page.locator('.query-content--stale')).toHaveCount(0);
});

test('pasting a period, arrow keys, the calendar and the presets', async ({
  page,
  signedIn,
  shell,
}) => {
  await shell.open('financialReport');
  const report = new FinancialReportPage(signedIn);

  // A real paste: the clipboard holds a whole period, as copied from a mail or a sheet.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(`navigator.clipboard.writeText('01-09-2026 t/m 30-09-2026')`);
  await report.range.from.focus();
  await page.keyboard.press('Control+V');
  await expect(report.range.from).toHaveValue('01-09-2026');
  await expect(report.range.to).toHaveValue('30-09-2026');

  await report.range.from.press('ArrowDown');
  await expect(report.range.from).toHaveValue('31-08-2026');
  await report.range.from.press('PageUp');
  await expect(report.range.from).toHaveValue('30-09-2026');

  await report.range.calendarButton('to').click();
  const calendar = page.getByRole('dialog', {
    name: label('calendar.open', { field: 'Tot en met' }),
  });
  await expect(calendar).toContainText('september 2026');
  await shell.screenshot('date-range-calendar');
  await calendar.getByRole('button', { name: 'Volgende maand' }).click();
  await calendar.getByRole('button', { name: '15', exact: true }).first().click();
  await expect(calendar).toBeHidden();
  await expect(report.range.to).toHaveValue('15-10-2026');

  for (const [preset, from, to] of [
    ['lastQuarter', '01-07-2026', '30-09-2026'],
    ['thisQuarter', '01-10-2026', '22-11-2026'],
    ['lastWeek', '09-11-2026', '15-11-2026'],
    ['last30Days', '24-10-2026', '22-11-2026'],
    ['lastYear', '01-01-2025', '31-12-2025'],
  ] as const) {
    await report.range.choose(preset);
    await expect(report.range.from).toHaveValue(from);
    await expect(report.range.to).toHaveValue(to);
  }
});
