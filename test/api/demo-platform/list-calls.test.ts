import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPlatform } from '../../../electron/demo-platform/index.js';
import { parseTimestamp } from '../../../shared/dates.js';
import type {
  DayClosingRow,
  OrderRow,
  PaymentMethodRow,
  PaymentRow,
  ServedPaymentRow,
  ProductPriceRow,
  ShopProductRow,
  TaxRateRow,
  UpstreamAuth,
  UpstreamList,
} from './demo-rows.js';
import type { UpstreamCallName } from '../../../electron/upstream/calls.js';
import { call, listAll, login, ok, startSmallPlatform } from './demo-client.js';

let platform: DemoPlatform;
let auth: UpstreamAuth;
beforeAll(async () => {
  platform = await startSmallPlatform();
  auth = await login(platform);
});
afterAll(() => platform.close());

const list = <T>(name: UpstreamCallName, params: unknown[]) =>
  ok<UpstreamList<T>>(platform, name, auth, params);
const OCTOBER_CHANGE = [
  { name: 'date_purchased__>=', val: '2026-10-25 00:00:00+02:00' },
  { name: 'date_purchased__<', val: '2026-10-26 00:00:00+01:00' },
];
const instant = (stamp: string) => parseTimestamp(stamp) ?? Number.NaN;

describe('list call limits', () => {
  it.each([
    ['listOrders', 101],
    ['listOrders', 0],
    ['listLocations', 1001],
    ['listLocations', 0],
    ['listProductPrices', -1],
  ] as const)('%s with limit %i is a General error, never a silent cut', async (name, limit) => {
    const answer = await call(platform, name, auth, [0, limit, null, null]);
    expect(answer).toMatchObject({ success: false, class: 'General' });
    expect(answer.success ? '' : answer.error).toMatch(/limit/);
  });

  it('accepts the maxima and rejects a negative start', async () => {
    expect((await list<OrderRow>('listOrders', [0, 100, null, null])).count).toBe(100);
    expect(
      (await list<ProductPriceRow>('listProductPrices', [0, 1000, null, null])).count,
    ).toBeGreaterThan(60);
    expect(await call(platform, 'listLocations', auth, [-1, 10, null, null])).toMatchObject({
      success: false,
      class: 'General',
    });
  });
});

describe('paging and order', () => {
  it('pages cover the same rows as one big page, with count and total', async () => {
    const whole = await list<OrderRow>('listOrders', [0, 100, null, OCTOBER_CHANGE]);
    expect(whole.total).toBe(whole.count);
    const paged: OrderRow[] = [];
    for (let start = 0; start < whole.total; start += 4) {
      const page = await list<OrderRow>('listOrders', [start, 4, null, OCTOBER_CHANGE]);
      expect(page.total).toBe(whole.total);
      expect(page.count).toBe(page.data.length);
      paged.push(...page.data);
    }
    expect(paged).toEqual(whole.data);
    const ids = whole.data.map((order) => order.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('orders by timestamps as instants, and by any field in either direction', async () => {
    const byPurchase = await list<OrderRow>('listOrders', [
      0,
      100,
      [
        { name: 'date_purchased', dir: 'asc' },
        { name: 'id', dir: 'asc' },
      ],
      OCTOBER_CHANGE,
    ]);
    const instants = byPurchase.data.map((order) => instant(order.date_purchased));
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
    const byValue = await list<OrderRow>('listOrders', [
      0,
      100,
      [{ name: 'value_wt', dir: 'desc' }],
      OCTOBER_CHANGE,
    ]);
    const values = byValue.data.map((order) => Number(order.value_wt));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const byUpdate = await listAll<OrderRow>(
      platform,
      'listOrders',
      auth,
      [{ name: 'date_updated__>=', val: '2026-11-01 00:00:00+01:00' }],
      [
        { name: 'date_updated', dir: 'asc' },
        { name: 'id', dir: 'asc' },
      ],
    );
    const updated = byUpdate.map((order) => instant(order.date_updated));
    expect(updated).toEqual([...updated].sort((a, b) => a - b));
    expect(updated.every((value) => value >= instant('2026-11-01 00:00:00+01:00'))).toBe(true);
    // Orders purchased before November but paid or refunded in it come along in the delta feed.
    expect(
      byUpdate.some(
        (order) => instant(order.date_purchased) < instant('2026-11-01 00:00:00+01:00'),
      ),
    ).toBe(true);
  });

  it('rejects a bad order direction', async () => {
    expect(
      await call(platform, 'listLocations', auth, [0, 10, [{ name: 'id', dir: 'up' }], null]),
    ).toMatchObject({ success: false, class: 'General' });
  });
});

describe('filters', () => {
  it('compares timestamps as instants whatever their offset', async () => {
    // 2026-10-25 02:30:00+02:00 is 00:30 UTC.
    const from = (operator: string) =>
      list<OrderRow>('listOrders', [
        0,
        100,
        null,
        [
          { name: `date_purchased__${operator}`, val: '2026-10-25 00:30:00+00:00' },
          { name: 'date_purchased__<=', val: '2026-10-25T03:00:00+01:00' },
        ],
      ]);
    const inclusive = (await from('>=')).data.map((order) => order.date_purchased);
    const exclusive = (await from('>')).data.map((order) => order.date_purchased);
    expect(inclusive).toContain('2026-10-25 02:30:00+02');
    expect(exclusive).not.toContain('2026-10-25 02:30:00+02');
    expect(exclusive).toContain('2026-10-25 02:30:00+01');
  });

  it('filters with =, in_list, booleans and nested paths', async () => {
    const statuses = await list<OrderRow>('listOrders', [
      0,
      100,
      null,
      [{ name: 'status__in_list', multi_val: ['refunded', 'cancelled'] }],
    ]);
    expect(statuses.total).toBeGreaterThan(0);
    expect(statuses.data.every((order) => ['refunded', 'cancelled'].includes(order.status))).toBe(
      true,
    );
    const unpaid = await list<OrderRow>('listOrders', [
      0,
      100,
      null,
      [{ name: 'is_paid__=', val: '0' }],
    ]);
    expect(unpaid.total).toBeGreaterThan(0);
    expect(unpaid.data.every((order) => !order.is_paid)).toBe(true);
    const shop = unpaid.data[0]?.shop_id;
    const oneShop = await list<OrderRow>('listOrders', [
      0,
      100,
      null,
      [{ name: 'shop_id__=', val: shop ?? 0 }, ...OCTOBER_CHANGE],
    ]);
    expect(oneShop.data.every((order) => order.shop_id === shop)).toBe(true);
    const internal = await list<PaymentMethodRow>('listPaymentMethods', [
      'nl',
      0,
      100,
      null,
      [{ name: 'provider_method_type/alias__in_list', multi_val: ['Returns', 'Dummy'] }],
    ]);
    expect(internal.data.map((method) => method.provider_method_type.alias).sort()).toEqual([
      'Dummy',
      'Returns',
    ]);
    const unpublished = await list<PaymentMethodRow>('listPaymentMethods', [
      0,
      0,
      100,
      null,
      [{ name: 'published__=', val: '0' }],
    ]);
    expect(unpublished.total).toBeGreaterThan(0);
    expect(unpublished.data.every((method) => !method.published)).toBe(true);
  });

  it('filters with ilike and notnull', async () => {
    const shirts = await list<ShopProductRow>('searchProducts', [
      '',
      0,
      0,
      1000,
      null,
      [{ name: 'flat_product/title__ilike', val: '%T-SHIRT%' }],
    ]);
    expect(shirts.total).toBeGreaterThan(0);
    expect(
      shirts.data.every((row) => row.flat_product.title.toLowerCase().includes('t-shirt')),
    ).toBe(true);
    const withCustomer = await list<OrderRow>('listOrders', [
      0,
      100,
      null,
      [{ name: 'relation_data__notnull', val: '1' }, ...OCTOBER_CHANGE],
    ]);
    const withoutCustomer = await list<OrderRow>('listOrders', [
      0,
      100,
      null,
      [{ name: 'relation_data__notnull', val: '0' }, ...OCTOBER_CHANGE],
    ]);
    expect(withCustomer.data.every((order) => order.relation_data !== null)).toBe(true);
    expect(withoutCustomer.data.every((order) => order.relation_data === null)).toBe(true);
    const all = await list<OrderRow>('listOrders', [0, 100, null, OCTOBER_CHANGE]);
    expect(withCustomer.total + withoutCustomer.total).toBe(all.total);
    const markup = await list<OrderRow>('listOrders', [
      0,
      1,
      null,
      [{ name: 'relation_data/name__ilike', val: '%<%' }],
    ]);
    expect(markup.total).toBeGreaterThan(0);
  });

  it('filters payments, day closings, prices and tax rates as the service does', async () => {
    const payments = await list<ServedPaymentRow>('listPayments', [
      0,
      1000,
      null,
      [
        { name: 'date_paid__>=', val: '2026-11-01 00:00:00+01:00' },
        { name: 'date_paid__<', val: '2026-11-08 00:00:00+01:00' },
      ],
    ]);
    expect(payments.total).toBeGreaterThan(0);
    expect(
      payments.data.every(
        (row) => (row.date_paid ?? '') >= '2026-11-01' && (row.date_paid ?? '') < '2026-11-08',
      ),
    ).toBe(true);
    // Till payments name their order (webshop ones, in the recorded shape, do not).
    const orderIds = payments.data
      .filter((row): row is PaymentRow => 'order_id' in row)
      .slice(0, 3)
      .map((row) => row.order_id);
    expect(orderIds).toHaveLength(3);
    const byOrder = await list<PaymentRow>('listPayments', [
      0,
      1000,
      null,
      [{ name: 'order_id__in_list', multi_val: orderIds }],
    ]);
    expect(new Set(byOrder.data.map((row) => row.order_id))).toEqual(new Set(orderIds));
    const closings = await list<DayClosingRow>('listDayClosings', [
      0,
      1000,
      null,
      [
        { name: 'date__>=', val: '2026-03-28' },
        { name: 'date__<=', val: '2026-03-30' },
      ],
    ]);
    expect(new Set(closings.data.map((row) => row.date))).toEqual(
      new Set(['2026-03-28', '2026-03-29', '2026-03-30']),
    );
    const prices = await list<ProductPriceRow>('listProductPrices', [
      0,
      1000,
      null,
      [{ name: 'product_id__in_list', multi_val: [1_000_002, 1_000_001] }],
    ]);
    expect(new Set(prices.data.map((row) => row.product_id))).toEqual(
      new Set([1_000_001, 1_000_002]),
    );
    const nl = await list<TaxRateRow>('listTaxRates', [
      0,
      100,
      null,
      [{ name: 'country_iso2__=', val: 'NL' }],
    ]);
    expect(nl.data.map((rate) => rate.value)).toEqual([0.21, 0.09, 0]);
    const ids = await list<OrderRow>('listOrders', [
      0,
      100,
      null,
      [{ name: 'id__in_list', multi_val: orderIds }],
    ]);
    expect(ids.data.map((order) => order.id).sort()).toEqual([...new Set(orderIds)].sort());
  });

  it('rejects unknown operators, unknown fields and malformed filters', async () => {
    for (const filters of [
      [{ name: 'id__like', val: '1' }],
      [{ name: 'nonsense__=', val: '1' }],
      [{ name: 'id__in_list', val: '1' }],
      [{ name: 'date_purchased__>=', val: '2026-13-45 00:00:00+01:00' }],
      'id=1',
    ]) {
      expect(await call(platform, 'listLocations', auth, [0, 10, null, filters])).toMatchObject({
        success: false,
        class: 'General',
      });
    }
  });
});

describe('product search', () => {
  const search = (query: unknown, filters: unknown[] | null = null) =>
    list<ShopProductRow>('searchProducts', [query, 'nl', 0, 1000, null, filters]);

  it('treats "", " " and 0 as everything', async () => {
    for (const query of ['', ' ', 0]) expect((await search(query)).total).toBe(60);
  });

  it('needs every term in the sku or title, case-insensitively', async () => {
    const rock = await search('rOCK roll');
    expect(rock.data.map((row) => row.flat_product.title)).toEqual([
      'T-shirt "Rock & Roll" <limited>',
    ]);
    expect((await search('rock nothing-like-this')).total).toBe(0);
    const sku = rock.data[0]?.flat_product.product.sku ?? '';
    expect(
      (await search(sku.toLowerCase())).data.map((row) => row.flat_product.product.sku),
    ).toEqual([sku]);
  });

  it('filters by product id and by update time', async () => {
    const byId = await search('', [
      { name: 'flat_product/product/id__in_list', multi_val: [1_000_005, 1_000_007] },
    ]);
    expect(byId.data.map((row) => row.product_id)).toEqual([1_000_005, 1_000_007]);
    const recent = await search('', [
      { name: 'date_updated__>=', val: '2026-09-01 00:00:00+02:00' },
    ]);
    expect(recent.total).toBeGreaterThan(0);
    expect(recent.total).toBeLessThan(60);
    expect(
      recent.data.every((row) => instant(row.date_updated) >= instant('2026-09-01 00:00:00+02:00')),
    ).toBe(true);
  });

  it('answers an update-time filter (from its index) as a read of the whole catalog would', async () => {
    const all = (await search('')).data;
    const moments = [...new Set(all.map((row) => row.date_updated))].sort(
      (a, b) => instant(a) - instant(b),
    );
    const middle = moments[Math.floor(moments.length / 2)] ?? '';
    const orders = [
      [{ name: 'id', dir: 'asc' }],
      [
        { name: 'date_updated', dir: 'asc' },
        { name: 'id', dir: 'asc' },
      ],
    ];
    for (const [operator, at] of [
      ['>=', middle], // a moment some product was updated at: included with >=, not with >
      ['>', middle],
      ['>=', '2000-01-01 00:00:00+01:00'],
      ['>=', '2999-01-01 00:00:00+01:00'],
    ] as const) {
      const expected = all.filter((row) =>
        operator === '>='
          ? instant(row.date_updated) >= instant(at)
          : instant(row.date_updated) > instant(at),
      );
      for (const order of orders) {
        const page = await list<ShopProductRow>('searchProducts', [
          '',
          'nl',
          1,
          5,
          order,
          [{ name: `date_updated__${operator}`, val: at }],
        ]);
        const sorted = [...expected].sort((a, b) =>
          order.length === 1
            ? a.id - b.id
            : instant(a.date_updated) - instant(b.date_updated) || a.id - b.id,
        );
        expect(page.total, `${operator} ${at}`).toBe(expected.length);
        expect(page.data.map((row) => row.id)).toEqual(sorted.slice(1, 6).map((row) => row.id));
      }
    }
  });
});
