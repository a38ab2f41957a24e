/**
 * A month of orders whose read is cut short goes on where its stored pages end
 * (read-model/month-progress.ts), not at the month's first page, and its figures are those of
 * a whole read: an order stored before the cut and changed before the read goes on is read
 * again. The cut is the platform failing every later page of October until the test lets it
 * answer (what a kill does to the read is what this does: pages stored, the rest not read).
 * The oracle is a service with the read model off on the same platform.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OCTOBER,
  OCTOBER_ORDERS,
  SEPTEMBER,
  startOctoberBehindProxy,
  type OctoberBehindProxy,
  type OrderListCall,
} from './october-behind-proxy.js';

/** The third page of a read (pages of 100 overlap by one row). */
const THIRD_PAGE = 198;

let setUp: OctoberBehindProxy;
const listCalls: OrderListCall[] = [];
/** While set, October's pages from the third on fail. */
let cutting = false;

const inOctober = (call: OrderListCall) => call.from?.startsWith('2026-10') === true;

beforeAll(async () => {
  setUp = await startOctoberBehindProxy((call) => {
    listCalls.push(call);
    if (cutting && inOctober(call) && call.start >= THIRD_PAGE) {
      return Promise.reject(new Error('the platform is away'));
    }
    return undefined;
  });
});

afterAll(() => setUp.close());

describe('a month whose read was cut short', { timeout: 60_000 }, () => {
  it('goes on after its stored pages, and an order changed meanwhile is read again', async () => {
    const { demo, service, oracle } = setUp;
    const [token, oracleToken] = await Promise.all([service.login(), oracle.login()]);
    const changed = await setUp.completeOctoberOrder(oracleToken);

    // A month held first: the model is caught up, so nothing but the resumed read itself
    // can bring the change below into October's answer.
    expect((await service.get(SEPTEMBER, token)).status).toBe(200);
    cutting = true;
    const cut = await service.get(OCTOBER, token);
    expect(cut.status, cut.text.slice(0, 300)).toBe(502);
    cutting = false;

    demo.editOrder({
      account: 'demo',
      orderId: changed.id,
      edit: { kind: 'status', status: 'cancelled' },
    });
    const before = listCalls.length;
    const report = await service.get(OCTOBER, token);
    expect(report.status, report.text.slice(0, 300)).toBe(200);

    // Read on from the last order stored (in the second page), not from October's first day.
    const reads = listCalls.slice(before).filter((call) => inOctober(call) && call.start === 0);
    expect(reads).toHaveLength(1);
    const [resumed] = reads;
    expect((resumed?.from ?? '').slice(0, 10) > '2026-10-01', resumed?.from).toBe(true);

    expect(report.json).toEqual((await oracle.get(OCTOBER, oracleToken)).json);
    const orders = (await service.get(OCTOBER_ORDERS, token)).json as {
      data: { id: number; status: string }[];
    };
    expect(orders.data.find((order) => order.id === changed.id)?.status).toBe('cancelled');
    expect(orders).toEqual((await oracle.get(OCTOBER_ORDERS, oracleToken)).json);
  });
});
