/**
 * An order moved out of a month the read model holds into one it does not hold yet leaves
 * the month it was in (found by random-edits.test.ts: the catch-up stored changed orders of
 * held months only, so the order's old row kept answering for the month it had left). The
 * order lists are checked against the demo platform read with plain HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPlatform } from '../../../electron/demo-platform/index.js';
import { ordersResponseSchema } from '../../../shared/api/orders.js';
import {
  DEMO_USERS,
  loginToDemoPlatform,
  startTestService,
  type RawPlatform,
  type TestService,
} from '../harness.js';

// Local days written out with their bounds (both CEST, +02:00): 2026-10-16 in a month the
// model reads, 2026-09-30 in one it has not read.
const DAY = {
  from: '2026-10-16',
  to: '2026-10-16',
  start: '2026-10-16 00:00:00+02:00',
  end: '2026-10-17 00:00:00+02:00',
};
const NEW_DAY = {
  from: '2026-09-30',
  to: '2026-09-30',
  start: '2026-09-30 00:00:00+02:00',
  end: '2026-10-01 00:00:00+02:00',
};

let api: TestService;
let token: string;
let demo: DemoPlatform;
let raw: RawPlatform;

beforeAll(async () => {
  // Forced on: the api-pass-through run (model off elsewhere) checks the model here too.
  api = await startTestService({ readModel: { enabled: true } });
  const platform = api.service.demoPlatform;
  if (!platform) throw new Error('the test service runs without its demo platform');
  demo = platform;
  token = await api.login('manager');
  raw = await loginToDemoPlatform(api, 'manager');
});
afterAll(() => api.close());

/** The ids of a day's orders as the model answers them, asking it to catch up first. */
async function modelIds(day: { from: string; to: string }): Promise<number[]> {
  const answer = await api.get(`/api/orders?from=${day.from}&to=${day.to}&limit=100`, token, {
    'Cache-Control': 'no-cache',
  });
  expect(answer.status, answer.text).toBe(200);
  expect(answer.headers.get('x-data-as-of')).not.toBeNull();
  return ordersResponseSchema.parse(answer.json).data.map((order) => order.id);
}

/** The same day's order ids straight from the platform, by purchase time then id. */
async function platformIds(day: { start: string; end: string }): Promise<number[]> {
  const rows = await raw.drain('listOrders', {
    filters: [
      { name: 'date_purchased__>=', val: day.start },
      { name: 'date_purchased__<', val: day.end },
    ],
    order: [
      { name: 'date_purchased', dir: 'asc' },
      { name: 'id', dir: 'asc' },
    ],
  });
  return rows.map((order) => order.id);
}

describe('an order moved out of a held month', () => {
  it('leaves the day it was on, in the model as on the platform', async () => {
    const before = await modelIds(DAY);
    expect(before).toEqual(await platformIds(DAY));
    const moved = before[0];
    if (moved === undefined) throw new Error(`no orders on ${DAY.from}`);

    demo.editOrder({
      account: DEMO_USERS.manager.account,
      orderId: moved,
      edit: { kind: 'move', datePurchased: '2026-09-30 23:30:00+02:00' },
    });

    const after = await modelIds(DAY);
    expect(after).not.toContain(moved);
    expect(after).toEqual(await platformIds(DAY));
    // Its new month is read whole on first need, with the order where it is now.
    const newDay = await modelIds(NEW_DAY);
    expect(newDay).toContain(moved);
    expect(newDay).toEqual(await platformIds(NEW_DAY));
  });
});
