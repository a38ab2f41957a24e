/**
 * GET /api/day-closings on the demo platform: a default quarter has flagged differences and a
 * till-day that was never closed; every closing of the platform is one row with its figures;
 * the differences (counted − expected, a shortage negative) add up to minus the report's
 * total_differences (expected − counted) for the same range and location, and a location's
 * settlements to the report's;
 * the threshold, a shop, the locked user, CSV and .xlsx; bad input as 400 without a platform
 * call; the 501 of a platform without the day-closing call (strict-public).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { where } from '../../../electron/upstream/filters.js';
import type { DemoPlatform } from '../../../electron/demo-platform/server.js';
import { dayClosingsResponseSchema, type DayClosings } from '../../../shared/api/day-closings.js';
import { progressSchema } from '../../../shared/api/progress.js';
import { financialReportSchema } from '../../../shared/api/financial-report.js';
import { expectError } from '../expect-error.js';
import { READ_MODEL_ON, STRICT_PUBLIC, startTestService, type TestService } from '../harness.js';
import { rawUpstream } from '../reports/raw-report.js';
import { getXlsx } from '../xlsx-reader.js';
import { getCsvTables } from '../zip-reader.js';

const Q3 = 'from=2026-07-01&to=2026-09-30';
const cents = (value: number): number => Math.round(value * 100);

let api: TestService;
let platform: DemoPlatform;
let manager: string;
let staff: string;
let q3: DayClosings;
let locations: { id: number; shop_ids: number[] }[];
let otherShopId: number;

async function closings(query: string, token = manager): Promise<DayClosings> {
  const answer = await api.get(`/api/day-closings?${query}`, token);
  expect(answer.status, answer.text).toBe(200);
  return dayClosingsResponseSchema.parse(answer.json);
}

beforeAll(async () => {
  // 4 orders a day, not the harness's 12: the closings are the platform's, tied to the
  // report's total_differences, and a quarter still has flagged and unclosed till-days.
  api = await startTestService({ demo: { ordersPerDay: 4 } });
  if (!api.service.demoPlatform) throw new Error('no demo platform');
  platform = api.service.demoPlatform;
  const other = await api.login('otherAccount');
  [manager, staff] = await Promise.all([api.login('manager'), api.login('staff')]);
  const answer = await api.get('/api/locations', manager);
  locations = (answer.json as { data: typeof locations }).data.filter(
    (row) => row.shop_ids.length > 0,
  );
  const otherShops = (await api.get('/api/shops', other)).json as { data: { id: number }[] };
  otherShopId = otherShops.data[0]?.id ?? 0;
  if (!STRICT_PUBLIC) q3 = await closings(Q3);
}, 60_000);

afterAll(async () => {
  await api.close();
});

describe.skipIf(STRICT_PUBLIC)('the till-days of Q3 2026', () => {
  it('flag differences above € 5.00 and list till-days with orders but no closing', () => {
    expect(q3.threshold).toBe(5);
    expect(q3.totals.flagged).toBeGreaterThan(0);
    expect(q3.totals.not_closed).toBeGreaterThan(0);
    for (const row of q3.data) {
      expect(row.flagged).toBe(row.difference !== null && Math.abs(row.difference) > 5);
      if (!row.closed) {
        expect(row.orders).toBeGreaterThan(0);
        expect([row.expected_cash, row.counted_cash, row.difference]).toEqual([null, null, null]);
      }
    }
    expect(q3.totals.flagged).toBe(q3.data.filter((row) => row.flagged).length);
  });

  it("are the platform's closings, each with counted − expected as its difference", async () => {
    const raw = await rawUpstream(api);
    const rows = await raw.drain('listDayClosings', {
      filters: [where('date', '>=', '2026-07-01'), where('date', '<=', '2026-09-30')],
    });
    const closed = q3.data.filter((row) => row.closed);
    expect(closed.map((row) => row.closing_id).sort()).toEqual(rows.map((row) => row.id).sort());
    for (const row of closed) {
      const closing = rows.find((candidate) => candidate.id === row.closing_id);
      expect(row.expected_cash).toBe(Number(closing?.expected_cash));
      expect(cents(row.difference ?? 0)).toBe(
        cents(Number(closing?.counted_cash)) - cents(Number(closing?.expected_cash)),
      );
    }
  });

  it("add up to minus the report's total_differences, in all and per location", async () => {
    for (const location of [undefined, ...locations.map((row) => row.id)]) {
      const query = location === undefined ? Q3 : `${Q3}&location_id=${location}`;
      const [days, answer] = await Promise.all([
        location === undefined ? q3 : closings(query),
        api.get(`/api/financial-report?${query}`, manager),
      ]);
      const report = financialReportSchema.parse(answer.json);
      expect(cents(days.totals.difference)).toBe(-cents(report.revenue.total_differences));
      const sum = days.data.reduce((total, row) => total + cents(row.difference ?? 0), 0);
      expect(sum).toBe(cents(days.totals.difference));
      if (location === undefined) continue;
      // A location's shops are tills: their settlements are the report's for the location.
      const settled = days.data
        .flatMap((row) => row.settlements)
        .reduce((total, payment) => total + cents(payment.amount), 0);
      expect(settled).toBe(cents(report.settlements.total));
    }
  });

  it('take a threshold, a shop, and limit a locked user to their tills', async () => {
    const strict = await closings(`${Q3}&threshold=0.10`);
    expect(strict.totals.flagged).toBeGreaterThan(q3.totals.flagged);
    const shopId = q3.data[0]?.shop_id ?? 0;
    const oneShop = await closings(`${Q3}&shop_id=${shopId}`);
    expect(oneShop.data.length).toBeGreaterThan(0);
    expect(oneShop.data.every((row) => row.shop_id === shopId)).toBe(true);
    const own = await closings(Q3, staff);
    const ownShops = locations.find((row) => row.id === own.location_id)?.shop_ids ?? [];
    expect(own.data.length).toBeGreaterThan(0);
    expect(own.data.every((row) => ownShops.includes(row.shop_id))).toBe(true);
    const foreign = q3.data.find((row) => !ownShops.includes(row.shop_id))?.shop_id;
    expectError(await api.get(`/api/day-closings?${Q3}&shop_id=${foreign}`, staff), 403);
  });

  it('report their upstream pages under X-Progress-Id, as the report does', async () => {
    const id = randomUUID();
    // Months not read yet by this service: a first ask, read from the platform page by page.
    const answer = await api.get('/api/day-closings?from=2025-12-01&to=2026-05-31', manager, {
      'X-Progress-Id': id,
    });
    expect(answer.status, answer.text).toBe(200);
    const end = progressSchema.parse((await api.get(`/api/progress?id=${id}`, manager)).json);
    expect(end).toMatchObject({ known: true, done: true, cancelled: false });
    expect(end.pages_read).toBe(end.pages_total);
    expect(end.pages_total).toBeGreaterThan(10);
  });

  it('stop reading when the client goes away, and say so under X-Progress-Id', async () => {
    const id = randomUUID();
    const progress = async () =>
      progressSchema.parse((await api.get(`/api/progress?id=${id}`, manager)).json);
    platform.setFaults({ latencyMs: 150, account: 'demo' });
    try {
      const controller = new AbortController();
      // Months no other test here reads: a first ask, slow on the platform.
      const read = fetch(`${api.url}/api/day-closings?from=2025-10-17&to=2025-11-30`, {
        headers: { Authorization: `Bearer ${manager}`, 'X-Progress-Id': id },
        signal: controller.signal,
      }).catch(() => 'aborted');
      await expect
        .poll(async () => (await progress()).pages_read, { interval: 20 })
        .toBeGreaterThan(0);
      controller.abort();
      expect(await read).toBe('aborted');
      await expect.poll(async () => (await progress()).done, { interval: 20 }).toBe(true);
    } finally {
      platform.clearFaults();
    }
    const end = await progress();
    expect(end.cancelled).toBe(true);
    expect(end.pages_read).toBeLessThan(end.pages_total);
  });

  it('say how fresh they are when the read model answers', async () => {
    const asOf = (await api.get(`/api/day-closings?${Q3}&format=csv`, manager)).headers.get(
      'x-data-as-of',
    );
    if (READ_MODEL_ON) expect(asOf).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    else expect(asOf).toBeNull();
  });

  it('export CSV in Dutch and .xlsx with a sheet per section', async () => {
    // One CSV file per table, in the language's convention (`;` and decimal commas for nl).
    const { tables } = await getCsvTables(
      `${api.url}/api/day-closings?${Q3}&format=csv&lang=nl`,
      manager,
      ';',
    );
    expect([...tables.keys()]).toEqual([
      '01 Kassa-afsluitingen.csv',
      '02 Kassadagen.csv',
      '03 Betalingen per kassadag.csv',
      '04 Verrekend per kassadag.csv',
    ]);
    const [heading = [], identity = []] = tables.get('01 Kassa-afsluitingen.csv') ?? [];
    expect(heading).toContain('Niet afgesloten');
    // Every total of the JSON, the orders too.
    const json = (await api.get(`/api/day-closings?${Q3}`, manager)).json as {
      totals: { orders: number };
    };
    expect(identity[heading.indexOf('Orders')]).toBe(String(json.totals.orders));
    expect(identity.slice(0, 5)).toEqual([
      'Kassa-afsluitingen',
      // Excel NL: a Dutch spreadsheet's days (issue 67).
      '01-07-2026',
      '30-09-2026',
      'Alle vestigingen',
      'Alle winkels',
    ]);
    // Every till-day's kasverschil, as the JSON has it, with a decimal comma.
    const [header = [], ...days] = tables.get('02 Kassadagen.csv') ?? [];
    const column = header.indexOf('Kasverschil (geteld − verwacht)');
    expect(column).toBeGreaterThan(0);
    expect(days.map((row) => row[column])).toEqual(
      q3.data.map((row) =>
        row.difference === null ? '' : row.difference.toFixed(2).replace('.', ','),
      ),
    );
    expect(days.map((row) => row[3])).toEqual(q3.data.map((row) => (row.closed ? 'ja' : 'nee')));
    const english = await getCsvTables(
      `${api.url}/api/day-closings?${Q3}&format=csv&lang=en`,
      manager,
      ',',
    );
    expect(english.tables.get('02 Till-days.csv')?.[0]?.[column]).toBe(
      'Cash difference (counted − expected)',
    );
    const { workbook } = await getXlsx(`${api.url}/api/day-closings?${Q3}&format=xlsx`, manager);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Till closings',
      'Till-days',
      'Payments per till-day',
      'Settlements per till-day',
    ]);
  });
});

describe('bad input', () => {
  it.each([
    ['from=2026-09-30&to=2026-07-01', /is after 'to'/],
    ['from=2020-01-01&to=2025-01-01', /a range is at most 5 years long/],
    [`${Q3}&location_id=999999`, /not a location of account demo/],
    [`${Q3}&shop_id=999999`, /not a shop of account demo/],
    [`${Q3}&format=pdf`, /query parameter 'format' must be json, csv or xlsx/],
    [`${Q3}&threshold=five`, /query parameter 'threshold' must be euros/],
  ])('%s is a 400 before any platform call', async (query, message) => {
    const before = platform.calls().total;
    expectError(await api.get(`/api/day-closings?${query}`, manager), 400, message);
    expect(platform.calls().total).toBe(before);
  });

  it("another account's shop is a 400", async () => {
    expectError(await api.get(`/api/day-closings?${Q3}&shop_id=${otherShopId}`, manager), 400);
  });

  // The strict platform's shops name no location, so no shop is at one there.
  it.skipIf(STRICT_PUBLIC)('a shop not at the asked location is a 400', async () => {
    const [first, second] = locations;
    const query = `${Q3}&location_id=${first?.id}&shop_id=${second?.shop_ids[0]}`;
    expectError(
      await api.get(`/api/day-closings?${query}`, manager),
      400,
      /not a shop of location/,
    );
  });
});

describe.runIf(STRICT_PUBLIC)('a platform without the day-closing call', () => {
  it('answers 501 upstream_unsupported naming the feature and the call', async () => {
    const body = expectError(await api.get(`/api/day-closings?${Q3}`, manager), 501);
    expect(body.code).toBe('upstream_unsupported');
    expect(body.missing_calls).toContain('PosModule::listDayClosings');
  });
});
