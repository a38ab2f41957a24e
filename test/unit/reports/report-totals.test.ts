/**
 * ReportTotals: what it keeps between pages (sums, never rows), how it names rates and
 * payment methods across pages, and what a page it cannot read does.
 */
import { describe, expect, it } from 'vitest';
import { computeFinancialReport } from '../../../electron/service/domain/financial-report/financial-report.js';
import { ReportTotals } from '../../../electron/service/domain/financial-report/report-totals.js';
import { ReportDataError } from '../../../electron/service/domain/sales-figures/scope.js';
import type { OrderPaymentRow } from '../../../electron/service/data/platform/payments.js';
import type { OrderRow } from '../../../electron/upstream/wire.js';
import { dayClosing, line, nonTurnoverLine, order, payment, reportInput } from './fixtures.js';

type ProviderMethod = OrderPaymentRow['provider_method'];
const method = (id: number, title: string, typeId: number | null, alias: string | null) => ({
  provider_method: {
    id,
    title,
    provider_method_type_id: typeId,
    provider_method_type: alias === null ? null : { alias },
  } satisfies ProviderMethod,
});

/** An order of 12.10 paid the same day with the given method, or with nothing (not paid now). */
function sale(fields: Partial<OrderRow>, paidWith: ReturnType<typeof method> | null) {
  const row = order({ value_wt: 12.1, ...fields });
  const paid = paidWith === null ? [] : [payment(row, 12.1, 'Pin', paidWith)];
  return { row, paid };
}

/**
 * Every object reachable from `root` through properties, array items and Map and Set
 * entries, and the number of slots they have (properties, items, entries), so a kept list of
 * ids counts as much as a kept list of rows. JavaScript's #private fields cannot be walked;
 * ReportTotals has none, and the test below checks that no function (a closure could hold
 * rows) is reachable either.
 */
function reachableFrom(root: object): { objects: Set<unknown>; slots: number } {
  const objects = new Set<unknown>();
  let slots = 0;
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) continue;
    if (objects.has(value)) continue;
    objects.add(value);
    const inside: unknown[] = Object.values(value);
    if (value instanceof Map) for (const [key, entry] of value) inside.push(key, entry);
    if (value instanceof Set) inside.push(...value);
    slots += inside.length;
    pending.push(...inside);
  }
  return { objects, slots };
}

const GROUPS = [301, 302, 303, 777, null];
const SHOP_IDS = [11, 12, 13];
const KINDS = ['gift_card', 'tip', 'invoice_payment', 'prepayment'] as const;
const METHODS = [
  method(900, 'Pin (provider)', null, 'Pin'),
  method(2, 'PIN terminal', 5, null),
  method(951, 'Bon B', 77, null),
  method(960, 'Cadeaukaart', null, null),
];

/** Orders first … first + count − 1: every group, shop, rate, kind and method in any 60. */
function pageOfOrders(first: number, count: number) {
  const orders: OrderRow[] = [];
  const payments: OrderPaymentRow[] = [];
  for (let index = first; index < first + count; index += 1) {
    const row = order({
      shop_id: SHOP_IDS[index % SHOP_IDS.length],
      status: index % 7 === 0 ? 'cancelled' : 'complete',
      value_wt: 13.1,
      order_items: [
        line({
          product_group_id: GROUPS[index % GROUPS.length] ?? null,
          tax_rate_id: (index % 3) + 1,
          price: 10,
          price_wt: 12.1,
          cost_ppu: index % 2 === 0 ? 4 : null,
        }),
        nonTurnoverLine(KINDS[index % KINDS.length] ?? 'tip', 1),
      ],
    });
    orders.push(row);
    // Two in three orders are paid the same day, the rest are on account.
    if (index % 3 !== 2) payments.push(payment(row, 13.1, 'Pin', METHODS[index % METHODS.length]));
  }
  return { orders, payments };
}

describe('ReportTotals', () => {
  it('keeps sums per group, shop, rate and method, not the orders: 10,000 orders in pages', () => {
    const totals = new ReportTotals(reportInput());
    const pages = Array.from({ length: 20 }, (_, page) => pageOfOrders(page * 500, 500));
    const held: number[] = [];
    for (const { orders, payments } of pages) {
      totals.addOrders(orders, payments);
      totals.addDayClosings([dayClosing(11, '2026-03-10', 100, 99.5)]);
      const { objects, slots } = reachableFrom(totals);
      const rows = [
        ...orders,
        ...orders.flatMap((row) => row.order_items),
        ...payments,
        ...payments.map((row) => row.provider_method),
      ];
      expect(rows.filter((row) => objects.has(row))).toEqual([]);
      expect([...objects].filter((value) => typeof value === 'function')).toEqual([]);
      held.push(slots);
    }
    // Every key is in the first page, so the state is as big after 500 orders as after
    // 10,000; and it is small: a few slots per group × shop, rate, kind and method.
    expect(new Set(held)).toEqual(new Set([held[0]]));
    expect(held[0]).toBeLessThan(300);
    const whole = computeFinancialReport(
      reportInput({
        orders: pages.flatMap((page) => page.orders),
        payments: pages.flatMap((page) => page.payments),
        dayClosings: pages.map(() => dayClosing(11, '2026-03-10', 100, 99.5)),
      }),
    );
    expect(totals.report(reportInput())).toStrictEqual(whole);
    expect(whole.revenue.total_sales).toBe(85_710); // 8,571 orders in scope × 10.00
  });

  it('names a rate the registry lacks by its first line, in whatever page that was', () => {
    const totals = new ReportTotals(reportInput());
    const rated = (tax: number) =>
      order({
        value_wt: 10,
        order_items: [line({ tax, tax_rate_id: 5, price: 10, price_wt: 10 })],
      });
    totals.addOrders([rated(0.09)], []);
    totals.addOrders([rated(0.21), rated(0.21)], []);
    const rates = totals.report(reportInput()).not_paid_now.rates;
    expect(rates.map((row) => [row.tax_rate_id, row.rate, row.gross])).toEqual([[5, 9, 30]]);
  });

  it('names a payment method group across pages as all payments at once would', () => {
    // type:77 is named by its lowest method id; the alias the account lacks by its first payment.
    const first = [
      sale({}, method(951, 'Bon B', 77, null)),
      sale({}, method(961, 'Eigen', null, 'Mystery')),
    ];
    const second = [
      sale({}, method(962, 'Eigen 2', null, 'Mystery')),
      sale({}, method(950, 'Bon A', 77, null)),
      sale({}, method(961, 'Eigen', null, 'Mystery')),
      sale({}, method(952, 'Bon C', 77, null)),
    ];
    const totals = new ReportTotals(reportInput());
    for (const page of [first, second]) {
      totals.addOrders(
        page.map((entry) => entry.row),
        page.flatMap((entry) => entry.paid),
      );
    }
    const methods = totals.report(reportInput()).direct_paid.payment_methods;
    expect(methods).toEqual([
      { type_alias: 'type:77', name: 'Bon A', amount: 36.3 }, // equal amounts: by name
      { type_alias: 'Mystery', name: 'Eigen', amount: 36.3 },
    ]);
    const all = [...first, ...second];
    const whole = computeFinancialReport(
      reportInput({
        orders: all.map((entry) => entry.row),
        payments: all.flatMap((entry) => entry.paid),
      }),
    );
    expect(methods).toStrictEqual(whole.direct_paid.payment_methods);
  });

  it('throws on a page it cannot read and adds nothing of it', () => {
    const totals = new ReportTotals(reportInput());
    const good = sale({ order_items: [line({ price: 10, price_wt: 12.1 })] }, null);
    totals.addOrders([good.row], []);
    const before = totals.report(reportInput());
    const unreadable = order({ date_purchased: '2026-03-10 10:00:00' }); // no offset
    expect(() => {
      totals.addOrders([good.row, unreadable], []);
    }).toThrow(ReportDataError);
    const badPayment = payment(good.row, 12.1, 'Pin', { date_paid: 'yesterday' });
    expect(() => {
      totals.addOrders([good.row], [badPayment]);
    }).toThrow(ReportDataError);
    expect(() => {
      totals.addDayClosings([dayClosing(11, '10-03-2026', 1, 0)]);
    }).toThrow(ReportDataError);
    expect(totals.report(reportInput())).toStrictEqual(before);
  });

  it('reports what has been added so far, and goes on adding after a report', () => {
    const orders = pageOfOrders(0, 90).orders;
    const totals = new ReportTotals(reportInput());
    totals.addOrders(orders.slice(0, 40), []);
    expect(totals.report(reportInput())).toStrictEqual(
      computeFinancialReport(reportInput({ orders: orders.slice(0, 40) })),
    );
    totals.addOrders(orders.slice(40), []);
    expect(totals.report(reportInput())).toStrictEqual(
      computeFinancialReport(reportInput({ orders })),
    );
  });

  it('sees only the payments given with an order’s own page', () => {
    // The caller's contract: a page comes with the payments of exactly its orders.
    const paidLater = sale(
      { order_items: [line({ price: 10, price_wt: 12.1 })] },
      method(900, 'Pin (provider)', null, 'Pin'),
    );
    const totals = new ReportTotals(reportInput());
    totals.addOrders([paidLater.row], []);
    totals.addOrders([], paidLater.paid);
    const report = totals.report(reportInput());
    expect(report.direct_paid.total.gross).toBe(0);
    expect(report.not_paid_now.total.gross).toBe(12.1);
  });
});
