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
} from '../../../electron/service/domain/reports/financial-report.js';
import { ReportTotals } from '../../../electron/service/domain/reports/report-totals.js';
import type { OrderPaymentRow } from '../../../electron/service/data/platform/payments.js';
import type { DayClosingRow, OrderRow, TaxRateRow } from '../../../electron/upstream/wire.js';
import { percentFromFraction } from '../../../shared/money.js';
import { reportInput, TAX_RATES } from './fixtures.js';
import { dataArbitrary, FROM, TO } from './generated-rows.js';

const FRACTIONS = [0, 0.055, 0.09, 0.21];

type ProviderMethod = OrderPaymentRow['provider_method'];
const method = (
  id: number,
  title: string,
  typeId: number | null,
  alias: string | null,
): ProviderMethod => ({
  id,
  title,
  provider_method_type_id: typeId,
  provider_method_type: alias === null ? null : { alias },
});

/**
 * How payments name their method: by their own alias, through the account's list (method 2
 * is PIN there), by a type id several methods share (named by the lowest id, and for that id
 * by the first title seen), on their own, and by an alias the account has no title for
 * (named by the first payment's title).
 */
const METHODS: ProviderMethod[] = [
  method(900, 'Pin (provider)', null, 'Pin'),
  method(2, 'PIN terminal', 5, null),
  method(951, 'Bon B', 77, null),
  method(950, 'Bon A', 77, null),
  method(950, 'Bon A (oud)', 77, null),
  method(960, 'Cadeaukaart', null, null),
  method(961, 'Eigen', null, 'Mystery'),
  method(962, 'Eigen 2', null, 'Mystery'),
];

/** Picks cycled over the rows they are for; shrinking makes them all the first. */
const picks = (count: number) =>
  fc.array(fc.nat({ max: count - 1 }), { minLength: 1, maxLength: 4 });
const cycle = <T>(list: readonly T[], chosen: readonly number[], index: number): T =>
  list[chosen[index % chosen.length] ?? 0] as T;

const inputArbitrary: fc.Arbitrary<FinancialReportInput> = fc
  .record({
    // Up to three generated sets as one, for more orders and payments to be out of order with.
    data: fc.array(dataArbitrary, { minLength: 1, maxLength: 3 }).map((sets) => ({
      orders: sets.flatMap((set) => set.orders),
      payments: sets.flatMap((set) => set.payments),
      dayClosings: sets.flatMap((set) => set.dayClosings),
      locationId: sets[0]?.locationId ?? null,
    })),
    fractions: picks(FRACTIONS.length),
    methods: picks(METHODS.length),
    // Without a registry, or one that lacks some ids, the rate comes from the lines.
    taxRates: fc.constantFrom<TaxRateRow[]>(TAX_RATES, [], TAX_RATES.slice(0, 1)),
  })
  .map(({ data, fractions, methods, taxRates }) => {
    let lineIndex = 0;
    const orders = data.orders.map((row) => ({
      ...row,
      order_items: row.order_items.map((item) =>
        item.is_turnover ? { ...item, tax: cycle(FRACTIONS, fractions, lineIndex++) } : item,
      ),
    }));
    const payments = data.payments.map((row, index) => ({
      ...row,
      provider_method: cycle(METHODS, methods, index),
    }));
    return reportInput({ ...data, orders, payments, from: FROM, to: TO, taxRates });
  });

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
