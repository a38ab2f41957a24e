/**
 * Order reads over a long range go in calendar-month windows (electron/service/data/platform/range-windows.ts): the
 * rows are exactly those of one drain over the whole range, in the same order, across both
 * DST changes and orders just after midnight on a 1st (a window edge); and no page asks for
 * an offset deeper than one month's orders. The oracle is the raw platform read in one go.
 * With the read model on, these are the reads of its first ask of each month, which reads the
 * month whole (every status and shop, as the export does) with the same windows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageStarts } from '../../../electron/upstream/drain.js';
import { UPSTREAM_CALLS } from '../../../electron/upstream/calls.js';
import type { DemoPlatform } from '../../../electron/demo-platform/server.js';
import { STRICT_PUBLIC, startTestService, type TestService } from '../harness.js';
import {
  instantOf,
  parseCsv,
  rawOrdersBetween,
  rawUpstream,
  type RawOrder,
} from './raw-upstream.js';

const LIST_ORDERS = `${UPSTREAM_CALLS.listOrders.module}::${UPSTREAM_CALLS.listOrders.function}`;
// 2026-03-01 .. 2026-10-31 in Amsterdam: 23 hours on 29 March, 25 on 25 October.
const RANGE = 'from=2026-03-01&to=2026-10-31';
const RANGE_START = '2026-02-28T23:00:00Z';
const RANGE_END = '2026-10-31T23:00:00Z';

let api: TestService;
let platform: DemoPlatform;
let token: string;
let rangeOrders: RawOrder[];

/** The demo platform's call counter (GET/DELETE /__admin/calls). */
const calls = async (method: 'GET' | 'DELETE') => {
  const answer = await fetch(`${platform.url}__admin/calls`, { method });
  return (await answer.json()) as {
    calls: Record<string, number>;
    deepest_start: Record<string, number>;
  };
};

/** Pages one drain of `rows` rows reads: the first, then one per overlapping start. */
const pagesFor = (rows: number): number => 1 + pageStarts(rows, 100).length;

// Amsterdam's calendar by the platform's own Intl, not ours: some timestamps carry other offsets.
const amsterdamDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' });
const localDayOf = (order: RawOrder): string =>
  amsterdamDay.format(instantOf(order.date_purchased));
const monthOf = (order: RawOrder): string => localDayOf(order).slice(0, 7);
const amsterdamHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Amsterdam',
  hour: '2-digit',
  hourCycle: 'h23',
});

beforeAll(async () => {
  // With the read model on, no catch-up within the test: the calls counted are the reads'.
  // 6 orders a day, not the harness's 12: a month is still two pages of the order list and
  // more (the windows' point), and the oracle is the raw rows of one drain.
  api = await startTestService({
    readModel: { syncIntervalMs: 600_000 },
    demo: { ordersPerDay: 6 },
  });
  if (!api.service.demoPlatform) throw new Error('no demo platform');
  platform = api.service.demoPlatform;
  token = await api.login('manager');
  rangeOrders = await rawOrdersBetween(await rawUpstream(api), RANGE_START, RANGE_END);
  // The first order request tries whether the platform has the call: counted calls are then
  // only those of the reads under test. A day outside the ranges read below, so with the read
  // model on their months are still first asks.
  if (!STRICT_PUBLIC)
    expect((await api.get('/api/orders?from=2026-11-02&limit=1', token)).status).toBe(200);
});

afterAll(async () => {
  await api.close();
});

describe.skipIf(STRICT_PUBLIC)('orders of a long range, read in monthly windows', () => {
  it('the range holds what the edges are about: DST days and orders just after midnight on a 1st', () => {
    const localDays = new Set(rangeOrders.map(localDayOf));
    expect(localDays).toContain('2026-03-29');
    expect(localDays).toContain('2026-10-25');
    const earlyOnFirsts = rangeOrders.filter(
      (order) =>
        localDayOf(order).endsWith('-01') &&
        amsterdamHour.format(instantOf(order.date_purchased)) === '00',
    );
    expect(earlyOnFirsts.length).toBeGreaterThan(0);
    expect(new Set(rangeOrders.map(monthOf)).size).toBe(8);
  });

  it('the export holds exactly the orders of one drain over the range, in the same order', async () => {
    await calls('DELETE');
    const answer = await api.get(`/api/orders?${RANGE}&format=csv`, token);
    expect(answer.status, answer.text).toBe(200);
    const [header, ...lines] = parseCsv(answer.text);
    const numberColumn = header?.indexOf('Order number') ?? -1;
    expect(numberColumn).toBeGreaterThanOrEqual(0);
    expect(lines.map((line) => line[numberColumn])).toEqual(
      rangeOrders.map((order) => order.number),
    );

    // One drain per month: exactly the pages of each month's orders, never deeper than a month.
    const perMonth = new Map<string, number>();
    for (const order of rangeOrders) {
      perMonth.set(monthOf(order), (perMonth.get(monthOf(order)) ?? 0) + 1);
    }
    const { calls: counted, deepest_start: deepest } = await calls('GET');
    const monthly = [...perMonth.values()];
    expect(counted[LIST_ORDERS]).toBe(monthly.reduce((sum, rows) => sum + pagesFor(rows), 0));
    const deepestInMonth = Math.max(...monthly.map((rows) => pageStarts(rows, 100).at(-1) ?? 0));
    expect(deepest[LIST_ORDERS]).toBe(deepestInMonth);
    // One drain over the range would have asked for this offset.
    expect(deepest[LIST_ORDERS]).toBeLessThan(pageStarts(rangeOrders.length, 100).at(-1) ?? 0);
  });

  it('a year report pages no deeper than one month of orders', async () => {
    await calls('DELETE');
    const answer = await api.get('/api/financial-report?from=2025-11-01&to=2026-10-31', token);
    expect(answer.status, answer.text).toBe(200);
    const { deepest_start: deepest } = await calls('GET');
    const perMonth = new Map<string, number>();
    const year = await rawOrdersBetween(
      await rawUpstream(api),
      '2025-10-31T23:00:00Z',
      '2026-10-31T23:00:00Z',
    );
    for (const order of year) perMonth.set(monthOf(order), (perMonth.get(monthOf(order)) ?? 0) + 1);
    // The report reads only some statuses, so a month holds at most this many of its orders.
    expect(deepest[LIST_ORDERS]).toBeLessThan(Math.max(...perMonth.values()));
    expect(deepest[LIST_ORDERS]).toBeLessThan(year.length / 6);
  });
});
