/**
 * GET /api/orders/{id} against the demo platform: the order with its lines, VAT and payments
 * compared with the raw upstream record, ids of other accounts, locked users, bad ids.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDetailSchema, type OrderDetail } from '../../../shared/api/orders.js';
import type { RawRows } from '../raw-platform.js';

type OrderRow = RawRows['listOrders'];
type ShopRow = RawRows['listShops'];
import { startTestService, type TestService } from '../harness.js';
import {
  cents,
  instantOf,
  rawOrdersBetween,
  rawMethodTypes,
  rawPaymentsOf,
  rawUpstream,
  type RawUpstream,
} from './raw-upstream.js';
import { expectError } from '../expect-error.js';

let api: TestService;
let token: string;
let raw: RawUpstream;
let monthOrders: OrderRow[];
let shops: ShopRow[];

async function detail(id: number, as = token): Promise<OrderDetail> {
  const answer = await api.get(`/api/orders/${id}`, as);
  expect(answer.status, answer.text).toBe(200);
  return orderDetailSchema.parse(answer.json);
}

/** GET `path` answers this error, and no order data leaks into it. */
async function expectErrorAt(path: string, status: number, message: RegExp, as = token) {
  const answer = await api.get(path, as);
  const body = expectError(answer, status, message);
  expect(answer.text).not.toContain('order_items');
  return body;
}

/** The detail's payments are the upstream's; the type is the one the method list gives. */
async function expectUpstreamPayments(orderId: number, answer: OrderDetail): Promise<void> {
  const [payments, types] = await Promise.all([rawPaymentsOf(raw, orderId), rawMethodTypes(raw)]);
  expect(answer.payments).not.toBeNull();
  const served = answer.payments ?? [];
  expect(served.map((payment) => payment.id)).toEqual(
    payments.map((payment) => payment.id).sort((a, b) => a - b),
  );
  for (const payment of served) {
    const upstream = payments.find((candidate) => candidate.id === payment.id);
    expect(cents(payment.amount)).toBe(cents(upstream?.amount ?? NaN));
    expect(payment.method.type_alias).toBe(types.get(upstream?.provider_method.id ?? NaN));
    const paidAt = upstream?.date_paid ?? null;
    expect(payment.date_paid === null ? null : Date.parse(payment.date_paid)).toBe(
      paidAt === null ? null : instantOf(paidAt),
    );
  }
}

beforeAll(async () => {
  api = await startTestService();
  token = await api.login('manager');
  raw = await rawUpstream(api);
  // June 2026 in Amsterdam (+02:00).
  monthOrders = await rawOrdersBetween(raw, '2026-05-31T22:00:00Z', '2026-06-30T22:00:00Z');
  shops = await raw.drain('listShops');
});

afterAll(async () => {
  await api.close();
});

describe('one order', () => {
  it('carries its lines, VAT per rate and payments as the upstream has them', async () => {
    const order = monthOrders.find(
      (candidate) => candidate.order_items.length > 1 && candidate.order_taxes.length > 0,
    );
    if (!order) throw new Error('no order with several lines in June');
    const answer = await detail(order.id);
    expect(answer).toMatchObject({
      id: order.id,
      order_number: order.number,
      shop_id: order.shop_id,
      location_id: order.location_id,
      is_paid: order.is_paid,
      status: order.status,
    });
    expect(Date.parse(answer.date_purchased)).toBe(instantOf(order.date_purchased));
    // Answers carry whole seconds; the platform's microseconds are cut, not rounded.
    expect(Date.parse(answer.date_updated)).toBe(
      Math.floor(instantOf(order.date_updated) / 1000) * 1000,
    );
    expect(answer.lines).toEqual(
      order.order_items.map((item) => ({
        id: item.id,
        sku: item.sku,
        name: item.name,
        product_id: item.product_id,
        product_group_id: item.flat_product.product.product_group_id,
        quantity: item.quantity,
        refunded_quantity: item.refunded_quantity,
        ppu: Math.round(Number(item.ppu) * 10_000) / 10_000,
        ppu_wt: Math.round(Number(item.ppu_wt) * 10_000) / 10_000,
        price: cents(item.price) / 100,
        price_wt: cents(item.price_wt) / 100,
        tax_rate_id: item.tax_rate_id,
        vat_percent: Math.round(Number(item.tax) * 10_000) / 100,
        is_turnover: item.is_turnover,
        non_turnover_kind: item.non_turnover_kind,
      })),
    );
    expect(answer.taxes).toEqual(
      order.order_taxes.map((tax) => ({
        tax_rate_id: tax.tax_rate_id,
        vat_percent: Math.round(Number(tax.tax) * 10_000) / 100,
        net: cents(tax.row_total) / 100,
        vat: cents(tax.value) / 100,
        gross: cents(tax.row_total_wt) / 100,
      })),
    );
    await expectUpstreamPayments(order.id, answer);
  });

  it('a webshop payment, served in the recorded shape, has the type its method has', async () => {
    const isWeb = (order: OrderRow) =>
      shops.find((shop) => shop.id === order.shop_id)?.location_id === null;
    const paid = monthOrders.find((order) => isWeb(order) && order.status === 'complete');
    const open = monthOrders.find((order) => isWeb(order) && order.status === 'new');
    if (!paid || !open) throw new Error('June lacks a paid and an open webshop order');
    const paidAnswer = await detail(paid.id);
    await expectUpstreamPayments(paid.id, paidAnswer);
    expect(paidAnswer.payments?.map((payment) => payment.method.type_alias)).toContain('Web');
    // Not paid yet: the platform sends no payment time, and the order shows none.
    const openAnswer = await detail(open.id);
    await expectUpstreamPayments(open.id, openAnswer);
    expect(openAnswer.payments?.map((payment) => payment.date_paid)).toEqual([null]);
  });

  it('line totals add up to the order value (exact cents)', async () => {
    const order = monthOrders.find((candidate) => candidate.order_items.length > 2);
    if (!order) throw new Error('no order with three lines in June');
    const answer = await detail(order.id);
    const linesWt = answer.lines.reduce((total, line) => total + cents(line.price_wt), 0);
    expect(linesWt).toBe(cents(answer.value_wt));
  });

  it('a return line keeps its negative quantity and price', async () => {
    const order = monthOrders.find((candidate) =>
      candidate.order_items.some((item) => item.quantity < 0),
    );
    if (!order) throw new Error('no return in June');
    const answer = await detail(order.id);
    const line = answer.lines.find((candidate) => candidate.quantity < 0);
    expect(line?.price_wt).toBeLessThan(0);
  });

  it('an order without payments has an empty payment list', async () => {
    const order = monthOrders.find((candidate) => candidate.status === 'on_hold');
    if (!order) throw new Error('no order on hold in June');
    expect((await rawPaymentsOf(raw, order.id)).length).toBe(0);
    expect((await detail(order.id)).payments).toEqual([]);
  });

  it('matches the list row for the same order', async () => {
    const [order] = monthOrders;
    if (!order) throw new Error('no orders in June');
    const list = (await api.get('/api/orders?from=2026-06-01&limit=1', token)).json as {
      data: Record<string, unknown>[];
    };
    const answer = (await api.get(`/api/orders/${order.id}`, token)).json as Record<
      string,
      unknown
    >;
    expect(list.data[0]).toEqual(
      Object.fromEntries(Object.keys(list.data[0] ?? {}).map((key) => [key, answer[key]])),
    );
  });
});

describe('who may read it', () => {
  it("a location-locked user reads their location's orders, and gets 403 for others", async () => {
    const staffToken = await api.login('staff');
    const me = (await api.get('/api/me', staffToken)).json as { locked_location_id: number };
    const own = monthOrders.find((order) => order.location_id === me.locked_location_id);
    const foreign = monthOrders.find(
      (order) => order.location_id !== null && order.location_id !== me.locked_location_id,
    );
    const web = monthOrders.find(
      (order) => shops.find((shop) => shop.id === order.shop_id)?.location_id === null,
    );
    if (!own || !foreign || !web) throw new Error('June lacks orders of every kind of shop');
    expect((await detail(own.id, staffToken)).id).toBe(own.id);
    await expectErrorAt(`/api/orders/${foreign.id}`, 403, /outside your location/, staffToken);
    await expectErrorAt(`/api/orders/${web.id}`, 403, /outside your location/, staffToken);
  });

  it("another account's order id is 404, both ways", async () => {
    const [order] = monthOrders;
    const otherToken = await api.login('otherAccount');
    await expectErrorAt(
      `/api/orders/${order?.id}`,
      404,
      /does not exist on account demo2/,
      otherToken,
    );
    const other = await rawUpstream(api, 'otherAccount');
    const [foreign] = await rawOrdersBetween(other, '2026-05-31T22:00:00Z', '2026-06-01T22:00:00Z');
    await expectErrorAt(`/api/orders/${foreign?.id}`, 404, /does not exist on account demo\b/);
  });

  it('an unknown id is 404', async () => {
    await expectErrorAt('/api/orders/999999999999', 404, /order 999999999999 does not exist/);
  });

  it('no token is 401', async () => {
    const answer = await api.get(`/api/orders/${monthOrders[0]?.id}`);
    expect(answer.status).toBe(401);
  });
});

describe('bad ids', () => {
  for (const id of [
    'abc',
    '12abc',
    '-5',
    '0',
    '1.5',
    '1e3',
    '%F0%9F%98%80',
    '9999999999999999999',
  ]) {
    it(`/api/orders/${id} is 400`, async () => {
      await expectErrorAt(
        `/api/orders/${id}`,
        400,
        /path parameter 'id' must be a positive whole number/,
      );
    });
  }

  it('an unknown query parameter is 400', async () => {
    await expectErrorAt(
      `/api/orders/${monthOrders[0]?.id}?format=csv`,
      400,
      /unknown query parameter 'format'/,
    );
  });
});
