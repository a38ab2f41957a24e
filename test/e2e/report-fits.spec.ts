/**
 * Every figure of the report stays whole in its box, from 1024×700 to 1920×1080, for one day
 * and for a year with seven-figure totals: no amount runs past its card, cell or chart.
 */
import { DEMO_END, expect, test } from './fixtures.js';
import { FinancialReportPage } from './pages/financial-report-page.js';
import { label } from './pages/labels.js';
import { overflowing } from './pages/overflow.js';
import { SIZE, resize } from './matrix.js';

const SIZES = [SIZE.small, SIZE.medium, SIZE.large] as const;

const PERIODS = {
  day: { from: DEMO_END, to: DEMO_END },
  year: { from: '2025-11-21', to: DEMO_END },
} as const;

// The layout at every size in one pass: the report is read once per period, then the window
// is resized under it.
for (const [name, period] of Object.entries(PERIODS)) {
  test(`the report fits from 1024×700 to 1920×1080 for a ${name}`, async ({
    page,
    signedIn,
    shell,
  }) => {
    // A year is read from the platform page by page: give it time (2 cores, demo data).
    test.setTimeout(180_000);
    await page.setViewportSize(SIZES[0]);
    const report = await FinancialReportPage.open(signedIn, shell, period);
    await expect(report.card('sales')).toBeVisible({ timeout: 120_000 });
    await expect(page.locator('.query-content--stale')).toHaveCount(0, { timeout: 120_000 });
    if (name === 'year') {
      // Seven figures: the case the cards must make room for, with a comparison beside them
      // (a line on every card, two more columns in the group table).
      await expect(report.card('sales')).toContainText(/€\s\d\.\d{3}\.\d{3},\d{2}/);
      await page.getByLabel(label('report.compare.label')).selectOption('previous');
      await expect(report.card('sales').locator('.stat__change')).toBeVisible({
        timeout: 120_000,
      });
    }
    for (const size of SIZES) {
      await resize(page, size);
      await page.evaluate('window.scrollTo(0, 0)');
      expect(await overflowing(page), `at ${size.width}×${size.height}`).toEqual([]);
      await shell.screenshot(`report-${name}-${size.width}`);
      await report.scrollTo(report.matrix);
      await shell.screenshot(`report-${name}-${size.width}-matrix`);
    }
  });
}
