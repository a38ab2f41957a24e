/**
 * ReportTotals, a page at a time, against computeFinancialReport over all rows at once: any
 * split of the same rows into in-order pages gives the same report, byte for byte. The rows
 * are generated-rows.ts's, made order-sensitive where the report is: lines of one tax rate
 * carry different fractions (a rate the registry lacks is named by the first), and payments
 * name their methods in ways that group several methods under one name.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeFinancialReport,
  reportBasis,
  type FinancialReportInput,
} from '../../../electron/service/domain/financial-report/financial-report.js';
import { ReportTotals } from '../../../electron/service/domain/financial-report/report-totals.js';
import type { OrderPaymentRow } from '../../../electron/service/data/platform/payments.js';
import type { DayClosingRow, OrderRow } from '../../../electron/upstream/wire.js';
import { percentFromFraction } from '../../../shared/money.js';
import { inputArbitrary } from './order-sensitive-input.js';

interface Page {
  orders: OrderRow[];
  payments: OrderPaymentRow[];
  closings: DayClosingRow[];
}

/**
 * The input's orders cut into in-order pages of the given sizes (0 = an empty page), the
 * rest in one last page; each page with the payments of exactly its orders, in their order,
 * and the day closings spread over the pages by the same sizes.
 */
function pagesOf(input: FinancialReportInput, sizes: readonly number[]): Page[] {
  const take = <Row>(rows: readonly Row[]): Row[][] => {
    const chunks: Row[][] = [];
    let at = 0;
    for (const size of sizes) {
      chunks.push(rows.slice(at, at + size));
      at += size;
    }
    chunks.push(rows.slice(at));
    return chunks;
  };
  const closings = take(input.dayClosings);
  return take(input.orders).map((orders, index) => {
    const ids = new Set(orders.map((row) => row.id));
    return {
      orders,
      payments: input.payments.filter((row) => ids.has(row.order_id)),
      closings: closings[index] ?? [],
    };
  });
}

function reportInPages(input: FinancialReportInput, pages: readonly Page[]) {
  const totals = new ReportTotals(input);
  for (const page of pages) {
    totals.addOrders(page.orders, page.payments);
    totals.addDayClosings(page.closings);
  }
  return totals.report(input);
}

describe('ReportTotals, a page at a time', () => {
  it('gives the report of all rows at once for any in-order split into pages', () => {
    fc.assert(
      fc.property(
        inputArbitrary,
        fc.array(fc.nat({ max: 6 }), { maxLength: 30 }),
        (input, sizes) => {
          const whole = computeFinancialReport(input);
          const onePerOrder = [0, ...input.orders.map(() => 1), 0];
          for (const pages of [pagesOf(input, sizes), pagesOf(input, onePerOrder)]) {
            const paged = reportInPages(input, pages);
            expect(paged).toStrictEqual(whole);
            expect(JSON.stringify(paged)).toBe(JSON.stringify(whole));
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('names a rate the registry lacks by the first line of it in its section', () => {
    // An oracle apart from the adding code: the drill-down's split, then the first line.
    const firstFractions = (orders: readonly OrderRow[]) => {
      const first = new Map<number, number>();
      for (const item of orders.flatMap((row) => row.order_items)) {
        if (item.is_turnover && item.tax_rate_id !== null && !first.has(item.tax_rate_id)) {
          first.set(item.tax_rate_id, item.tax);
        }
      }
      return first;
    };
    fc.assert(
      fc.property(
        inputArbitrary,
        fc.array(fc.nat({ max: 6 }), { maxLength: 30 }),
        (input, sizes) => {
          const report = reportInPages(input, pagesOf(input, sizes));
          const basis = reportBasis(input);
          const registry = new Map((input.taxRates ?? []).map((rate) => [rate.id, rate.value]));
          const sections = [
            [report.direct_paid.rates, basis.directPaid],
            [report.not_paid_now.rates, basis.notPaidNow],
          ] as const;
          for (const [rates, entries] of sections) {
            const first = firstFractions(entries.map((entry) => entry.order));
            for (const row of rates) {
              if (row.tax_rate_id === null) continue;
              const fraction = registry.get(row.tax_rate_id) ?? first.get(row.tax_rate_id);
              expect(row.rate).toBe(fraction === undefined ? null : percentFromFraction(fraction));
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
