/**
 * GET /api/orders against the demo platform: paging, filters, day boundaries, CSV and bad
 * input. Expectations come from raw upstream orders cut by literal UTC instants.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersResponseSchema, type OrdersResponse } from '../../../shared/api/orders.js';
import type { RawRows } from '../raw-platform.js';

type OrderRow = RawRows['listOrders'];
type ShopRow = RawRows['listShops'];
import { startTestService, type TestService } from '../harness.js';
import {
  cents,
  instantOf,
  parseCsv,
  rawOrdersBetween,
  rawUpstream,
  type RawUpstream,
} from './raw-upstream.js';
import { expectError } from '../expect-error.js';

// 2026-03-01 .. 2026-03-07 in Amsterdam (all +01:00).
const WEEK = 'from=2026-03-01&to=2026-03-07';
const WEEK_START = '2026-02-28T23:00:00Z';
const WEEK_END = '2026-03-07T23:00:00Z';

let api: TestService;
let token: string;
let raw: RawUpstream;
let weekOrders: OrderRow[];
let shops: ShopRow[];

const ids = (orders: readonly { id: number }[]) => orders.map((order) => order.id);

async function orders(query: string, as = token): Promise<OrdersResponse> {
  const answer = await api.get(`/api/orders?${query}`, as);
  expect(answer.status, answer.text).toBe(200);
  return ordersResponseSchema.parse(answer.json);
}

/** The spec's paging loop: start += count while start < total. */
async function pageThrough(
  query: string,
  limit: number,
  as = token,
): Promise<OrdersResponse['data']> {
  const rows: OrdersResponse['data'] = [];
  let start = 0;
  let total = Infinity;
  while (start < total) {
    const page = await orders(`${query}&start=${start}&limit=${limit}`, as);
    expect(page.start).toBe(start);
    expect(page.count).toBe(page.data.length);
    rows.push(...page.data);
    start += page.count;
    total = page.total;
    if (page.count === 0) break;
  }
  return rows;
}

const expectErrorAt = async (path: string, status: number, message: RegExp, as = token) =>
  expectError(await api.get(path, as), status, message);

beforeAll(async () => {
  api = await startTestService();
  token = await api.login('manager');
  raw = await rawUpstream(api);
  weekOrders = await rawOrdersBetween(raw, WEEK_START, WEEK_END);
  shops = await raw.drain('listShops');
});

afterAll(async () => {
  await api.close();
});

describe('paging', () => {
  it('the paging loop returns every order of the range once, in purchase order', async () => {
    expect(weekOrders.length).toBeGreaterThan(60);
    const rows = await pageThrough(WEEK, 25);
    expect(ids(rows)).toEqual(ids(weekOrders));
  });

  it('rows carry location_id and is_paid from the upstream', async () => {
    const page = await orders(`${WEEK}&limit=100`);
    for (const row of page.data) {
      const order = weekOrders.find((candidate) => candidate.id === row.id);
      expect(row.location_id).toBe(order?.location_id);
      expect(row.is_paid).toBe(order?.is_paid);
      expect(cents(row.value_wt)).toBe(cents(order?.value_wt ?? NaN));
      expect(Date.parse(row.date_purchased)).toBe(instantOf(order?.date_purchased ?? ''));
    }
    expect(page.data.some((row) => row.location_id === null)).toBe(true);
    expect(page.data.some((row) => !row.is_paid)).toBe(true);
  });

  it('defaults to start 0 and limit 100, and echoes the filters', async () => {
    const page = await orders(WEEK);
    expect(page).toMatchObject({
      start: 0,
      limit: 100,
      count: Math.min(100, weekOrders.length),
      total: weekOrders.length,
      from: '2026-03-01',
      to: '2026-03-07',
      shop_id: null,
      status: null,
    });
  });

  it('a limit above 100 is cut to 100 and echoed', async () => {
    const page = await orders(`${WEEK}&limit=99999`);
    expect(page.limit).toBe(100);
    expect(page.count).toBe(Math.min(100, weekOrders.length));
  });

  it('a start past the end answers no rows with the true total', async () => {
    const page = await orders(`${WEEK}&start=100000`);
    expect(page).toMatchObject({ start: 100000, count: 0, total: weekOrders.length, data: [] });
  });

  it('`to` defaults to `from`', async () => {
    const page = await orders('from=2026-03-01');
    expect(page.to).toBe('2026-03-01');
    const firstDay = await rawOrdersBetween(raw, '2026-02-28T23:00:00Z', '2026-03-01T23:00:00Z');
    expect(page.total).toBe(firstDay.length);
  });
});

describe('filters', () => {
  it('status takes one status', async () => {
    const expected = weekOrders.filter((order) => order.status === 'complete');
    const rows = await pageThrough(`${WEEK}&status=complete`, 100);
    expect(ids(rows)).toEqual(ids(expected));
  });

  it('status takes a comma-separated list, echoed without duplicates', async () => {
    const wanted = new Set(['new', 'on_hold', 'cancelled', 'refunded']);
    const expected = weekOrders.filter((order) => wanted.has(order.status));
    const page = await orders(`${WEEK}&status=new,%20on_hold,cancelled,refunded,new`);
    expect(page.status).toEqual(['new', 'on_hold', 'cancelled', 'refunded']);
    expect(ids(page.data)).toEqual(ids(expected));
  });

  it('shop_id limits to one shop', async () => {
    const shop = shops.find((candidate) => candidate.location_id !== null);
    const expected = weekOrders.filter((order) => order.shop_id === shop?.id);
    expect(expected.length).toBeGreaterThan(0);
    const page = await orders(`${WEEK}&shop_id=${shop?.id}`);
    expect(page.shop_id).toBe(shop?.id);
    expect(ids(page.data)).toEqual(ids(expected));
  });

  it("a locked user's paging loop covers only their location's shops", async () => {
    const staffToken = await api.login('staff');
    const me = (await api.get('/api/me', staffToken)).json as { locked_location_id: number };
    const own = new Set(
      shops.filter((shop) => shop.location_id === me.locked_location_id).map((shop) => shop.id),
    );
    const rows = await pageThrough(WEEK, 30, staffToken);
    expect(ids(rows)).toEqual(ids(weekOrders.filter((order) => own.has(order.shop_id))));
    const foreign = shops.find((shop) => !own.has(shop.id));
    await expectErrorAt(
      `/api/orders?${WEEK}&shop_id=${foreign?.id}`,
      403,
      /another location/,
      staffToken,
    );
  });
});

describe('an order at 00:30 local time on the 1st', () => {
  it('belongs to the 1st, not to the day before', async () => {
    const history = await rawOrdersBetween(raw, '2025-10-01T00:00:00Z', '2026-11-21T00:00:00Z');
    // The upstream writes local time with its offset: `YYYY-MM-01 00:MM:SS+0X:00`.
    const early = history.find((order) => /^\d{4}-\d\d-01 00:/.test(order.date_purchased));
    if (!early) throw new Error('the demo data has no order just after midnight on a 1st');
    const day = early.date_purchased.slice(0, 10);
    const onTheDay = await pageThrough(`from=${day}`, 100);
    expect(ids(onTheDay)).toContain(early.id);
    const previousDay = new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const dayBefore = await pageThrough(`from=${previousDay}`, 100);
    expect(ids(dayBefore)).not.toContain(early.id);
    const row = onTheDay.find((candidate) => candidate.id === early.id);
    expect(row?.date_purchased.slice(0, 13)).toBe(`${day}T00`);
  });
});

describe('CSV', () => {
  it('holds every order of the range (not one page), same content as JSON', async () => {
    const json = await pageThrough(WEEK, 100);
    const answer = await api.get(`/api/orders?${WEEK}&limit=5&format=csv`, token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="orders-2026-03-01-2026-03-07.csv"',
    );
    const [header, ...lines] = parseCsv(answer.text);
    expect(header).toEqual([
      'Order number',
      'Date',
      'Status',
      'Shop',
      'Customer',
      'E-mail',
      'Paid',
      'Value incl. VAT',
      'Value excl. VAT',
      'Discount incl. VAT',
      'Discount excl. VAT',
      'Link',
    ]);
    const shopName = new Map(shops.map((shop) => [shop.id, shop.name]));
    expect(lines).toEqual(
      json.map((row) => [
        row.order_number,
        row.date_purchased.slice(0, 19).replace('T', ' '),
        row.status,
        shopName.get(row.shop_id),
        row.customer_name,
        row.customer_email,
        row.is_paid ? 'yes' : 'no',
        row.value_wt.toFixed(2),
        row.value_ex_wt.toFixed(2),
        row.discount_value_wt.toFixed(2),
        row.discount_value_ex_wt.toFixed(2),
        row.backoffice_url,
      ]),
    );
  });
});

describe('bad input', () => {
  const cases: [string, RegExp][] = [
    ['limit=10', /'from' is required/],
    ['from=2026-02-30', /'from' must be a calendar date/],
    ['from=yesterday', /'from' must be a calendar date/],
    ['from=2026-03-05&to=2026-03-01', /'from' \(2026-03-05\) is after 'to'/],
    ['from=2026-03-01&limit=abc', /'limit' must be a whole number/],
    ['from=2026-03-01&limit=0', /'limit' must be 1 or more/],
    ['from=2026-03-01&limit=-1', /'limit' must be 1 or more/],
    ['from=2026-03-01&limit=1.5', /'limit' must be a whole number/],
    ['from=2026-03-01&start=-5', /'start' must be 0 or more/],
    ['from=2026-03-01&start=abc', /'start' must be a whole number/],
    ['from=2026-03-01&limit=5&limit=6', /'limit' was given more than once/],
    ['from=2026-03-01&status=paid', /'status' must be one or more of new, processing/],
    ['from=2026-03-01&status=', /'status' must be one or more of/],
    ['from=2026-03-01&status=complete,,new', /'status' must be one or more of/],
    ['from=2026-03-01&status=COMPLETE', /'status' must be one or more of/],
    ['from=2026-03-01&shop_id=12abc', /'shop_id' must be a positive whole number/],
    ['from=2026-03-01&location_id=1', /unknown query parameter 'location_id'/],
    ['from=2026-03-01&q=%E2%82%AC%20caf%C3%A9', /unknown query parameter 'q'/],
  ];
  for (const [query, message] of cases) {
    it(`?${query} is 400`, async () => {
      await expectErrorAt(`/api/orders?${query}`, 400, message);
    });
  }

  it('a location id as shop_id is 400', async () => {
    const location = shops.find((shop) => shop.location_id !== null)?.location_id;
    await expectErrorAt(`/api/orders?from=2026-03-01&shop_id=${location}`, 400, /is a location id/);
  });

  it("another account's shop id is 400", async () => {
    const other = await rawUpstream(api, 'otherAccount');
    const [foreignShop] = await other.drain('listShops');
    await expectErrorAt(
      `/api/orders?from=2026-03-01&shop_id=${foreignShop?.id}`,
      400,
      /not a shop of account demo/,
    );
  });
});
