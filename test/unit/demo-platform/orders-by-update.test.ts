/**
 * Unfiltered orders by update time are answered from the days that can hold the page
 * (calls/orders-by-update.ts): the same page as the plain engine sorting every order, after
 * edits too, while the latest update generates only the last days of the history.
 */
import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { addDays, formatUpstreamTimestamp, localMidnight } from '../../../shared/dates.js';
import { ORDER_STATUSES } from '../../../shared/api/orders.js';
import { DEMO_ACCOUNTS, idOf } from '../../../electron/demo-platform/accounts.js';
import type { CallContext } from '../../../electron/demo-platform/calls/context.js';
import { UPDATE_LAG_DAYS } from '../../../electron/demo-platform/calls/day-range.js';
import { listOrders } from '../../../electron/demo-platform/calls/orders.js';
import { AccountData } from '../../../electron/demo-platform/data/account-data.js';
import * as dayOrders from '../../../electron/demo-platform/data/day-orders.js';
import type { OrderEdit } from '../../../electron/demo-platform/data/order-edit.js';
import { resolveOptions } from '../../../electron/demo-platform/options.js';
import { parseListArgs, runQuery } from '../../../electron/demo-platform/query.js';
import { SessionStore } from '../../../electron/demo-platform/sessions.js';
import { parseTimestamp } from '../../../shared/dates.js';

/** Counts the days generated, so a test can say how many a read needed. */
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

const OPTIONS = resolveOptions({
  seed: 5,
  endDate: '2026-11-20',
  sizing: { productsPerAccount: 200, ordersPerDay: 8, historyDays: 120 },
});
const ACCOUNT = DEMO_ACCOUNTS[0];
if (!ACCOUNT) throw new Error('no demo account');
const data = new AccountData(ACCOUNT, OPTIONS);
const store = data.orders;
const FIRST_ID = idOf(ACCOUNT, 'order', 1);
const LAST_ID = FIRST_ID + store.totalOrders - 1;
const { startInstant, endInstant } = data.calendar;

const contextOf = (params: unknown[]): CallContext => ({
  data,
  params,
  auth: { account: ACCOUNT.name, mode: 'hash', sent: {} },
  sessions: new SessionStore(60_000),
  session: null,
});
const everyDay = Array.from({ length: store.dayCount }, (_, day) => day);
const expected = (params: unknown[]) =>
  runQuery(
    [...data.orderOverlay.ordersOfDays(everyDay, 'id')],
    parseListArgs(params, 0, Number.MAX_SAFE_INTEGER),
    false,
  );

const LATEST = [
  { name: 'date_updated', dir: 'desc' },
  { name: 'id', dir: 'desc' },
];

describe('orders by update time', () => {
  it('asks for the latest update and generates only the days that can hold it', () => {
    generated.days = 0;
    const params = [0, 1, LATEST, []];
    const answer = listOrders(contextOf(params));
    expect(generated.days).toBeLessThanOrEqual(UPDATE_LAG_DAYS + 2);
    expect(answer).toEqual(expected(params));
    expect(answer.total).toBe(store.totalOrders);
  });

  it('relies on what the generator does: an update falls within the lag of its purchase day', () => {
    const firstDay = store.dates[0];
    if (firstDay === undefined) throw new Error('no days');
    for (const day of everyDay) {
      const from = localMidnight(addDays(firstDay, day));
      const to = localMidnight(addDays(firstDay, day + UPDATE_LAG_DAYS + 1));
      for (const order of store.day(day).orders) {
        const updated = parseTimestamp(order.date_updated) ?? Number.NaN;
        expect(updated).toBeGreaterThanOrEqual(from);
        expect(updated).toBeLessThan(to);
      }
    }
  });

  it('answers any page in any direction as the plain engine does, with edits too', () => {
    const order = fc.constantFrom(
      LATEST,
      [{ name: 'date_updated', dir: 'desc' }],
      [{ name: 'date_updated', dir: 'asc' }],
      [
        { name: 'date_updated', dir: 'asc' },
        { name: 'id', dir: 'desc' },
      ],
    );
    const edit: fc.Arbitrary<OrderEdit> = fc.oneof(
      fc.constantFrom(...ORDER_STATUSES).map((status) => ({ kind: 'status' as const, status })),
      fc
        .integer({ min: startInstant, max: endInstant - 1 })
        .map((at) => ({ kind: 'move' as const, datePurchased: formatUpstreamTimestamp(at) })),
    );
    const edits = fc.array(fc.tuple(fc.integer({ min: FIRST_ID, max: LAST_ID }), edit), {
      maxLength: 3,
    });
    const page = fc.record({
      start: fc.oneof(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 1000 })),
      limit: fc.integer({ min: 1, max: 100 }),
    });
    fc.assert(
      fc.property(order, page, edits, (sort, { start, limit }, changes) => {
        data.clearOrderEdits();
        for (const [id, change] of changes) data.orderOverlay.edit(id, change);
        const params = [start, limit, sort, null];
        expect(listOrders(contextOf(params))).toEqual(expected(params));
      }),
      { numRuns: 60 },
    );
  });
});
