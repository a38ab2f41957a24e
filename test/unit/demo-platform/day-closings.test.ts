/**
 * Day closings are kept per day once built, apart from the bounded cache of generated days:
 * later reads of them generate no day again, whatever the day cache evicted meanwhile, and
 * answer what the plain engine answers over every day's closings.
 */
import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../../../shared/dates.js';
import { DEMO_ACCOUNTS } from '../../../electron/demo-platform/accounts.js';
import type { CallContext } from '../../../electron/demo-platform/calls/context.js';
import { listDayClosings, listOrders } from '../../../electron/demo-platform/calls/orders.js';
import { AccountData } from '../../../electron/demo-platform/data/account-data.js';
import * as dayOrders from '../../../electron/demo-platform/data/day-orders.js';
import { resolveOptions } from '../../../electron/demo-platform/options.js';
import { parseListArgs, runQuery } from '../../../electron/demo-platform/query.js';
import { SessionStore } from '../../../electron/demo-platform/sessions.js';

/** Counts the days generated, so a test can say a read generated none. */
const generated = vi.hoisted(() => ({ days: 0 }));
vi.mock('../../../electron/demo-platform/data/day-orders.js', async (importOriginal) => {
  const original = await importOriginal<typeof dayOrders>();
  return {
    ...original,
    generateDay: (...args: Parameters<typeof original.generateDay>) => {
      generated.days++;
      return original.generateDay(...args);
    },
  };
});

const optionsOf = (cachedOrders: number) =>
  resolveOptions({
    seed: 11,
    endDate: '2026-11-20',
    cachedOrders,
    sizing: { productsPerAccount: 200, ordersPerDay: 10, historyDays: 60 },
  });
const ACCOUNT = DEMO_ACCOUNTS[0];
if (!ACCOUNT) throw new Error('no demo account');
/** A day cache of some ten days out of sixty. */
const evicting = () => new AccountData(ACCOUNT, optionsOf(100));

const contextOf = (data: AccountData, params: unknown[]): CallContext => ({
  data,
  params,
  auth: { account: ACCOUNT.name, mode: 'hash', sent: {} },
  sessions: new SessionStore(60_000),
  session: null,
});

/** The plain engine over the closings of every day, each built with its day once. */
const allClosings = (() => {
  const data = new AccountData(ACCOUNT, optionsOf(100_000));
  return Array.from({ length: data.orders.dayCount }, (_, day) => data.orders.day(day).closings);
})().flat();
const expected = (params: unknown[]) =>
  runQuery(allClosings, parseListArgs(params, 0, 1000), false);

const YEAR = [
  { name: 'date__>=', val: '2025-11-21' },
  { name: 'date__<=', val: '2026-11-20' },
];
const evictEveryDay = (data: AccountData) =>
  listOrders(contextOf(data, [0, 1, null, [{ name: 'id__>', val: 0 }]]));

describe('day closings', () => {
  it('are read again without generating a day, after the day cache evicted every day', () => {
    const data = evicting();
    const params = [0, 1000, null, YEAR];
    generated.days = 0;
    const first = listDayClosings(contextOf(data, params));
    expect(generated.days).toBe(60);
    expect(first).toEqual(expected(params));
    evictEveryDay(data);
    generated.days = 0;
    for (const order of [null, [{ name: 'date', dir: 'desc' }]]) {
      const again = [0, 1000, order, YEAR];
      expect(listDayClosings(contextOf(data, again))).toEqual(expected(again));
    }
    expect(generated.days).toBe(0);
  });

  it('come free with days generated for orders', () => {
    const data = evicting();
    evictEveryDay(data);
    generated.days = 0;
    expect(listDayClosings(contextOf(data, [0, 1000, null, YEAR]))).toEqual(
      expected([0, 1000, null, YEAR]),
    );
    expect(generated.days).toBe(0);
  });

  it('answer any range and page as the plain engine does', () => {
    const data = evicting();
    const firstDay = data.calendar.firstDay;
    const day = fc.integer({ min: -3, max: 63 }).map((offset) => addDays(firstDay, offset));
    const filters = fc
      .tuple(day, day, fc.boolean())
      .map(([from, to, withShop]) => [
        { name: 'date__>=', val: from },
        { name: 'date__<=', val: to },
        ...(withShop ? [{ name: 'shop_id__=', val: data.reference.tillShops[0]?.id ?? 0 }] : []),
      ]);
    const order = fc.constantFrom(
      null,
      [{ name: 'date', dir: 'asc' }],
      [{ name: 'counted_cash', dir: 'desc' }],
    );
    const page = fc.record({
      start: fc.integer({ min: 0, max: 150 }),
      limit: fc.integer({ min: 1, max: 40 }),
    });
    fc.assert(
      fc.property(filters, order, fc.array(page, { minLength: 1, maxLength: 4 }), (f, o, pages) => {
        for (const { start, limit } of pages) {
          const params = [start, limit, o, f];
          expect(listDayClosings(contextOf(data, params))).toEqual(expected(params));
        }
      }),
      { numRuns: 40 },
    );
  });
});
