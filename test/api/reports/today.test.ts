/**
 * GET /api/dashboard and GET /api/sales-by-hour on the demo platform, with the service's
 * clock stopped at 13:59:59 on the demo's last day (2026-11-20, a Friday): a past day counted
 * whole is the financial report of that day, to the cent (turnover, incl. VAT, the cash
 * differences), in total and per location, and so are its two comparison days; today is
 * counted up to 13:59:59, which is the sales per hour's hours 0–13; the hours of a range add
 * up to the report's turnover lines, on both DST days too; the locked user, bad input, CSV.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dashboardSchema,
  salesByHourSchema,
  type Dashboard,
  type SalesByHour,
} from '../../../shared/api/dashboard.js';
import {
  financialReportSchema,
  type FinancialReport,
} from '../../../shared/api/financial-report.js';
import { expectError } from '../expect-error.js';
import { DEMO_END_DATE, READ_MODEL_ON, startTestService, type TestService } from '../harness.js';
import { getCsvTables } from '../zip-reader.js';

/** 13:59:59 CET on the demo's last day: today so far is the hours 0–13 of the wall clock. */
const NOW = Date.parse(`${DEMO_END_DATE}T13:59:59+01:00`);
const cents = (value: number): number => Math.round(value * 100);

let api: TestService;
let manager: string;
let staff: string;
let locationIds: number[];

async function answer<T>(path: string, parse: (json: unknown) => T, token = manager) {
  const response = await api.get(path, token);
  expect(response.status, response.text).toBe(200);
  return { body: parse(response.json), headers: response.headers };
}
const dashboard = async (query: string, token = manager): Promise<Dashboard> =>
  (await answer(`/api/dashboard?${query}`, (json) => dashboardSchema.parse(json), token)).body;
const salesByHour = async (query: string): Promise<SalesByHour> =>
  (await answer(`/api/sales-by-hour?${query}`, (json) => salesByHourSchema.parse(json))).body;
const report = async (query: string): Promise<FinancialReport> =>
  (await answer(`/api/financial-report?${query}`, (json) => financialReportSchema.parse(json)))
    .body;

/** The report's turnover lines (sales − returns), excl. and incl. VAT, in cents. */
const reportLines = ({ revenue }: FinancialReport) => ({
  turnover: cents(revenue.total_sales) - cents(revenue.total_returns),
  turnover_wt: cents(revenue.total_sales_wt) - cents(revenue.total_returns_wt),
});
const figureCents = (figures: { turnover: number; turnover_wt: number }) => ({
  turnover: cents(figures.turnover),
  turnover_wt: cents(figures.turnover_wt),
});

beforeAll(async () => {
  api = await startTestService({ clock: { now: () => NOW } });
  [manager, staff] = await Promise.all([api.login('manager'), api.login('staff')]);
  const locations = (await api.get('/api/locations', manager)).json as {
    data: { id: number; shop_ids: number[] }[];
  };
  locationIds = locations.data.filter((row) => row.shop_ids.length > 0).map((row) => row.id);
}, 60_000);

afterAll(async () => {
  await api.close();
});

describe('the dashboard', () => {
  it("of a past day is that day's financial report, and so are its comparison days", async () => {
    const response = await api.get('/api/dashboard?date=2026-11-19', manager);
    expect(response.status, response.text).toBe(200);
    if (READ_MODEL_ON) expect(response.headers.get('x-data-as-of')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const day = dashboardSchema.parse(response.json);
    expect([day.date, day.until, day.total.last_week.date, day.total.last_year.date]).toEqual([
      '2026-11-19',
      null,
      '2026-11-12',
      '2025-11-20',
    ]);
    const [thatDay, weekBefore, yearBefore] = await Promise.all(
      ['2026-11-19', '2026-11-12', '2025-11-20'].map((date) => report(`from=${date}`)),
    );
    if (!thatDay || !weekBefore || !yearBefore) throw new Error('no report');
    expect(day.total.figures.orders).toBeGreaterThan(0);
    expect(figureCents(day.total.figures)).toEqual(reportLines(thatDay));
    expect(figureCents(day.total.last_week.figures)).toEqual(reportLines(weekBefore));
    expect(figureCents(day.total.last_year.figures)).toEqual(reportLines(yearBefore));
    // The report's turnover is lowered by the till closings' differences; the dashboard says them apart.
    expect(cents(day.cash_differences)).toBe(cents(thatDay.revenue.total_differences));
    expect(cents(day.total.figures.turnover) - cents(day.cash_differences)).toBe(
      cents(thatDay.revenue.total_turnover),
    );
    // The bridge the screen shows: from the report's turnover to Today's, by the differences.
    const bridge = day.report_bridge;
    expect([bridge.report_turnover, bridge.compared]).toEqual([
      thatDay.revenue.total_turnover,
      day.total.figures.turnover,
    ]);
    expect(cents(bridge.difference)).toBe(
      cents(day.total.figures.turnover) - cents(thatDay.revenue.total_turnover),
    );
    expect(bridge.items).toEqual([
      { kind: 'cash_differences', amount: thatDay.revenue.total_differences },
    ]);
    expect(bridge.unexplained).toBe(0);
    // The locations add up to the total (the webshop has none: null); each is its location's report.
    expect(day.locations.map((row) => row.location_id)).toEqual([...locationIds, null]);
    const sum = (pick: (row: Dashboard['locations'][number]) => number) =>
      day.locations.reduce((total, row) => total + cents(pick(row)), 0);
    expect(sum((row) => row.figures.turnover_wt)).toBe(cents(day.total.figures.turnover_wt));
    expect(sum((row) => row.last_year.figures.turnover)).toBe(
      cents(day.total.last_year.figures.turnover),
    );
    const first = day.locations[0];
    if (!first) throw new Error('no location');
    const own = await report(`from=2026-11-19&location_id=${first.location_id}`);
    expect(figureCents(first.figures)).toEqual(reportLines(own));
  });

  it('of today is counted up to the clock, and so are the days it is compared with', async () => {
    const today = await dashboard('');
    expect([today.date, today.until, today.as_of]).toEqual([
      DEMO_END_DATE,
      '13:59:59',
      `${DEMO_END_DATE}T13:59:59+01:00`,
    ]);
    const morningOf = async (date: string) => {
      const hours = (await salesByHour(`from=${date}`)).hours.filter((row) => row.hour <= 13);
      return {
        turnover: hours.reduce((total, row) => total + cents(row.turnover), 0),
        turnover_wt: hours.reduce((total, row) => total + cents(row.turnover_wt), 0),
        orders: hours.reduce((total, row) => total + row.orders, 0),
      };
    };
    const { total } = today;
    const [now, lastWeek] = await Promise.all([morningOf(DEMO_END_DATE), morningOf('2026-11-13')]);
    expect({ ...figureCents(total.figures), orders: total.figures.orders }).toEqual(now);
    expect({
      ...figureCents(total.last_week.figures),
      orders: total.last_week.figures.orders,
    }).toEqual(lastWeek);
    const whole = await report(`from=${DEMO_END_DATE}`);
    expect(now.turnover).toBeLessThan(reportLines(whole).turnover);
    // The change is said against the earlier day's figure, as a percentage.
    const then = total.last_week.figures.turnover_wt;
    expect(total.last_week.change.turnover_wt).toBeCloseTo(
      ((total.figures.turnover_wt - then) / Math.abs(then)) * 100,
      1,
    );
  });

  it('limits a locked user to their location, and refuses a day after today or bad input', async () => {
    const own = await dashboard('date=2026-11-19', staff);
    expect(own.location_id).not.toBeNull();
    expect(own.locations.map((row) => row.location_id)).toEqual([own.location_id]);
    const other = locationIds.find((id) => id !== own.location_id);
    expectError(await api.get(`/api/dashboard?location_id=${other}`, staff), 403);
    expectError(await api.get('/api/dashboard?date=2026-11-21', manager), 400, 'after today');
    expectError(await api.get('/api/dashboard?date=2026-02-30', manager), 400, 'date');
    expectError(await api.get('/api/dashboard?from=2026-11-01', manager), 400, 'from');
  });
});

describe('the sales by hour', () => {
  it("add up to the report's turnover lines, on the 23- and the 25-hour day too", async () => {
    for (const query of ['from=2026-03-29', 'from=2026-10-25', 'from=2026-10-01&to=2026-10-31']) {
      const [hours, whole] = await Promise.all([salesByHour(query), report(query)]);
      expect(hours.hours.map((row) => row.hour)).toEqual([...Array(24).keys()]);
      const sum = (field: 'turnover' | 'turnover_wt') =>
        hours.hours.reduce((total, row) => total + cents(row[field]), 0);
      expect({ turnover: sum('turnover'), turnover_wt: sum('turnover_wt') }).toEqual(
        reportLines(whole),
      );
      const grid = hours.weekdays.flatMap((day) => day.hours);
      expect(grid.reduce((total, row) => total + cents(row.turnover), 0)).toBe(sum('turnover'));
      expect(cents(hours.total.cash_differences)).toBe(cents(whole.revenue.total_differences));
    }
    const october = await salesByHour('from=2026-10-01&to=2026-10-31');
    // October 2026 has five Thursdays, Fridays and Saturdays.
    expect(october.weekdays.map((day) => day.days)).toEqual([4, 4, 4, 5, 5, 5, 4]);
  });

  it('export as a zip of CSV tables, and refuse a reversed range', async () => {
    const { tables } = await getCsvTables(
      `${api.url}/api/sales-by-hour?from=2026-10-25&format=csv&lang=nl`,
      manager,
      ';',
    );
    expect([...tables.keys()]).toEqual([
      '01 Omzet per uur.csv',
      '02 Uren.csv',
      '03 Weekdag per uur.csv',
    ]);
    expect(tables.get('02 Uren.csv')).toHaveLength(25);
    // The cash differences in the report's sign and words, not a bare "Verschil".
    const [heading = []] = tables.get('01 Omzet per uur.csv') ?? [];
    expect(heading).toContain('Kasverschillen (verwacht − geteld)');
    expect(tables.get('03 Weekdag per uur.csv')).toHaveLength(1 + 7 * 24);
    expectError(
      await api.get('/api/sales-by-hour?from=2026-10-02&to=2026-10-01', manager),
      400,
      'after',
    );
  });
});
