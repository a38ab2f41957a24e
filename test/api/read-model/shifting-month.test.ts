/**
 * A month of orders that shifts while the model reads it: the model stores each page as it
 * arrives (read-model/order-month.ts), so when an order already stored moves to another month
 * before a later page is read, the month is read again and the row of the read that did not
 * hold must not stay behind in the month it left. The oracle is a service with the read model
 * off on the same platform.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OCTOBER,
  OCTOBER_ORDERS,
  SEPTEMBER,
  startOctoberBehindProxy,
  type OctoberBehindProxy,
} from './october-behind-proxy.js';

let setUp: OctoberBehindProxy;
let listOrderCalls = 0;
/** What the proxy does before the first October page after the first is read. */
let beforeSecondPage: (() => void) | null = null;

beforeAll(async () => {
  setUp = await startOctoberBehindProxy((call) => {
    listOrderCalls += 1;
    const october = call.from?.startsWith('2026-10-01') === true;
    if (call.start !== 0 && october && beforeSecondPage) {
      beforeSecondPage();
      beforeSecondPage = null;
    }
    return undefined;
  });
});

afterAll(() => setUp.close());

// The model's first read may start its embedded database (seconds on a busy machine).
describe('a month that shifts while it is read', { timeout: 60_000 }, () => {
  it('is read again, and an order stored by the first read that moved away is not kept', async () => {
    const { demo, service, oracle } = setUp;
    const [token, oracleToken] = await Promise.all([service.login(), oracle.login()]);
    const moved = await setUp.completeOctoberOrder(oracleToken);
    beforeSecondPage = () =>
      demo.editOrder({
        account: 'demo',
        orderId: moved.id,
        edit: { kind: 'move', datePurchased: '2026-05-15 12:00:00+02:00', shiftPayments: true },
      });

    // A month read first: the session is vouched for and the model caught up, so October's
    // answer comes straight from what its read stored (no catch-up runs before it, which
    // would read the moved order again and mend the row itself).
    expect((await service.get(SEPTEMBER, token)).status).toBe(200);
    const callsBefore = listOrderCalls;
    const report = await service.get(OCTOBER, token);
    expect(report.status, report.text.slice(0, 300)).toBe(200);
    expect(beforeSecondPage, 'the order moved while October was read').toBeNull();
    // October's 12 orders a day are four pages: the shift is seen at the second, the month
    // read again whole.
    expect(listOrderCalls - callsBefore).toBeGreaterThanOrEqual(6);

    expect(report.json).toEqual((await oracle.get(OCTOBER, oracleToken)).json);
    const orders = (await service.get(OCTOBER_ORDERS, token)).json as { data: { id: number }[] };
    expect(orders.data.map((order) => order.id)).not.toContain(moved.id);
    expect(orders).toEqual((await oracle.get(OCTOBER_ORDERS, oracleToken)).json);
  });
});
