import { readFile } from 'node:fs/promises';
import { readZip, type ZipEntry } from '../api/zip-reader.js';
import { REPORT_RANGE, euro, expect, test } from './fixtures.js';
import { FinancialReportPage } from './pages/financial-report-page.js';
import { expectAccessible } from './pages/accessibility.js';
import { FULL_RUN_ONLY, resize, SIZE } from './matrix.js';
import { label } from './pages/labels.js';

test('the financial report: cards, balance check, matrix and chart', async ({
  signedIn: page,
  api,
  shell,
}) => {
  const report = await FinancialReportPage.open(page, shell, REPORT_RANGE);
  const expected = await api.json('/api/financial-report', REPORT_RANGE);
  await expect(report.card('sales')).toContainText(euro(expected.revenue.total_sales));
  await expect(report.card('turnover')).toContainText(euro(expected.revenue.total_turnover));
  await expect(report.card('margin')).toContainText(euro(expected.revenue.margin.value));
  await expect(report.groupChart).toBeVisible();
  // A screen reader reads the chart as a table of its amounts.
  const chartTable = report.groupChart.getByRole('table', {
    name: label('chart.asTable', { title: label('report.chartGroups') }),
  });
  await expect(chartTable.locator('tbody tr')).toHaveCount(expected.turnover_by_group.rows.length);
  const firstGroup = expected.turnover_by_group.rows[0];
  if (!firstGroup) throw new Error('the demo month has no turnover groups');
  await expect(
    chartTable.getByRole('row', { name: new RegExp(`^${firstGroup.name}`) }),
  ).toContainText(euro(firstGroup.total));
  await shell.screenshot('04-financial-report');

  await report.scrollTo(report.balanceCheck);
  await expect(report.balanceCheck).toContainText(
    expected.direct_paid.balance_check.ok ? 'Klopt' : 'Verschil',
  );
  await expect(report.balanceCheck).toContainText(
    euro(expected.direct_paid.balance_check.payments_total),
  );
  await shell.screenshot('05-financial-report-payments');

  await report.scrollTo(report.matrix);
  await expect(report.matrix.locator('tbody tr')).toHaveCount(
    expected.turnover_by_group.rows.length,
  );
  await expect(report.matrix.locator('tfoot')).toContainText(
    euro(expected.turnover_by_group.total.turnover),
  );
  await shell.screenshot('06-financial-report-matrix');
});

test('the report for one location', async ({ signedIn: page, api, shell }) => {
  const report = await FinancialReportPage.open(page, shell, REPORT_RANGE);
  const locations = await api.json('/api/locations');
  const location = locations.data[0];
  if (!location) throw new Error('no locations');
  await report.location.selectOption({ label: location.name });
  const expected = await api.json('/api/financial-report', {
    ...REPORT_RANGE,
    location_id: String(location.id),
  });
  await expect(report.card('turnover')).toContainText(euro(expected.revenue.total_turnover));
});

/** One CSV file of a zip as text, without its BOM. */
const csvText = (files: readonly ZipEntry[], name: string): string => {
  const file = files.find((entry) => entry.name === name);
  if (!file) throw new Error(`no ${name} in ${files.map((entry) => entry.name).join(', ')}`);
  return file.bytes.toString('utf8').replace(/^\uFEFF/, '');
};

test(
  'CSV export of the report is what the API gives, in words, in Dutch and English',
  FULL_RUN_ONLY,
  async ({ signedIn: page, api, shell }) => {
    const report = await FinancialReportPage.open(page, shell, REPORT_RANGE);
    // Run first (alone, or first in its queue), this is a fresh service's first read of October
    // from the platform: some 235 pages, longer than 15 s on a busy machine.
    await expect(report.revenueCards).toBeVisible({ timeout: 60_000 });
    // The CSV button says it gives a zip, and of how many files (those the zip holds, below),
    // on a line under it that ends its name (decision 0134); the Excel workbook beside it has
    // the same tables as sheets. At 1024 × 700, axe-clean.
    await page.setViewportSize(SIZE.small);
    await expect(report.export.note).toHaveText('Excel NL');
    await expect(report.export.files).toHaveText('12 bestanden in een zip');
    await expect(report.export.button).toHaveAccessibleName(
      'CSV exporteren Excel NL 12 bestanden in een zip',
    );
    await expect(report.export.xlsxButton).toBeVisible();
    await expectAccessible(page, 'the report’s export buttons at 1024 × 700', '.export');
    await shell.screenshot('report-export-buttons-nl-1024');
    // A zip of one CSV file per table; its entries are dated when made, so the files compare.
    // Named in the screen's language with the month's name (the API's own name stays ISO).
    const saveZip = async (name: string) => {
      const download = await report.export.download();
      expect(download.suggestedFilename()).toBe(name);
      return readZip(await readFile(await download.path()));
    };
    const expectSame = (saved: readonly ZipEntry[], asked: readonly ZipEntry[]) => {
      expect(saved.map((file) => file.name)).toEqual(asked.map((file) => file.name));
      saved.forEach((file, index) =>
        expect(file.bytes.equals(asked[index]?.bytes ?? Buffer.from(''))).toBe(true),
      );
    };
    const dutch = await saveZip('financieel-rapport-oktober-2026.zip');
    expect(dutch).toHaveLength(12);
    expectSame(
      dutch,
      readZip(
        await api.csv('/api/financial-report', { ...REPORT_RANGE, delimiter: ';', lang: 'nl' }),
      ),
    );
    // Words as headers and row labels, Excel NL's `;` and decimal commas, one table a file.
    const omzet = csvText(dutch, '02 Omzet.csv');
    expect(omzet).toMatch(/^Onderdeel;Bedrag\r\nVerkopen;\d+,\d{2}\r\n/);
    expect(omzet).toMatch(/\r\nVerkochte regels zonder kostprijs;\d+\r\n/);
    expect(omzet).not.toMatch(/total_sales|lines_without_cost_price|financial_report/);

    // In English (the CSV setting follows the language by default): `,` and decimal points.
    await page.getByRole('button', { name: 'EN English', exact: true }).click();
    await expect(report.export.note).toHaveText('CSV');
    await expect(report.export.files).toHaveText('12 files in a zip');
    await expect(report.export.button).toHaveAccessibleName('Export CSV CSV 12 files in a zip');
    await shell.screenshot('report-export-buttons-en-1024');
    const english = await saveZip('financial-report-october-2026.zip');
    expectSame(
      english,
      readZip(await api.csv('/api/financial-report', { ...REPORT_RANGE, lang: 'en' })),
    );
    expect(english.map((file) => file.name)).toContain('04 Turnover by turnover group.csv');
    const revenue = csvText(english, '02 Turnover.csv');
    expect(revenue).toMatch(/^Figure,Amount\r\nSales,\d+\.\d{2}\r\n/);
    expect(revenue).toMatch(/\r\nSold lines without cost price,\d+\r\n/);
    expect(revenue).not.toMatch(/total_sales|lines_without_cost_price|financial_report/);
  },
);

test('cash differences and a margin over lines without cost say so; percentages in one notation', async ({
  signedIn: page,
  api,
  shell,
}) => {
  const report = await FinancialReportPage.open(page, shell, REPORT_RANGE);
  const expected = await api.json('/api/financial-report', REPORT_RANGE);
  const differences = expected.revenue.total_differences;
  await expect(report.card('differences')).toContainText(euro(differences));
  // The report counts expected − counted (taken off turnover), and says so in words.
  await expect(report.card('differences')).toContainText(label('report.differences.way'));
  if (differences !== 0) {
    await expect(report.card('differences')).toContainText(
      label(differences > 0 ? 'report.differences.short' : 'report.differences.over'),
    );
  }
  // Turnover on the card is after the cash differences, the table by group before: both say so.
  if (differences !== 0) {
    await expect(report.card('turnover')).toContainText(
      `Na ${euro(differences)} kasverschillen; de omzet per omzetgroep telt ze niet mee.`,
    );
  }
  // A margin over lines without a cost price says how many and how much, and opens them.
  const withoutCost = expected.revenue.lines_without_cost_price;
  expect(withoutCost).toBeGreaterThan(0);
  await expect(report.card('margin')).toContainText(
    `${withoutCost} verkochte regels hebben geen kostprijs en tellen als kosteloos: de marge is te hoog.`,
  );
  await report
    .card('margin')
    .getByRole('button', { name: euro(expected.revenue.turnover_without_cost_price) })
    .click();
  await expect(page).toHaveURL(/drill=turnover_without_cost/);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Omzet zonder kostprijs');
  await expect(dialog.locator('tfoot')).toContainText(
    euro(expected.revenue.turnover_without_cost_price),
  );
  await shell.screenshot('report-margin-without-cost-drill');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await shell.screenshot('report-cards-weak-margin');
  // A margin is a share: two decimals, Dutch notation like the amounts beside it...
  await expect(report.card('margin')).toContainText(/\d,\d{2}% van de omzet/);
  // ...also in English, so a figure and its share never mix two notations.
  await page.getByRole('button', { name: 'EN English', exact: true }).click();
  const marginInEnglish = page.locator('.stat').filter({ hasText: 'Margin' });
  await expect(marginInEnglish).toContainText(/\d,\d{2}% of turnover/);
  await expect(page.locator('.chart__legend-share').first()).toHaveText(/^\d+,\d{2}%$/);
});

test('the bridges say why the VAT return and the shops differ from turnover, in both languages', async ({
  signedIn: page,
  api,
  shell,
}) => {
  await FinancialReportPage.open(page, shell, REPORT_RANGE);
  const { bridges, revenue } = await api.json('/api/financial-report', REPORT_RANGE);
  // October's till closings are short: the report takes that off, the other figures do not.
  expect(revenue.total_differences).toBeGreaterThan(0);
  const minus = `− ${euro(revenue.total_differences)}`;
  const toVat = page.locator('[data-bridge=report_vat_return]');
  const toShops = page.locator('[data-bridge=report_shops]');
  const lines = {
    nl: [
      `Omzet in de btw-aangifte (1a t/m 1e en OSS): ${euro(bridges.vat_return.compared)} · Kasverschillen ${minus}: telt niet mee in de btw-aangifte`,
      `Omzet van de winkels samen, excl. btw: ${euro(bridges.shop_totals.compared)} · Kasverschillen ${minus}: geen orderregel, dus bij geen winkel`,
    ],
    en: [
      `Turnover in the VAT return (1a to 1e and OSS): ${euro(bridges.vat_return.compared)} · Cash differences ${minus}: not counted in the VAT return`,
      `Turnover of the shops together, excl. VAT: ${euro(bridges.shop_totals.compared)} · Cash differences ${minus}: no order line, so in no shop`,
    ],
  };
  await resize(page, SIZE.small);
  for (const language of ['nl', 'en'] as const) {
    if (language === 'en') {
      await page.getByRole('button', { name: 'EN English', exact: true }).click();
    }
    await expect(toVat).toHaveText(lines[language][0] ?? '');
    await expect(toShops).toHaveText(lines[language][1] ?? '');
    await expectAccessible(page, `report bridges in ${language}`);
    await toVat.scrollIntoViewIfNeeded();
    await shell.screenshot(`report-bridge-${language}`);
  }
});

/** "+€ 1.234,56" and "+5,12%" computed here from the two answers, in whole cents. */
function expectedChange(current: number, base: number): { amount: string; percent: string } {
  const cents = Math.round(current * 100) - Math.round(base * 100);
  const amount = `${cents > 0 ? '+' : ''}${euro(cents / 100)}`;
  const baseCents = Math.abs(Math.round(base * 100));
  if (baseCents === 0) return { amount, percent: '' };
  // Hundredths of a percent, rounded half away from zero.
  const hundredths = Math.sign(cents) * Math.round((Math.abs(cents) * 10_000) / baseCents);
  const percent = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2 }).format(
    hundredths / 100,
  );
  return { amount, percent: `${hundredths > 0 ? '+' : ''}${percent}%` };
}

/** As a card says it: "+€ 1.234,56 (+5,12%)". */
const inWords = ({ amount, percent }: { amount: string; percent: string }) =>
  percent ? `${amount} (${percent})` : amount;

test('comparison with the previous period: changes on the cards and in the group table', async ({
  signedIn: page,
  api,
  shell,
}) => {
  const report = await FinancialReportPage.open(page, shell, REPORT_RANGE);
  await page.getByLabel(label('report.compare.label')).selectOption('previous');
  await expect(page).toHaveURL(/compare=previous/);

  // October is a whole month: September, and the choice and the note say so.
  await expect(page.getByLabel(label('report.compare.label'))).toHaveValue('previous');
  await expect(page.getByLabel(label('report.compare.label')).locator('option:checked')).toHaveText(
    'Vorige maand',
  );
  const current = await api.json('/api/financial-report', REPORT_RANGE);
  const base = await api.json('/api/financial-report', { from: '2026-09-01', to: '2026-09-30' });
  const sales = expectedChange(current.revenue.total_sales, base.revenue.total_sales);
  await expect(report.card('sales')).toContainText(inWords(sales));
  await expect(
    page.getByText('Vergeleken met vorige maand: 01-09-2026 t/m 30-09-2026.'),
  ).toBeVisible();
  await expect(report.card('margin')).toContainText(
    inWords(expectedChange(current.revenue.margin.value, base.revenue.margin.value)),
  );

  await report.scrollTo(report.matrix);
  await expect(report.matrix.locator('thead')).toContainText(label('report.compare.difference'));
  // In the table the percentage stands under the amount.
  const total = expectedChange(
    current.turnover_by_group.total.turnover,
    base.turnover_by_group.total.turnover,
  );
  await expect(report.matrix.locator('tfoot')).toContainText(`${total.amount}${total.percent}`);
  await shell.screenshot('report-compare-matrix');
});
