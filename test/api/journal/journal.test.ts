/**
 * GET /api/journal on the demo platform, with a complete ledger mapping: every day of random
 * periods (and locations) is an entry that balances to the cent, and the entries tie to the
 * financial report of the same range figure by figure; the 23- and 25-hour days; CSV in the
 * Excel-NL dialect and .xlsx, one row per line; the bridge from its revenue to the report's
 * turnover on Q3 and October (JSON and the .xlsx's second sheet) and with a correction; a figure without an account is a 409 that
 * names it; an exported day's entry never changes, a later change is a correction entry of
 * its own number on the first day not exported (and journal + corrections = report), also
 * when only the next range is asked (its report plus the change; a location's `-Ln`); bad
 * input is a 400; the locked user gets their location's journal; a quarter as
 * XAF 4.0 (the default) and 3.2 validates against the official schema, 4.0 with an RGS code
 * on every account and the Belgian 6 % on its OSS account; two rate ids of one VAT code (a
 * platform keeping an old 9 %, through a proxy) on two accounts of a mapping stored before the
 * rule are a 409, in JSON and XAF, and the PUT refuses them; on one account NL9 is listed once
 * with it; a platform without the report's calls answers 501.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialReportSchema } from '../../../shared/api/financial-report.js';
import { journalSchema, type JournalAnswer as Journal } from '../../../shared/api/journal.js';
import type { LedgerMappingInput } from '../../../shared/api/ledger-mapping.js';
import { addDays, parseLocalDate } from '../../../shared/dates.js';
import { UPSTREAM_CALLS } from '../../../electron/upstream/calls.js';
import { checkXafSchema, xafCount, xafText, xmllintMissing } from '../../fixtures/xaf/xmllint.js';
import {
  addFigures,
  cents,
  journalFigures,
  listed,
  reportFigures,
  type Figures,
} from '../../unit/journal/tie-out.js';
import { parseCsv } from '../csv-reader.js';
import { putCompleteMapping } from '../complete-mapping.js';
import { expectError } from '../expect-error.js';
import { READ_MODEL_ON, STRICT_PUBLIC, startTestService, type TestService } from '../harness.js';
import { startUpstreamProxy, type UpstreamProxy } from '../upstream-proxy.js';
import { getXlsx, sheetRows } from '../xlsx-reader.js';

/** The demo history ends on 2026-11-20 (harness.ts) and spans 420 days. */
const FIRST_DAY = parseLocalDate('2025-10-01');

let api: TestService;
let manager: string;
let staff: string;
let locationIds: number[];
let complete: LedgerMappingInput;

const PUT_PATH = '/api/ledger-mapping';

async function putMapping(body: LedgerMappingInput): Promise<void> {
  const answer = await api.put('/api/ledger-mapping', body, manager);
  expect(answer.status, answer.text).toBe(200);
}

async function journal(query: string, token = manager): Promise<Journal> {
  const answer = await api.get(`/api/journal?${query}`, token);
  expect(answer.status, answer.text).toBe(200);
  return journalSchema.parse(answer.json);
}

async function report(query: string, token = manager) {
  const answer = await api.get(`/api/financial-report?${query}`, token);
  expect(answer.status, answer.text).toBe(200);
  return financialReportSchema.parse(answer.json);
}

const negated = (figures: Figures): Figures =>
  new Map([...figures].map(([name, amount]) => [name, -amount]));

/** Each correction's number, date and day corrected. */
const correctionsOf = (entries: Journal['entries']) =>
  entries
    .filter((entry) => entry.corrects !== null)
    .map(({ number, date, corrects }) => ({ number, date, corrects }));

/**
 * The journal of the range after `exported`'s days (exported as `before`) changed: the change
 * is a correction on the range's first day, and the range's entries are its report plus what
 * changed of the exported days since, figure by figure, to the cent.
 */
async function expectCorrectedAfter(
  exported: string,
  before: Journal,
  range: string,
  token: string,
): Promise<Journal> {
  // no-cache: the read model asks the platform what changed first.
  const answer = await api.get(`/api/journal?${range}`, token, { 'Cache-Control': 'no-cache' });
  expect(answer.status, answer.text).toBe(200);
  const next = journalSchema.parse(answer.json);
  expect(next.corrections_waiting).toEqual([]);
  expectBalanced(next.entries);
  const [nextReport, exportedReport] = await Promise.all([
    report(range, token),
    report(exported, token),
  ]);
  const changed = addFigures(reportFigures(exportedReport), negated(journalFigures(before)));
  expect(changed.size).toBeGreaterThan(0);
  expect(listed(journalFigures(next))).toEqual(
    listed(addFigures(reportFigures(nextReport), changed)),
  );
  return next;
}

/** Cancels a completed sale of the day, one the token's user sees. */
async function cancelASale(day: string, token: string): Promise<void> {
  const platform = api.service.demoPlatform;
  if (!platform) throw new Error('no demo platform');
  const orders = (await api.get(`/api/orders?from=${day}&to=${day}&limit=50`, token)).json as {
    data: { id: number; status: string; value_wt: number }[];
  };
  const sale = orders.data.find((order) => order.status === 'complete' && order.value_wt > 0);
  if (!sale) throw new Error(`no completed sale on ${day}`);
  platform.editOrder({
    account: 'demo',
    orderId: sale.id,
    edit: { kind: 'status', status: 'cancelled' },
  });
}

/** What the entries post to revenue, in cents: credit − debit of `sales` and `returns`. */
const revenueCents = (entries: Journal['entries']): number =>
  entries
    .flatMap((entry) => entry.lines)
    .filter((line) => line.kind === 'sales' || line.kind === 'returns')
    .reduce((total, line) => total + cents(line.credit) - cents(line.debit), 0);

function expectBalanced(entries: Journal['entries']): void {
  for (const entry of entries) {
    const debit = entry.lines.reduce((total, line) => total + cents(line.debit), 0);
    const credit = entry.lines.reduce((total, line) => total + cents(line.credit), 0);
    expect(debit, entry.number).toBe(credit);
    expect(cents(entry.credit), entry.number).toBe(credit);
  }
}

beforeAll(async () => {
  // 4 orders a day, not the harness's 12: the journal is tied to the report of the same
  // period, not to fixed figures, and its periods (up to 46 days, quarters) read every order.
  api = await startTestService({ demo: { ordersPerDay: 4 } });
  [manager, staff] = await Promise.all([api.login('manager'), api.login('staff')]);
  const locations = (await api.get('/api/locations', manager)).json as {
    data: { id: number; shop_ids: number[] }[];
  };
  locationIds = locations.data.filter((row) => row.shop_ids.length > 0).map((row) => row.id);
  if (STRICT_PUBLIC) return;
  complete = await putCompleteMapping(api, manager);
}, 60_000);

afterAll(async () => {
  await api.close();
});

describe.skipIf(STRICT_PUBLIC)('the journal', () => {
  it('balances every day of random periods and ties to the report to the cent', async () => {
    const period = fc.record({
      start: fc.integer({ min: 0, max: 400 }),
      length: fc.integer({ min: 0, max: 45 }),
      location: fc.option(fc.constantFrom(...locationIds), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(period, async ({ start, length, location }) => {
        if (!FIRST_DAY) throw new Error('bad first day');
        const from = addDays(FIRST_DAY, start);
        const query = `from=${from}&to=${addDays(from, length)}${location ? `&location_id=${location}` : ''}`;
        const [entries, figures] = await Promise.all([journal(query), report(query)]);
        expect(entries.left_out).toEqual([]);
        expectBalanced(entries.entries);
        expect(listed(journalFigures(entries))).toEqual(listed(reportFigures(figures)));
        const turnover = revenueCents(entries.entries);
        expect(turnover - cents(figures.revenue.total_differences)).toBe(
          cents(figures.revenue.total_turnover),
        );
        const suffix = location === undefined ? '' : `-L${location}`;
        for (const entry of entries.entries) {
          expect(entry.number).toBe(`BOD-${entry.date.replaceAll('-', '')}${suffix}`);
        }
      }),
      { numRuns: 6 },
    );
  }, 120_000);

  it('has the 23- and 25-hour days as one entry each, tied to that day', async () => {
    for (const day of ['2026-03-29', '2026-10-25']) {
      const query = `from=${day}&to=${day}`;
      const [entries, figures] = await Promise.all([journal(query), report(query)]);
      expect(entries.entries.map((entry) => entry.date)).toEqual([day]);
      expect(listed(journalFigures(entries))).toEqual(listed(reportFigures(figures)));
    }
  });

  it('exports one row per line: CSV in the Excel-NL dialect and .xlsx', async () => {
    const query = 'from=2026-10-01&to=2026-10-07';
    const entries = await journal(query);
    const lines = entries.entries.flatMap((entry) =>
      entry.lines.map((line) => ({ ...line, date: entry.date, number: entry.number })),
    );
    // Dutch without a delimiter: Excel NL's `;` and decimal commas.
    const answer = await api.get(`/api/journal?${query}&format=csv&lang=nl`, manager);
    expect(answer.status, answer.text).toBe(200);
    const rows = parseCsv(answer.text, ';');
    expect(rows[0]).toEqual([
      'Datum',
      'Boekstuk',
      'Grootboekrekening',
      'Omschrijving',
      'Debet',
      'Credit',
      'Btw-code',
    ]);
    const body = rows.slice(1).filter((row) => row.length > 1);
    expect(body).toHaveLength(lines.length);
    const euro = (text: string | undefined) =>
      Math.round(Number((text ?? '').replace(',', '.')) * 100);
    body.forEach((row, index) => {
      const line = lines[index];
      expect(row[1]).toBe(line?.number);
      expect(row[2]).toBe(line?.account);
      expect(euro(row[4])).toBe(cents(line?.debit ?? NaN));
      expect(euro(row[5])).toBe(cents(line?.credit ?? NaN));
    });
    expect(body.some((row) => row[4]?.includes(','))).toBe(true);
    expect(body.some((row) => row[3]?.startsWith('Omzet '))).toBe(true);

    // English: `,` and decimal points, headers in words.
    const english = parseCsv((await api.get(`/api/journal?${query}&format=csv`, manager)).text);
    expect(english[0]).toEqual([
      'Date',
      'Entry',
      'Account',
      'Description',
      'Debit',
      'Credit',
      'VAT code',
    ]);
    expect(english.slice(1).map((row) => [row[4], row[5]])).toEqual(
      body.map((row) => [row[4]?.replace(',', '.'), row[5]?.replace(',', '.')]),
    );

    const { workbook } = await getXlsx(`${api.url}/api/journal?${query}&format=xlsx`, manager);
    // This week's revenue is the report's turnover (no till differences): no bridge sheet,
    // as the screen shows no bridge line.
    expect(entries.report_bridge.difference).toBe(0);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Journal']);
    expect(workbook.worksheets[0]?.rowCount).toBe(lines.length + 1);
  });

  it.each([
    ['Q3', 'from=2026-07-01&to=2026-09-30'],
    ['October', 'from=2026-10-01&to=2026-10-31'],
  ])(
    'bridges its revenue in %s to the report’s turnover: the till differences',
    async (_, query) => {
      const [entries, figures] = await Promise.all([journal(`${query}&lang=nl`), report(query)]);
      const bridge = entries.report_bridge;
      const revenue = revenueCents(entries.entries);
      const differences = cents(figures.revenue.total_differences);
      expect(differences).not.toBe(0);
      expect(cents(bridge.report_turnover)).toBe(cents(figures.revenue.total_turnover));
      expect(cents(bridge.compared)).toBe(revenue);
      expect(cents(bridge.difference)).toBe(revenue - cents(figures.revenue.total_turnover));
      expect(bridge.items.map((item) => [item.kind, cents(item.amount)])).toEqual([
        ['cash_differences', differences],
      ]);
      expect(bridge.unexplained).toBe(0);
      // The workbook's second sheet says it as the screen does, to the cent; the CSV, read by
      // importers as journal lines, has no room for it.
      const { workbook } = await getXlsx(
        `${api.url}/api/journal?${query}&format=xlsx&lang=nl`,
        manager,
      );
      const sheet = workbook.getWorksheet('Aansluiting op het rapport');
      if (!sheet) throw new Error('no bridge sheet');
      const { header, rows } = sheetRows(sheet);
      expect(header).toEqual(['Omschrijving', 'Bedrag']);
      expect(rows.map(([label, amount]) => [label, cents(Number(amount))])).toEqual([
        ['Omzet op de omzetrekeningen van het memoriaal', revenue],
        [
          'Kasverschillen: het memoriaal boekt ze op hun eigen rekening, niet op omzet',
          -differences,
        ],
      ]);
    },
  );

  it('gives the locked user their location only', async () => {
    const query = 'from=2026-10-01&to=2026-10-10';
    const [entries, figures] = await Promise.all([journal(query, staff), report(query, staff)]);
    expect(entries.location_id).not.toBeNull();
    expect(listed(journalFigures(entries))).toEqual(listed(reportFigures(figures)));
  });

  it('is a 409 naming each account the mapping lacks, and works again once it is set', async () => {
    await putMapping({
      ...complete,
      clearing: complete.clearing.filter((row) => row.type_alias !== 'Pin'),
      accounts: { ...complete.accounts, debtors: null },
    });
    try {
      const answer = await api.get('/api/journal?from=2026-10-01&to=2026-10-31', manager);
      const body = expectError(answer, 409, 'the clearing account of payment type Pin');
      expect(body.code).toBe('ledger_mapping_incomplete');
      expect(body.message).toContain('the debtors account');
      expect(body.missing).toEqual(
        expect.arrayContaining([
          { role: 'clearing', key: 'Pin', name: expect.any(String) as string },
          { role: 'debtors', key: null, name: 'debtors' },
        ]),
      );
    } finally {
      await putMapping(complete);
    }
    await journal('from=2026-10-01&to=2026-10-31');
  });

  it('never changes an exported entry: a later change is a correction entry on a day not exported', async () => {
    const exportedQuery = 'from=2025-10-01&to=2025-10-10';
    const exported = await api.get(`/api/journal?${exportedQuery}&format=csv`, manager);
    expect(exported.status, exported.text).toBe(200);
    const before = await journal(exportedQuery);
    expect(before.entries.length).toBeGreaterThan(0);
    expect(before.entries.every((entry) => entry.exported_at !== null)).toBe(true);

    // A sale of an exported day cancelled afterwards.
    await cancelASale('2025-10-05', manager);
    // The next range alone (November's pack after October's, say) posts the change: on its
    // first day, as the exported range's own days are all closed.
    const nextQuery = 'from=2025-10-11&to=2025-10-20';
    const next = await expectCorrectedAfter(exportedQuery, before, nextQuery, manager);
    const correction = { number: 'BOD-20251005-C1', date: '2025-10-11', corrects: '2025-10-05' };
    expect(correctionsOf(next.entries)).toEqual([correction]);
    // The bridge to the report names the exported day's correction, posted in this range.
    const corrected = revenueCents(next.entries.filter((entry) => entry.corrects !== null));
    expect(corrected).not.toBe(0);
    expect(
      next.report_bridge.items
        .filter((item) => item.kind === 'exported_days')
        .map((item) => cents(item.amount)),
    ).toEqual([corrected]);
    expect(next.report_bridge.unexplained).toBe(0);
    const listedCodes = new Set(next.vat_codes.map((code) => code.code));
    const lineCodes = next.entries.flatMap((entry) => entry.lines.map((row) => row.vat_code));
    expect(lineCodes.filter((code) => code !== null && !listedCodes.has(code))).toEqual([]);

    const after = await journal('from=2025-10-01&to=2025-10-20');
    // The exported entries as they were; the difference on the first day not exported.
    expect(after.entries.filter((entry) => entry.date <= '2025-10-10')).toEqual(before.entries);
    expect(correctionsOf(after.entries)).toEqual([correction]);
    expect(after.entries.find((entry) => entry.corrects !== null)).toEqual(
      next.entries.find((entry) => entry.corrects !== null),
    );
    expectBalanced(after.entries);
    // The journal with its correction is the report of the range, figure by figure.
    const figures = await report('from=2025-10-01&to=2025-10-20');
    expect(listed(journalFigures(after))).toEqual(listed(reportFigures(figures)));

    // Exported with the next range (as XAF: the correction is dated in its period), it is
    // kept: neither that range asked again nor the range after it posts it again.
    const xaf = await api.get(`/api/journal?${nextQuery}&format=xaf`, manager);
    expect(xaf.status, xaf.text.slice(0, 300)).toBe(200);
    expect(xaf.text).toContain('<nr>BOD-20251005-C1</nr>');
    if (!xmllintMissing('the corrected journal as XAF')) {
      const folder = await mkdtemp(join(tmpdir(), 'xaf-'));
      try {
        await writeFile(join(folder, 'journal.xaf'), xaf.text);
        const check = checkXafSchema(join(folder, 'journal.xaf'), '4.0');
        expect(check.valid, check.output).toBe(true);
        expect(
          xafText(join(folder, 'journal.xaf'), "//transaction[nr='BOD-20251005-C1']/trDt"),
        ).toBe('2025-10-11');
      } finally {
        await rm(folder, { recursive: true });
      }
    }
    const booked = await journal('from=2025-10-01&to=2025-10-20');
    expect(booked.entries.find((entry) => entry.corrects !== null)?.exported_at).not.toBeNull();
    expect(booked.entries.map((entry) => entry.number)).toEqual(after.entries.map((e) => e.number));
    expect((await journal(exportedQuery)).corrections_waiting).toEqual([]);
    expect((await journal(nextQuery)).entries.filter((e) => e.corrects !== null)).toHaveLength(1);
    const later = await journal('from=2025-10-21&to=2025-10-31');
    expect(correctionsOf(later.entries)).toEqual([]);
    expect(later.corrections_waiting).toEqual([]);
  });

  it("posts a location's correction in its next range, numbered with the location", async () => {
    const exportedQuery = 'from=2025-11-01&to=2025-11-10';
    const exported = await api.get(`/api/journal?${exportedQuery}&format=csv`, staff);
    expect(exported.status, exported.text).toBe(200);
    const before = await journal(exportedQuery, staff);
    const location = before.location_id;
    expect(location).not.toBeNull();
    await cancelASale('2025-11-05', staff);
    const next = await expectCorrectedAfter(
      exportedQuery,
      before,
      'from=2025-11-11&to=2025-11-20',
      staff,
    );
    expect(correctionsOf(next.entries)).toEqual([
      { number: `BOD-20251105-L${location}-C1`, date: '2025-11-11', corrects: '2025-11-05' },
    ]);
  });

  it('refuses bad input with a 400 naming it', async () => {
    expectError(await api.get('/api/journal?from=2026-10-31&to=2026-10-01', manager), 400, 'from');
    expectError(await api.get('/api/journal?from=2026-10-01&format=pdf', manager), 400, 'format');
    expectError(await api.get('/api/journal?from=2026-13-01', manager), 400, 'from');
    expectError(await api.get('/api/journal?from=2026-10-01&lang=de', manager), 400, 'lang');
    const bad = '/api/journal?from=2026-10-01&format=xaf&xaf_version=3.1';
    expectError(await api.get(bad, manager), 400, 'xaf_version');
    const withoutXaf = '/api/journal?from=2026-10-01&format=csv&xaf_version=3.2';
    expectError(await api.get(withoutXaf, manager), 400, /xaf_version.*format=xaf/);
    // An auditfile that cannot be made records no export: its days stay open.
    const acrossNewYear = 'from=2025-12-29&to=2026-01-04';
    expectError(
      await api.get(`/api/journal?${acrossNewYear}&format=xaf`, manager),
      400,
      /fiscal year/,
    );
    const open = await journal(acrossNewYear);
    expect(open.entries.length).toBeGreaterThan(0);
    expect(open.entries.filter((entry) => entry.exported_at !== null)).toEqual([]);
  });
});

describe.skipIf(STRICT_PUBLIC || xmllintMissing('the journal as XAF'))('as XAF', () => {
  /** The auditfile of a query, written to a file, after the schema check of its version. */
  async function validXaf(
    query: string,
    version: '4.0' | '3.2' = '4.0',
  ): Promise<{ file: string; folder: string }> {
    const versionQuery = version === '4.0' ? '' : `&xaf_version=${version}`;
    const answer = await api.get(`/api/journal?${query}&format=xaf${versionQuery}`, manager);
    expect(answer.status, answer.text.slice(0, 300)).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="journal-.*\.xaf"$/,
    );
    const folder = await mkdtemp(join(tmpdir(), 'xaf-'));
    const file = join(folder, 'journal.xaf');
    await writeFile(file, answer.text);
    const check = checkXafSchema(file, version);
    expect(check.valid, check.output).toBe(true);
    return { file, folder };
  }

  it("validates as 4.0 for a quarter: the company's Dutch name, the figures, RGS codes, OSS", async () => {
    const query = 'from=2026-07-01&to=2026-09-30';
    const entries = await journal(query);
    const { file, folder } = await validXaf(query);
    try {
      expect(xafText(file, '//company/companyName')).toBe('Bakkerij Één & Zn.');
      // An RGS code on every account of the file: the complete mapping gives each one.
      const accounts = xafCount(file, '//generalLedger/ledgerAccount');
      expect(accounts).toBeGreaterThan(10);
      expect(xafCount(file, '//generalLedger/ledgerAccount/RGScode')).toBe(accounts);
      // The imported orders' Belgian 6 %: its own VAT code, payable on Belgium's OSS account.
      const belgium = complete.oss.find((row) => row.country_iso2 === 'BE')?.account;
      expect(xafText(file, "//vatCode[vatID='BE6']/vatToPayAccID")).toBe(belgium);
      expect(xafCount(file, "//trLine[vat/vatID='BE6']")).toBeGreaterThan(0);
      const all = entries.entries.flatMap((entry) => entry.lines);
      expect(all.some((line) => line.vat_code === 'BE6' && line.account === belgium)).toBe(true);
      const revenue = all.filter((line) => line.kind === 'sales' || line.kind === 'returns');
      expect(xafCount(file, '//trLine/vat')).toBe(
        revenue.filter((line) => line.vat_code !== null).length,
      );
      // Per code, the revenue lines' VAT is the VAT lines' (credit less debit), to the cent.
      const perCode = (lines: typeof all, amount: (line: (typeof all)[number]) => number) => {
        const sums = new Map<string, number>();
        for (const line of lines) {
          const side = line.credit > 0 ? 1 : -1;
          const code = line.vat_code ?? '';
          sums.set(code, (sums.get(code) ?? 0) + side * cents(amount(line)));
        }
        return new Map([...sums].filter(([, total]) => total !== 0));
      };
      const vatLines = all.filter((line) => line.kind === 'vat');
      expect(perCode(revenue, (line) => line.vat_amount ?? 0)).toEqual(
        perCode(vatLines, (line) => line.credit + line.debit),
      );
      expect(xafCount(file, '//transaction')).toBe(entries.entries.length);
      const lines = entries.entries.reduce((count, entry) => count + entry.lines.length, 0);
      expect(Number(xafText(file, '//transactions/linesCount'))).toBe(lines);
      expect(cents(Number(xafText(file, '//transactions/totalDebit')))).toBe(cents(entries.debit));
      expect(cents(Number(xafText(file, '//transactions/totalCredit')))).toBe(
        cents(entries.credit),
      );
    } finally {
      await rm(folder, { recursive: true });
    }
  });

  it('validates as 3.2 for the same quarter with xaf_version=3.2', async () => {
    const { file, folder } = await validXaf('from=2026-07-01&to=2026-09-30', '3.2');
    try {
      expect(xafCount(file, '//RGScode')).toBe(0);
      expect(xafCount(file, '//transaction/amnt')).toBe(xafCount(file, '//transaction'));
    } finally {
      await rm(folder, { recursive: true });
    }
  });

  it('validates for days without sales (after the demo history ends)', async () => {
    const query = 'from=2026-11-21&to=2026-11-30';
    expect((await journal(query)).entries).toEqual([]);
    const { file, folder } = await validXaf(query);
    try {
      expect(xafCount(file, '//transaction')).toBe(0);
    } finally {
      await rm(folder, { recursive: true });
    }
  });
});

/**
 * The registry as a platform that keeps an old duplicate of the Dutch 9 % answers it: the rate
 * the demo's imported orders carry (Belgium's 6 %) is read as "NL reduced 9% (oud)", so one
 * quarter's orders use two rate ids of VAT code NL9.
 */
const OLD_NINE = 'NL reduced 9% (oud)';
function withOldNine(body: string, url: string): string {
  if (!url.includes(`function=${UPSTREAM_CALLS.listTaxRates.function}`)) return body;
  const answer = JSON.parse(body) as { response?: { data?: Record<string, unknown>[] } };
  for (const row of answer.response?.data ?? []) {
    if (row.country_iso2 === 'BE' && Number(row.value) === 0.06) {
      Object.assign(row, { name: OLD_NINE, country_iso2: 'NL', value: 0.09 });
    }
  }
  return JSON.stringify(answer);
}

// Its services read the platform with the model off whatever the mode: run in `api` alone.
describe.skipIf(STRICT_PUBLIC || !READ_MODEL_ON)('two rate ids of one VAT code', () => {
  const QUARTER = 'from=2026-07-01&to=2026-09-30';
  let folder: string;
  let proxy: UpstreamProxy;
  let oldNine = false;

  /** A service on the demo platform through the proxy, its mapping kept in `folder`. */
  const startProxied = () => {
    const demo = api.service.demoPlatform;
    if (!demo) throw new Error('no demo platform');
    return startTestService({
      upstream: proxy.baseUrlTemplate,
      backofficeUrlTemplate: demo.backofficeUrlTemplate,
      readModel: { enabled: false },
      dataDir: folder,
    });
  };

  beforeAll(async () => {
    const demo = api.service.demoPlatform;
    if (!demo) throw new Error('no demo platform');
    folder = await mkdtemp(join(tmpdir(), 'backoffice-old-nine-'));
    proxy = await startUpstreamProxy(demo, {
      response: (body, url) => (oldNine ? withOldNine(body, url) : body),
    });
  });

  afterAll(async () => {
    await proxy.close();
    await rm(folder, { recursive: true });
  });

  it('a mapping stored before the rule: the journal and its XAF are a 409 naming both, and a PUT must give both one account', async () => {
    // Stored while the platform listed the rate as Belgium's, when its `vat` entry went unused:
    // the complete mapping gives every rate an account of its own.
    const split = complete;
    const before = await startProxied();
    const stored = await before.put(PUT_PATH, split, await before.login('manager'));
    expect(stored.status, stored.text).toBe(200);
    await before.close();
    oldNine = true;
    const service = await startProxied();
    try {
      const token = await service.login('manager');
      const rates = (await service.get('/api/tax-rates?limit=1000', token)).json as {
        data: { id: number; name: string }[];
      };
      const idOf = (name: string) => rates.data.find((rate) => rate.name === name)?.id ?? 0;
      const [nine, old] = [idOf('NL reduced 9%'), idOf(OLD_NINE)];
      const accountOf = (id: number) => split.vat.find((row) => row.tax_rate_id === id)?.account;
      const nameOf = (id: number) => rates.data.find((rate) => rate.id === id)?.name;
      // The journal takes a code's rates by id: the lower first, the one that differs second.
      const [first, second] = [nine, old].sort((a, b) => a - b) as [number, number];
      for (const format of ['', '&format=xaf']) {
        const answer = await service.get(`/api/journal?${QUARTER}${format}`, token);
        expect(expectError(answer, 409, 'both VAT code NL9')).toMatchObject({
          code: 'vat_accounts_differ',
          params: {
            vat_code: 'NL9',
            tax_rate_id: second,
            name: nameOf(second),
            account: accountOf(second),
            other_tax_rate_id: first,
            other_name: nameOf(first),
            other_account: accountOf(first),
          },
        });
      }
      const refused = expectError(await service.put(PUT_PATH, split, token), 400, 'NL9');
      expect(refused.code).toBe('vat_accounts_differ');
      // The PUT marks the later of the two in the body's own order.
      const index = (id: number) => split.vat.findIndex((row) => row.tax_rate_id === id);
      expect(refused.params?.field).toBe(`vat.${Math.max(index(old), index(nine))}.account`);

      // On one account, NL9 is listed once with it, in the journal and in the auditfile.
      const one = (row: LedgerMappingInput['vat'][number]) =>
        row.tax_rate_id === old ? { ...row, account: accountOf(nine) ?? '' } : row;
      const mended = await service.put(PUT_PATH, { ...split, vat: split.vat.map(one) }, token);
      expect(mended.status, mended.text).toBe(200);
      const answer = await service.get(`/api/journal?${QUARTER}`, token);
      expect(answer.status, answer.text).toBe(200);
      const { vat_codes: codes, entries } = journalSchema.parse(answer.json);
      expect(codes.filter((code) => code.code === 'NL9').map((code) => code.account)).toEqual([
        accountOf(nine),
      ]);
      const vatLines = entries
        .flatMap((entry) => entry.lines)
        .filter((line) => line.kind === 'vat');
      const nl9 = vatLines.filter((line) => line.vat_code === 'NL9');
      expect(new Set(nl9.map((line) => line.account))).toEqual(new Set([accountOf(nine)]));
      const xaf = await service.get(`/api/journal?${QUARTER}&format=xaf`, token);
      expect(xaf.status).toBe(200);
      const listed = [...xaf.text.matchAll(/<vatCode>\s*<vatID>NL9<\/vatID>[\s\S]*?<\/vatCode>/g)];
      expect(listed.map(([block]) => /<vatToPayAccID>([^<]+)</.exec(block)?.[1])).toEqual([
        accountOf(nine),
      ]);
    } finally {
      await service.close();
    }
  });
});

describe.skipIf(!STRICT_PUBLIC)('on a platform without the report’s calls', () => {
  it('answers 501 naming the feature', async () => {
    const answer = await api.get('/api/journal?from=2026-10-01&to=2026-10-31', manager);
    expect(expectError(answer, 501).code).toBe('upstream_unsupported');
  });
});
