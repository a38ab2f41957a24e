/**
 * The model as the source of every read (issue 56): once the warm-up holds its months, a
 * refund made today on an order of last year (bought before the months it holds), a payment
 * arriving late and an edited order reach the report, the VAT return and the journal through
 * the model's own catch-up, each question asking the platform at most twice; their answers
 * equal what a service reading the platform itself answers (but for the stock without a cost
 * price, which only a service keeping stock snapshots can say). And with the platform down, every
 * screen's question about a held period answers from the model, with the moment it was last
 * caught up, marked stale.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPlatform } from '../../../electron/demo-platform/server.js';
import {
  exceptionsResponseSchema,
  type ExceptionsResponse,
} from '../../../shared/api/exceptions.js';
import { stockValueSchema } from '../../../shared/api/stock-value.js';
import { warmUpStateSchema } from '../../../shared/api/warm-up.js';
import { addDays, localDateOf, parseTimestamp, todayLocal } from '../../../shared/dates.js';
import { putCompleteMapping } from '../complete-mapping.js';
import {
  loginToDemoPlatform,
  startPlatformReader,
  startTestService,
  type TestService,
} from '../harness.js';
import { testClock } from '../test-clock.js';
import { callLabel } from '../../../electron/upstream/calls.js';
import { callsOf, countOf, NO_CACHE } from './platform-calls.js';
import { pollUntil } from './poll.js';

/** A small shop: every day's first order takes the demo's next scenario, so each kind occurs. */
const DEMO = { productsPerAccount: 100, ordersPerDay: 3 };
const SYNC_INTERVAL_MS = 60_000;
const LIST_PRODUCT_PRICES = callLabel('listProductPrices');

/**
 * An answer of the exceptions without what the latest stock snapshot says: its day, its stock
 * without a cost price as a finding, or as not checked where none is kept.
 */
function apartFromStock(answer: ExceptionsResponse): ExceptionsResponse {
  const data = answer.data.filter((row) => row.kind !== 'stock_without_cost');
  return {
    ...answer,
    not_checked: answer.not_checked.filter((row) => row.kind !== 'stock_without_cost'),
    counts: { ...answer.counts, stock_without_cost: 0 },
    stock_snapshot: null,
    count: data.length,
    data,
  };
}

interface RawOrder {
  id: number;
  shop_id: number;
  date_purchased: string;
  status: string;
  is_paid: boolean;
  value_wt: string | number;
  order_items: { product_id: number | null; quantity: number; refunded_quantity: number }[];
}

// Runs in the `api` project only (test/api/modes.ts), the model turned on here.
describe('the model as the source', () => {
  const clock = testClock();
  let api: TestService;
  let oracle: TestService;
  let platform: DemoPlatform;
  let token: string;
  let oracleToken: string;
  const today = todayLocal();
  const yesterday = addDays(today, -1);
  const thisMonth = { from: `${today.slice(0, 8)}01`, to: today };
  const quarterStart = `${today.slice(0, 5)}${String(Math.floor((Number(today.slice(5, 7)) - 1) / 3) * 3 + 1).padStart(2, '0')}-01`;
  const questions = [
    `/api/financial-report?from=${thisMonth.from}&to=${thisMonth.to}`,
    `/api/vat-return?from=${quarterStart}&to=${today}`,
    `/api/journal?from=${thisMonth.from}&to=${thisMonth.to}`,
  ];

  beforeAll(async () => {
    api = await startTestService({
      clock,
      demo: DEMO,
      warmUp: { enabled: true, callsAtOnce: 4, callsPerSecond: 10_000 },
      readModel: { enabled: true, syncIntervalMs: SYNC_INTERVAL_MS },
    });
    if (!api.service.demoPlatform) throw new Error('no demo platform');
    platform = api.service.demoPlatform;
    oracle = await startPlatformReader(api);
    token = await api.login('manager');
    oracleToken = await oracle.login('manager');
    await putCompleteMapping(api, token);
    await putCompleteMapping(oracle, oracleToken);
    await pollUntil(
      async () => warmUpStateSchema.parse((await api.get('/api/warm-up', token)).json),
      (state) => state.state === 'done' && state.months_ready === state.months_total,
      'the warm-up did not make every month ready',
      45_000,
    );
    // Yesterday's stock snapshot, taken by now: the timer takes it after the warm-up, and this
    // ask, in turn with it, when it has not yet (the exceptions' stock without a cost price).
    const taken = await api.get(`/api/stock-value?date=${yesterday}`, token);
    expect(taken.status, taken.text).toBe(200);
  }, 60_000);

  afterAll(async () => {
    await oracle.close();
    await api.close();
  });

  /**
   * The exceptions equal the platform reader's but for the stock without a cost price: that is
   * the latest stock snapshot's, which only a read model keeps (decision 0132), so the reader
   * says it did not check it, and the model names exactly what its snapshot's stock value does.
   */
  async function expectExceptionsAsThePlatforms(path: string) {
    const [answer, truth] = await Promise.all([
      api.get(path, token),
      oracle.get(path, oracleToken),
    ]);
    expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(200);
    const ours = exceptionsResponseSchema.parse(answer.json);
    const theirs = exceptionsResponseSchema.parse(truth.json);
    expect(apartFromStock(ours), path).toEqual(apartFromStock(theirs));
    expect(theirs.stock_snapshot).toBeNull();
    expect(theirs.not_checked.map((row) => row.kind)).toContain('stock_without_cost');
    expect(ours.stock_snapshot?.date).toBe(yesterday);
    expect(ours.not_checked.map((row) => row.kind)).not.toContain('stock_without_cost');
    const value = stockValueSchema.parse(
      (await api.get(`/api/stock-value?date=${yesterday}`, token)).json,
    );
    expect(value.snapshot?.taken_at).toBe(ours.stock_snapshot?.taken_at);
    const unvalued = value.without_cost.map((row) => row.product_id);
    const state = ours.data.find((row) => row.kind === 'stock_without_cost');
    expect(unvalued.length).toBeGreaterThan(0);
    expect((state?.products ?? []).map((row) => row.id).sort((a, b) => a - b)).toEqual(
      unvalued.sort((a, b) => a - b),
    );
  }

  it('takes a refund of last year, a late payment and an edit from its catch-up, in two calls', async () => {
    const raw = await loginToDemoPlatform(api);
    const orders = (await raw.drain('listOrders', {
      order: [{ name: 'id', dir: 'asc' }],
    })) as unknown as RawOrder[];
    const dayOf = (order: RawOrder) => localDateOf(parseTimestamp(order.date_purchased) ?? 0);
    // Till orders for the refund and the edit: their payments name their order, so the
    // catch-up reads them in one batch with the late payment's (the webshop's name none).
    const shops = (await oracle.get('/api/shops', oracleToken)).json as {
      data: { id: number; location_id: number | null }[];
    };
    const tills = new Set(
      shops.data.filter((shop) => shop.location_id !== null).map((shop) => shop.id),
    );
    const heldFrom = addDays(today, -400).slice(0, 7);
    // Bought last year, before the 13 months the model holds: only its change reaches it.
    const lastYear = orders.find(
      (order) =>
        dayOf(order) < `${Number(today.slice(0, 4)) - 1}-11-01` &&
        dayOf(order) >= `${heldFrom}-01` &&
        tills.has(order.shop_id) &&
        order.status === 'complete' &&
        order.order_items.some((line) => line.product_id !== null && line.refunded_quantity === 0),
    );
    const unpaid = orders.find(
      (order) =>
        dayOf(order) >= addDays(today, -40) && !order.is_paid && Number(order.value_wt) > 0,
    );
    const edited = orders.find(
      (order) =>
        dayOf(order) >= thisMonth.from && tills.has(order.shop_id) && order.status === 'complete',
    );
    if (!lastYear || !unpaid || !edited) throw new Error('the demo has no order for an edit');
    const line = lastYear.order_items.findIndex(
      (item) => item.product_id !== null && item.refunded_quantity === 0,
    );
    platform.editOrder({ account: 'demo', orderId: lastYear.id, edit: { kind: 'refund', line } });
    platform.editOrder({
      account: 'demo',
      orderId: unpaid.id,
      edit: { kind: 'payment', amount: Number(unpaid.value_wt).toFixed(2) },
    });
    platform.editOrder({
      account: 'demo',
      orderId: edited.id,
      edit: { kind: 'line_price', line: 0, discount: '0.5' },
    });
    clock.advance(SYNC_INTERVAL_MS + 1_000);
    for (const path of questions) {
      // The first asks after the sync interval: its catch-up reads the three changed orders.
      let answer = await api.get('/api/me', token);
      const calls = await callsOf(platform, async () => {
        answer = await api.get(path, token);
      });
      expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(200);
      expect(calls.total, `${path}: ${JSON.stringify(calls.calls)}`).toBeLessThanOrEqual(2);
      const truth = await oracle.get(path, oracleToken);
      expect(answer.json, path).toEqual(truth.json);
    }
    // The other figures added up from the days' sums equal them too.
    const month = `from=${thisMonth.from}&to=${thisMonth.to}`;
    for (const path of [`/api/day-closings?${month}`, `/api/product-sales?${month}&limit=1000`]) {
      const [answer, truth] = await Promise.all([
        api.get(path, token),
        oracle.get(path, oracleToken),
      ]);
      expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(200);
      expect(answer.json, path).toEqual(truth.json);
    }
    await expectExceptionsAsThePlatforms(`/api/exceptions?${month}`);
    // The refund is in this month's figures: the report's refunds paid back are not empty.
    const report = (await api.get(questions[0] ?? '', token)).json as {
      refunds: { total: { gross: number } };
    };
    expect(report.refunds.total.gross).toBeLessThan(0);
  });

  it('answers the slow movers asked again from the cost prices it holds', async () => {
    const path = '/api/slow-movers?days=30&limit=1000';
    const first = await api.get(path, token);
    expect(first.status, first.text.slice(0, 200)).toBe(200);
    expect(first.json).toEqual((await oracle.get(path, oracleToken)).json);
    expect((first.json as { total: number }).total).toBeGreaterThan(0);
    // Nothing changed: past the sync interval the orders and the catalog are caught up, and
    // the cost prices come from the model, not from the platform again.
    clock.advance(SYNC_INTERVAL_MS + 1_000);
    const calls = await callsOf(platform, async () => {
      expect((await api.get(path, token)).json).toEqual(first.json);
    });
    expect(countOf(calls, LIST_PRODUCT_PRICES), JSON.stringify(calls.calls)).toBe(0);
    expect(calls.total, JSON.stringify(calls.calls)).toBeLessThanOrEqual(2);
  });

  it('answers every screen of a held period from the model when the platform is down', async () => {
    platform.setFaults({ http500Rate: 1 });
    try {
      const month = `from=${thisMonth.from}&to=${thisMonth.to}`;
      for (const path of [
        ...questions,
        `/api/day-closings?${month}`,
        `/api/exceptions?${month}`,
        `/api/product-sales?${month}`,
        `/api/dashboard?date=${addDays(today, -1)}`,
        // Its cost prices held since the test before asked it.
        '/api/slow-movers?days=30',
      ]) {
        const answer = await api.get(path, token, NO_CACHE);
        expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(200);
        expect(answer.headers.get('x-data-stale'), path).toBe('true');
        expect(answer.headers.get('x-data-as-of'), path).toMatch(/^\d{4}-\d\d-\d\dT/);
      }
    } finally {
      platform.clearFaults();
    }
  });

  it('counts the day on Today only up to the data it holds while the platform is down', async () => {
    await api.get('/api/dashboard', token, NO_CACHE);
    platform.setFaults({ http500Rate: 1 });
    try {
      // Two minutes on, the model still holds the day only up to its last catch-up: the day
      // and the days it is compared with are counted up to that moment, not to the clock's.
      clock.advance(120_000);
      const stale = await api.get('/api/dashboard', token, NO_CACHE);
      expect(stale.headers.get('x-data-stale'), stale.text).toBe('true');
      const asOf = new Date(stale.headers.get('x-data-as-of') ?? '');
      const day = (await api.get(`/api/dashboard?date=${localDateOf(asOf.getTime())}`, token))
        .json as { until: string | null };
      const wallClock = asOf.toLocaleTimeString('en-GB', {
        timeZone: 'Europe/Amsterdam',
        hour12: false,
      });
      expect(day.until).toBe(wallClock);
      // Not kept as the day's answer: with the platform back, the same question counts on.
      platform.clearFaults();
      const back = await api.get(`/api/dashboard?date=${localDateOf(asOf.getTime())}`, token);
      expect(back.headers.get('x-data-stale'), back.text).toBeNull();
      const { until } = back.json as { until: string | null };
      expect(until === null || until > wallClock, `${until} after ${wallClock}`).toBe(true);
    } finally {
      platform.clearFaults();
    }
  });
});
