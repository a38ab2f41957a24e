/**
 * The journal screen: a month's entries as the service answers them, debit equal to credit
 * per entry and in total, the bridge to the report's Omzet, the XAF download; a mapping that lacks an account shows what is
 * missing and leads to the ledger mapping; then the screen at every size in both languages.
 */
import type { LedgerMappingInput } from '../../shared/api/ledger-mapping.js';
import { completeMappingOf } from '../fixtures/ledger-mapping.js';
import { REPORT_RANGE, euro, expect, test, type ServiceApi } from './fixtures.js';
import { shootEverySize } from './pages/screen-shots.js';
import { FULL_RUN_ONLY } from './matrix.js';

/** The days the screen shows at first, and how many more each click shows. */
const JOURNAL_PART = 62;

const HASH = `#/journal?period=custom&from=${REPORT_RANGE.from}&to=${REPORT_RANGE.to}`;

/** Every group, rate and payment type mapped (the e2e data folder outlives a run). */
async function completeMapping(api: ServiceApi): Promise<LedgerMappingInput> {
  const [mapping, rates] = await Promise.all([
    api.json('/api/ledger-mapping'),
    api.json('/api/tax-rates', { limit: '1000' }),
  ]);
  const complete = completeMappingOf(
    mapping,
    rates.data.map((rate) => rate.id),
  );
  await api.put('/api/ledger-mapping', complete);
  return complete;
}

test('five months of entries show two months at a time, more on request', async ({
  signedIn: page,
  api,
}) => {
  // A busy shop's year is some 13,500 lines, which held the page for 1.4 s at once. Five
  // months are more than two parts, at less of the service's time than a year.
  const year = { from: '2026-06-01', to: '2026-10-31' };
  await completeMapping(api);
  const journal = await api.json('/api/journal', year);
  expect(journal.entries.length).toBeGreaterThan(2 * JOURNAL_PART);
  await page.goto(`/#/journal?period=custom&from=${year.from}&to=${year.to}`);
  const entries = page.locator('tbody[data-entry]');
  await expect(entries).toHaveCount(JOURNAL_PART);
  await expect(
    page.getByText(`Eerste ${JOURNAL_PART} van ${journal.entries.length} dagen.`),
  ).toBeVisible();
  await page.getByRole('button', { name: `Toon er ${JOURNAL_PART} meer` }).click();
  await expect(entries).toHaveCount(2 * JOURNAL_PART);
  const last = journal.entries[2 * JOURNAL_PART - 1];
  await expect(entries.nth(2 * JOURNAL_PART - 1)).toHaveAttribute('data-entry', last?.number ?? '');
});

test('a month of entries, each balanced, and a gap in the mapping named', async ({
  signedIn: page,
  api,
  refusals,
}) => {
  const complete = await completeMapping(api);
  const journal = await api.json('/api/journal', REPORT_RANGE);
  await page.goto(`/${HASH}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Memoriaal' })).toBeVisible();
  await expect(page.locator('[data-figure="entries"]')).toHaveText(String(journal.entries.length));
  await expect(page.locator('[data-figure="debit"]')).toHaveText(euro(journal.debit));
  await expect(page.locator('[data-figure="credit"]')).toHaveText(euro(journal.credit));
  // Why the revenue accounts differ from the report's Omzet, with the amounts the API gives.
  const bridge = page.locator('[data-bridge=journal]');
  const cash = journal.report_bridge.items.find((item) => item.kind === 'cash_differences');
  expect(cash?.amount).toBeGreaterThan(0);
  await expect(bridge).toContainText(
    `Omzet op de omzetrekeningen van het memoriaal: ${euro(journal.report_bridge.compared)} · `,
  );
  await expect(bridge).toContainText(
    `Kasverschillen − ${euro(cash?.amount ?? 0)}: het memoriaal boekt ze op hun eigen rekening, niet op omzet`,
  );
  const first = journal.entries[0];
  if (!first) throw new Error('the demo month has no entries');
  const entry = page.locator(`tbody[data-entry="${first.number}"]`);
  await expect(entry.locator('tr')).toHaveCount(first.lines.length + 1);
  await expect(entry.locator('tr').first()).toContainText(euro(first.debit));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /XAF exporteren/ }).click();
  // Named as the screen speaks: the month's Dutch name, no ISO dates (the API's stays English).
  expect((await download).suggestedFilename()).toBe('memoriaal-oktober-2026.xaf');

  // Without the Pin clearing account and the high rate's VAT account the service refuses, and
  // the screen says what to set, naming the rate as the mapping does (not "NL standard 21%").
  const high = (await api.json('/api/ledger-mapping')).vat.find(
    (row) => row.rate === 21 && row.country_iso2 === 'NL',
  );
  if (!high) throw new Error('the demo has no Dutch 21 % rate');
  refusals.allow({ status: 409, path: '/api/journal' });
  await api.put('/api/ledger-mapping', {
    ...complete,
    vat: complete.vat.filter((row) => row.tax_rate_id !== high.tax_rate_id),
    clearing: complete.clearing.filter((row) => row.type_alias !== 'Pin'),
  });
  try {
    await page.reload();
    const gap = page.getByRole('alert');
    await expect(gap).toContainText('De grootboekkoppeling is niet compleet');
    await expect(gap).toContainText('Tussenrekening van betaalsoort');
    await expect(gap).toContainText('Rekening af te dragen btw, Hoog tarief 21%');
    await expect(gap).not.toContainText(high.name);
    await expect(page.getByRole('button', { name: /XAF exporteren/ })).toBeDisabled();
    await gap.getByRole('link', { name: 'Grootboekkoppeling openen' }).click();
    await expect(page).toHaveURL(/#\/ledger-mapping/);
  } finally {
    await api.put('/api/ledger-mapping', complete);
  }
});

test(
  'the journal at every size, in Dutch and English',
  FULL_RUN_ONLY,
  async ({ signedIn: page, api }) => {
    test.setTimeout(120_000);
    await completeMapping(api);
    await shootEverySize(page, HASH, 'journal', '[data-figure="entries"]');
  },
);
