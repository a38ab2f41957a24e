/**
 * Invariants over generated, internally consistent data (generated-rows.ts). The range spans
 * the 25-hour day of 2026-10-25.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeFinancialReport,
  type FinancialReport,
} from '../../../electron/service/domain/financial-report/financial-report.js';
import {
  foreignCountryResolver,
  vatReturnOf,
} from '../../../electron/service/domain/vat/vat-return.js';
import type { OrderRow } from '../../../electron/upstream/wire.js';
import { dayRangeToInstants, eachDay } from '../../../shared/dates.js';
import { reportInput, SHOPS } from './fixtures.js';
import {
  BELGIAN_6,
  cents,
  dataArbitrary,
  FROM,
  sumCents,
  TO,
  type Generated,
} from './generated-rows.js';

const { start, end } = dayRangeToInstants(FROM, TO);
const IN_SCOPE = new Set(['processing', 'complete', 'refunded']);

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

  it('direct_paid + not_paid_now gross = what the in-scope orders were sold for', () => {
    fc.assert(
      fc.property(dataArbitrary, (data) => {
        const report = compute(data);
        const expected = sumCents(
          data.orders
            .filter((row) => inScope(data, row))
            .flatMap((row) => [row.value_wt, row.refunded_price_wt]),
        );
        expect(cents(report.direct_paid.total.gross) + cents(report.not_paid_now.total.gross)).toBe(
          expected,
        );
      }),
    );
  });

  it('the VAT return per rate is the sales of the range less the refunds paid back in it, OSS apart', () => {
    fc.assert(
      fc.property(dataArbitrary, (data) => {
        // The test's own reckoning: lines of orders sold in the range, less each refunded
        // share on the day its payout was made (without one, or before it, the purchase day).
        const expected = new Map<number, number>();
        const addCents = (rate: number | null, amount: number) => {
          if (rate !== null) expected.set(rate, (expected.get(rate) ?? 0) + amount);
        };
        const inRange = (instant: number) => instant >= start && instant < end;
        for (const row of data.orders) {
          const purchased = Date.parse(row.date_purchased.replace(' ', 'T'));
          const shop = SHOPS.find((candidate) => candidate.id === row.shop_id);
          const scoped =
            IN_SCOPE.has(row.status) &&
            purchased < end &&
            (data.locationId === null || shop?.location_id === data.locationId);
          if (!scoped) continue;
          // The latest payout, never before the purchase (the documented rule).
          const payouts = data.payments.flatMap((p) =>
            p.order_id === row.id && p.amount < 0 && p.date_paid !== null
              ? [Date.parse(p.date_paid.replace(' ', 'T'))]
              : [],
          );
          const refundedAt = Math.max(purchased, ...payouts);
          for (const item of row.order_items) {
            if (!item.is_turnover) continue;
            if (inRange(purchased)) addCents(item.tax_rate_id, cents(item.price));
            if (item.refunded_quantity > 0 && inRange(refundedAt)) {
              const share = Math.round(
                (cents(item.price) * item.refunded_quantity) / item.quantity,
              );
              addCents(item.tax_rate_id, -share);
            }
          }
        }
        const overview = vatReturnOf(compute(data), foreignCountryResolver(data.taxRates));
        const actual = new Map<number, number>();
        for (const row of overview.rubrieken.flatMap((rubriek) => rubriek.rates)) {
          actual.set(row.tax_rate_id, cents(row.turnover));
        }
        // Belgium's 6 % is on the OSS return, under its country, and never in 1a–1e.
        expect(actual.has(BELGIAN_6.id)).toBe(false);
        expect(overview.oss.every((country) => country.country_iso2 === 'BE')).toBe(true);
        for (const row of overview.oss.flatMap((country) => country.rates)) {
          actual.set(row.tax_rate_id, cents(row.turnover));
        }
        for (const [rate, amount] of expected)
          expect(actual.get(rate) ?? 0, `rate ${rate}`).toBe(amount);
        for (const [rate, amount] of actual)
          expect(expected.get(rate) ?? 0, `rate ${rate}`).toBe(amount);
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
