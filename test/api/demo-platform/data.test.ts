import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPlatform } from '../../../electron/demo-platform/index.js';
import type {
  DayClosingRow,
  LocationRow,
  OrderRow,
  PaymentMethodRow,
  PaymentRow,
  ProductPriceRow,
  ServedPaymentRow,
  SessionInfo,
  ShopProductRow,
  ShopRow,
  TaxRateRow,
  UpstreamAuth,
} from './demo-rows.js';
import {
  add,
  multiply,
  parseAmount,
  round,
  subtract,
  sum,
  toJsonNumber,
  type Amount,
} from '../../../shared/money.js';
import { localDateOf, parseTimestamp } from '../../../shared/dates.js';
import { listAll, login, ok, paymentsWithOrders, startSmallPlatform } from './demo-client.js';

let platform: DemoPlatform;
let auth: UpstreamAuth;
let orders: OrderRow[];
let payments: PaymentRow[];

// Order money comes as strings ("16.1200"), as in the platform's recorded order payloads.
const total = (values: (number | string)[]): number =>
  toJsonNumber(sum(values.map((value) => parseAmount(value))));
const amount = (value: number | string): Amount => parseAmount(value);
const money = (value: number | string): number => toJsonNumber(parseAmount(value));
/** What an order was sold for: its value plus what was refunded of it afterwards. */
const soldWt = (order: OrderRow): number => total([order.value_wt, order.refunded_price_wt]);

beforeAll(async () => {
  platform = await startSmallPlatform();
  auth = await login(platform);
  orders = await listAll<OrderRow>(platform, 'listOrders', auth);
  payments = await paymentsWithOrders(platform, auth, orders);
});
afterAll(() => platform.close());

const onDay = (order: OrderRow, date: string) =>
  localDateOf(parseTimestamp(order.date_purchased) ?? 0) === date;

describe('demo data covers the cases the report needs', () => {
  it('has orders at 00:30 on the 1st and on both daylight-saving changes', () => {
    expect(orders.some((order) => order.date_purchased === '2026-03-01 00:30:00+01')).toBe(true);
    expect(orders.some((order) => order.date_purchased === '2026-07-01 00:30:00+02')).toBe(true);
    for (const date of ['2025-10-26', '2026-03-29', '2026-10-25']) {
      expect(orders.filter((order) => onDay(order, date)).length).toBeGreaterThan(2);
    }
    // 02:30 happens twice on the October change, once in each offset.
    const october = orders.map((order) => order.date_purchased);
    expect(october).toContain('2026-10-25 02:30:00+02');
    expect(october).toContain('2026-10-25 02:30:00+01');
    expect(october.some((stamp) => stamp.startsWith('2026-03-29 02:'))).toBe(false);
  });

  it('has discounts: positive, negative and full', () => {
    const discount = (order: OrderRow) => money(order.discount_value_wt);
    expect(orders.some((order) => discount(order) > 0 && money(order.value_wt) > 0)).toBe(true);
    expect(orders.some((order) => discount(order) < 0)).toBe(true);
    expect(orders.some((order) => money(order.value_wt) === 0 && discount(order) > 0)).toBe(true);
  });

  it('has returns, on-account orders and every status', () => {
    expect(orders.some((order) => order.order_items.some((item) => item.quantity < 0))).toBe(true);
    expect(
      orders.some(
        (order) =>
          order.order_items.some((item) => item.quantity < 0) &&
          order.order_items.some((item) => item.quantity > 0),
      ),
    ).toBe(true);
    const statuses = new Set(orders.map((order) => order.status));
    expect([...statuses].sort()).toEqual([
      'cancelled',
      'complete',
      'new',
      'on_hold',
      'processing',
      'refunded',
    ]);
    const paidOnDay = (order: OrderRow) =>
      total(
        payments
          .filter((payment) => payment.order_id === order.id && payment.status === 'paid')
          .filter(
            (payment) => payment.date_paid?.slice(0, 10) === order.date_purchased.slice(0, 10),
          )
          .map((payment) => payment.amount),
      ) === soldWt(order);
    const onAccount = orders.filter((order) => order.status === 'complete' && !paidOnDay(order));
    expect(onAccount.length).toBeGreaterThan(0);
    expect(onAccount.some((order) => order.is_paid)).toBe(true); // paid later by transfer
    expect(onAccount.some((order) => !order.is_paid)).toBe(true);
  });

  it('has every non-turnover kind, without VAT and outside order_taxes', () => {
    const lines = orders.flatMap((order) => order.order_items).filter((item) => !item.is_turnover);
    expect(new Set(lines.map((item) => item.non_turnover_kind))).toEqual(
      new Set(['gift_card', 'tip', 'invoice_payment', 'prepayment']),
    );
    for (const item of lines)
      expect(item).toMatchObject({
        tax: '0.0000',
        tax_rate_id: null,
        product_id: null,
        price: item.price_wt,
      });
  });

  it('pays with gift cards, store credit and imported methods', () => {
    const types = new Set(
      payments.map((payment) => payment.provider_method.provider_method_type.alias),
    );
    for (const type of [
      'Cash',
      'Pin',
      'Web',
      'OnlineGiftCard',
      'ExternalGiftCard',
      'BankTransfer',
      'Returns',
      'PaymentBalance',
      'Imported',
    ]) {
      expect(types).toContain(type);
    }
    expect(payments.some((payment) => payment.amount < 0)).toBe(true);
  });

  it('has day closings with cash differences, on till shops only', async () => {
    const closings = await listAll<DayClosingRow>(platform, 'listDayClosings', auth);
    const shops = await listAll<ShopRow>(platform, 'listShops', auth);
    const tills = shops.filter((shop) => shop.shop_type.alias === 'Pos');
    expect(closings.some((closing) => closing.expected_cash !== closing.counted_cash)).toBe(true);
    expect(closings.some((closing) => closing.expected_cash === closing.counted_cash)).toBe(true);
    for (const closing of closings) {
      const shop = tills.find((till) => till.id === closing.shop_id);
      expect(shop?.location_id).toBe(closing.location_id);
    }
  });

  it('has products never priced, with one sale row, with tiers, cost and purchase rows', async () => {
    const products = await listAll<ShopProductRow>(platform, 'searchProducts', auth, null, null, [
      '',
      0,
    ]);
    const prices = await listAll<ProductPriceRow>(platform, 'listProductPrices', auth);
    expect(products).toHaveLength(60);
    const saleRows = (id: number) =>
      prices.filter((row) => row.product_id === id && row.product_price_type_id === 1);
    const ids = products.map((product) => product.product_id);
    expect(ids.some((id) => saleRows(id).length === 0)).toBe(true);
    expect(ids.some((id) => saleRows(id).length === 1 && saleRows(id)[0]?.from_qty === null)).toBe(
      true,
    );
    expect(ids.some((id) => saleRows(id).filter((row) => row.from_qty !== null).length >= 2)).toBe(
      true,
    );
    expect(prices.some((row) => row.product_price_type_id === 2)).toBe(true);
    expect(prices.some((row) => row.product_price_type_id === 3)).toBe(true);
    for (const product of products)
      expect(product.flat_product.product.id).toBe(product.product_id);
    expect(
      orders.some((order) =>
        order.order_items.some(
          (item) =>
            item.quantity >= 6 &&
            prices.some((row) => row.product_id === item.product_id && row.from_qty !== null),
        ),
      ),
    ).toBe(true);
  });

  it('has internal and unpublished payment methods and exactly one default', async () => {
    const methods = await listAll<PaymentMethodRow>(
      platform,
      'listPaymentMethods',
      auth,
      null,
      null,
      ['nl'],
    );
    const types = methods.map((method) => method.provider_method_type.alias);
    for (const type of [
      'Returns',
      'PaymentBalance',
      'Imported',
      'Dummy',
      'OnAccount',
      'OnlineGiftCard',
      'ExternalGiftCard',
    ]) {
      expect(types).toContain(type);
    }
    expect(methods.some((method) => !method.published)).toBe(true);
    expect(methods.filter((method) => method.is_default)).toHaveLength(1);
  });

  it('serves the EU tax registry as fractions, Austria first', async () => {
    const rates = await listAll<TaxRateRow>(platform, 'listTaxRates', auth);
    expect(rates[0]?.country_iso2).toBe('AT');
    expect(new Set(rates.map((rate) => rate.country_iso2)).size).toBe(27);
    const nl = rates
      .filter((rate) => rate.country_iso2 === 'NL')
      .map((rate) => [rate.alias, rate.value]);
    expect(nl).toEqual([
      ['standard', 0.21],
      ['reduced', 0.09],
      ['zero', 0],
    ]);
  });

  it('keeps shops, locations and accounts in disjoint id ranges; staff is locked to a till', async () => {
    const shops = await listAll<ShopRow>(platform, 'listShops', auth);
    const locations = await listAll<LocationRow>(platform, 'listLocations', auth);
    expect(
      shops
        .filter((shop) => shop.shop_type.alias === 'WebWithSync')
        .map((shop) => shop.location_id),
    ).toEqual([null]);
    const locationIds = new Set(locations.map((location) => location.id));
    for (const shop of shops) expect(locationIds.has(shop.id)).toBe(false);
    const staff = await ok<SessionInfo>(
      platform,
      'sessionInfo',
      await login(platform, 'staff@demo.test'),
      [],
    );
    expect(
      shops.some(
        (shop) => shop.shop_type.alias === 'Pos' && shop.location_id === staff.locked_location_id,
      ),
    ).toBe(true);
    const demo2 = await login(platform, 'manager@demo2.test', 'demo2');
    const otherShops = await listAll<ShopRow>(platform, 'listShops', demo2);
    const otherOrders = await ok<{ data: OrderRow[] }>(platform, 'listOrders', demo2, [
      0,
      100,
      null,
      null,
    ]);
    const mine = new Set([
      ...shops.map((shop) => shop.id),
      ...locationIds,
      ...orders.map((order) => order.id),
    ]);
    for (const id of [
      ...otherShops.map((shop) => shop.id),
      ...otherOrders.data.map((order) => order.id),
    ]) {
      expect(mine.has(id)).toBe(false);
    }
  });
});

describe('demo order figures are internally consistent and exact', () => {
  it('prices every line as price + VAT to the cent, and sums orders from lines', () => {
    for (const order of orders) {
      for (const item of order.order_items) {
        if (!item.is_turnover) continue;
        const price = parseAmount(item.price);
        const vat = round(multiply(price, item.tax), 2);
        expect(money(item.price_wt)).toBe(toJsonNumber(add(price, vat)));
      }
      // The order's value is its lines, less what was refunded afterwards.
      expect(total([order.value, order.refunded_price])).toBe(
        total(order.order_items.map((item) => item.price)),
      );
      expect(soldWt(order)).toBe(total(order.order_items.map((item) => item.price_wt)));
      const turnover = order.order_items.filter((item) => item.is_turnover);
      expect(total(order.order_taxes.map((tax) => tax.row_total_wt))).toBe(
        total(turnover.map((item) => item.price_wt)),
      );
      for (const tax of order.order_taxes) {
        const lines = turnover.filter((item) => item.tax_rate_id === tax.tax_rate_id);
        expect(money(tax.row_total)).toBe(total(lines.map((item) => item.price)));
        expect(money(tax.value)).toBe(
          toJsonNumber(subtract(amount(tax.row_total_wt), amount(tax.row_total))),
        );
      }
    }
  });

  it('has payments that add up to value_wt for every paid order', () => {
    const byOrder = new Map<number, PaymentRow[]>();
    for (const payment of payments)
      byOrder.set(payment.order_id, [...(byOrder.get(payment.order_id) ?? []), payment]);
    for (const order of orders) {
      const paid = (byOrder.get(order.id) ?? []).filter((payment) => payment.status === 'paid');
      if (order.is_paid) expect(total(paid.map((payment) => payment.amount))).toBe(soldWt(order));
      else expect(paid).toHaveLength(0);
      for (const payment of byOrder.get(order.id) ?? []) {
        expect(payment.shop_id).toBe(order.shop_id);
        // Only a payment that was paid (or refunded) has a payment time.
        if (payment.status === 'pending' || payment.status === 'cancelled') {
          expect(payment.date_paid).toBeNull();
          continue;
        }
        expect(parseTimestamp(payment.date_paid ?? '')).toBeGreaterThanOrEqual(
          parseTimestamp(order.date_purchased) ?? 0,
        );
      }
    }
  });

  it('serves webshop payments as recorded: no order, shop or type alias, no date until paid', async () => {
    const served = await listAll<ServedPaymentRow>(platform, 'listPayments', auth);
    const recorded = served.filter((payment) => !('order_id' in payment));
    expect(recorded.length).toBeGreaterThan(0);
    expect(served.length).toBeGreaterThan(recorded.length);
    for (const payment of recorded) {
      expect(payment).not.toHaveProperty('shop_id');
      expect(payment.provider_method).not.toHaveProperty('provider_method_type');
      expect(payment.provider_method.provider_method_type_id).toEqual(expect.any(Number));
      // Pending: left out, as for a recorded open payment; cancelled: null, as when expired.
      if (payment.status === 'pending') expect(payment).not.toHaveProperty('date_paid');
      else if (payment.status === 'cancelled') expect(payment.date_paid).toBeNull();
      else expect(payment.date_paid).toEqual(expect.any(String));
    }
    const statuses = new Set(recorded.map((payment) => payment.status));
    expect([...statuses].sort()).toEqual(['cancelled', 'paid', 'pending', 'refunded']);
  });

  it("derives expected cash from the day's cash payments", async () => {
    const closings = await listAll<DayClosingRow>(platform, 'listDayClosings', auth);
    const closing = closings[closings.length - 1];
    if (!closing) throw new Error('no closings');
    const cash = payments.filter(
      (payment) =>
        payment.shop_id === closing.shop_id &&
        payment.status === 'paid' &&
        payment.provider_method.provider_method_type.alias === 'Cash' &&
        payment.date_paid?.startsWith(closing.date) === true,
    );
    expect(closing.expected_cash).toBe(total([150, ...cash.map((payment) => payment.amount)]));
  });
});
