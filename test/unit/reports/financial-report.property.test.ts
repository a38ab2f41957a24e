/**
 * Invariants over generated, internally consistent data: lines in whole cents, order totals
 * derived from the lines, payments that either settle an order on its purchase day or not.
 * The range spans the 25-hour day of 2026-10-25.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeFinancialReport,
  type FinancialReport,
} from '../../../electron/service/reports/financial-report.js';
import type { OrderPaymentRow } from '../../../electron/service/orders/payments.js';
import type { DayClosingRow, OrderItemRow, OrderRow } from '../../../electron/upstream/wire.js';
import { dayRangeToInstants, eachDay, formatUpstreamTimestamp } from '../../../shared/dates.js';
import { day, line, order, payment, reportInput, SHOPS } from './fixtures.js';

const FROM = day('2026-10-23');
const TO = day('2026-10-27');
const { start, end } = dayRangeToInstants(FROM, TO);
const HOUR = 3_600_000;
const RATE_PERCENT: Record<number, number> = { 1: 21, 2: 9, 3: 0 };
const IN_SCOPE = new Set(['processing', 'complete', 'refunded']);

const euros = (cents: number): number => cents / 100;
const cents = (value: number): number => Math.round(value * 100);
const sumCents = (values: number[]): number =>
  values.reduce((total, value) => total + cents(value), 0);

const lineArbitrary: fc.Arbitrary<OrderItemRow> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({
        group: fc.constantFrom(null, 301, 302, 303, 777),
        quantity: fc.integer({ min: -3, max: 4 }),
        unitCents: fc.integer({ min: 0, max: 5_000 }),
        taxRateId: fc.constantFrom(1, 2, 3),
        costCents: fc.option(fc.integer({ min: 0, max: 4_000 })),
      })
      .map(({ group, quantity, unitCents, taxRateId, costCents }) => {
        const netCents = quantity * unitCents;
        const rate = RATE_PERCENT[taxRateId] ?? 0;
        // VAT per line in whole cents, rounded half up on the magnitude, sign following the line.
        const vatCents = Math.sign(netCents) * Math.round((Math.abs(netCents) * rate) / 100);
        return line({
          product_group_id: group,
          quantity,
          price: euros(netCents),
          price_wt: euros(netCents + vatCents),
          tax: rate / 100,
          tax_rate_id: taxRateId,
          cost_ppu: costCents === null ? null : euros(costCents),
        });
      }),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({
        kind: fc.constantFrom('gift_card', 'tip', 'invoice_payment', 'prepayment', null),
        amountCents: fc.integer({ min: -2_000, max: 5_000 }),
      })
      .map(({ kind, amountCents }) =>
        line({
          price: euros(amountCents),
          price_wt: euros(amountCents),
          tax: 0,
          tax_rate_id: null,
          is_turnover: false,
          non_turnover_kind: kind,
        }),
      ),
  },
);

interface Generated {
  orders: OrderRow[];
  payments: OrderPaymentRow[];
  dayClosings: DayClosingRow[];
  locationId: number | null;
}

const orderArbitrary = fc.record({
  // Mostly inside the range, some up to a day either side of it.
  instant: fc.integer({ min: start - 24 * HOUR, max: end + 24 * HOUR - 1 }),
  shopId: fc.constantFrom(11, 12, 13),
  status: fc.constantFrom(
    'processing',
    'complete',
    'refunded',
    'complete',
    'new',
    'cancelled',
    'on_hold',
  ),
  lines: fc.array(lineArbitrary, { minLength: 1, maxLength: 5 }),
  payment: fc.constantFrom('full', 'split', 'none', 'next_day', 'partial'),
});

const dataArbitrary: fc.Arbitrary<Generated> = fc
  .record({
    orders: fc.array(orderArbitrary, { maxLength: 25 }),
    closings: fc.array(
      fc.record({
        shopId: fc.constantFrom(11, 13),
        date: fc.constantFrom(...eachDay(FROM, TO), '2026-10-22', '2026-10-28'),
        expectedCents: fc.integer({ min: 0, max: 50_000 }),
        countedCents: fc.integer({ min: 0, max: 50_000 }),
      }),
      { maxLength: 8 },
    ),
    locationId: fc.constantFrom(null, 501, 502),
  })
  .map(({ orders: specs, closings, locationId }) => {
    const orders: OrderRow[] = [];
    const payments: OrderPaymentRow[] = [];
    for (const spec of specs) {
      const valueWtCents = sumCents(spec.lines.map((item) => item.price_wt));
      const row = order({
        shop_id: spec.shopId,
        status: spec.status,
        date_purchased: formatUpstreamTimestamp(spec.instant),
        value_wt: euros(valueWtCents),
        order_items: spec.lines,
      });
      orders.push(row);
      const half = Math.trunc(valueWtCents / 2);
      if (spec.payment === 'full') payments.push(payment(row, euros(valueWtCents), 'Pin'));
      if (spec.payment === 'split') {
        payments.push(
          payment(row, euros(half), 'Cash'),
          payment(row, euros(valueWtCents - half), 'Pin'),
        );
      }
      if (spec.payment === 'partial' && half !== valueWtCents)
        payments.push(payment(row, euros(half), 'Cash'));
      if (spec.payment === 'next_day') {
        const paidAt = formatUpstreamTimestamp(spec.instant + 25 * HOUR);
        payments.push(payment(row, euros(valueWtCents), 'Web', { date_paid: paidAt }));
      }
    }
    const dayClosings = closings.map((closing, index): DayClosingRow => ({
      id: index + 1,
      shop_id: closing.shopId,
      location_id: closing.shopId === 13 ? 502 : 501,
      date: closing.date,
      expected_cash: euros(closing.expectedCents),
      counted_cash: euros(closing.countedCents),
    }));
    return { orders, payments, dayClosings, locationId };
  });

const compute = (data: Generated, from = FROM, to = TO): FinancialReport =>
  computeFinancialReport(reportInput({ from, to, ...data }));

/** In scope by the test's own reckoning: status, instant inside the range, location. */
function inScope(data: Generated, row: OrderRow): boolean {
  const instant = Date.parse(row.date_purchased.replace(' ', 'T'));
  const shop = SHOPS.find((candidate) => candidate.id === row.shop_id);
  return (
    IN_SCOPE.has(row.status) &&
    instant >= start &&
    instant < end &&
    (data.locationId === null || shop?.location_id === data.locationId)
  );
}

describe('financial report invariants', () => {
  it('turnover by group = per shop = total = sales − returns, also in revenue rows', () => {
    fc.assert(
      fc.property(dataArbitrary, (data) => {
        const { revenue, turnover_by_group: byGroup } = compute(data);
        const salesMinusReturns = cents(revenue.total_sales) - cents(revenue.total_returns);
        const salesMinusReturnsWt = cents(revenue.total_sales_wt) - cents(revenue.total_returns_wt);
        expect(sumCents(byGroup.rows.map((row) => row.total))).toBe(salesMinusReturns);
        expect(sumCents(byGroup.rows.map((row) => row.total_wt))).toBe(salesMinusReturnsWt);
        expect(sumCents(byGroup.shop_totals.map((shop) => shop.turnover))).toBe(salesMinusReturns);
        expect(sumCents(byGroup.shop_totals.map((shop) => shop.turnover_wt))).toBe(
          salesMinusReturnsWt,
        );
        expect(cents(byGroup.total.turnover)).toBe(salesMinusReturns);
        expect(cents(byGroup.total.turnover_wt)).toBe(salesMinusReturnsWt);
        expect(sumCents(revenue.rows.map((row) => row.turnover))).toBe(salesMinusReturns);
        for (const row of byGroup.rows) {
          expect(sumCents(row.shops.map((shop) => shop.turnover))).toBe(cents(row.total));
        }
        expect(cents(revenue.total_turnover)).toBe(
          salesMinusReturns - cents(revenue.total_differences),
        );
      }),
    );
  });

  it('balances on consistent data', () => {
    fc.assert(
      fc.property(dataArbitrary, (data) => {
        const { direct_paid: directPaid } = compute(data);
        expect(directPaid.balance_check.ok).toBe(true);
        expect(directPaid.balance_check.difference).toBe(0);
        expect(sumCents(directPaid.payment_methods.map((method) => method.amount))).toBe(
          cents(directPaid.total.gross),
        );
      }),
    );
  });

  it('direct_paid + not_paid_now gross = the in-scope orders’ value_wt', () => {
    fc.assert(
      fc.property(dataArbitrary, (data) => {
        const report = compute(data);
        const expected = sumCents(
          data.orders.filter((row) => inScope(data, row)).map((row) => row.value_wt),
        );
        expect(cents(report.direct_paid.total.gross) + cents(report.not_paid_now.total.gross)).toBe(
          expected,
        );
      }),
    );
  });

  it('adding up the single days gives the range', () => {
    fc.assert(
      fc.property(dataArbitrary, (data) => {
        const range = compute(data);
        const days = eachDay(FROM, TO).map((date) => compute(data, date, date));
        const total = (pick: (report: FinancialReport) => number[]) =>
          days.reduce((sum, report) => sum + sumCents(pick(report)), 0);
        const keyed = (pick: (report: FinancialReport) => [string, number][]) => {
          const sums = new Map<string, number>();
          for (const report of days) {
            for (const [key, value] of pick(report))
              sums.set(key, (sums.get(key) ?? 0) + cents(value));
          }
          return sums;
        };
        const asMap = (entries: [string, number][]) =>
          new Map(entries.map(([key, value]) => [key, cents(value)]));
        const revenueFields = [
          'total_sales',
          'total_sales_wt',
          'total_returns',
          'total_returns_wt',
          'total_differences',
          'total_turnover',
          'total_turnover_wt',
          'total_cost_of_goods_sold',
        ] as const;
        for (const field of revenueFields) {
          expect(total((report) => [report.revenue[field]])).toBe(cents(range.revenue[field]));
        }
        const groups = (report: FinancialReport): [string, number][] =>
          report.turnover_by_group.rows.flatMap((row) => [
            [`${row.product_group_id}/net`, row.total],
            [`${row.product_group_id}/gross`, row.total_wt],
          ]);
        expect(keyed(groups)).toEqual(asMap(groups(range)));
        const rates = (report: FinancialReport): [string, number][] =>
          (['direct_paid', 'not_paid_now'] as const).flatMap((section) =>
            report[section].rates.flatMap((rate): [string, number][] => [
              [`${section}/${rate.tax_rate_id}/net`, rate.net],
              [`${section}/${rate.tax_rate_id}/vat`, rate.vat],
              [`${section}/${rate.tax_rate_id}/gross`, rate.gross],
            ]),
          );
        expect(keyed(rates)).toEqual(asMap(rates(range)));
      }),
      { numRuns: 60 },
    );
  });

  it('never answers a number with more than 2 decimals', () => {
    fc.assert(
      fc.property(dataArbitrary, (data) => {
        const json = JSON.stringify(compute(data));
        expect(json).not.toMatch(/\d\.\d{3,}/);
        expect(json).not.toMatch(/\d[eE][+-]?\d/);
      }),
    );
  });
});
