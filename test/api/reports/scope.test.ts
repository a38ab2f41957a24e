/**
 * GET /api/financial-report limited to a location: only that location's shops and day
 * closings (figures checked against the raw rows of those shops), wrong kinds of id and the
 * other account's ids as 400, and the location-locked staff user (own location by default,
 * 403 for another).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  financialReportSchema,
  type FinancialReport,
} from '../../../shared/api/financial-report.js';
import type { LocationRow, ShopRow } from '../../../electron/upstream/wire.js';
import { startTestService, type TestService } from '../harness.js';
import { cents, expectedReport, rawRange, rawUpstream, type RawRange } from './raw-report.js';
import { expectError } from '../expect-error.js';
import { getCsvTables } from '../zip-reader.js';

// Monday 2026-10-05 .. Sunday 2026-10-11 in Amsterdam (CEST, +02:00).
const WEEK = 'from=2026-10-05&to=2026-10-11';
const WEEK_START = '2026-10-04T22:00:00Z';
const WEEK_END = '2026-10-11T22:00:00Z';

let api: TestService;
let manager: string;
let staff: string;
let other: string;
let data: RawRange;
let locations: LocationRow[];
let otherLocations: LocationRow[];
let otherShops: ShopRow[];
let staffLocationId: number;

const shopsOf = (locationId: number) =>
  data.shops.filter((shop) => shop.location_id === locationId).map((shop) => shop.id);

async function reportFor(query: string, token = manager): Promise<FinancialReport> {
  const answer = await api.get(`/api/financial-report?${query}`, token);
  expect(answer.status, answer.text).toBe(200);
  return financialReportSchema.parse(answer.json);
}

/** The report for `query` answers this error, with no report data in it. */
async function expectErrorAt(query: string, status: number, message: RegExp, token = manager) {
  const answer = await api.get(`/api/financial-report?${query}`, token);
  expectError(answer, status, message);
  expect(answer.text).not.toMatch(/revenue|turnover/);
}

beforeAll(async () => {
  api = await startTestService();
  [manager, staff, other] = await Promise.all([
    api.login('manager'),
    api.login('staff'),
    api.login('otherAccount'),
  ]);
  const [raw, rawStaff, rawOther] = await Promise.all([
    rawUpstream(api),
    rawUpstream(api, 'staff'),
    rawUpstream(api, 'otherAccount'),
  ]);
  data = await rawRange(raw, WEEK_START, WEEK_END);
  locations = await raw.drain('listLocations');
  otherLocations = await rawOther.drain('listLocations');
  otherShops = await rawOther.drain('listShops');
  const info = (await rawStaff.call('sessionInfo', [])) as { locked_location_id: number | null };
  if (info.locked_location_id === null) throw new Error('the staff user should be locked');
  staffLocationId = info.locked_location_id;
}, 60_000);

afterAll(async () => {
  await api.close();
});

describe('?location_id', () => {
  it('limits the report to the shops and day closings of that location', async () => {
    const withShops = locations.filter((location) => shopsOf(location.id).length > 0);
    expect(withShops.length).toBeGreaterThanOrEqual(2);
    for (const location of withShops) {
      const shopIds = shopsOf(location.id);
      const report = await reportFor(`${WEEK}&location_id=${location.id}`);
      expect(report.location_id).toBe(location.id);
      const reported = report.turnover_by_group.shop_totals.map((shop) => shop.shop_id);
      expect(reported.length).toBeGreaterThan(0);
      for (const id of reported) expect(shopIds).toContain(id);
      for (const row of report.turnover_by_group.rows) {
        for (const shop of row.shops) expect(shopIds).toContain(shop.shop_id);
      }
      const wanted = expectedReport(data, '2026-10-05', '2026-10-11', shopIds);
      expect(wanted.orders.length).toBeGreaterThan(10);
      const revenue = report.revenue;
      expect(cents(revenue.total_sales)).toBe(wanted.sales);
      expect(cents(revenue.total_returns)).toBe(wanted.returns);
      expect(cents(revenue.total_differences)).toBe(wanted.differences);
      expect(cents(revenue.total_turnover)).toBe(
        wanted.sales - wanted.returns - wanted.differences,
      );
      expect(cents(report.direct_paid.total.gross)).toBe(wanted.directPaid.gross);
      expect(cents(report.not_paid_now.total.gross)).toBe(wanted.notPaidNow.gross);
      expect(cents(report.direct_paid.total.gross) + cents(report.not_paid_now.total.gross)).toBe(
        wanted.valueWt,
      );
      expect(cents(report.turnover_by_group.total.turnover)).toBe(wanted.sales - wanted.returns);
      expect(report.direct_paid.balance_check.ok).toBe(true);
    }
  });

  it('the locations and the webshop (no location) add up to the whole account', async () => {
    const all = await reportFor(WEEK);
    expect(all.location_id).toBeNull();
    let sum = 0;
    for (const location of locations) {
      sum += cents((await reportFor(`${WEEK}&location_id=${location.id}`)).revenue.total_sales);
    }
    const withoutLocation = data.shops.filter((shop) => shop.location_id === null);
    expect(withoutLocation.length).toBeGreaterThan(0);
    const web = expectedReport(
      data,
      '2026-10-05',
      '2026-10-11',
      withoutLocation.map((shop) => shop.id),
    );
    expect(web.sales).toBeGreaterThan(0);
    expect(sum + web.sales).toBe(cents(all.revenue.total_sales));
    expect(cents(all.revenue.total_sales)).toBe(
      expectedReport(data, '2026-10-05', '2026-10-11').sales,
    );
  });

  it('a location without shops gives an empty report, not the whole account', async () => {
    const empty = locations.find((location) => shopsOf(location.id).length === 0);
    expect(empty).toBeDefined();
    const report = await reportFor(`${WEEK}&location_id=${empty?.id}`);
    expect(report.location_id).toBe(empty?.id);
    expect(report.revenue.total_sales).toBe(0);
    expect(report.revenue.total_differences).toBe(0);
    expect(report.revenue.rows).toEqual([]);
    expect(report.turnover_by_group.shop_totals).toEqual([]);
    expect(report.direct_paid.total.gross).toBe(0);
    expect(report.not_paid_now.total.gross).toBe(0);
  });

  it('a shop id given as location_id is a 400 that says so', async () => {
    const shop = data.shops.find((candidate) => candidate.location_id !== null);
    await expectErrorAt(`${WEEK}&location_id=${shop?.id}`, 400, /shop id, not a location id/);
  });

  it("the other account's location ids (and shop ids) are 400, never its data", async () => {
    const foreign = otherLocations[0]?.id;
    expect(foreign).toBeDefined();
    expect(locations.map((location) => location.id)).not.toContain(foreign);
    await expectErrorAt(`${WEEK}&location_id=${foreign}`, 400, /not a location of account demo\b/);
    await expectErrorAt(`${WEEK}&location_id=${otherShops[1]?.id}`, 400, /location_id/);
    // And the other way round: the other account's user with this account's location.
    await expectErrorAt(
      `${WEEK}&location_id=${staffLocationId}`,
      400,
      /not a location of account demo2/,
      other,
    );
  });

  it('an unknown location id is 400', async () => {
    await expectErrorAt(`${WEEK}&location_id=999999999`, 400, /location_id 999999999/);
  });
});

describe('a user locked to a location', () => {
  it("without location_id gets their location's report, equal to the manager's", async () => {
    const own = await reportFor(WEEK, staff);
    expect(own.location_id).toBe(staffLocationId);
    const managers = await reportFor(`${WEEK}&location_id=${staffLocationId}`);
    expect(own).toEqual(managers);
    const shopIds = shopsOf(staffLocationId);
    for (const shop of own.turnover_by_group.shop_totals) expect(shopIds).toContain(shop.shop_id);
    // Not the account's: the webshop and the other till are left out.
    const all = await reportFor(WEEK);
    expect(cents(own.revenue.total_sales)).toBeLessThan(cents(all.revenue.total_sales));
    expect(cents(own.revenue.total_sales)).toBe(
      expectedReport(data, '2026-10-05', '2026-10-11', shopIds).sales,
    );
  });

  it('with their own location_id gets the same report', async () => {
    const own = await reportFor(WEEK, staff);
    expect(await reportFor(`${WEEK}&location_id=${staffLocationId}`, staff)).toEqual(own);
  });

  it('with another location is 403', async () => {
    const another = locations.find((location) => location.id !== staffLocationId);
    await expectErrorAt(`${WEEK}&location_id=${another?.id}`, 403, /limited to location/, staff);
  });

  it('the CSV is limited the same way', async () => {
    const { tables } = await getCsvTables(
      `${api.url}/api/financial-report?${WEEK}&format=csv`,
      staff,
      ',',
    );
    expect(tables.get('01 Report.csv')?.[1]).toEqual([
      'Financial report',
      '2026-10-05',
      '2026-10-11',
      String(staffLocationId),
      'EUR',
    ]);
    const webshop = data.shops.find((shop) => shop.location_id === null);
    const shopIds = (tables.get('12 Turnover by shop.csv') ?? []).slice(1).map((row) => row[0]);
    expect(shopIds.length).toBeGreaterThan(1);
    expect(shopIds).not.toContain(String(webshop?.id));
  });
});
