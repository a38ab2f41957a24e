/**
 * The exceptions' detectors on rows built for each kind: a cash difference strictly above
 * its threshold, short or over; a run of differences over N closings, counted over the
 * closings of its look-back only; a day's returns above a share of its sales or an amount (a refund recorded afterwards counting on its own day); a
 * discount above a share of the order's price before discount; a line below cost; the
 * catalog's never-priced, negative-stock and below-cost products and the sold ones without a
 * cost; the stable ids; newest first.
 */
import { describe, expect, it } from 'vitest';
import type { DayClosing } from '../../../shared/api/day-closings.js';
import { DEFAULT_EXCEPTION_THRESHOLDS } from '../../../shared/api/exceptions.js';
import type { ShopProductRow } from '../../../electron/upstream/wire.js';
import {
  exceptionId,
  type Exception,
} from '../../../electron/service/domain/exceptions/exception.js';
import { OrderExceptions } from '../../../electron/service/domain/exceptions/order-exceptions.js';
import type { SoldCost } from '../../../electron/service/domain/exceptions/sold-costs.js';
import {
  ProductExceptions,
  type SalesRange,
} from '../../../electron/service/domain/exceptions/product-exceptions.js';
import {
  cashDifferenceExceptions,
  REPEATED_LOOK_BACK_DAYS,
  repeatedDifferenceExceptions,
} from '../../../electron/service/domain/exceptions/till-exceptions.js';
import {
  compareExceptions,
  countsOf,
} from '../../../electron/service/domain/exceptions/exceptions-view.js';
import { parseAmount } from '../../../shared/money.js';
import { addDays, type LocalDate } from '../../../shared/dates.js';
import { day, line, order, payment, SHOPS } from '../reports/fixtures.js';
import { localDate } from '../../../shared/api/common.js';

const T = DEFAULT_EXCEPTION_THRESHOLDS;
/** The period and scope a product's sold lines were read for (its orders' path). */
const RANGE: SalesRange = { from: '2026-03-01', to: '2026-03-31', locationId: null };

const closing = (date: string, shopId: number, difference: number | null): DayClosing => ({
  date: localDate.parse(date),
  shop_id: shopId,
  shop_name: `Kassa ${shopId}`,
  location_id: 501,
  closed: difference !== null,
  closing_id: difference === null ? null : 1,
  expected_cash: difference === null ? null : 100,
  counted_cash: difference === null ? null : 100 + difference,
  difference,
  flagged: false,
  orders: 3,
  payments: [],
  settlements: [],
});

const brief = (found: Exception[]) =>
  found.map((f) => [f.kind, f.day, f.subject.id, f.amount, f.measured, f.threshold, f.unit]);

describe('cash differences', () => {
  it('finds a difference strictly above the threshold, short or over, with the closing’s amount', () => {
    const found = cashDifferenceExceptions(
      [
        closing('2026-03-10', 11, -5.01),
        closing('2026-03-10', 13, 5),
        closing('2026-03-11', 11, 12.5),
        closing('2026-03-11', 13, null),
      ],
      T,
    );
    expect(brief(found)).toEqual([
      ['cash_difference', '2026-03-10', 11, -5.01, 5.01, 5, 'EUR'],
      ['cash_difference', '2026-03-11', 11, 12.5, 12.5, 5, 'EUR'],
    ]);
    expect(found[0]?.orders_path).toBe('/api/orders?from=2026-03-10&to=2026-03-10&shop_id=11');
    expect(found[0]?.cashier).toBeNull();
  });

  it('finds a till’s differences N closings running, counting closings and not calendar days', () => {
    const found = repeatedDifferenceExceptions(
      [
        closing('2026-03-02', 11, -2),
        closing('2026-03-03', 11, 1.5),
        // 03-04 not closed (Sunday): the run goes on.
        closing('2026-03-05', 11, -3),
        closing('2026-03-06', 11, -4),
        closing('2026-03-07', 11, 0.5),
        closing('2026-03-08', 11, -9),
        closing('2026-03-05', 13, -2),
        closing('2026-03-06', 13, -2),
      ],
      T,
    );
    expect(brief(found)).toEqual([
      ['repeated_cash_difference', '2026-03-05', 11, -3.5, 3, 3, 'closings'],
      ['repeated_cash_difference', '2026-03-06', 11, -5.5, 4, 3, 'closings'],
    ]);
  });
});

describe('a repeated difference’s look-back', () => {
  const daily = (from: string, count: number, shopId = 11) =>
    Array.from({ length: count }, (_, at) => closing(addDays(from as LocalDate, at), shopId, -2));

  it('counts a run over the closings of the look-back up to its day only', () => {
    // 70 closings running: each day says the closings of its own 62 days, however long the run.
    const found = repeatedDifferenceExceptions(daily('2026-01-01', 70), T);
    expect(REPEATED_LOOK_BACK_DAYS).toBe(62);
    expect(found.map((f) => f.measured)).toEqual([
      ...Array.from({ length: 60 }, (_, at) => at + 3),
      ...Array.from({ length: 8 }, () => 62),
    ]);
    const last = found.at(-1);
    expect([last?.day, last?.amount]).toEqual(['2026-03-11', -6]);
  });

  it('finds a run of a till that seldom closes only when its closings fall in the look-back', () => {
    const seldom = (dates: string[]) =>
      brief(
        repeatedDifferenceExceptions(
          dates.map((date) => closing(date, 11, -2)),
          T,
        ),
      );
    // 01-01 .. 03-03 is 62 days counting both: the run is in them.
    expect(seldom(['2026-01-01', '2026-02-10', '2026-03-03'])).toEqual([
      ['repeated_cash_difference', '2026-03-03', 11, -6, 3, 3, 'closings'],
    ]);
    expect(seldom(['2026-01-01', '2026-02-10', '2026-03-04'])).toEqual([]);
  });

  it('says the same of a day whether the closings before it start there or earlier', () => {
    const all = daily('2026-01-01', 70);
    const lastDay = (rows: DayClosing[]) =>
      repeatedDifferenceExceptions(rows, T).filter((f) => f.day === '2026-03-11');
    const lookBack = all.filter((row) => row.date >= addDays('2026-03-11' as LocalDate, -62));
    expect(lastDay(lookBack)).toEqual(lastDay(all));
  });
});

describe('orders', () => {
  const rules = { from: day('2026-03-10'), to: day('2026-03-11'), locationId: null, shops: SHOPS };
  const at = (date: string) => `${date} 10:00:00+01:00`;

  it('finds a day’s returns above a share of its sales, or above an amount', () => {
    const tally = new OrderExceptions(rules, T);
    const sale = order({
      shop_id: 11,
      date_purchased: at('2026-03-10'),
      order_items: [line({ quantity: 1, price: 82.64, price_wt: 100 })],
    });
    const tillReturn = order({
      shop_id: 11,
      date_purchased: at('2026-03-10'),
      order_items: [line({ quantity: -1, price: -8.26, price_wt: -10 })],
    });
    const small = order({
      shop_id: 11,
      date_purchased: at('2026-03-11'),
      order_items: [line({ quantity: 1, price: 826.45, price_wt: 1000 })],
    });
    const smallReturn = order({
      shop_id: 11,
      date_purchased: at('2026-03-11'),
      order_items: [line({ quantity: -1, price: -82.64, price_wt: -100.01 })],
    });
    // Sold on 03-10 in the webshop, refunded afterwards and paid back on 03-11.
    const refunded = order({
      shop_id: 12,
      date_purchased: at('2026-03-10'),
      order_items: [line({ quantity: 2, refunded_quantity: 1, price: 16.53, price_wt: 20 })],
    });
    tally.addOrders(
      [sale, tillReturn, small, smallReturn, refunded],
      [
        payment(refunded, 20, 'Web'),
        payment(refunded, -10, 'Web', { date_paid: at('2026-03-11') }),
      ],
    );
    const found = tally.exceptions().filter((f) => f.kind === 'refunds');
    expect(brief(found)).toEqual([
      // 10 of 100 is not above 10 %; 100.01 is above € 100; 10 returned of nothing sold that day.
      ['refunds', '2026-03-11', 11, 100.01, 100.01, 100, 'EUR'],
      ['refunds', '2026-03-11', 12, 10, null, 10, 'percent'],
    ]);
    const share = new OrderExceptions(rules, { ...T, refund_share: 9.99 });
    share.addOrders([sale, tillReturn], []);
    expect(brief(share.exceptions())).toEqual([
      ['refunds', '2026-03-10', 11, 10, 10, 9.99, 'percent'],
    ]);
  });

  it('finds a discount above a share of the price before discount, and a line below cost', () => {
    const tally = new OrderExceptions(rules, T);
    const discounted = order({
      shop_id: 13,
      date_purchased: at('2026-03-10'),
      value_wt: 69.99,
      discount_value_wt: 30.01,
      order_items: [
        // 28.58 a unit before the order's discount: above cost, so the discount made the loss.
        line({
          product_id: 7,
          quantity: 2,
          ppu: 28.58,
          price: 40,
          price_wt: 48.4,
          cost_ppu: 20.01,
        }),
      ],
    });
    const justUnder = order({
      date_purchased: at('2026-03-10'),
      value_wt: 70,
      discount_value_wt: 30,
    });
    tally.addOrders([discounted, justUnder], []);
    const found = tally.exceptions();
    expect(brief(found)).toEqual([
      ['discount', '2026-03-10', discounted.id, 30.01, 30.01, 30, 'percent'],
      ['line_below_cost', '2026-03-10', discounted.order_items[0]?.id, 0.02, 0.02, 0, 'EUR'],
    ]);
    expect(found[0]?.location_id).toBe(502);
    expect(found[1]?.orders_path).toBe(`/api/orders/${discounted.id}`);
    expect(tally.soldCosts.get(7)).toMatchObject({ lacking: false });
    expect(tally.soldCosts.get(7)?.costAt[0]).toBe('2026-03-10');
    expect(tally.anyCost).toBe(true);
  });
});

const product = (
  id: number,
  fields: { price?: number | null; stock?: number; unlimited?: boolean } = {},
): ShopProductRow => {
  const price =
    fields.price === null
      ? null
      : {
          id: id * 10,
          product_id: id,
          product_price_type_id: 1,
          ppu: fields.price ?? 10,
          ppu_wt: 12.1,
          tax_rate_id: 1,
        };
  return {
    id: id + 1000,
    product_id: id,
    date_updated: '2026-03-01 10:00:00+01:00',
    orderable_stock_value: fields.stock ?? 5,
    product_price: price,
    product_default_price: price,
    flat_product: {
      title: `Artikel ${id}`,
      product: {
        id,
        sku: `SKU-${id}`,
        type: 'simple',
        product_stock: { value: fields.stock ?? 5, unlimited: fields.unlimited ?? false },
      },
    },
  };
};

describe('the catalog', () => {
  it('finds never priced, negative stock, price below cost and sold without a cost price', () => {
    const tally = new ProductExceptions();
    tally.addProducts([
      product(1, { price: null }),
      product(2, { stock: -3 }),
      product(3, { stock: -3, unlimited: true }),
      product(4, { price: 4.99 }),
      product(5, { price: 5 }),
    ]);
    // Listed again (a second shop product, or a restarted read): found once.
    tally.addProducts([product(2, { stock: -3 })]);
    const cost = parseAmount('5');
    const costs = new Map<number, SoldCost>([
      [
        4,
        {
          costPpu: cost,
          costAt: ['2026-03-10', 1, 1],
          lacking: false,
          sku: 'SKU-4',
          name: '',
          namedAt: ['2026-03-10', 1, 1],
        },
      ],
      [
        5,
        {
          costPpu: cost,
          costAt: ['2026-03-10', 2, 1],
          lacking: false,
          sku: 'SKU-5',
          name: '',
          namedAt: ['2026-03-10', 2, 1],
        },
      ],
      [
        6,
        {
          costPpu: null,
          costAt: ['2026-03-10', 3, 1],
          lacking: true,
          sku: 'SKU-6',
          name: 'Weg',
          namedAt: ['2026-03-10', 3, 1],
        },
      ],
    ]);
    const found = tally.exceptions(costs, new Map(), RANGE, new Map());
    // Priced below cost now, but no line of the period was sold below cost: nothing lost yet.
    // Never priced and no cost price are one exception each, holding their products.
    expect(brief(found)).toEqual([
      ['never_priced', null, 0, null, null, null, null],
      ['no_cost_price', null, 0, null, null, null, null],
      ['negative_stock', null, 2, null, -3, 0, 'quantity'],
      ['price_below_cost', null, 4, 0, 4.99, 5, 'EUR'],
    ]);
    expect(found[0]?.products).toEqual([{ id: 1, sku: 'SKU-1', title: 'Artikel 1' }]);
    expect(found[1]?.products).toEqual([{ id: 6, sku: 'SKU-6', title: 'Weg' }]);
    expect(found[1]?.subject).toEqual({ type: 'products', id: 0, label: '1 product' });
    expect(found[2]?.products).toBeNull();
    // Without cost prices on the platform neither cost kind is found.
    expect(tally.exceptions(null, new Map(), RANGE, new Map()).map((f) => f.kind)).toEqual([
      'never_priced',
      'negative_stock',
    ]);
  });

  it('makes a catalog state one exception whose id lasts while the state does, whatever its count', () => {
    const unpriced = (ids: number[]) => {
      const tally = new ProductExceptions();
      tally.addProducts(ids.map((id) => product(id, { price: null })));
      return tally
        .exceptions(null, new Map(), RANGE, new Map())
        .filter((f) => f.kind === 'never_priced');
    };
    const [three] = unpriced([12, 3, 7]);
    // Listed by SKU (SKU-12 sorts before SKU-3 as text), each once; the label says how many.
    expect(three?.products?.map((p) => p.id)).toEqual([12, 3, 7]);
    expect(three?.subject.label).toBe('3 products');
    // One more, one fewer, or other products altogether: the same exception, the same id, so a
    // seen mark holds and nothing raises it again because its count changed.
    for (const ids of [[12, 3, 7, 8], [3, 7], [40]]) {
      const [again] = unpriced(ids);
      expect(again?.id).toBe(three?.id);
      expect(again?.products).toHaveLength(ids.length);
    }
    // No product so: no exception; when one is again, the same id as before.
    expect(unpriced([])).toEqual([]);
    expect(unpriced([9])[0]?.id).toBe(three?.id);
  });
});

describe('sold below cost: the product’s price or the sale’s discount', () => {
  const rules = { from: day('2026-03-09'), to: day('2026-03-12'), locationId: null, shops: SHOPS };
  const at = (date: string) => `${date} 10:00:00+01:00`;
  const sale = (date: string, fields: Parameters<typeof line>[0]) =>
    order({ date_purchased: at(date), order_items: [line({ cost_ppu: 5, ...fields })] });
  // 8: priced 4 against a cost of 5 throughout, sold twice (once with 10 % off on top).
  const pricedBelow = sale('2026-03-10', { product_id: 8, quantity: 2, ppu: 4, price: 8 });
  const pricedBelowDiscounted = sale('2026-03-11', {
    product_id: 8,
    quantity: 1,
    ppu: 4,
    price: 3.6,
  });
  // 9: priced 6, sold at 4.50 with a discount (the sale's loss); then priced 4.50, below cost
  // (the product's loss); now priced 6 again.
  const discounted = sale('2026-03-09', { product_id: 9, quantity: 1, ppu: 6, price: 4.5 });
  const repriced = sale('2026-03-12', { product_id: 9, quantity: 1, ppu: 4.5, price: 4.5 });
  // 10: sold at 6, above cost; priced 4 since (below cost, nothing sold at it yet).
  const before = sale('2026-03-10', { product_id: 10, quantity: 1, ppu: 6, price: 6 });
  const catalog = [product(8, { price: 4 }), product(9, { price: 6 }), product(10, { price: 4 })];

  function findIn(orders: ReturnType<typeof order>[], range = RANGE) {
    const lines = new OrderExceptions(rules, T);
    lines.addOrders(orders, []);
    const products = new ProductExceptions();
    products.addProducts(catalog);
    return {
      lines: lines.exceptions(),
      products: products.exceptions(lines.soldCosts, lines.belowCostSales, range, new Map()),
    };
  }

  it('makes a line priced below cost its product’s exception, and a discounted line its own', () => {
    const found = findIn([pricedBelow, pricedBelowDiscounted, discounted, repriced, before]);
    // Only the discount's line is a line exception: 5 − 4.50.
    expect(brief(found.lines)).toEqual([
      ['line_below_cost', '2026-03-09', discounted.order_items[0]?.id, 0.5, 0.5, 0, 'EUR'],
    ]);
    // One exception per product: the loss and units of its lines sold below cost, their orders.
    const rows = found.products.map((f) => [
      f.subject.id,
      f.amount,
      f.measured,
      f.threshold,
      f.sold_below_cost,
      f.order_ids,
      f.orders_path,
    ]);
    const path = (id: number) =>
      `/api/financial-report/orders?from=2026-03-01&to=2026-03-31&figure=turnover_product&product_id=${id}`;
    expect(rows).toEqual([
      // 2 × 5 − 8 + 1 × 5 − 3.60: the discount on top is part of the loss.
      [8, 3.4, 4, 5, 3, [pricedBelow.id, pricedBelowDiscounted.id], path(8)],
      // Priced above cost now: the price its line carried answers for it (4.50 against 5).
      [9, 0.5, 4.5, 5, 1, [repriced.id], path(9)],
      // Priced below cost now, not sold so yet: an exception with no loss and no orders.
      [10, 0, 4, 5, 0, [], null],
    ]);
  });

  it('keeps the product’s id from day to day while it stays priced below cost', () => {
    const [first] = findIn([pricedBelow]).products;
    const [next] = findIn([pricedBelowDiscounted], { ...RANGE, from: '2026-03-11' }).products;
    expect(first?.kind).toBe('price_below_cost');
    expect(next?.id).toBe(first?.id);
    expect([first?.amount, next?.amount]).toEqual([2, 1.4]);
    expect(first?.id).toBe(
      exceptionId({
        kind: 'price_below_cost',
        day: null,
        locationId: null,
        subject: { type: 'product', id: 8 },
      }),
    );
  });

  it('lists the orders of the asked location', () => {
    const [found] = findIn([pricedBelow], { ...RANGE, locationId: 501 }).products;
    expect(found?.orders_path).toBe(
      '/api/financial-report/orders?from=2026-03-01&to=2026-03-31&location_id=501&figure=turnover_product&product_id=8',
    );
  });
});

describe('ids and order', () => {
  it('gives an exception the same id for the same kind, day, location and subject, and no other', () => {
    const key = {
      kind: 'cash_difference' as const,
      day: '2026-03-10',
      locationId: 501,
      subject: { type: 'till_day' as const, id: 11, label: 'Kassa' },
    };
    expect(exceptionId(key)).toMatch(/^[0-9a-f]{24}$/);
    const renamed = { ...key, subject: { ...key.subject, label: 'renamed' } };
    expect(exceptionId(renamed)).toBe(exceptionId(key));
    expect(exceptionId({ ...key, day: '2026-03-11' })).not.toBe(exceptionId(key));
    expect(exceptionId({ ...key, kind: 'refunds' })).not.toBe(exceptionId(key));
  });

  it('lists the newest day first, a product’s state last, and counts per kind', () => {
    const dated = cashDifferenceExceptions(
      [closing('2026-03-10', 11, -9), closing('2026-03-12', 11, -9)],
      T,
    );
    const products = new ProductExceptions();
    products.addProducts([product(1, { price: null })]);
    const all = [...products.exceptions(null, new Map(), RANGE, new Map()), ...dated].sort(
      compareExceptions,
    );
    expect(all.map((f) => f.day)).toEqual(['2026-03-12', '2026-03-10', null]);
    expect(countsOf(all)).toMatchObject({ cash_difference: 2, never_priced: 1, refunds: 0 });
  });
});
