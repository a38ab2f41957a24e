/**
 * An order whose purchase time moves to another month (DemoPlatform.editOrder `move`) leaves
 * the month it left and joins the one it moved to, in every answer, as the platform says:
 * with the read model on, the month it left is held and the one it moved to is not yet. The
 * oracle is a service with the read model off on the same platform.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPlatform } from '../../../electron/demo-platform/index.js';
import { where } from '../../../electron/upstream/filters.js';
import { formatUpstreamTimestamp } from '../../../shared/dates.js';
import { loginToDemoPlatform, startTestService, type TestService } from '../harness.js';

const OCTOBER = '/api/financial-report?from=2026-10-01&to=2026-10-31';
const SEPTEMBER = '/api/financial-report?from=2026-09-01&to=2026-09-30';
const NO_CACHE = { 'Cache-Control': 'no-cache' };

let service: TestService;
let oracle: TestService;
let demo: DemoPlatform;
let token: string;
let oracleToken: string;

beforeAll(async () => {
  // 4 orders a day, not the harness's 12: the oracle is a service reading the platform.
  service = await startTestService({ demo: { ordersPerDay: 4 } });
  if (!service.service.demoPlatform) throw new Error('no demo platform');
  demo = service.service.demoPlatform;
  oracle = await startTestService({
    upstream: demo.baseUrlTemplate,
    backofficeUrlTemplate: demo.backofficeUrlTemplate,
    readModel: { enabled: false },
  });
  [token, oracleToken] = await Promise.all([service.login(), oracle.login()]);
});

afterAll(async () => {
  await oracle.close();
  await service.close();
});

const answer = async (path: string) => {
  const read = await service.get(path, token, NO_CACHE);
  expect(read.status, read.text.slice(0, 300)).toBe(200);
  return read.json;
};
const platformAnswer = async (path: string) => (await oracle.get(path, oracleToken)).json;

// The model's first read may start its embedded database (seconds on a busy machine).
describe('an order moved to another month', { timeout: 60_000 }, () => {
  it('leaves the month it left, which the model holds, and joins one it does not hold yet', async () => {
    const raw = await loginToDemoPlatform(service);
    const start = Date.parse('2026-10-14T00:00:00+02:00');
    const orders = await raw.drain('listOrders', {
      filters: [
        where('date_purchased', '>=', formatUpstreamTimestamp(start)),
        where('date_purchased', '<', formatUpstreamTimestamp(start + 86_400_000)),
      ],
    });
    const order = orders.find((row) => row.status === 'complete');
    if (!order) throw new Error('no complete order on 14 October');
    const octoberBefore = await answer(OCTOBER);

    demo.editOrder({
      account: 'demo',
      orderId: order.id,
      edit: { kind: 'move', datePurchased: '2026-09-15 12:00:00+02:00', shiftPayments: true },
    });
    const october = await answer(OCTOBER);
    expect(october, 'the move changes October').not.toEqual(octoberBefore);
    expect(october).toEqual(await platformAnswer(OCTOBER));
    expect(await answer(SEPTEMBER)).toEqual(await platformAnswer(SEPTEMBER));
  });
});
