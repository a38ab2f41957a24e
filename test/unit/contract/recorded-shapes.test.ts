/**
 * Contract tests: rows written by hand in the shapes the platform's public recordings show
 * (test/fixtures/recorded-shapes.ts, our own data), read through the call table's schemas
 * and the service's mappings. One test per way the recordings differ from our first picture
 * of the platform (docs/upstream.md), and the financial report over recorded-shape orders.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { UPSTREAM_CALLS } from '../../../electron/upstream/calls.js';
import { isUnknownCallMessage } from '../../../electron/upstream/errors.js';
import {
  embeddedPricesOf,
  toProduct,
  toProductPrice,
} from '../../../electron/service/data/platform/product-rows.js';
import { buildPriceList } from '../../../electron/service/domain/catalog/price-join.js';
import { toLocation, toShop } from '../../../electron/service/domain/reference/rows.js';
import {
  customerPaymentMethods,
  resolvePaymentMethods,
} from '../../../electron/service/domain/reference/payment-methods.js';
import { toDiscountOrder } from '../../../electron/service/domain/orders/rows.js';
import { toOrderPayment } from '../../../electron/service/domain/orders/detail.js';
import { totalsByMethod } from '../../../electron/service/domain/sales-figures/payment-methods.js';
import { computeFinancialReport } from '../../../electron/service/domain/financial-report/financial-report.js';
import type { LocalDate } from '../../../shared/dates.js';
import { toJsonNumber } from '../../../shared/money.js';
import {
  embeddedPrice,
  expiredPayment,
  location,
  openPayment,
  orderItem,
  orderPayload,
  paymentMethod,
  recordedPayment,
  shop,
  shopProduct,
  webhookShopType,
} from '../../fixtures/recorded-shapes.js';

const parse = <Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> =>
  schema.parse(value);
const productRow = (value: unknown) => parse(UPSTREAM_CALLS.searchProducts.row, value);
const orderRow = (value: unknown) => parse(UPSTREAM_CALLS.getOrder.answer, value);

describe('login without a session-info call', () => {
  it('recognises the refusal of an unknown function, and nothing else, as missing', () => {
    for (const message of [
      'Unknown function RelationsModule::getSessionInfo',
      'Call to undefined method RelationsModule::getSessionInfo()',
      'Function getSessionInfo does not exist',
      'unknown module PosModule',
    ]) {
      expect(isUnknownCallMessage(message), message).toBe(true);
    }
    for (const message of [
      'Wrong email or password',
      'Order with id 5 not found',
      'Invalid function argument: limit',
      'Injected failure (demo platform fault)',
    ]) {
      expect(isUnknownCallMessage(message), message).toBe(false);
    }
  });

  // The login's answer is not recorded; recorded auth objects (webhook payloads, plugin
  // fixtures) carry a sub-account, rights `subuser`, and modes other than `hash`.
  it('keeps a hash-mode answer whole: sub-account, rights and unknown keys as sent', () => {
    const sent = {
      rights: 'subuser',
      mode: 'hash',
      account: 'winkel',
      subaccount: '0a1b2c3d-0000-4000-8000-00000000002a',
      user: 'kassa',
      hash: 'f00d',
      client_name: 'Php Wrappers',
    };
    expect(parse(UPSTREAM_CALLS.login.answer, sent)).toStrictEqual(sent);
  });

  it('takes an apikey-mode answer without a hash or user as a session too', () => {
    const sent = { rights: 'subuser', mode: 'apikey', account: 'winkel', apikey: 'k-123' };
    expect(parse(UPSTREAM_CALLS.login.answer, sent)).toStrictEqual(sent);
  });

  it('refuses an answer without a mode or account, naming the field', () => {
    for (const [answer, field] of [
      [{ account: 'winkel', hash: 'f00d' }, 'mode'],
      [{ account: 'winkel', mode: '' }, 'mode'],
      [{ mode: 'hash', hash: 'f00d' }, 'account'],
    ] as const) {
      const result = UPSTREAM_CALLS.login.answer.safeParse(answer);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    }
  });
});

describe('prices embedded in shop products', () => {
  it('reads price objects without from_qty, and lists regular, discount and deposit once each', () => {
    const discount = embeddedPrice({ id: 502, product_price_type_id: 6, ppu: 6.6, ppu_wt: 7.99 });
    const deposit = embeddedPrice({
      id: 503,
      product_price_type_id: 9,
      ppu: 0.15,
      ppu_wt: 0.15,
      tax: 0,
      tax_rate_id: 88,
    });
    const row = productRow(shopProduct({ price: discount, deposit }));
    const prices = embeddedPricesOf(row).map(toProductPrice);
    expect(prices).toEqual([
      {
        id: 501,
        product_id: 301,
        product_price_type_id: 1,
        is_sale_price: true,
        ppu: 8.26,
        ppu_wt: 9.99,
        tax_rate_id: 55,
        currency: 'EUR',
        from_qty: null,
      },
      expect.objectContaining({ id: 502, product_price_type_id: 6, is_sale_price: false }),
      expect.objectContaining({ id: 503, product_price_type_id: 9, ppu_wt: 0.15 }),
    ]);
    // The current price is the regular one when no discount runs: listed once.
    expect(embeddedPricesOf(productRow(shopProduct()))).toHaveLength(1);
  });

  it('prices the price list from them: never priced only without a regular price', () => {
    const priced = productRow(
      shopProduct({ price: embeddedPrice({ id: 502, product_price_type_id: 6, ppu_wt: 7.99 }) }),
    );
    const unpriced = productRow(
      shopProduct({ id: 202, productId: 302, sku: 'X', price: null, defaultPrice: null }),
    );
    const rows = buildPriceList({
      products: [priced, unpriced].map(toProduct),
      prices: [priced, unpriced].flatMap(embeddedPricesOf).map(toProductPrice),
      taxRates: [{ id: 55, name: '21%', alias: 'standard', value: 21, country_iso2: 'NL' }],
      groups: [],
    });
    expect(rows[0]).toMatchObject({ ppu_wt: 9.99, vat_percent: 21, discount_ppu_wt: 7.99 });
    expect(rows[1]).toMatchObject({ ppu_wt: null, ppu: null, discount_ppu_wt: null });
  });
});

describe('stock', () => {
  it('is the counted stock, marked unlimited, when the orderable stock is left out', () => {
    const row = productRow(shopProduct({ stock: { value: 109, unlimited: true } }));
    expect(toProduct(row)).toMatchObject({ stock: 109, stock_unlimited: true });
  });

  it('is the orderable stock when given, also below zero', () => {
    const row = productRow(shopProduct({ orderable: -15, stock: { value: 10, unlimited: false } }));
    expect(toProduct(row)).toMatchObject({ stock: -15, stock_unlimited: false });
  });
});

describe('product group', () => {
  it('is null when the shop product does not carry one, as no recording does', () => {
    const row = productRow(shopProduct());
    expect('product_group_id' in shopProduct().flat_product.product).toBe(false);
    expect(toProduct(row).product_group_id).toBeNull();
  });

  it('lists variants by their own sku and type', () => {
    const row = productRow(shopProduct({ type: 'configurable_assign', sku: 'TRUI-M' }));
    expect(toProduct(row)).toMatchObject({ sku: 'TRUI-M', type: 'configurable_assign' });
  });
});

describe('payment methods in the recorded shape', () => {
  it('keeps active ones, takes types from the per-alias lookup, leaves internal ones out', () => {
    const rows = [
      paymentMethod(),
      paymentMethod({ id: 12, title: 'Retour', provider_method_type_id: 8 }),
      paymentMethod({ id: 13, title: 'Oude pin', active: false }),
      paymentMethod({ id: 14, title: 'Bancontact', image_url: null }),
    ].map((row) => parse(UPSTREAM_CALLS.listPaymentMethods.row, row));
    const typeById = new Map([
      [11, 'Web'],
      [12, 'Returns'],
    ]);
    expect(customerPaymentMethods(resolvePaymentMethods(rows, typeById))).toEqual([
      { id: 14, title: 'Bancontact', alias: null, type_alias: null, is_default: false },
      { id: 11, title: 'iDEAL', alias: null, type_alias: 'Web', is_default: false },
    ]);
  });
});

describe('shops', () => {
  it('have type unknown in the recorded shape, which names the type only by id', () => {
    expect(toShop(parse(UPSTREAM_CALLS.listShops.row, shop()))).toEqual({
      id: 4,
      name: 'Webwinkel',
      alias: '5a1b2c3d-0000-4000-8000-000000000004',
      type: 'unknown',
      type_alias: null,
      location_id: null,
    });
    expect(UPSTREAM_CALLS.listShops.assumedFields).toContain('shop_type');
  });

  it('class the WebWithSync type as a webshop when a platform sends it', () => {
    const row = shop({ shop_type: webhookShopType });
    expect(toShop(parse(UPSTREAM_CALLS.listShops.row, row))).toEqual({
      id: 4,
      name: 'Webwinkel',
      alias: '5a1b2c3d-0000-4000-8000-000000000004',
      type: 'web',
      type_alias: 'WebWithSync',
      location_id: null,
    });
  });

  it('are asked with six arguments: query, language, start, limit, order, filters', () => {
    expect(UPSTREAM_CALLS.listShops.args).toEqual([
      'query',
      'lang',
      'start',
      'limit',
      'order',
      'filters',
    ]);
  });
});

describe('locations from listLocationsForHook', () => {
  it('split street and number, and say whether they are active', () => {
    const row = parse(UPSTREAM_CALLS.listLocations.row, location());
    expect(toLocation(row, [])).toEqual({
      id: 1,
      name: 'Winkel Centrum',
      address: {
        street: 'Marktstraat',
        street_number: '7',
        zipcode: '1234 AB',
        city: 'Goor',
        country_iso2: 'NL',
      },
      is_default: false,
      is_active: true,
      shop_ids: [],
    });
  });

  it('keep a location whose address leaves out the country', () => {
    const { country_iso2: _country, ...address } = location().address;
    const row = parse(UPSTREAM_CALLS.listLocations.row, location({ address }));
    expect(toLocation(row, []).address.country_iso2).toBe('');
  });
});

const CONTEXT = { account: 'winkel', backofficeUrlTemplate: 'https://{account}.test/#{id}' };

describe('orders in the recorded payload shape', () => {
  it('read decimal strings, the short offset with microseconds, and address_billing', () => {
    const order = orderRow(orderPayload());
    expect(order).toMatchObject({ id: 529, shop_id: 14, value_wt: 17, refunded_price_wt: 0 });
    expect(toDiscountOrder(order, CONTEXT)).toMatchObject({
      order_number: 'S14-141',
      date_purchased: '2025-03-12T01:16:24+01:00',
      value_wt: 17,
      value_ex_wt: 14.05,
      customer_name: 'Jansen',
      customer_email: 'jansen@example.test',
    });
  });

  it('take the contact straight under billing_address too, as later payloads have it', () => {
    const order = orderRow(
      orderPayload({
        relation_data: null,
        billing_address: {
          name: 'De Vries',
          contact_set: { email: 'devries@example.test', name: 'De Vries' },
        },
      }),
    );
    expect(toDiscountOrder(order, CONTEXT)).toMatchObject({
      customer_name: 'De Vries',
      customer_email: 'devries@example.test',
    });
  });

  it('keep a line without cost fields, its group taken from its flat product', () => {
    const [line] = orderRow(orderPayload()).order_items;
    expect(line).toMatchObject({
      quantity: 1,
      refunded_quantity: 0,
      cost_ppu: null,
      product_group_id: 7,
      is_turnover: true,
      non_turnover_kind: null,
      tax: 0.21,
      tax_rate_id: 55,
    });
  });

  it('refuse an order without an id, naming the field rather than dropping the row', () => {
    const result = UPSTREAM_CALLS.getOrder.answer.safeParse({ ...orderPayload(), id: undefined });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['id']);
  });
});

describe('the financial report over recorded-shape orders', () => {
  const day = '2025-03-12' as LocalDate;
  const sold = orderPayload({
    id: '600',
    order_items: [
      orderItem({ id: '1', quantity: '2', price: '20.0000', price_wt: '24.2000' }),
      orderItem({ id: '2', quantity: '1', price: '10.0000', price_wt: '12.1000' }),
    ],
    value: '30.0000',
    value_wt: '36.3000',
  });
  // Refunded later: one of the two pieces of the first line; the platform lowers the value.
  const partlyRefunded = orderPayload({
    id: '601',
    order_items: [
      orderItem({
        id: '3',
        quantity: '2',
        refunded_quantity: '1',
        price: '20.0000',
        price_wt: '24.2000',
      }),
    ],
    value: '10.0000',
    value_wt: '12.1000',
    refunded_price: '10.0000',
    refunded_price_wt: '12.1000',
  });
  // Refunded in full: status refunded, value 0, the line keeps its quantity.
  const refunded = orderPayload({
    id: '602',
    status: 'refunded',
    order_items: [orderItem({ id: '4', refunded_quantity: '1' })],
    value: '0.0000',
    value_wt: '0.0000',
    refunded_price: '14.0500',
    refunded_price_wt: '17.0000',
  });
  const payment = (orderId: number, amount: number) => ({
    id: orderId * 10,
    order_id: orderId,
    shop_id: 14,
    amount,
    currency_iso3: 'EUR',
    status: 'paid',
    date_paid: '2025-03-12 09:00:00+01:00',
    provider_method: { id: 1, title: 'iDEAL', provider_method_type: { alias: 'Web' } },
  });

  const report = computeFinancialReport({
    from: day,
    to: day,
    orders: [sold, partlyRefunded, refunded].map(orderRow),
    payments: [payment(600, 36.3), payment(601, 24.2), payment(602, 17)].map((row) => ({
      ...parse(UPSTREAM_CALLS.listPayments.row, row),
      order_id: row.order_id,
    })),
    dayClosings: [],
    shops: [parse(UPSTREAM_CALLS.listShops.row, shop({ id: 14 }))],
    productGroups: [],
    paymentMethods: [],
    locationId: null,
  });

  it('counts refunded pieces as returns on the purchase day', () => {
    expect(report.revenue).toMatchObject({
      total_sales: 64.05, // 30 + 20 + 14.05
      total_sales_wt: 77.5, // 36.30 + 24.20 + 17.00
      total_returns: 24.05, // 10 (one of two pieces) + 14.05
      total_returns_wt: 29.1, // 12.10 + 17.00
      total_turnover: 40,
      total_cost_of_goods_sold: 0,
      lines_without_cost_price: 4,
      // No line has a cost price: all turnover is without one.
      turnover_without_cost_price: 40,
      turnover_without_cost_price_wt: 48.4,
    });
    expect(report.turnover_by_group.total).toEqual({ turnover: 40, turnover_wt: 48.4 });
  });

  it('splits by what the orders were sold for: the same-day payments cover them', () => {
    expect(report.direct_paid.total.gross).toBe(77.5);
    expect(report.not_paid_now.total.gross).toBe(0);
    expect(report.direct_paid.balance_check).toMatchObject({ difference: 0, ok: true });
  });
});

describe('payments in the recorded shape', () => {
  const paymentRow = (value: unknown) => parse(UPSTREAM_CALLS.listPayments.row, value);
  // The account's method list, its types found by the per-alias lookup: method 11 is Web.
  const methods = resolvePaymentMethods(
    [parse(UPSTREAM_CALLS.listPaymentMethods.row, paymentMethod())],
    new Map([[11, 'Web']]),
  );
  const paid = paymentRow(recordedPayment());

  it('read without order, shop or type alias, and without date_paid until paid', () => {
    expect(paid).toMatchObject({
      id: 710,
      order_id: null,
      shop_id: null,
      status: 'paid',
      date_paid: '2025-03-12 01:17:00+01:00',
      provider_method: { id: 11, provider_method_type_id: 3, provider_method_type: null },
    });
    expect(paymentRow(openPayment())).toMatchObject({ status: 'open', date_paid: null });
    expect(paymentRow(expiredPayment())).toMatchObject({
      id: 711,
      amount: 17,
      status: 'expired',
      date_paid: null,
      provider_method: { id: 11, provider_method_type_id: 3, provider_method_type: null },
    });
  });

  it('show in an order with the type the method list gives, and no date until paid', () => {
    expect(
      [paid, paymentRow(openPayment({ id: 712 }))].map((row) => toOrderPayment(row, methods)),
    ).toEqual([
      {
        id: 710,
        amount: 17,
        currency: 'EUR',
        status: 'paid',
        date_paid: '2025-03-12T01:17:00+01:00',
        method: { id: 11, title: 'iDEAL', type_alias: 'Web' },
      },
      {
        id: 712,
        amount: 17,
        currency: 'EUR',
        status: 'open',
        date_paid: null,
        method: { id: 11, title: 'iDEAL', type_alias: 'Web' },
      },
    ]);
    // A method the list does not type has no alias: said, not guessed.
    expect(toOrderPayment(paid, []).method.type_alias).toBeNull();
  });

  it('are summed per type the method list gives; else per type id, else per method', () => {
    const bancontact = (id: number, typeId: number | undefined, amount: number) =>
      paymentRow(
        recordedPayment({
          id,
          amount,
          provider_method: {
            id: 40 + id,
            title: `Bancontact ${id}`,
            ...(typeId === undefined ? {} : { provider_method_type_id: typeId }),
          },
        }),
      );
    const totals = totalsByMethod(
      [paid, bancontact(2, 8, 5), bancontact(1, 8, 5), bancontact(3, undefined, 1)],
      methods,
    );
    const rows = totals.map(({ typeAlias, name, amount }) => [
      typeAlias,
      name,
      toJsonNumber(amount),
    ]);
    expect(rows).toEqual([
      ['Web', 'iDEAL', 17],
      // Same type id, two methods: one group, named after the lowest method id.
      ['type:8', 'Bancontact 1', 10],
      ['method:43', 'Bancontact 3', 1],
    ]);
  });

  it('leave an order not paid now while its payment is open or expired', () => {
    const day = '2025-03-12' as LocalDate;
    // The report gets each payment with the order it was read for (data/platform/payments.ts).
    const forOrder = (orderId: number, row: ReturnType<typeof paymentRow>) => ({
      ...row,
      order_id: orderId,
    });
    const report = computeFinancialReport({
      from: day,
      to: day,
      orders: ['700', '701', '702'].map((id) => orderRow(orderPayload({ id }))),
      payments: [
        forOrder(700, paid),
        forOrder(701, paymentRow(openPayment({ id: 713 }))),
        forOrder(702, paymentRow(expiredPayment())),
      ],
      dayClosings: [],
      shops: [parse(UPSTREAM_CALLS.listShops.row, shop({ id: 14 }))],
      productGroups: [],
      paymentMethods: methods,
      locationId: null,
    });
    expect(report.direct_paid.total.gross).toBe(17);
    expect(report.not_paid_now.total.gross).toBe(34);
    expect(report.direct_paid.payment_methods).toEqual([
      { type_alias: 'Web', name: 'iDEAL', amount: 17 },
    ]);
  });
});
