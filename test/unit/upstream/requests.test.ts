/** The exact requests the client sends, recorded by a real local HTTP server. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UpstreamClient } from '../../../electron/upstream/client.js';
import { inList, where } from '../../../electron/upstream/filters.js';
import type { UpstreamAuth } from '../../../electron/upstream/wire.js';
import { orderPayload, shopProduct } from '../../fixtures/recorded-shapes.js';
import { listReply, ok, startRecordingServer, type RecordingServer } from './recording-server.js';

const rateRow = (id: number) => ({
  id,
  name: '21%',
  alias: 'standard',
  value: 0.21,
  country_iso2: 'NL',
});

let server: RecordingServer;
let client: UpstreamClient;

const session: UpstreamAuth = {
  mode: 'hash',
  hash: 'h-5f2c',
  account: 'demo',
  user: 'manager@demo.test',
  rights: 'user',
};

beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  client = new UpstreamClient({ baseUrlTemplate: server.baseUrlTemplate });
});

describe('requests on the wire', () => {
  it('login: anonymous auth, [email, password, account], the session comes back', async () => {
    server.handle(() => ok(session));
    const result = await client.login('demo', 'manager@demo.test', 'secret');
    expect(result).toStrictEqual(session);
    expect(server.requests).toStrictEqual([
      {
        method: 'POST',
        url: '/demo/?action=request&api=fulljson&module=RelationsModule&function=startSessionByEmail',
        contentType: 'application/json',
        body: {
          auth: { mode: 'none', account: 'demo', user: 'anonymous', rights: 'anonymous' },
          params: ['manager@demo.test', 'secret', 'demo'],
        },
      },
    ]);
  });

  it('list with leading params, order and filters', async () => {
    server.handle(() => ok({ data: [shopProduct({ id: 7 })], count: 1, total: 31 }));
    const page = await client.list('searchProducts', session, {
      leading: ['koffie', 'nl'],
      start: 20,
      limit: 10,
      order: [{ name: 'id', dir: 'asc' }],
      filters: [
        where('date_updated', '>=', '2026-10-25 02:30:00+01:00'),
        inList('flat_product/product/id', [4, 5]),
      ],
    });
    expect(page.total).toBe(31);
    expect(page.data.map((row) => row.id)).toStrictEqual([7]);
    expect(server.requests).toStrictEqual([
      {
        method: 'POST',
        url: '/demo/?action=request&api=fulljson&module=ShopModule&function=naturalSearchShopFlatProductForHooks',
        contentType: 'application/json',
        body: {
          auth: session,
          params: [
            'koffie',
            'nl',
            20,
            10,
            [{ name: 'id', dir: 'asc' }],
            [
              { name: 'date_updated__>=', val: '2026-10-25 02:30:00+01:00' },
              { name: 'flat_product/product/id__in_list', multi_val: [4, 5] },
            ],
          ],
        },
      },
    ]);
  });

  it('list defaults: start 0, the call maximum as limit, null order and filters', async () => {
    server.handle(() => ok({ data: [], count: 0, total: 0 }));
    await client.list('listOrders', session);
    await client.list('listPaymentMethods', session, { leading: ['nl'] });
    expect(server.requests.map((request) => request.body.params)).toStrictEqual([
      [0, 100, null, null],
      ['nl', 0, 1000, null, null],
    ]);
  });

  it('getOrder: the id and null, as public code sends them', async () => {
    server.handle(() => ok(orderPayload({ id: 42 })));
    await expect(client.getOrder(session, 42)).resolves.toMatchObject({ id: 42, value_wt: 17 });
    expect(server.requests).toStrictEqual([
      {
        method: 'POST',
        url: '/demo/?action=request&api=fulljson&module=ShopModule&function=getOrder',
        contentType: 'application/json',
        body: { auth: session, params: [42, null] },
      },
    ]);
  });

  it('sessionInfo: no params', async () => {
    const info = {
      user_id: 1,
      email: 'a@b.c',
      name: 'A',
      account: 'demo',
      roles: ['manager'],
      locked_location_id: null,
    };
    server.handle(() => ok(info));
    await expect(client.sessionInfo(session)).resolves.toMatchObject(info);
    expect(server.requests.map((request) => [request.url, request.body.params])).toStrictEqual([
      ['/demo/?action=request&api=fulljson&module=RelationsModule&function=getSessionInfo', []],
    ]);
  });

  it('drain: pages overlap by one row; the offsets and limits are exact', async () => {
    const rows = Array.from({ length: 10 }, (_, index) => rateRow(index + 1));
    server.handle((request) => listReply(rows, request.body.params));
    const result = await client.drain('listTaxRates', session, {
      pageSize: 4,
      concurrency: 1,
      order: [{ name: 'id', dir: 'asc' }],
      filters: [where('published', '=', true)],
    });
    expect(result).toStrictEqual(rows);
    expect(server.requests.map((request) => request.body.params)).toStrictEqual([
      [0, 4, [{ name: 'id', dir: 'asc' }], [{ name: 'published__=', val: '1' }]],
      [3, 4, [{ name: 'id', dir: 'asc' }], [{ name: 'published__=', val: '1' }]],
      [6, 4, [{ name: 'id', dir: 'asc' }], [{ name: 'published__=', val: '1' }]],
    ]);
  });

  it('drain of listOrders uses pages of 100 by default', async () => {
    const rows = Array.from({ length: 250 }, (_, index) => orderPayload({ id: index + 1 }));
    server.handle((request) => listReply(rows, request.body.params));
    const result = await client.drain('listOrders', session);
    expect(result.map((row) => row.id)).toStrictEqual(rows.map((row) => row.id));
    expect(server.requests.map((request) => request.body.params.slice(0, 2))).toStrictEqual([
      [0, 100],
      [99, 100],
      [198, 100],
    ]);
  });

  it('a template without {account} is one base for every account', async () => {
    const shared = new UpstreamClient({ baseUrlTemplate: `${server.origin}/api/` });
    server.handle(() => ok({ user_id: 1, email: 'a@b.c' }));
    await shared.call('sessionInfo', { ...session, account: 'other-shop' }, []);
    expect(server.requests[0]?.url).toBe(
      '/api/?action=request&api=fulljson&module=RelationsModule&function=getSessionInfo',
    );
    expect(server.requests[0]?.body.auth).toMatchObject({ account: 'other-shop' });
  });
});
