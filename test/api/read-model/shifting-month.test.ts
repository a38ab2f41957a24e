/**
 * A month of orders that shifts while the model reads it: the model stores each page as it
 * arrives (read-model/order-month.ts), so when an order already stored moves to another month
 * before a later page is read, the month is read again and the row of the read that did not
 * hold must not stay behind in the month it left. The oracle is a service with the read model
 * off on the same platform.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPlatform } from '../../../electron/demo-platform/index.js';
import { UPSTREAM_CALLS } from '../../../electron/upstream/calls.js';
import { startUpstreamProxy, type UpstreamProxy } from '../upstream-proxy.js';
import { startPlatformReader, startTestService, type TestService } from '../harness.js';

const OCTOBER = '/api/financial-report?from=2026-10-01&to=2026-10-31';
const SEPTEMBER = '/api/financial-report?from=2026-09-01&to=2026-09-30';
const OCTOBER_ORDERS = '/api/orders?from=2026-10-01&to=2026-10-31&limit=100';
const LIST_ORDERS = `function=${UPSTREAM_CALLS.listOrders.function}`;

let platformHost: TestService;
let service: TestService;
let oracle: TestService;
let proxy: UpstreamProxy;
let demo: DemoPlatform;
let listOrderCalls = 0;
/** What the proxy does before the first October page after the first is read. */
let beforeSecondPage: (() => void) | null = null;

beforeAll(async () => {
  platformHost = await startTestService({ readModel: { enabled: false } });
  if (!platformHost.service.demoPlatform) throw new Error('no demo platform');
  demo = platformHost.service.demoPlatform;
  proxy = await startUpstreamProxy(demo, {
    before: ({ url, body }) => {
      if (!url.includes(LIST_ORDERS)) return undefined;
      listOrderCalls += 1;
      const [start, , , filters] = (JSON.parse(body) as { params: [number, ...unknown[]] })
        .params as [number, unknown, unknown, { name: string; val: string }[] | null];
      const october = filters?.some(
        (filter) => filter.name === 'date_purchased__>=' && filter.val.startsWith('2026-10-01'),
      );
      if (start !== 0 && october && beforeSecondPage) {
        beforeSecondPage();
        beforeSecondPage = null;
      }
      return undefined;
    },
  });
  service = await startTestService({
    upstream: proxy.baseUrlTemplate,
    backofficeUrlTemplate: demo.backofficeUrlTemplate,
    readModel: { enabled: true },
  });
  oracle = await startPlatformReader(platformHost);
});

afterAll(async () => {
  await service.close();
  await oracle.close();
  await proxy.close();
  await platformHost.close();
});

// The model's first read may start its embedded database (seconds on a busy machine).
describe('a month that shifts while it is read', { timeout: 60_000 }, () => {
  it('is read again, and an order stored by the first read that moved away is not kept', async () => {
    const [token, oracleToken] = await Promise.all([service.login(), oracle.login()]);
    const firstPage = (await oracle.get(OCTOBER_ORDERS, oracleToken)).json as {
      data: { id: number; status: string }[];
    };
    const moved = firstPage.data.find((order) => order.status === 'complete');
    if (!moved) throw new Error('no complete order on the first page of October');
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
