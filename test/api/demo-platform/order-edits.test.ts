/**
 * Order edits on the demo platform (POST /__admin/orders, DemoPlatform.editOrder): each kind
 * of edit is seen through every call that answers the order (listOrders by id, by purchase
 * day and month in purchase order, unfiltered in id and purchase order, by date_updated;
 * getOrder; listPayments; the order page), edits replay identically, bad requests are 400s
 * that say why, and DELETE gives back the generated orders. The expected money is computed
 * here from the line's own unit price, quantity and VAT, not by the demo's code.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPlatform, OrderEdit } from '../../../electron/demo-platform/index.js';
import {
  addDays,
  formatUpstreamTimestamp,
  localDateOf,
  localMidnight,
  parseLocalDate,
  parseTimestamp,
  type LocalDate,
} from '../../../shared/dates.js';
import {
  add,
  formatAmount,
  multiply,
  parseAmount,
  round,
  subtract,
  sum,
  type Amount,
} from '../../../shared/money.js';
import { call, listAll, login, ok, startSmallPlatform } from './demo-client.js';
import type { OrderRow, ServedPaymentRow, ShopRow, UpstreamAuth } from './demo-rows.js';

let platform: DemoPlatform;
let auth: UpstreamAuth;
let tillShops: Set<number>;

beforeAll(async () => {
  platform = await startSmallPlatform();
  auth = await login(platform);
  const shops = await listAll<ShopRow>(platform, 'listShops', auth);
  tillShops = new Set(
    shops.filter((shop) => shop.shop_type.alias === 'Pos').map((shop) => shop.id),
  );
});
afterEach(() => platform.clearOrderEdits());
afterAll(() => platform.close());

// ---- the admin endpoint ---------------------------------------------------------------

interface AdminAnswer {
  status: number;
  json: unknown;
}

async function admin(method: string, body?: unknown, query = ''): Promise<AdminAnswer> {
  const response = await fetch(`${platform.url}__admin/orders${query}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

/** A 400 whose message matches. */
const refused = (message: RegExp): AdminAnswer => ({
  status: 400,
  json: { error: expect.stringMatching(message) as unknown },
});

async function edit(order: OrderRow, change: OrderEdit): Promise<OrderRow> {
  const answer = await admin('POST', { account: 'demo', orderId: order.id, edit: change });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return (answer.json as { order: OrderRow }).order;
}

// ---- reading the platform as the service would ----------------------------------------

const BY_PURCHASE = [
  { name: 'date_purchased', dir: 'asc' },
  { name: 'id', dir: 'asc' },
];
const instant = (stamp: string): number => parseTimestamp(stamp) ?? Number.NaN;
const dayOf = (order: OrderRow): LocalDate => localDateOf(instant(order.date_purchased));
const date = (text: string): LocalDate => {
  const parsed = parseLocalDate(text);
  if (!parsed) throw new Error(`not a date: ${text}`);
  return parsed;
};

/** Orders purchased from local midnight of `from` to local midnight after `to`. */
const purchasedIn = (from: LocalDate, to: LocalDate, filters: unknown[] = []) =>
  listAll<OrderRow>(
    platform,
    'listOrders',
    auth,
    [
      { name: 'date_purchased__>=', val: formatUpstreamTimestamp(localMidnight(from)) },
      { name: 'date_purchased__<', val: formatUpstreamTimestamp(localMidnight(addDays(to, 1))) },
      ...filters,
    ],
    BY_PURCHASE,
  );

const getOrder = (id: number) => ok<OrderRow>(platform, 'getOrder', auth, [id, null]);

const paymentsOf = (id: number) =>
  listAll<ServedPaymentRow>(platform, 'listPayments', auth, [
    { name: 'order_id__in_list', multi_val: [id] },
  ]);

const updatedSince = (since: number) =>
  listAll<OrderRow>(
    platform,
    'listOrders',
    auth,
    [{ name: 'date_updated__>=', val: formatUpstreamTimestamp(since - 1000) }],
    [
      { name: 'date_updated', dir: 'asc' },
      { name: 'id', dir: 'asc' },
    ],
  );

const isSortedByPurchase = (orders: readonly OrderRow[]) =>
  orders.every((order, index) => {
    const before = orders[index - 1];
    if (!before) return true;
    const difference = instant(before.date_purchased) - instant(order.date_purchased);
    return difference < 0 || (difference === 0 && before.id < order.id);
  });

/**
 * Every call that answers the order answers it as `expected`: getOrder, listOrders by id,
 * over its purchase day (in purchase order), and by date_updated since `since`.
 */
async function expectServedEverywhere(expected: OrderRow, since: number) {
  expect(await getOrder(expected.id)).toEqual(expected);
  const byId = await listAll<OrderRow>(platform, 'listOrders', auth, [
    { name: 'id__in_list', multi_val: [expected.id] },
  ]);
  expect(byId).toEqual([expected]);
  const day = await purchasedIn(dayOf(expected), dayOf(expected));
  expect(day.filter((order) => order.id === expected.id)).toEqual([expected]);
  expect(isSortedByPurchase(day)).toBe(true);
  const updated = await updatedSince(since);
  expect(updated.filter((order) => order.id === expected.id)).toEqual([expected]);
}

/** A recent stretch of history where the orders below are looked for. */
const SEARCH_FROM = date('2026-10-01');
const SEARCH_TO = date('2026-10-31');

const isPlainTillSale = (order: OrderRow) =>
  tillShops.has(order.shop_id) &&
  order.status === 'complete' &&
  parseAmount(order.discount_value_wt) === 0n &&
  parseAmount(order.refunded_price_wt) === 0n &&
  order.order_items.length >= 2 &&
  order.order_items.every((item) => item.product_id !== null && item.quantity > 0);

async function findOrder(
  matches: (order: OrderRow) => boolean,
  from = SEARCH_FROM,
  to = SEARCH_TO,
): Promise<OrderRow> {
  const found = (await purchasedIn(from, to)).find(matches);
  if (!found) throw new Error(`no such order from ${from} to ${to}`);
  return found;
}

/** The edit's stamp: the wall clock at the edit, as `…:SS.micros+01`. */
function expectStampedBetween(order: OrderRow, before: number, after: number) {
  expect(order.date_updated).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}[+-]\d{2}$/);
  expect(instant(order.date_updated)).toBeGreaterThanOrEqual(before);
  expect(instant(order.date_updated)).toBeLessThanOrEqual(after);
}

// ---- money computed here --------------------------------------------------------------

const withVat = (net: Amount, tax: Amount) => add(net, round(multiply(net, tax), 2));
/** Money as order payloads write it: 4 decimals. */
const money4 = (amount: Amount) => formatAmount(amount, { decimals: 4 });

describe('status edits', () => {
  it('cancels an order in every call, stamped with the time of the edit', async () => {
    const order = await findOrder(isPlainTillSale);
    const before = Date.now();
    const cancelled = await edit(order, { kind: 'status', status: 'cancelled' });
    const after = Date.now();
    expect(cancelled).toEqual({
      ...order,
      status: 'cancelled',
      date_updated: cancelled.date_updated,
    });
    expectStampedBetween(cancelled, before, after);
    await expectServedEverywhere(cancelled, before);
    // Read as the report reads (its statuses only), the order is gone from its day.
    const inScope = await purchasedIn(dayOf(order), dayOf(order), [
      { name: 'status__in_list', multi_val: ['processing', 'complete', 'refunded'] },
    ]);
    expect(inScope.map((row) => row.id)).not.toContain(order.id);
    const page = await fetch(`${platform.url}demo/order/${order.id}`);
    expect(await page.text()).toContain('status cancelled');
  });
});

describe('line price edits', () => {
  it('discounts one line: its price, the order totals, discount and taxes follow exactly', async () => {
    const order = await findOrder(isPlainTillSale);
    const since = Date.now();
    const edited = await edit(order, { kind: 'line_price', line: 0, discount: '0.8' });
    const item = order.order_items[0];
    if (!item) throw new Error('the order has lines');
    const tax = parseAmount(item.tax);
    const base = round(multiply(parseAmount(item.ppu), item.quantity), 2);
    const price = round(multiply(base, '0.8'), 2);
    const priceWt = withVat(price, tax);
    expect(edited.order_items[0]).toEqual({
      ...item,
      price: money4(price),
      price_wt: money4(priceWt),
    });
    expect(edited.order_items.slice(1)).toEqual(order.order_items.slice(1));
    const lineSum = (pick: (line: OrderRow['order_items'][number]) => string) =>
      sum(edited.order_items.map((line) => parseAmount(pick(line))));
    expect(edited.value).toBe(money4(lineSum((line) => line.price)));
    expect(edited.value_wt).toBe(money4(lineSum((line) => line.price_wt)));
    expect(edited.discount_value).toBe(money4(subtract(base, price)));
    expect(edited.discount_value_wt).toBe(money4(subtract(withVat(base, tax), priceWt)));
    for (const rate of edited.order_taxes) {
      const lines = edited.order_items.filter((line) => line.tax_rate_id === rate.tax_rate_id);
      expect(rate.row_total_wt).toBe(money4(sum(lines.map((line) => parseAmount(line.price_wt)))));
    }
    await expectServedEverywhere(edited, since);
    // The discount filter's rule, discount_value_wt > 0, now picks the order.
    const discounted = await purchasedIn(dayOf(order), dayOf(order), [
      { name: 'discount_value_wt__>', val: '0' },
    ]);
    expect(discounted.map((row) => row.id)).toContain(order.id);
  });

  it('reprices a line: a new unit price, and a surcharge is a negative discount', async () => {
    const order = await findOrder(isPlainTillSale);
    const edited = await edit(order, { kind: 'line_price', line: 1, ppu: '10', discount: '1.05' });
    const item = order.order_items[1];
    if (!item) throw new Error('the order has two lines');
    const tax = parseAmount(item.tax);
    const base = round(multiply(parseAmount('10'), item.quantity), 2);
    const price = round(multiply(base, '1.05'), 2);
    expect(edited.order_items[1]).toMatchObject({
      ppu: '10.0000',
      ppu_wt: money4(withVat(parseAmount('10'), tax)),
      price: money4(price),
      price_wt: money4(withVat(price, tax)),
    });
    expect(parseAmount(edited.discount_value_wt) < 0n).toBe(true);
    expect(await getOrder(order.id)).toEqual(edited);
  });

  it('restating a line as it is leaves an undiscounted order as generated', async () => {
    const order = await findOrder(isPlainTillSale);
    const edited = await edit(order, { kind: 'line_price', line: 0 });
    expect(edited).toEqual({ ...order, date_updated: edited.date_updated });
  });
});

describe('moving the purchase time', () => {
  it('moves an order across a month edge: every list of either day and month agrees', async () => {
    const lastOfOctober = date('2026-10-31');
    const order = await findOrder(isPlainTillSale, lastOfOctober, lastOfOctober);
    const [octoberBefore, novemberBefore] = await Promise.all([
      purchasedIn(date('2026-10-01'), lastOfOctober),
      purchasedIn(date('2026-11-01'), date('2026-11-20')),
    ]);
    const paymentsBefore = await paymentsOf(order.id);
    const since = Date.now();
    const moved = await edit(order, { kind: 'move', datePurchased: '2026-11-01T00:10:00+01:00' });
    expect(moved.date_purchased).toBe('2026-11-01 00:10:00+01');
    await expectServedEverywhere(moved, since);
    const [october, november] = await Promise.all([
      purchasedIn(date('2026-10-01'), lastOfOctober),
      purchasedIn(date('2026-11-01'), date('2026-11-20')),
    ]);
    expect(october).toEqual(octoberBefore.filter((row) => row.id !== order.id));
    // The earliest order of November now, placed by its purchase time, not its id.
    expect(november).toEqual([moved, ...novemberBefore]);
    // Its payments stayed where they were.
    expect(await paymentsOf(order.id)).toEqual(paymentsBefore);
  });

  it('answers unfiltered lists with the moved order in place, by id and by purchase time', async () => {
    const [first] = (
      await ok<{ data: OrderRow[] }>(platform, 'listOrders', auth, [0, 1, null, null])
    ).data;
    const order = await findOrder(isPlainTillSale);
    const moved = await edit(order, { kind: 'move', datePurchased: '2026-11-20 23:59:00+01:00' });
    const seq = order.id - (first?.id ?? 0);
    const byId = await ok<{ data: OrderRow[]; total: number }>(platform, 'listOrders', auth, [
      seq,
      1,
      null,
      null,
    ]);
    expect(byId.data).toEqual([moved]);
    const everything = await listAll<OrderRow>(platform, 'listOrders', auth, null, BY_PURCHASE);
    expect(everything).toHaveLength(byId.total);
    expect(isSortedByPurchase(everything)).toBe(true);
    expect(everything.at(-1)).toEqual(moved);
  });

  it('moves the payments by the same time with shiftPayments', async () => {
    const order = await findOrder(isPlainTillSale);
    const [paymentBefore] = await paymentsOf(order.id);
    const shift = 3 * 86_400_000;
    const target = formatUpstreamTimestamp(instant(order.date_purchased) + shift);
    await edit(order, { kind: 'move', datePurchased: target, shiftPayments: true });
    const [payment] = await paymentsOf(order.id);
    expect(instant(payment?.date_paid ?? '')).toBe(instant(paymentBefore?.date_paid ?? '') + shift);
    const paidSince = await listAll<ServedPaymentRow>(platform, 'listPayments', auth, [
      { name: 'date_paid__>=', val: payment?.date_paid },
      { name: 'order_id__in_list', multi_val: [order.id] },
    ]);
    expect(paidSince).toEqual([payment]);
  });

  it('refuses a time outside the history', async () => {
    const order = await findOrder(isPlainTillSale);
    const answer = await admin('POST', {
      account: 'demo',
      orderId: order.id,
      edit: { kind: 'move', datePurchased: '2026-11-21 00:00:00+01:00' },
    });
    expect(answer).toEqual(refused(/history/));
  });
});

describe('payments', () => {
  it('adds a refund: a negative payment in the next id of the order, in every payment list', async () => {
    const order = await findOrder(isPlainTillSale);
    const before = await paymentsOf(order.id);
    const [first, last] = [before[0], before.at(-1)];
    if (!first || !last) throw new Error('a till sale is paid');
    const since = Date.now();
    const edited = await edit(order, { kind: 'payment', amount: '-5.25' });
    const after = await paymentsOf(order.id);
    expect(after.slice(0, -1)).toEqual(before);
    expect(after.at(-1)).toEqual({
      ...last,
      id: last.id + 1,
      amount: -5.25,
      status: 'refunded',
      date_paid: expect.any(String) as unknown,
      // Paid back the way it was paid first.
      provider_method: first.provider_method,
    });
    const paidAt = instant(after.at(-1)?.date_paid ?? '');
    expect(paidAt).toBeGreaterThanOrEqual(Math.floor(since / 1000) * 1000);
    expect(paidAt).toBeLessThanOrEqual(Date.now());
    expect(edited).toEqual({ ...order, date_updated: edited.date_updated });
    await expectServedEverywhere(edited, since);
    const recent = await listAll<ServedPaymentRow>(platform, 'listPayments', auth, [
      { name: 'date_paid__>=', val: formatUpstreamTimestamp(since - 1000) },
    ]);
    expect(recent).toEqual([after.at(-1)]);
  });

  it('takes the status, time and method given; a webshop payment is served as recorded', async () => {
    const order = await findOrder(
      (row) => !tillShops.has(row.shop_id) && row.status === 'complete',
    );
    await edit(order, {
      kind: 'payment',
      amount: '12.50',
      status: 'paid',
      datePaid: '2026-10-15 12:00:00+02:00',
      method: 'Cash',
    });
    const added = (await paymentsOf(order.id)).at(-1);
    expect(added).toMatchObject({
      amount: 12.5,
      status: 'paid',
      date_paid: '2026-10-15 12:00:00+02:00',
      method: 'Contant',
    });
    expect(added).not.toHaveProperty('order_id');
  });

  it('refuses a payment beyond the four an order has room for', async () => {
    const order = await findOrder(isPlainTillSale);
    const room = 4 - (await paymentsOf(order.id)).length;
    for (let index = 0; index < room; index++) {
      await edit(order, { kind: 'payment', amount: '-1.00' });
    }
    const answer = await admin('POST', {
      account: 'demo',
      orderId: order.id,
      edit: { kind: 'payment', amount: '-1.00' },
    });
    expect(answer).toEqual(refused(/4 payments/));
  });
});

describe('edits replay and undo', () => {
  const sequenceOf = (order: OrderRow): OrderEdit[] => [
    { kind: 'line_price', line: 0, discount: '0.9' },
    { kind: 'move', datePurchased: '2026-11-01 09:30:00+01:00', shiftPayments: true },
    { kind: 'payment', amount: '-2.00', datePaid: '2026-11-02 10:00:00+01:00' },
    { kind: 'status', status: order.status === 'complete' ? 'refunded' : 'complete' },
  ];
  const withoutStamp = (order: OrderRow) => ({ ...order, date_updated: '' });
  /** A stamp to the microsecond (parseTimestamp stops at milliseconds). */
  const microsOf = (stamp: string) =>
    Math.floor(instant(stamp) / 1000) * 1_000_000 + Number(/\.(\d{6})/.exec(stamp)?.[1]);

  it('gives the same orders and payments for the same edits, on another platform too', async () => {
    const order = await findOrder(isPlainTillSale);
    const other = await startSmallPlatform();
    try {
      for (const change of sequenceOf(order)) {
        await edit(order, change);
        other.editOrder({ account: 'demo', orderId: order.id, edit: change });
      }
      const otherAuth = await login(other);
      const [mine, theirs] = await Promise.all([
        getOrder(order.id),
        ok<OrderRow>(other, 'getOrder', otherAuth, [order.id, null]),
      ]);
      expect(withoutStamp(theirs)).toEqual(withoutStamp(mine));
      const theirPayments = await listAll<ServedPaymentRow>(other, 'listPayments', otherAuth, [
        { name: 'order_id__in_list', multi_val: [order.id] },
      ]);
      expect(theirPayments).toEqual(await paymentsOf(order.id));
    } finally {
      await other.close();
    }
  });

  it('changes nothing but the stamp when a setting edit is repeated, each stamp later', async () => {
    const order = await findOrder(isPlainTillSale);
    for (const change of sequenceOf(order).filter((entry) => entry.kind !== 'payment')) {
      const once = await edit(order, change);
      const twice = await edit(order, change);
      expect(withoutStamp(twice)).toEqual(withoutStamp(once));
      expect(microsOf(twice.date_updated)).toBeGreaterThan(microsOf(once.date_updated));
    }
  });

  it('DELETE gives back the generated orders and payments, per account or all', async () => {
    const order = await findOrder(isPlainTillSale);
    const [original, originalPayments] = await Promise.all([
      getOrder(order.id),
      paymentsOf(order.id),
    ]);
    for (const change of sequenceOf(order)) await edit(order, change);
    expect(await admin('GET')).toEqual({ status: 200, json: { demo: [order.id], demo2: [] } });
    expect((await admin('DELETE', undefined, '?account=demo2')).json).toEqual({
      demo: [order.id],
      demo2: [],
    });
    const cleared = await admin('DELETE', undefined, '?account=demo');
    expect(cleared).toEqual({ status: 200, json: { demo: [], demo2: [] } });
    expect(await getOrder(order.id)).toEqual(original);
    expect(await paymentsOf(order.id)).toEqual(originalPayments);
    expect(await purchasedIn(dayOf(order), dayOf(order))).toContainEqual(original);
    await edit(order, { kind: 'status', status: 'on_hold' });
    expect((await admin('DELETE')).json).toEqual({ demo: [], demo2: [] });
    expect(await getOrder(order.id)).toEqual(original);
  });
});

describe('validation', () => {
  let orderId: number;
  beforeAll(async () => {
    orderId = (await findOrder(isPlainTillSale)).id;
  });
  const refundedLine = () =>
    findOrder((order) => order.order_items.some((item) => item.refunded_quantity > 0));

  it.each([
    [
      'an unknown account',
      () => ({ account: 'nope', orderId, edit: { kind: 'status', status: 'new' } }),
      /account: unknown account "nope"/,
    ],
    [
      'an unknown order',
      () => ({ account: 'demo', orderId: 99, edit: { kind: 'status', status: 'new' } }),
      /orderId: account demo has no order 99/,
    ],
    [
      'an order of another account',
      () => ({ account: 'demo2', orderId, edit: { kind: 'status', status: 'new' } }),
      /account demo2 has no order/,
    ],
    ['no account', () => ({ orderId, edit: { kind: 'status', status: 'new' } }), /^account: /],
    [
      'an id that is not an integer',
      () => ({ account: 'demo', orderId: '1', edit: { kind: 'status', status: 'new' } }),
      /^orderId: /,
    ],
    [
      'an unknown kind',
      () => ({ account: 'demo', orderId, edit: { kind: 'delete' } }),
      /^edit(\.kind)?: .*kind/,
    ],
    [
      'an unknown status',
      () => ({ account: 'demo', orderId, edit: { kind: 'status', status: 'lost' } }),
      /^edit\.status: /,
    ],
    [
      'an unknown field',
      () => ({ account: 'demo', orderId, edit: { kind: 'status', status: 'new', note: 'x' } }),
      /note/,
    ],
    [
      'a line the order lacks',
      () => ({ account: 'demo', orderId, edit: { kind: 'line_price', line: 16 } }),
      /^edit\.line: order \d+ has \d+ lines/,
    ],
    [
      'a price as a number',
      () => ({ account: 'demo', orderId, edit: { kind: 'line_price', line: 0, ppu: 12.5 } }),
      /^edit\.ppu: must be a decimal string/,
    ],
    [
      'a negative discount factor',
      () => ({ account: 'demo', orderId, edit: { kind: 'line_price', line: 0, discount: '-0.5' } }),
      /^edit\.discount: /,
    ],
    [
      'a time without an offset',
      () => ({
        account: 'demo',
        orderId,
        edit: { kind: 'move', datePurchased: '2026-10-01 10:00:00' },
      }),
      /^edit\.datePurchased: must be a timestamp with an offset/,
    ],
    [
      'a payment of 0',
      () => ({ account: 'demo', orderId, edit: { kind: 'payment', amount: '0.00' } }),
      /^edit\.amount: must not be 0/,
    ],
    [
      'a payment below a cent',
      () => ({ account: 'demo', orderId, edit: { kind: 'payment', amount: '1.005' } }),
      /^edit\.amount: /,
    ],
    [
      'an unknown payment method',
      () => ({
        account: 'demo',
        orderId,
        edit: { kind: 'payment', amount: '1.00', method: 'Barter' },
      }),
      /^edit\.method: must be one of .*Cash/,
    ],
  ])('answers 400 for %s, and changes nothing', async (_name, body, message) => {
    const before = await getOrder(orderId);
    const answer = await admin('POST', body());
    expect(answer.status).toBe(400);
    expect((answer.json as { error: string }).error).toMatch(message);
    expect(await getOrder(orderId)).toEqual(before);
    expect((await admin('GET')).json).toEqual({ demo: [], demo2: [] });
  });

  it('refuses a line that is not a product, or was refunded', async () => {
    const tip = await findOrder((order) =>
      order.order_items.some((item) => item.product_id === null),
    );
    const tipLine = tip.order_items.findIndex((item) => item.product_id === null);
    const answer = await admin('POST', {
      account: 'demo',
      orderId: tip.id,
      edit: { kind: 'line_price', line: tipLine },
    });
    expect(answer).toEqual(refused(/not a product line/));
    const refunded = await refundedLine();
    const line = refunded.order_items.findIndex((item) => item.refunded_quantity > 0);
    const second = await admin('POST', {
      account: 'demo',
      orderId: refunded.id,
      edit: { kind: 'line_price', line },
    });
    expect(second).toEqual(refused(/was refunded/));
  });

  it('answers 400 for a body that is not JSON or an unknown account to clear, 405 otherwise', async () => {
    expect(await admin('POST', '{nope')).toEqual({
      status: 400,
      json: { error: 'the body is not JSON' },
    });
    expect(await admin('DELETE', undefined, '?account=nope')).toEqual({
      status: 400,
      json: { error: 'account: unknown account "nope"' },
    });
    expect((await admin('PUT', {})).status).toBe(405);
  });

  it('throws the same RangeError through the programmatic handle', () => {
    expect(() =>
      platform.editOrder({ account: 'demo', orderId: 99, edit: { kind: 'status', status: 'new' } }),
    ).toThrow(RangeError);
    expect(() => platform.clearOrderEdits('nope')).toThrow(/unknown account/);
  });
});

describe('strict-public mode', () => {
  it('answers an edited order with only the recorded fields', async () => {
    const strict = await startSmallPlatform({ strictPublic: true });
    try {
      const strictAuth = await login(strict);
      const order = await findOrder(isPlainTillSale);
      strict.editOrder({
        account: 'demo',
        orderId: order.id,
        edit: { kind: 'line_price', line: 0, discount: '0.5' },
      });
      const served = await ok<OrderRow>(strict, 'getOrder', strictAuth, [order.id, null]);
      expect(served).not.toHaveProperty('location_id');
      expect(served.order_items[0]).not.toHaveProperty('cost_ppu');
      expect(served.order_items[0]).not.toHaveProperty('non_turnover_kind');
      expect(parseAmount(served.discount_value_wt) > 0n).toBe(true);
      expect(await call(strict, 'listOrders', strictAuth, [0, 10, null, null])).toMatchObject({
        success: false,
        class: 'General',
      });
    } finally {
      await strict.close();
    }
  });
});
