/**
 * A month of orders whose read is cut short goes on where its stored pages end
 * (read-model/month-progress.ts), not at the month's first page, and its figures are those of
 * a whole read: an order stored before the cut and changed before the read goes on is read
 * again. The cut is the platform failing every later page of October until the test lets it
 * answer (what a kill does to the read is what this does: pages stored, the rest not read).
 * The oracle is a service with the read model off on the same platform.
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
/** The third page of a read (pages of 100 overlap by one row). */
const THIRD_PAGE = 198;

interface ListCall {
  start: number;
  /** The lower bound of its purchase filter, when it has one. */
  from: string | undefined;
}

let platformHost: TestService;
let service: TestService;
let oracle: TestService;
let proxy: UpstreamProxy;
let demo: DemoPlatform;
const listCalls: ListCall[] = [];
/** While set, October's pages from the third on fail. */
let cutting = false;

function listCallOf(body: string): ListCall {
  const [start, , , filters] = (JSON.parse(body) as { params: unknown[] }).params as [
    number,
    unknown,
    unknown,
    { name: string; val: string }[] | null,
  ];
  const from = filters?.find((filter) => filter.name === 'date_purchased__>=')?.val;
  return { start, from };
}

const inOctober = (call: ListCall) => call.from?.startsWith('2026-10') === true;

beforeAll(async () => {
  platformHost = await startTestService({ readModel: { enabled: false } });
  if (!platformHost.service.demoPlatform) throw new Error('no demo platform');
  demo = platformHost.service.demoPlatform;
  proxy = await startUpstreamProxy(demo, {
    before: ({ url, body }) => {
      if (!url.includes(LIST_ORDERS)) return undefined;
      const call = listCallOf(body);
      listCalls.push(call);
      if (cutting && inOctober(call) && call.start >= THIRD_PAGE) {
        return Promise.reject(new Error('the platform is away'));
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

describe('a month whose read was cut short', { timeout: 60_000 }, () => {
  it('goes on after its stored pages, and an order changed meanwhile is read again', async () => {
    const [token, oracleToken] = await Promise.all([service.login(), oracle.login()]);
    const firstPage = (await oracle.get(OCTOBER_ORDERS, oracleToken)).json as {
      data: { id: number; status: string }[];
    };
    const changed = firstPage.data.find((order) => order.status === 'complete');
    if (!changed) throw new Error('no complete order on the first page of October');

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
