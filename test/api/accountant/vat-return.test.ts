/**
 * GET /api/vat-return on the demo platform: a default quarter fills the rubrieken its Dutch
 * rates fill; every quarter of the demo's history has OSS sales (the imported orders' Belgian
 * 6 %) apart, refunds paid back, payouts and later payments; the tie-out with the financial
 * report per rate to the cent over random periods and locations (a property test: each rate in
 * one rubriek or its country's OSS row, never both), CSV and .xlsx, bad input as 400 without a
 * platform call, the locked user, and the 501 of a platform without the report's calls
 * (strict-public).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPlatform } from '../../../electron/demo-platform/server.js';
import { rubriekOfRate } from '../../../electron/service/domain/vat/vat-return.js';
import { financialReportSchema } from '../../../shared/api/financial-report.js';
import {
  OTHER_RUBRIEKEN,
  vatReturnSchema,
  type VatReturn,
} from '../../../shared/api/vat-return.js';
import { addDays, parseLocalDate } from '../../../shared/dates.js';
import { getCsvTables } from '../zip-reader.js';
import { expectError } from '../expect-error.js';
import { READ_MODEL_ON, STRICT_PUBLIC, startTestService, type TestService } from '../harness.js';
import { getXlsx } from '../xlsx-reader.js';

const Q3 = 'from=2026-07-01&to=2026-09-30';
/** The demo history ends on 2026-11-20 (harness.ts); the periods start in its last 400 days. */
const FIRST_DAY = parseLocalDate('2025-10-17');
const cents = (value: number): number => Math.round(value * 100);

let api: TestService;
let platform: DemoPlatform;
let manager: string;
let staff: string;
let locationIds: number[];
let otherLocationId: number;

async function overview(query: string, token = manager): Promise<VatReturn> {
  const answer = await api.get(`/api/vat-return?${query}`, token);
  expect(answer.status, answer.text).toBe(200);
  return vatReturnSchema.parse(answer.json);
}

beforeAll(async () => {
  // 4 orders a day, not the harness's 12: the return is tied to the report per rate, and
  // every day's first order takes the demo's next scenario, so every quarter still has each
  // case (OSS sales, refunds paid back, payouts, later payments), which the tests check.
  api = await startTestService({ demo: { ordersPerDay: 4 } });
  if (!api.service.demoPlatform) throw new Error('no demo platform');
  platform = api.service.demoPlatform;
  const other = await api.login('otherAccount');
  [manager, staff] = await Promise.all([api.login('manager'), api.login('staff')]);
  const locations = (await api.get('/api/locations', manager)).json as {
    data: { id: number; shop_ids: number[] }[];
  };
  locationIds = locations.data.filter((row) => row.shop_ids.length > 0).map((row) => row.id);
  const otherLocations = (await api.get('/api/locations', other)).json as {
    data: { id: number }[];
  };
  otherLocationId = otherLocations.data[0]?.id ?? 0;
  // Reads the shop and location lists, so the checks of bad input have them at hand.
  await api.get('/api/vat-return?from=2026-07-01', manager);
}, 60_000);

afterAll(async () => {
  await api.close();
});

describe.skipIf(STRICT_PUBLIC)('the overview', () => {
  it('fills 1a, 1b and 1e in Q3 2026, whole euros rounded down, the rest not from sales', async () => {
    const q3 = await overview(Q3);
    expect(q3.rubrieken.map((row) => row.rubriek)).toEqual(['1a', '1b', '1c', '1e']);
    for (const row of q3.rubrieken) {
      // The demo sells at no Dutch rate other than 21, 9 and 0 %: its 6 % is Belgium's (OSS).
      if (row.rubriek === '1c') {
        expect(row).toMatchObject({ turnover: 0, vat: 0, rates: [] });
        continue;
      }
      expect(row.turnover, row.rubriek).toBeGreaterThan(0);
      expect(row.turnover_whole_euros).toBe(Math.floor(row.turnover));
      expect(row.vat_whole_euros).toBe(Math.floor(row.vat));
      expect(row.rubriek === '1e' ? row.vat === 0 : row.vat > 0).toBe(true);
    }
    expect(q3.not_from_sales_data.map((row) => row.rubriek)).toEqual([...OTHER_RUBRIEKEN]);
    expect(q3.non_revenue.map((row) => row.kind)).toEqual(
      expect.arrayContaining(['gift_cards', 'tips', 'invoice_payments', 'prepayments']),
    );
    for (const row of q3.non_revenue) expect(row.reason.length).toBeGreaterThan(10);
  });

  // The demo data, not the service, is under test: once, where the read model answers.
  it.runIf(READ_MODEL_ON)(
    'has OSS sales, refunds paid back, payouts and later payments in every quarter of the history',
    async () => {
      // The quarters a default history (400 days to the end date) reaches, the running one
      // too. Every scenario comes round every 23 days (the demo's rotation), so each has them.
      const quarters = [
        ['2025-10-01', '2025-12-31'],
        ['2026-01-01', '2026-03-31'],
        ['2026-04-01', '2026-06-30'],
        ['2026-07-01', '2026-09-30'],
        ['2026-10-01', '2026-12-31'],
      ];
      const answers = await Promise.all(
        quarters.map(async ([from, to]) => {
          const query = `from=${from}&to=${to}`;
          const [vat, answer] = await Promise.all([
            overview(query),
            api.get(`/api/financial-report?${query}`, manager),
          ]);
          return { vat, report: financialReportSchema.parse(answer.json) };
        }),
      );
      for (const { vat: quarter, report } of answers) {
        expect(
          quarter.oss.map((row) => row.country_iso2),
          quarter.from,
        ).toEqual(['BE']);
        const [belgium] = quarter.oss;
        expect(belgium?.rates.map((rate) => rate.rate)).toEqual([6]);
        // The report's rate rows name the rate's member state, so its 6% reads "6% BE".
        const reportRate = [...report.direct_paid.rates, ...report.not_paid_now.rates].find(
          (rate) => rate.tax_rate_id === belgium?.rates[0]?.tax_rate_id,
        );
        expect(reportRate?.country_iso2).toBe('BE');
        expect(belgium?.turnover).toBeGreaterThan(0);
        expect(belgium?.vat).toBeGreaterThan(0);
        expect(quarter.oss_total).toEqual({ turnover: belgium?.turnover, vat: belgium?.vat });
        // Refunds recorded on the order and paid back in the quarter lower its VAT; a payout
        // (a refund paid back) and a later payment (an order on account) are settled in it.
        expect(report.refunds.total.vat, quarter.from).toBeLessThan(0);
        const amounts = report.settlements.payment_methods.map((method) => method.amount);
        expect(
          amounts.some((amount) => amount > 0),
          quarter.from,
        ).toBe(true);
        expect(
          amounts.some((amount) => amount < 0),
          quarter.from,
        ).toBe(true);
      }
    },
  );

  // Without the read model, the same from the platform's reads alone (the test above, with it).
  it.skipIf(READ_MODEL_ON)('has refunds paid back and later payments in Q3', async () => {
    const answer = await api.get(`/api/financial-report?${Q3}`, manager);
    const report = financialReportSchema.parse(answer.json);
    const amounts = report.settlements.payment_methods.map((method) => method.amount);
    expect(report.refunds.total.vat).toBeLessThan(0);
    // A payout (a refund paid back) and a later payment (an order on account).
    expect(amounts.some((amount) => amount > 0)).toBe(true);
    expect(amounts.some((amount) => amount < 0)).toBe(true);
  });

  it('ties out with the report: per rate, its direct_paid + not_paid_now + refunds rows', async () => {
    const period = fc.record({
      start: fc.integer({ min: 0, max: 390 }),
      length: fc.integer({ min: 0, max: 120 }),
      location: fc.option(fc.constantFrom(...locationIds), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(period, async ({ start, length, location }) => {
        if (!FIRST_DAY) throw new Error('bad first day');
        const from = addDays(FIRST_DAY, start);
        const query = `from=${from}&to=${addDays(from, length)}${location ? `&location_id=${location}` : ''}`;
        const [vat, answer] = await Promise.all([
          overview(query),
          api.get(`/api/financial-report?${query}`, manager),
        ]);
        const report = financialReportSchema.parse(answer.json);
        const expected = new Map<number, { turnover: number; vat: number; rate: number | null }>();
        const rows = [
          ...report.direct_paid.rates,
          ...report.not_paid_now.rates,
          ...report.refunds.rates,
        ];
        for (const row of rows) {
          if (row.tax_rate_id === null) continue;
          const sum = expected.get(row.tax_rate_id) ?? { turnover: 0, vat: 0, rate: row.rate };
          sum.turnover += cents(row.net);
          sum.vat += cents(row.vat);
          expected.set(row.tax_rate_id, sum);
        }
        const rateRow = (rate: {
          tax_rate_id: number;
          turnover: number;
          vat: number;
          rate: number | null;
        }) =>
          [
            rate.tax_rate_id,
            { turnover: cents(rate.turnover), vat: cents(rate.vat), rate: rate.rate },
          ] as const;
        const seen = vat.rubrieken.flatMap((rubriek) =>
          rubriek.rates.map((rate) => {
            expect(rubriekOfRate(rate.rate)).toBe(rubriek.rubriek);
            return rateRow(rate);
          }),
        );
        const oss = vat.oss.flatMap((country) => country.rates.map(rateRow));
        // Each rate once: in a rubriek or in its country's OSS row, never in both.
        expect(seen.length + oss.length).toBe(new Map([...seen, ...oss]).size);
        expect(new Map([...seen, ...oss])).toEqual(expected);
        for (const country of vat.oss) {
          const sum = (key: 'turnover' | 'vat') =>
            country.rates.reduce((total, rate) => total + cents(rate[key]), 0);
          expect(cents(country.turnover)).toBe(sum('turnover'));
          expect(cents(country.vat)).toBe(sum('vat'));
        }
        for (const rubriek of vat.rubrieken) {
          const sum = (key: 'turnover' | 'vat') =>
            rubriek.rates.reduce((total, rate) => total + cents(rate[key]), 0);
          expect(cents(rubriek.turnover)).toBe(sum('turnover'));
          expect(cents(rubriek.vat)).toBe(sum('vat'));
        }
        expect(vat.non_revenue_total).toBe(report.revenue.non_revenue.total);
      }),
      { numRuns: 8 },
    );
  }, 120_000);

  it.each([
    ['Q3', Q3],
    ['October', 'from=2026-10-01&to=2026-10-31'],
  ])('bridges %s to the report to the cent: the till differences', async (_, query) => {
    const [vat, answer] = await Promise.all([
      overview(query),
      api.get(`/api/financial-report?${query}`, manager),
    ]);
    const report = financialReportSchema.parse(answer.json);
    const turnover = cents(report.revenue.total_turnover);
    const differences = cents(report.revenue.total_differences);
    expect(differences).not.toBe(0);
    // The return's turnover as its screen shows it: 1a + 1b + 1c + 1e + OSS.
    const returned =
      vat.rubrieken.reduce((total, row) => total + cents(row.turnover), 0) +
      cents(vat.oss_total.turnover);
    const shops = report.turnover_by_group.shop_totals.reduce(
      (total, shop) => total + cents(shop.turnover),
      0,
    );
    for (const [bridge, compared] of [
      [vat.report_bridge, returned],
      [report.bridges.vat_return, returned],
      [report.bridges.shop_totals, shops],
    ] as const) {
      expect(cents(bridge.report_turnover)).toBe(turnover);
      expect(cents(bridge.compared)).toBe(compared);
      expect(cents(bridge.difference)).toBe(compared - turnover);
      expect(bridge.items.map((item) => [item.kind, cents(item.amount)])).toEqual([
        ['cash_differences', compared - turnover],
      ]);
      expect(cents(bridge.items[0]?.amount ?? 0)).toBe(differences);
      expect(bridge.unexplained).toBe(0);
    }
  });

  it('exports CSV in Dutch and .xlsx with a sheet per section', async () => {
    // Dutch without a delimiter: Excel NL's `;` and decimal commas, one file per table.
    const { tables } = await getCsvTables(
      `${api.url}/api/vat-return?${Q3}&format=csv&lang=nl`,
      manager,
      ';',
    );
    expect([...tables.keys()]).toEqual([
      '01 Btw-aangifte.csv',
      '02 Rubrieken.csv',
      '03 Tarieven.csv',
      '04 OSS (andere EU-lidstaten).csv',
      '05 Niet uit verkoopgegevens.csv',
      '06 Geen omzet (incl. btw).csv',
    ]);
    expect(tables.get('01 Btw-aangifte.csv')?.[1]).toEqual([
      'Btw-aangifte',
      '01-07-2026',
      '30-09-2026',
      'Alle vestigingen',
      'EUR',
      'Hele euro’s, naar beneden afgerond',
    ]);
    const rubrieken = tables.get('02 Rubrieken.csv') ?? [];
    expect(rubrieken[0]).toContain('Omzet excl. btw');
    expect(rubrieken.find((row) => row[0] === '1a')?.[1]).toMatch(/^\d+,\d{2}$/);
    // The bridge to the report's turnover, as the screen says it, to the cent.
    const { report_bridge: bridge } = await overview(Q3);
    const differences = bridge.items[0]?.amount ?? 0;
    const dutchCents = (value: number) => value.toFixed(2).replace('.', ',');
    expect(rubrieken.slice(-2).map((row) => row.slice(0, 2))).toEqual([
      ['Omzet in het financieel rapport', dutchCents(bridge.report_turnover)],
      ['Kasverschillen: telt niet mee in de btw-aangifte', dutchCents(-differences)],
    ]);
    // The OSS table: Belgium's 6 % row, its country total and the total.
    const oss = tables.get('04 OSS (andere EU-lidstaten).csv') ?? [];
    const belgium = oss.filter((row) => row[0] === 'BE');
    expect(belgium.map((row) => row[2])).toEqual(['6', '']);
    expect(oss.some((row) => row[0] === 'Totaal' && row[3] === belgium[1]?.[3])).toBe(true);
    expect(tables.get('05 Niet uit verkoopgegevens.csv')?.[1]?.[1]).toBe(
      'Niet uit verkoopgegevens',
    );
    // English: `,` and decimal points, the same tables in English words.
    const english = await getCsvTables(
      `${api.url}/api/vat-return?${Q3}&format=csv&lang=en`,
      manager,
      ',',
    );
    expect(english.tables.get('01 VAT return.csv')?.[1]).toEqual([
      'VAT return',
      '2026-07-01',
      '2026-09-30',
      'All locations',
      'EUR',
      'Whole euros, rounded down',
    ]);
    const englishOss = english.tables.get('04 OSS (other EU member states).csv') ?? [];
    expect(englishOss.filter((row) => row[0] === 'BE')[1]?.[3]).toBe(
      belgium[1]?.[3]?.replace(',', '.'),
    );
    expect(englishOss.at(-1)?.[0]).toBe('Total');
    const { workbook } = await getXlsx(`${api.url}/api/vat-return?${Q3}&format=xlsx`, manager);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'VAT return',
      'Rubrieken',
      'Rates',
      'OSS (other EU member states)',
      'Not from sales data',
      'Not turnover (incl. VAT)',
    ]);
    const sheet = workbook.getWorksheet('Rubrieken');
    if (!sheet) throw new Error('the workbook has no Rubrieken sheet');
    const lastRows = [sheet.rowCount, sheet.rowCount - 1].map((at) =>
      (sheet.getRow(at).values as unknown[]).slice(1, 3),
    );
    expect(lastRows).toEqual([
      ['Cash differences: not counted in the VAT return', -differences],
      ['Turnover in the financial report', bridge.report_turnover],
    ]);
  });

  it('says how fresh its figures are when the read model answers', async () => {
    const answer = await api.get(`/api/vat-return?${Q3}`, manager);
    const asOf = answer.headers.get('x-data-as-of');
    if (READ_MODEL_ON) expect(asOf).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    else expect(asOf).toBeNull();
  });

  it('limits a locked user to their location', async () => {
    const own = await overview(Q3, staff);
    expect(own.location_id).not.toBeNull();
    const other = locationIds.find((id) => id !== own.location_id);
    expectError(await api.get(`/api/vat-return?${Q3}&location_id=${other}`, staff), 403);
  });
});

describe('bad input', () => {
  it.each([
    ['from=2026-09-30&to=2026-07-01', /is after 'to'/],
    ['from=2020-01-01&to=2025-01-01', /a range is at most 5 years long/],
    [`${Q3}&location_id=999999`, /not a location of account demo/],
    [`${Q3}&format=pdf`, /query parameter 'format' must be json, csv or xlsx/],
    [`${Q3}&shop_id=1`, /unknown query parameter 'shop_id'/],
  ])('%s is a 400 before any platform call', async (query, message) => {
    const before = platform.calls().total;
    expectError(await api.get(`/api/vat-return?${query}`, manager), 400, message);
    expect(platform.calls().total).toBe(before);
  });

  it("another account's location is a 400", async () => {
    expectError(
      await api.get(`/api/vat-return?${Q3}&location_id=${otherLocationId}`, manager),
      400,
    );
  });
});

describe.runIf(STRICT_PUBLIC)('a platform without the report’s calls', () => {
  it('answers 501 upstream_unsupported naming the feature', async () => {
    const body = expectError(await api.get(`/api/vat-return?${Q3}`, manager), 501);
    expect(body.code).toBe('upstream_unsupported');
    expect(body.feature).toBe('financial_report');
  });
});
