/**
 * Where a partition's order delta starts (read-model/orders-model.ts, startCursor): just
 * before the latest update the platform has, asked first among the last month's updates, so
 * the platform counts a month of updates rather than the shop's whole history; a platform
 * whose latest update is older is asked once more without the bound. Either way the delta
 * then sees an edit made after the month was read.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { UPSTREAM_CALLS } from '../../../electron/upstream/calls.js';
import { startUpstreamProxy, type UpstreamProxy } from '../upstream-proxy.js';
import { startPlatformReader, startTestService } from '../harness.js';

const LIST_ORDERS = `function=${UPSTREAM_CALLS.listOrders.function}`;
const NO_CACHE = { 'Cache-Control': 'no-cache' };

/** A model service through a proxy that notes each latest-update question: its filters. */
async function startWatched(endDate: string) {
  const host = await startTestService({
    readModel: { enabled: false },
    demo: { endDate, historyDays: 60 },
  });
  const demo = host.service.demoPlatform;
  if (!demo) throw new Error('no demo platform');
  const asked: string[][] = [];
  const proxy: UpstreamProxy = await startUpstreamProxy(demo, {
    before: ({ url, body }) => {
      const [, , order, filters] = (JSON.parse(body) as { params: unknown[] }).params as [
        unknown,
        unknown,
        { name: string; dir: string }[] | null,
        { name: string }[] | null,
      ];
      if (
        url.includes(LIST_ORDERS) &&
        order?.[0]?.name === 'date_updated' &&
        order[0].dir === 'desc'
      )
        asked.push((filters ?? []).map((filter) => filter.name));
      return undefined;
    },
  });
  const service = await startTestService({
    upstream: proxy.baseUrlTemplate,
    backofficeUrlTemplate: demo.backofficeUrlTemplate,
    readModel: { enabled: true, syncIntervalMs: 60_000 },
  });
  const oracle = await startPlatformReader(host);
  return {
    demo,
    service,
    oracle,
    asked,
    close: async () => {
      await service.close();
      await oracle.close();
      await proxy.close();
      await host.close();
    },
  };
}

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

// The model's first read may start its embedded database (seconds on a busy machine).
describe('the start of the order delta', { timeout: 60_000 }, () => {
  it.each([
    // The demo's later events come up to 21 days after its last day: its last day is set back
    // far enough that none lies in the future, where no edit made now could follow it.
    ['updated lately: one question, bounded to the last month', 25, [['date_updated__>=']]],
    ['quiet for a month: asked once more without the bound', 120, [['date_updated__>='], []]],
  ])('%s', async (_, daysAgo, expected) => {
    const end = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const watched = await startWatched(end);
    closers.push(watched.close);
    const month = `from=${end.slice(0, 8)}01&to=${end}`;
    const token = await watched.service.login();
    const oracleToken = await watched.oracle.login();
    const orders = `/api/orders?${month}&limit=100`;
    const first = (await watched.service.get(orders, token)).json as {
      data: { id: number; status: string }[];
    };
    expect(watched.asked).toEqual(expected);

    const order = first.data.find((row) => row.status === 'complete');
    if (!order) throw new Error('no complete order this month');
    watched.demo.editOrder({
      account: 'demo',
      orderId: order.id,
      edit: { kind: 'status', status: 'cancelled' },
    });
    const after = await watched.service.get(orders, token, NO_CACHE);
    expect(after.json).toEqual((await watched.oracle.get(orders, oracleToken)).json);
    expect(after.json).not.toEqual(first);
  });
});
