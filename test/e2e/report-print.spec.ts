/**
 * The report on paper: an A4 print layout with a header that says which account, location
 * and period it is and when it was printed, no navigation or buttons, a page break between
 * sections and every figure whole. The PDF's pages are written as PNG for a person to look
 * at (pdftoppm, where installed).
 */
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { REPORT_RANGE, expect, test } from './fixtures.js';
import { dutchDay } from './pages/date-range.js';
import { FinancialReportPage } from './pages/financial-report-page.js';
import { label } from './pages/labels.js';
import { overflowing } from './pages/overflow.js';

const PDF_DIR = 'test/artifacts/pdf';

test('the report prints on A4 with its own header and every figure whole', async ({
  page,
  signedIn,
  shell,
}) => {
  const report = await FinancialReportPage.open(signedIn, shell, REPORT_RANGE);
  await expect(report.card('sales')).toBeVisible();

  // The browser's own print (and "Save as PDF") is what the button starts in a browser.
  await page.evaluate(`window.print = () => { window.__printed = (window.__printed ?? 0) + 1; }`);
  await page.getByRole('button', { name: label('report.print') }).click();
  expect(await page.evaluate<number>('window.__printed')).toBe(1);

  await page.emulateMedia({ media: 'print' });
  const header = page.locator('.print-header');
  await expect(header).toBeVisible();
  await expect(header).toContainText(label('report.title'));
  await expect(header).toContainText('demo');
  await expect(header).toContainText(label('report.allLocations'));
  await expect(header).toContainText(
    `${dutchDay(REPORT_RANGE.from)} t/m ${dutchDay(REPORT_RANGE.to)}`,
  );
  await expect(header).toContainText(label('report.print.printedAt'));
  await expect(shell.navigation).toBeHidden();
  await expect(shell.logoutButton).toBeHidden();
  await expect(page.getByRole('button', { name: label('export.button') })).toBeHidden();
  await expect(report.range.from).toBeHidden();
  expect(await overflowing(page)).toEqual([]);

  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  // Revenue and charts; payments and VAT; the group × shop table: each starts a page.
  expect(pages.length).toBeGreaterThanOrEqual(3);
  await mkdir(PDF_DIR, { recursive: true });
  await writeFile(`${PDF_DIR}/financieel-rapport.pdf`, pdf);
  try {
    await promisify(execFile)('pdftoppm', [
      '-png',
      '-r',
      '60',
      `${PDF_DIR}/financieel-rapport.pdf`,
      `${PDF_DIR}/financieel-rapport`,
    ]);
  } catch {
    test.info().annotations.push({
      type: 'note',
      description:
        'pdftoppm is not installed: the PDF is written, its pages are not rendered as PNG',
    });
  }
});

test('while a new period loads, the old figures say their period and paper prints that one', async ({
  page,
  signedIn,
  shell,
}) => {
  const report = await FinancialReportPage.open(signedIn, shell, REPORT_RANGE);
  await expect(report.card('sales')).toBeVisible();
  // September's report is held at the door until the test lets it through: no timing guessed.
  let release: () => void = () => undefined;
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/api\/financial-report\?.*from=2026-09-01/, async (route) => {
    await held;
    await route.continue();
  });
  await report.range.setCustom('2026-09-01', '2026-09-30');
  const october = `${dutchDay(REPORT_RANGE.from)} t/m ${dutchDay(REPORT_RANGE.to)}`;
  const note = page.locator('.older-period');
  await expect(note).toHaveText(
    `De cijfers hieronder zijn nog van ${october}, niet van de gekozen periode: die wordt geladen.`,
  );
  await expect(page.getByRole('button', { name: label('report.print') })).toBeDisabled();
  await shell.screenshot('report-older-period');

  // The browser's own Print still works: the paper says October, whose figures these are,
  // with no progress, note or button on it.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.print-header')).toContainText(october);
  await expect(note).toBeHidden();
  await expect(page.locator('.slow-read')).toBeHidden();
  await expect(page.locator('main button:not(.figure-link)').filter({ visible: true })).toHaveCount(
    0,
  );
  await shell.screenshot('report-older-period-print');
  await page.emulateMedia({ media: 'screen' });

  release();
  await expect(note).toBeHidden();
  await expect(page.locator('.print-header')).toContainText('01-09-2026 t/m 30-09-2026');
  await expect(page.getByRole('button', { name: label('report.print') })).toBeEnabled();
});
