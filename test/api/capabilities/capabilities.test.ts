/**
 * What the service does on a platform that offers only the calls its public integrations
 * make (the strict-public run, STRICT_PUBLIC): login and the catalog and reference
 * endpoints work, every endpoint that needs an assumed call answers the documented 501, and
 * GET /api/capabilities says which. In the other run every feature is available.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capabilitiesResponseSchema } from '../../../shared/api/capabilities.js';
import { meSchema } from '../../../shared/api/auth.js';
import { errorBodySchema } from '../../../shared/api/error-body.js';
import { orderDetailSchema } from '../../../shared/api/orders.js';
import { UPSTREAM_CALLS, type UpstreamCallName } from '../../../electron/upstream/calls.js';
import {
  DEMO_USERS,
  STRICT_PUBLIC,
  loginToDemoPlatform,
  startTestService,
  type TestService,
} from '../harness.js';
import { startUpstreamProxy } from '../upstream-proxy.js';

let test: TestService;
let token: string;

beforeAll(async () => {
  test = await startTestService();
  token = await test.login('manager');
});
afterAll(() => test.close());

const capabilities = async () => {
  const answer = await test.get('/api/capabilities', token);
  expect(answer.status, answer.text).toBe(200);
  return capabilitiesResponseSchema.parse(answer.json);
};

/** The first order of the demo account: its ids are fixed by the demo's id ranges. */
const FIRST_DEMO_ORDER = 10_000_001;

describe.runIf(STRICT_PUBLIC)('a platform with only the publicly known calls', () => {
  it('logs in, and /api/me says what the platform does not tell', async () => {
    for (const user of ['manager', 'staff'] as const) {
      const me = meSchema.parse((await test.get('/api/me', await test.login(user))).json);
      expect(me).toMatchObject({
        account: 'demo',
        user: { id: null, email: DEMO_USERS[user].email, name: null },
        roles: null,
        locked_location_id: null,
        unknown: ['user.id', 'user.name', 'roles', 'locked_location_id'],
      });
    }
  });

  it('lists each feature as available, limited or unavailable, with the missing calls', async () => {
    const body = await capabilities();
    expect(body.account).toBe('demo');
    const byFeature = new Map(
      body.features.map((feature) => [feature.feature, [feature.status, feature.missing_calls]]),
    );
    expect(Object.fromEntries(byFeature)).toEqual({
      identity: ['limited', ['RelationsModule::getSessionInfo']],
      price_rows: ['limited', ['ProductsModule::listProductPrices']],
      turnover_groups: ['unavailable', ['ProductsModule::listProductGroups']],
      orders: ['unavailable', ['ShopModule::listOrders']],
      order_payments: ['limited', ['PaymentModule::listPayments']],
      financial_report: [
        'unavailable',
        ['ShopModule::listOrders', 'PaymentModule::listPayments', 'PosModule::listDayClosings'],
      ],
    });
    for (const feature of body.features) {
      expect(feature.without === null).toBe(feature.status === 'unavailable');
    }
    const assumed = body.calls.filter((call) => call.evidence === 'assumed');
    expect(assumed.map((call) => call.status)).toEqual(assumed.map(() => 'unsupported'));
    expect(
      body.calls.find((call) => call.call === 'ShopModule::naturalSearchShopFlatProductForHooks'),
    ).toMatchObject({ evidence: 'recorded' });
  });

  it.each([
    ['/api/discount-orders?from=2026-11-01', 'orders'],
    ['/api/discount-orders?from=2026-11-01&format=csv', 'orders'],
    ['/api/orders?from=2026-11-01', 'orders'],
    ['/api/orders?from=2026-11-01&format=csv', 'orders'],
    ['/api/orders/delta?since=0', 'orders'],
    ['/api/financial-report?from=2026-11-01', 'financial_report'],
    ['/api/financial-report?from=2026-11-01&format=csv', 'financial_report'],
    ['/api/financial-report/orders?from=2026-11-01&figure=turnover_total', 'financial_report'],
    ['/api/product-sales?from=2026-11-01', 'financial_report'],
    ['/api/slow-movers', 'orders'],
    ['/api/turnover-groups', 'turnover_groups'],
    ['/api/turnover-groups?format=csv', 'turnover_groups'],
  ])('%s answers 501 upstream_unsupported naming %s', async (path, feature) => {
    const answer = await test.get(path, token);
    expect(answer.status, answer.text).toBe(501);
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    const body = errorBodySchema.parse(answer.json);
    expect(body).toMatchObject({ status: 501, code: 'upstream_unsupported', feature });
    expect(body.missing_calls?.length).toBeGreaterThan(0);
    for (const call of body.missing_calls ?? []) expect(body.message).toContain(call);
  });

  it('still answers 400 first for a request that is wrong anyway', async () => {
    expect((await test.get('/api/discount-orders', token)).status).toBe(400);
    expect((await test.get('/api/financial-report?from=2026-02-30', token)).status).toBe(400);
    const badFigure = '/api/financial-report/orders?from=2026-11-01&figure=margin';
    expect((await test.get(badFigure, token)).status).toBe(400);
  });

  it('remembers the answer: a known missing call is 501 without asking the platform', async () => {
    const platform = test.service.demoPlatform;
    await test.get('/api/shops', token); // the shop list is cached for the scope check
    platform?.setFaults({ failRate: 1, account: 'demo' });
    try {
      expect((await test.get('/api/discount-orders?from=2026-11-01', token)).status).toBe(501);
      expect((await test.get('/api/financial-report?from=2026-11-01', token)).status).toBe(501);
    } finally {
      platform?.clearFaults();
    }
  });

  it('refuses an order.updated webhook, and accepts product.updated', async () => {
    const created = await test.post(
      '/api/api-keys',
      { name: 'hook', password: DEMO_USERS.manager.password },
      token,
    );
    expect(created.status, created.text).toBe(201);
    const key = (created.json as { key: string }).key;
    const orders = await test.post(
      '/api/webhooks',
      { url: 'https://receiver.example.test/hook', events: ['order.updated'] },
      key,
    );
    expect(orders.status, orders.text).toBe(501);
    expect(errorBodySchema.parse(orders.json).feature).toBe('orders');
    const products = await test.post(
      '/api/webhooks',
      { url: 'https://receiver.example.test/hook', events: ['product.updated'] },
      key,
    );
    expect(products.status, products.text).toBe(201);
  });

  it('reads one order by id (a public call), its payments unknown rather than empty', async () => {
    const answer = await test.get(`/api/orders/${FIRST_DEMO_ORDER}`, token);
    expect(answer.status, answer.text).toBe(200);
    const order = orderDetailSchema.parse(answer.json);
    expect(order.id).toBe(FIRST_DEMO_ORDER);
    expect(order.payments).toBeNull();
    expect(order.lines.length).toBeGreaterThan(0);
    // The group comes from the line's product, where recorded orders carry it.
    expect(order.lines.some((line) => line.product_group_id !== null)).toBe(true);
    expect(order.lines.every((line) => line.is_turnover)).toBe(true);
  });
});

describe.runIf(!STRICT_PUBLIC)('a platform that answers the assumed calls too', () => {
  it('has every feature available, each assumed call tried and offered', async () => {
    const body = await capabilities();
    expect(body.features.map((feature) => [feature.feature, feature.status])).toEqual([
      ['identity', 'available'],
      ['price_rows', 'available'],
      ['turnover_groups', 'available'],
      ['orders', 'available'],
      ['order_payments', 'available'],
      ['financial_report', 'available'],
    ]);
    for (const call of body.calls.filter((candidate) => candidate.evidence === 'assumed')) {
      expect(call.status, call.call).toBe('offered');
    }
  });

  it('tries each assumed list call with one row of nothing: no platform counts its history', async () => {
    const demo = test.service.demoPlatform;
    if (!demo) throw new Error('no demo platform');
    const sent: { call: UpstreamCallName; params: unknown[] }[] = [];
    const proxy = await startUpstreamProxy(demo, {
      before: ({ url, body }) => {
        const name = new URL(url, 'http://x').searchParams.get('function');
        const call = (Object.keys(UPSTREAM_CALLS) as UpstreamCallName[]).find(
          (candidate) => UPSTREAM_CALLS[candidate].function === name,
        );
        if (call) sent.push({ call, params: (JSON.parse(body) as { params: unknown[] }).params });
        return undefined;
      },
    });
    const fresh = await startTestService({
      upstream: proxy.baseUrlTemplate,
      backofficeUrlTemplate: demo.backofficeUrlTemplate,
    });
    try {
      const answer = await fresh.get('/api/capabilities', await fresh.login('manager'));
      expect(answer.status, answer.text).toBe(200);
      const raw = await loginToDemoPlatform(test);
      const tried = sent.filter(({ call, params }) => call.startsWith('list') && params[1] === 1);
      expect(tried.map(({ call }) => call).sort()).toEqual([
        'listDayClosings',
        'listOrders',
        'listPayments',
        'listProductGroups',
        'listProductPrices',
      ]);
      for (const { call, params } of tried) {
        // The turnover groups are few: asked for without a filter.
        if (call === 'listProductGroups') continue;
        const platform = (await raw.call(call, params)) as { total: number };
        expect(platform.total, `${call} ${JSON.stringify(params[3])}`).toBe(0);
      }
    } finally {
      await fresh.close();
      await proxy.close();
    }
  });

  it('gives the order detail with its payments', async () => {
    const order = orderDetailSchema.parse(
      (await test.get(`/api/orders/${FIRST_DEMO_ORDER}`, token)).json,
    );
    expect(order.payments).not.toBeNull();
  });
});

it('needs a valid token', async () => {
  expect((await test.get('/api/capabilities')).status).toBe(401);
});
