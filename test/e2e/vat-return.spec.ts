/**
 * The VAT return screen: a quarter's rubrieken as the service answers them, in cents and in
 * whole euros, the rubrieken sales data cannot fill named rather than 0, another member
 * state's rate apart under OSS, the non-revenue lines apart; choosing another quarter. Q3
 * filed after a question naming it and its figures, an order of Q3 cancelled: the screen,
 * the CSV, the .xlsx and the printed PDF show the figures as filed with the correction beside
 * them (issue 58); the filed screen at every size in both languages; a manager undoes the
 * filing with a reason, which the period's history keeps.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { parseCsv } from '../api/csv-reader.js';
import { readZip } from '../api/zip-reader.js';
import { DemoPlatform, euro, expect, test } from './fixtures.js';
import { FULL_RUN, resize, shoot, SIZE } from './matrix.js';
import { expectAccessible } from './pages/accessibility.js';
import { overflowing } from './pages/overflow.js';
import { pdfText } from './pages/pdf-text.js';
import { shootEverySize } from './pages/screen-shots.js';

const Q3 = { from: '2026-07-01', to: '2026-09-30' };
const HASH = '#/vat-return?quarter=2026-Q3';

test('the VAT return of Q3 2026, by rubriek', async ({ signedIn: page, api }) => {
  const expected = await api.json('/api/vat-return', Q3);
  await page.goto(`/${HASH}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Btw-aangifte' })).toBeVisible();
  for (const row of expected.rubrieken) {
    const line = page.locator(`tr[data-rubriek="${row.rubriek}"]`).first();
    await expect(line).toContainText(euro(row.turnover));
    const whole = new Intl.NumberFormat('nl-NL', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    }).format(row.turnover_whole_euros);
    await expect(line).toContainText(whole);
  }
  // The imported orders' 6 % is Belgium's: under OSS, not in 1c.
  await expect(page.locator('tr[data-rubriek="1c"]')).not.toContainText('6%');
  const belgium = page.locator('[data-testid="vat-oss"] tbody[data-country="BE"]');
  await expect(belgium).toContainText('6%');
  await expect(belgium).toContainText(euro(expected.oss[0]?.vat ?? 0));
  await expect(page.locator('tr[data-rubriek="1d"]')).toContainText('niet uit verkoopgegevens');
  await expect(page.locator('tr[data-rubriek="5b"]')).toContainText('niet uit verkoopgegevens');
  await expect(page.getByText('naar beneden afgerond, in je voordeel')).toBeVisible();
  // The hint names the refunds the return subtracts (issue 58).
  await expect(page.getByText('min de retouren die in de periode zijn terugbetaald')).toBeVisible();
  await expect(page.getByRole('row', { name: /Verkochte cadeaubonnen/ })).toBeVisible();

  // Another quarter asks the service for its own dates.
  const q2 = await api.json('/api/vat-return', { from: '2026-04-01', to: '2026-06-30' });
  await page.getByLabel('Kwartaal').selectOption('2026-Q2');
  await expect(page).toHaveURL(/quarter=2026-Q2/);
  await expect(page.locator('tr[data-rubriek="1a"]')).toContainText(
    euro(q2.rubrieken[0]?.turnover ?? 0),
  );
});

test('the VAT return says why the report’s turnover differs, in both languages', async ({
  signedIn: page,
  api,
}) => {
  const { report_bridge: bridge } = await api.json('/api/vat-return', Q3);
  const differences = bridge.items[0]?.amount ?? 0;
  // Q3's till closings are short: the report takes that off, the return does not.
  expect(differences).toBeGreaterThan(0);
  const minus = `− ${euro(differences)}`;
  const lines = {
    nl: `Omzet in het financieel rapport: ${euro(bridge.report_turnover)} · Kasverschillen ${minus}: telt niet mee in de btw-aangifte`,
    en: `Turnover in the financial report: ${euro(bridge.report_turnover)} · Cash differences ${minus}: not counted in the VAT return`,
  };
  await resize(page, SIZE.small);
  await page.goto(`/${HASH}`);
  const line = page.locator('[data-bridge=vat_return]');
  for (const language of ['nl', 'en'] as const) {
    if (language === 'en') {
      await page.getByRole('button', { name: 'EN English', exact: true }).click();
    }
    await expect(line).toHaveText(lines[language]);
    await expectAccessible(page, `VAT return bridge in ${language}`);
    await line.scrollIntoViewIfNeeded();
    await shoot(page, { path: `test/artifacts/screenshots/vat-return/bridge-${language}.png` });
  }
});

test('the VAT return prints with its own header, without controls', async ({ signedIn: page }) => {
  await page.goto(`/${HASH}`);
  await expect(page.locator('tr[data-rubriek="1a"] .vat-table__whole .money')).toHaveCount(2);
  await page.emulateMedia({ media: 'print' });
  const header = page.locator('.print-header');
  await expect(header).toContainText('Btw-aangifte');
  await expect(header).toContainText('01-07-2026 t/m 30-09-2026');
  await expect(page.getByLabel('Kwartaal')).toBeHidden();
  await expect(page.getByRole('navigation')).toBeHidden();
  // Another member state's sales print apart under OSS, as on the screen.
  await expect(page.locator('[data-testid="vat-oss"] tbody[data-country="BE"]')).toBeVisible();
  expect(await overflowing(page)).toEqual([]);
  await shoot(page, {
    path: 'test/artifacts/screenshots/vat-return/print.png',
    fullPage: true,
  });
});

/** Text with each run of white space (a no-break space too) as one space. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** A euro amount as a Dutch CSV writes it: decimal comma, no thousands separator. */
const csvEuros = (value: number) => value.toFixed(2).replace('.', ',');

/** The rows of one table of the return's Dutch CSV zip (`NN <title>.csv`). */
function csvTable(zip: Buffer, title: string): string[][] {
  const entry = readZip(zip).find((file) => file.name.endsWith(` ${title}.csv`));
  if (!entry) throw new Error(`no table ${title} in the zip`);
  return parseCsv(entry.bytes.toString('utf8').replace(/^\uFEFF/, ''), ';');
}

async function xlsxRows(file: Buffer, sheetName: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([file]));
  const sheet = workbook.getWorksheet(sheetName);
  if (!sheet) throw new Error(`no sheet ${sheetName}`);
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

test('Q3 filed, an order of Q3 cancelled: filed figures with the correction beside them, on screen, in CSV, .xlsx and PDF; undone with a reason', async ({
  signedIn: page,
  api,
  request,
}) => {
  test.setTimeout(150_000);
  const before = await api.json('/api/vat-return', Q3);
  await page.goto(`/${HASH}`);
  await expect(page.getByTestId('vat-period')).toHaveText('K3 2026: 01-07-2026 t/m 30-09-2026');

  // Filing asks first, naming the period and the figures it keeps.
  await page.getByRole('button', { name: 'Markeer als aangegeven' }).click();
  const dialog = page.getByTestId('vat-file-dialog');
  await expect(dialog.getByRole('heading')).toHaveText('K3 2026 markeren als aangegeven?');
  await expect(dialog).toContainText('(01-07-2026 t/m 30-09-2026)');
  for (const row of before.rubrieken) {
    await expect(dialog.locator(`tr[data-rubriek="${row.rubriek}"]`)).toContainText(
      euro(row.turnover),
    );
  }
  await expect(dialog.locator('tfoot')).toContainText(euro(before.vat_on_sales.vat));
  await dialog.getByRole('button', { name: 'Markeer als aangegeven' }).click();
  await expect(page.getByTestId('vat-filed')).toContainText(
    /Aangegeven op \d\d-\d\d-2026 \d\d:\d\d door manager@demo\.test\./,
  );
  const undoButton = page.getByRole('button', { name: 'Aangifte ongedaan maken' });
  try {
    // A Q3 sale cancelled after the filing; the screen is read again.
    const week = await api.json('/api/orders', { from: '2026-08-03', to: '2026-08-09' });
    const sale = week.data.find((order) => order.status === 'complete' && order.value_wt > 0);
    if (!sale) throw new Error('no completed sale in the first week of August');
    await (
      await DemoPlatform.find(request, api)
    ).editOrder(sale.id, {
      kind: 'status',
      status: 'cancelled',
    });
    await page.getByRole('button', { name: 'Vernieuwen' }).click();
    await expect(page.getByTestId('vat-corrections')).toContainText(sale.order_number);
    const filed = await api.json('/api/vat-return', Q3);
    const asFiled = filed.as_filed;
    if (!asFiled) throw new Error('Q3 answers no figures as filed');
    const corrected = asFiled.rubrieken.filter((row) => row.correction !== null);
    expect(corrected.length).toBeGreaterThan(0);

    // The screen: the figures as filed (those of before), each correction right beside them.
    const table = page.getByTestId('vat-as-filed');
    for (const [index, row] of asFiled.rubrieken.entries()) {
      expect(row.turnover).toBe(before.rubrieken[index]?.turnover);
      const line = table.locator(`tbody[data-rubriek="${row.rubriek}"]`);
      await expect(line.locator('tr').first()).toContainText(euro(row.turnover));
      if (row.correction === null) {
        await expect(line.locator('.vat-table__correction')).toHaveCount(0);
      } else {
        await expect(line.locator('.vat-table__correction')).toContainText(
          `Correctie sinds de aangifte${euro(row.correction.turnover)}`,
        );
        const today = filed.rubrieken[index]?.turnover ?? NaN;
        await expect(line.locator('tr').first()).not.toContainText(euro(today));
      }
    }
    await expect(table.locator('tfoot')).toContainText(euro(before.vat_on_sales.vat));
    const [first] = corrected;
    if (!first?.correction) throw new Error('no correction');

    // The same in the CSV (a zip of one table a file) and the .xlsx.
    const csv = csvTable(
      await api.file('/api/vat-return', { ...Q3, format: 'csv', lang: 'nl' }),
      'Aangegeven bedragen',
    );
    expect(csv).toContainEqual([
      first.rubriek,
      csvEuros(first.turnover),
      csvEuros(first.vat),
      String(first.turnover_whole_euros),
      String(first.vat_whole_euros),
      csvEuros(first.correction.turnover),
      csvEuros(first.correction.vat),
    ]);
    const xlsx = await xlsxRows(
      await api.file('/api/vat-return', { ...Q3, format: 'xlsx', lang: 'nl' }),
      'Aangegeven bedragen',
    );
    expect(xlsx).toContainEqual([
      first.rubriek,
      first.turnover,
      first.vat,
      first.turnover_whole_euros,
      first.vat_whole_euros,
      first.correction.turnover,
      first.correction.vat,
    ]);

    // And on paper: the print layout's PDF.
    await page.emulateMedia({ media: 'print' });
    const printed = flat(pdfText(await page.pdf({ preferCSSPageSize: true })));
    await page.emulateMedia({ media: 'screen' });
    expect(printed).toContain('Leveringen en diensten in Nederland, zoals aangegeven');
    expect(printed).toContain(flat(euro(first.turnover)));
    expect(printed).toContain(
      flat(`Correctie sinds de aangifte ${euro(first.correction.turnover)}`),
    );

    // The filed period at every size, in both languages, in the full run (matrix.ts FULL_RUN_TAG).
    // The walk leaves the app in Dutch, on the settings: back to the filed period.
    if (FULL_RUN) {
      await shootEverySize(
        page,
        HASH,
        'vat-return',
        '[data-testid="vat-as-filed"] tfoot .money >> nth=0',
      );
      await page.goto(`/${HASH}`);
    }

    // A manager undoes it, saying why; the period keeps who, when and why.
    await undoButton.click();
    const undo = page.getByTestId('vat-undo-dialog');
    await undo.getByRole('button', { name: 'Ongedaan maken', exact: true }).click();
    await expect(undo).toContainText('Vul een reden in.');
    await undo.getByLabel('Reden').fill('Gemarkeerd voordat de boekhouder klaar was');
    await undo.getByRole('button', { name: 'Ongedaan maken', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Markeer als aangegeven' })).toBeVisible();
    await expect(page.getByTestId('vat-history')).toContainText(
      /Aangegeven op .* door manager@demo\.test\. Ongedaan gemaakt op .* door manager@demo\.test\. Reden: Gemarkeerd voordat de boekhouder klaar was/,
    );
  } finally {
    const { filings } = await api.json('/api/vat-return/filed');
    for (const filing of filings) {
      await api.delete(`/api/vat-return/filed/${filing.id}`, { reason: 'test ended' });
    }
  }
});
