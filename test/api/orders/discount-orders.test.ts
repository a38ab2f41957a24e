/**
 * GET /api/discount-orders against the demo platform. Every expectation is computed here from
 * raw upstream orders (read with the protocol client, cut by literal UTC instants, money in
 * integer cents), never with the service's own date or money helpers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../shared/api/error-body.js';
import {
  discountOrdersResponseSchema,
  type DiscountOrdersResponse,
} from '../../../shared/api/orders.js';
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
  sumCents,
  type RawUpstream,
} from './raw-upstream.js';
import { expectError } from '../expect-error.js';

// March and April 2026 in Amsterdam: from 2026-03-01T00:00+01:00 to 2026-05-01T00:00+02:00.
const RANGE = 'from=2026-03-01&to=2026-04-30';
const RANGE_START = '2026-02-28T23:00:00Z';
const RANGE_END = '2026-04-30T22:00:00Z';

let api: TestService;
let token: string;
let raw: RawUpstream;
let rangeOrders: OrderRow[];
let shops: ShopRow[];

const positive = (order: OrderRow) => cents(order.discount_value_wt) > 0;
const nonZero = (order: OrderRow) => cents(order.discount_value_wt) !== 0;
const full = (order: OrderRow) => cents(order.value_wt) === 0;
const ids = (orders: readonly { id: number }[]) => orders.map((order) => order.id);

async function discountOrders(query: string, as = token): Promise<DiscountOrdersResponse> {
  const answer = await api.get(`/api/discount-orders?${query}`, as);
  expect(answer.status, answer.text).toBe(200);
  return discountOrdersResponseSchema.parse(answer.json);
}

const expectErrorAt = async (path: string, status: number, message: RegExp, as = token) =>
  expectError(await api.get(path, as), status, message);

beforeAll(async () => {
  // 6 orders a day, not the harness's 12: the oracle is the raw rows, and the ranges read
  // run to months and, once, the whole history.
  api = await startTestService({ demo: { ordersPerDay: 6 } });
  token = await api.login('manager');
  raw = await rawUpstream(api);
  rangeOrders = await rawOrdersBetween(raw, RANGE_START, RANGE_END);
  shops = await raw.drain('listShops');
});

afterAll(async () => {
  await api.close();
});

describe('discount filters', () => {
  it('lists every order with discount_value_wt > 0, of every status, in purchase order', async () => {
    const expected = rangeOrders.filter(positive);
    expect(expected.length).toBeGreaterThan(3);
    const answer = await discountOrders(RANGE);
    expect(ids(answer.data)).toEqual(ids(expected));
    expect(answer.count).toBe(expected.length);
    expect(answer.total).toBe(expected.length);
    expect(answer).toMatchObject({ from: '2026-03-01', to: '2026-04-30', shop_id: null });
    const instants = answer.data.map((row) => Date.parse(row.date_purchased));
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
  });

  it('include_negative lists discount_value_wt != 0, negatives included', async () => {
    const expected = rangeOrders.filter(nonZero);
    expect(expected.some((order) => cents(order.discount_value_wt) < 0)).toBe(true);
    for (const flag of ['true', '1']) {
      const answer = await discountOrders(`${RANGE}&include_negative=${flag}`);
      expect(ids(answer.data)).toEqual(ids(expected));
    }
    const off = await discountOrders(`${RANGE}&include_negative=0`);
    expect(ids(off.data)).toEqual(ids(rangeOrders.filter(positive)));
  });

  it('only_full additionally requires value_wt = 0', async () => {
    const expected = rangeOrders.filter((order) => positive(order) && full(order));
    expect(expected.length).toBeGreaterThan(0);
    const answer = await discountOrders(`${RANGE}&only_full=true`);
    expect(ids(answer.data)).toEqual(ids(expected));
    expect(answer.data.every((row) => row.value_wt === 0)).toBe(true);
    const both = await discountOrders(`${RANGE}&only_full=1&include_negative=true`);
    expect(ids(both.data)).toEqual(ids(rangeOrders.filter((o) => nonZero(o) && full(o))));
    const off = await discountOrders(`${RANGE}&only_full=false`);
    expect(off.count).toBe(rangeOrders.filter(positive).length);
  });

  it('summary is the exact sum of the rows (integer cents)', async () => {
    const expected = rangeOrders.filter(nonZero);
    const answer = await discountOrders(`${RANGE}&include_negative=true`);
    expect(Math.round(answer.summary.value_wt * 100)).toBe(sumCents(expected, (o) => o.value_wt));
    expect(Math.round(answer.summary.value_ex_wt * 100)).toBe(sumCents(expected, (o) => o.value));
    expect(Math.round(answer.summary.discount_value_wt * 100)).toBe(
      sumCents(expected, (o) => o.discount_value_wt),
    );
    expect(Math.round(answer.summary.discount_value_ex_wt * 100)).toBe(
      sumCents(expected, (o) => o.discount_value),
    );
    // The summary is a cent-exact number, not float noise.
    expect(String(answer.summary.value_wt)).toMatch(/^-?\d+(\.\d{1,2})?$/);
  });

  it('an empty range answers zeros, not an error', async () => {
    const answer = await discountOrders('from=2020-01-01');
    expect(answer).toMatchObject({ count: 0, total: 0, data: [], to: '2020-01-01' });
    expect(answer.summary).toEqual({
      value_wt: 0,
      value_ex_wt: 0,
      discount_value_wt: 0,
      discount_value_ex_wt: 0,
    });
  });
});

describe('rows', () => {
  it('map the upstream order field by field', async () => {
    const answer = await discountOrders(`${RANGE}&include_negative=true`);
    const platform = api.service.demoPlatform;
    for (const row of answer.data) {
      const order = rangeOrders.find((candidate) => candidate.id === row.id);
      if (!order) throw new Error(`order ${row.id} is not in the raw range`);
      expect(row.order_number).toBe(order.number);
      expect(Date.parse(row.date_purchased)).toBe(instantOf(order.date_purchased));
      expect(row.date_purchased).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[12]:00$/);
      expect(row.status).toBe(order.status);
      expect(row.shop_id).toBe(order.shop_id);
      expect(row.currency).toBe(order.currency_iso3);
      expect(cents(row.value_wt)).toBe(cents(order.value_wt));
      expect(cents(row.value_ex_wt)).toBe(cents(order.value));
      expect(cents(row.discount_value_wt)).toBe(cents(order.discount_value_wt));
      expect(cents(row.discount_value_ex_wt)).toBe(cents(order.discount_value));
      expect(row.customer_name).toBe(
        order.relation_data?.name ?? order.billing_address?.name ?? '',
      );
      // Recorded orders nest the billing contact under address_billing.
      expect(row.customer_email).toBe(
        order.billing_address?.address_billing.contact_set.email ?? '',
      );
      expect(row.backoffice_url).toBe(
        platform?.backofficeUrlTemplate
          .replace('{account}', 'demo')
          .replace('{id}', String(order.id)),
      );
    }
  });

  it('offsets follow daylight saving: +01:00 in March before the 29th, +02:00 in April', async () => {
    const answer = await discountOrders(`${RANGE}&include_negative=true`);
    for (const row of answer.data) {
      const offset = row.date_purchased.slice(19);
      if (row.date_purchased < '2026-03-29') expect(offset).toBe('+01:00');
      if (row.date_purchased >= '2026-04-01') expect(offset).toBe('+02:00');
    }
  });
});

describe('day boundaries in Amsterdam', () => {
  // Independent instant math: literal UTC instants of the local days.
  const cases = [
    { day: '2026-03-29', start: '2026-03-28T23:00:00Z', end: '2026-03-29T22:00:00Z', hours: 23 },
    { day: '2026-10-25', start: '2026-10-24T22:00:00Z', end: '2026-10-25T23:00:00Z', hours: 25 },
  ];
  for (const { day, start, end, hours } of cases) {
    it(`${day} is a ${hours}-hour day`, async () => {
      expect((Date.parse(end) - Date.parse(start)) / 3_600_000).toBe(hours);
      const expected = await rawOrdersBetween(raw, start, end);
      expect(expected.length).toBeGreaterThan(0);
      const answer = await discountOrders(`from=${day}&include_negative=true`);
      expect(ids(answer.data)).toEqual(ids(expected.filter(nonZero)));
      const all = await api.get(`/api/orders?from=${day}&limit=100`, token);
      expect((all.json as { total: number }).total).toBe(expected.length);
    });
  }
});

describe('shop scope', () => {
  it('shop_id limits the rows to that shop and is echoed', async () => {
    const counts = new Map<number, number>();
    for (const order of rangeOrders.filter(nonZero)) {
      counts.set(order.shop_id, (counts.get(order.shop_id) ?? 0) + 1);
    }
    const [shopId] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
    if (shopId === undefined) throw new Error('no discounted orders in the range');
    const answer = await discountOrders(`${RANGE}&include_negative=true&shop_id=${shopId}`);
    expect(answer.shop_id).toBe(shopId);
    expect(ids(answer.data)).toEqual(
      ids(rangeOrders.filter((order) => nonZero(order) && order.shop_id === shopId)),
    );
  });

  it('a location id as shop_id is 400 naming the kind of id', async () => {
    const [location] = await raw.drain('listLocations');
    await expectErrorAt(
      `/api/discount-orders?${RANGE}&shop_id=${location?.id}`,
      400,
      /shop_id \d+ is a location id/,
    );
  });

  it("another account's shop id is 400 and shows no data", async () => {
    const other = await rawUpstream(api, 'otherAccount');
    const [foreignShop] = await other.drain('listShops');
    const body = await expectErrorAt(
      `/api/discount-orders?${RANGE}&shop_id=${foreignShop?.id}`,
      400,
      /shop_id \d+ is not a shop of account demo/,
    );
    expect(JSON.stringify(body)).not.toContain('"data"');
  });

  it('the other account sees only its own orders', async () => {
    const otherToken = await api.login('otherAccount');
    const answer = await discountOrders(`${RANGE}&include_negative=true`, otherToken);
    const demoIds = new Set(ids(rangeOrders));
    expect(answer.data.length).toBeGreaterThan(0);
    expect(answer.data.some((row) => demoIds.has(row.id))).toBe(false);
    expect(answer.data.every((row) => row.backoffice_url.includes('demo2'))).toBe(true);
  });

  it("location_id limits the rows to that location's shops, and names it in the file name", async () => {
    const location = shops.find((shop) => shop.location_id !== null)?.location_id;
    const inLocation = new Set(
      shops.filter((shop) => shop.location_id === location).map((shop) => shop.id),
    );
    const answer = await discountOrders(`${RANGE}&include_negative=true&location_id=${location}`);
    const expected = rangeOrders.filter((order) => nonZero(order) && inLocation.has(order.shop_id));
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(answer.data)).toEqual(ids(expected));
    const csv = await api.get(
      `/api/discount-orders?from=2026-03-01&location_id=${location}&format=csv`,
      token,
    );
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="discount-orders-2026-03-01-2026-03-01-location-${location}.csv"`,
    );
  });

  it('location_id with shop_id is 400; a shop id as location_id is 400 naming the kind', async () => {
    const shop = shops.find((candidate) => candidate.location_id !== null);
    await expectErrorAt(
      `/api/discount-orders?${RANGE}&shop_id=${shop?.id}&location_id=${shop?.location_id}`,
      400,
      /'shop_id' or 'location_id', not both/,
    );
    await expectErrorAt(
      `/api/discount-orders?${RANGE}&location_id=${shop?.id}`,
      400,
      /location_id \d+ is a shop id/,
    );
  });

  it("a location-locked user sees only their location's shops; another shop is 403", async () => {
    const staffToken = await api.login('staff');
    const me = (await api.get('/api/me', staffToken)).json as { locked_location_id: number };
    const own = new Set(
      shops.filter((shop) => shop.location_id === me.locked_location_id).map((shop) => shop.id),
    );
    expect(own.size).toBeGreaterThan(0);
    const answer = await discountOrders(`${RANGE}&include_negative=true`, staffToken);
    const expected = rangeOrders.filter((order) => nonZero(order) && own.has(order.shop_id));
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(answer.data)).toEqual(ids(expected));

    const foreign = shops.find((shop) => !own.has(shop.id));
    await expectErrorAt(
      `/api/discount-orders?${RANGE}&shop_id=${foreign?.id}`,
      403,
      /another location/,
      staffToken,
    );
    const otherLocation = shops.find(
      (shop) => shop.location_id !== null && shop.location_id !== me.locked_location_id,
    )?.location_id;
    await expectErrorAt(
      `/api/discount-orders?${RANGE}&location_id=${otherLocation}`,
      403,
      /limited to location/,
      staffToken,
    );
    const webShop = shops.find((shop) => shop.location_id === null);
    expect(webShop).toBeDefined();
    await expectErrorAt(
      `/api/discount-orders?${RANGE}&shop_id=${webShop?.id}`,
      403,
      /./,
      staffToken,
    );
  });
});

describe('CSV', () => {
  it('holds the same rows as JSON, with the shop by name', async () => {
    const json = await discountOrders(`${RANGE}&include_negative=true`);
    const answer = await api.get(
      `/api/discount-orders?${RANGE}&include_negative=true&format=csv`,
      token,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="discount-orders-2026-03-01-2026-04-30.csv"',
    );
    // Response.text() drops a byte order mark, so look at the raw bytes.
    const bytes = new Uint8Array(
      await (
        await fetch(`${api.url}/api/discount-orders?${RANGE}&format=csv`, {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...lines] = parseCsv(answer.text);
    expect(header).toEqual([
      'Order number',
      'Date',
      'Status',
      'Shop',
      'Customer',
      'E-mail',
      'Value incl. VAT',
      'Value excl. VAT',
      'Discount incl. VAT',
      'Discount excl. VAT',
      'Link',
    ]);
    const shopName = new Map(shops.map((shop) => [shop.id, shop.name]));
    expect(lines).toEqual(
      json.data.map((row) => [
        row.order_number,
        row.date_purchased.slice(0, 19).replace('T', ' '),
        row.status,
        shopName.get(row.shop_id),
        row.customer_name,
        row.customer_email,
        row.value_wt.toFixed(2),
        row.value_ex_wt.toFixed(2),
        row.discount_value_wt.toFixed(2),
        row.discount_value_ex_wt.toFixed(2),
        row.backoffice_url,
      ]),
    );
  });

  it('answers Accept: text/csv, and ; switches to decimal commas', async () => {
    const json = await discountOrders('from=2026-03-01&to=2026-03-31');
    const answer = await api.get(
      '/api/discount-orders?from=2026-03-01&to=2026-03-31&delimiter=;',
      token,
      {
        Accept: 'text/csv',
      },
    );
    expect(answer.status).toBe(200);
    const lines = parseCsv(answer.text, ';').slice(1);
    expect(lines.length).toBe(json.count);
    expect(lines.map((line) => line[6])).toEqual(
      json.data.map((row) => row.value_wt.toFixed(2).replace('.', ',')),
    );
  });

  it('in Dutch: Dutch headers, `;` and decimal commas without a delimiter', async () => {
    const json = await discountOrders('from=2026-03-01&to=2026-03-31');
    const answer = await api.get(
      '/api/discount-orders?from=2026-03-01&to=2026-03-31&format=csv&lang=nl',
      token,
    );
    expect(answer.status).toBe(200);
    const [header = [], ...lines] = parseCsv(answer.text, ';');
    expect(header.slice(0, 2)).toEqual(['Ordernummer', 'Datum']);
    expect(header[8]).toBe('Korting incl. btw');
    expect(lines.map((line) => [line[6], line[8]])).toEqual(
      json.data.map((row) => [
        row.value_wt.toFixed(2).replace('.', ','),
        row.discount_value_wt.toFixed(2).replace('.', ','),
      ]),
    );
  });

  it('names the shop in the file name when one is asked for', async () => {
    const shop = shops.find((candidate) => candidate.location_id !== null);
    const answer = await api.get(
      `/api/discount-orders?from=2026-03-01&shop_id=${shop?.id}&format=csv`,
      token,
    );
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="discount-orders-2026-03-01-2026-03-01-shop-${shop?.id}.csv"`,
    );
  });
});

describe('bad input', () => {
  const cases: [string, RegExp][] = [
    ['', /query parameter 'from' is required/],
    ['to=2026-03-01', /'from' is required/],
    ['from=2026-02-30', /'from' must be a calendar date/],
    ['from=yesterday', /'from' must be a calendar date/],
    ['from=2026-3-1', /'from' must be a calendar date/],
    ['from=2026-03-01&to=2026-13-01', /'to' must be a calendar date/],
    ['from=2026-03-02&to=2026-03-01', /'from' \(2026-03-02\) is after 'to' \(2026-03-01\)/],
    ['from=2026-03-01&from=2026-03-02', /'from' was given more than once/],
    ['from=2026-03-01&only_full=yes', /'only_full' must be one of true, false, 1, 0/],
    ['from=2026-03-01&include_negative=2', /'include_negative' must be one of/],
    ['from=2026-03-01&include_negative=', /'include_negative' must be one of/],
    ['from=2026-03-01&shop_id=12abc', /'shop_id' must be a positive whole number/],
    ['from=2026-03-01&shop_id=-1', /'shop_id' must be a positive whole number/],
    ['from=2026-03-01&shop_id=0', /'shop_id' must be a positive whole number/],
    ['from=2026-03-01&shop_id=99999999999999999999', /'shop_id' must be a positive whole number/],
    ['from=2026-03-01&shop_id=999999999', /shop_id 999999999 is not a shop of account demo/],
    ['from=2026-03-01&to=9999-12-31', /'to' must be a calendar date YYYY-MM-DD from 1970 to 2999/],
    ['from=9999-12-31', /'from' must be a calendar date YYYY-MM-DD from 1970 to 2999/],
    ['from=1969-12-31', /'from' must be a calendar date/],
    ['from=2026-03-01&format=xml', /'format' must be json, csv or xlsx/],
    ['from=2026-03-01&delimiter=%7C', /'delimiter' must be , or ;/],
    ['from=2026-03-01&start=0', /unknown query parameter 'start'/],
    ['from=2026-03-01&q=%F0%9F%98%80caf%C3%A9', /unknown query parameter 'q'/],
  ];
  for (const [query, message] of cases) {
    it(`?${query} is 400`, async () => {
      await expectErrorAt(`/api/discount-orders?${query}`, 400, message);
    });
  }

  it('a range reaching to the last accepted year is longer than the 5-year bound: 400', async () => {
    await expectErrorAt(
      '/api/discount-orders?from=2026-11-01&to=2999-12-31',
      400,
      /'from' \(2026-11-01\) and 'to' \(2999-12-31\) span 355442 days; a range is at most 5 years long/,
    );
  });

  it('a range of the longest length into the future answers the orders that exist', async () => {
    const answer = await discountOrders('from=2026-11-01&to=2031-10-31');
    expect(answer.count).toBe(
      (await rawOrdersBetween(raw, '2026-10-31T23:00:00Z', '2026-11-30T23:00:00Z')).filter(positive)
        .length,
    );
  });

  it('no token is 401 with the hint', async () => {
    const answer = await api.get(`/api/discount-orders?${RANGE}`);
    expect(answer.status).toBe(401);
    expect(errorBodySchema.parse(answer.json).hint).toMatch(/log in/i);
  });
});
