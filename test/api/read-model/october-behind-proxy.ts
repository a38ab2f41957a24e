/**
 * A service with the read model on, reading the demo platform through a proxy that sees each
 * `listOrders` call before it goes on, beside an oracle with the model off on the same
 * platform: the set-up of the tests that change the platform or fail it while October is read
 * (shifting-month.test.ts, month-resumed.test.ts).
 */
import type { DemoPlatform } from '../../../electron/demo-platform/index.js';
import { UPSTREAM_CALLS } from '../../../electron/upstream/calls.js';
import { startUpstreamProxy } from '../upstream-proxy.js';
import { startPlatformReader, startTestService, type TestService } from '../harness.js';

export const OCTOBER = '/api/financial-report?from=2026-10-01&to=2026-10-31';
export const SEPTEMBER = '/api/financial-report?from=2026-09-01&to=2026-09-30';
export const OCTOBER_ORDERS = '/api/orders?from=2026-10-01&to=2026-10-31&limit=100';
const LIST_ORDERS = `function=${UPSTREAM_CALLS.listOrders.function}`;

/** A `listOrders` call as the proxy sees it. */
export interface OrderListCall {
  start: number;
  /** The lower bound of its purchase filter, when it has one. */
  from: string | undefined;
}

function orderListCallOf(body: string): OrderListCall {
  const [start, , , filters] = (JSON.parse(body) as { params: unknown[] }).params as [
    number,
    unknown,
    unknown,
    { name: string; val: string }[] | null,
  ];
  return { start, from: filters?.find((filter) => filter.name === 'date_purchased__>=')?.val };
}

export interface OctoberBehindProxy {
  demo: DemoPlatform;
  service: TestService;
  oracle: TestService;
  /** An order with status complete on October's first page, as the oracle reads it. */
  completeOctoberOrder(oracleToken: string): Promise<{ id: number }>;
  close(): Promise<void>;
}

/** `before` sees each `listOrders` call; the call waits for what it returns (a rejection: 502). */
export async function startOctoberBehindProxy(
  before: (call: OrderListCall) => Promise<void> | undefined,
): Promise<OctoberBehindProxy> {
  const platformHost = await startTestService({ readModel: { enabled: false } });
  const demo = platformHost.service.demoPlatform;
  if (!demo) throw new Error('no demo platform');
  const proxy = await startUpstreamProxy(demo, {
    before: ({ url, body }) =>
      url.includes(LIST_ORDERS) ? before(orderListCallOf(body)) : undefined,
  });
  const service = await startTestService({
    upstream: proxy.baseUrlTemplate,
    backofficeUrlTemplate: demo.backofficeUrlTemplate,
    readModel: { enabled: true },
  });
  const oracle = await startPlatformReader(platformHost);
  return {
    demo,
    service,
    oracle,
    async completeOctoberOrder(oracleToken) {
      const firstPage = (await oracle.get(OCTOBER_ORDERS, oracleToken)).json as {
        data: { id: number; status: string }[];
      };
      const complete = firstPage.data.find((order) => order.status === 'complete');
      if (!complete) throw new Error('no complete order on the first page of October');
      return complete;
    },
    async close() {
      await service.close();
      await oracle.close();
      await proxy.close();
      await platformHost.close();
    },
  };
}
