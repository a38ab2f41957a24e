/**
 * Every figure added up from day sums (sales-figures/day-sums.ts) against the same figure added up
 * from all its rows at once: the report, the journal's day tallies, the till closings, the product
 * sales, the order exceptions and the dashboard's sale moments. Each day's sums are made as the read model makes them: from the
 * orders that count on the day (bought on it, or earlier and paid on it: read-model/day-index.ts,
 * day-rows.ts), run through the range's own sink for that day alone, kept as text (sums-codec.ts)
 * and read back. The rows are order-sensitive where the report names things by their first row
 * (order-sensitive-input.ts), and orders are sold before the range with refunds and payments in it
 * (generated-rows.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lateDaysOf } from '../../../electron/service/data/read-model/day-index.js';
import {
  asOrdersWithPayments,
  byDay,
  type OrderOnDays,
} from '../../../electron/service/data/read-model/day-rows.js';
import { orderExceptionSums } from '../../../electron/service/domain/exceptions/order-exceptions.js';
import { journalSums } from '../../../electron/service/domain/journal/day-tallies.js';
import { DEFAULT_EXCEPTION_THRESHOLDS } from '../../../shared/api/exceptions.js';
import { dayClosingSums } from '../../../electron/service/domain/day-closings/day-closings.js';
import { periodsOf } from '../../../electron/service/domain/sales-figures/day-sums.js';
import {
  decodeSums,
  encodeSums,
} from '../../../electron/service/domain/sales-figures/sums-codec.js';
import type { FinancialReportInput } from '../../../electron/service/domain/financial-report/financial-report.js';
import { productSalesSums } from '../../../electron/service/domain/sales-figures/product-sales-totals.js';
import { reportSums } from '../../../electron/service/domain/financial-report/report-totals.js';
import type {
  SumKind,
  SummedSink,
} from '../../../electron/service/domain/sales-figures/summed-sink.js';
import { eachDay, localDateOf, parseTimestamp, type LocalDate } from '../../../shared/dates.js';
import { parseAmount } from '../../../shared/money.js';
import {
  momentSums,
  type SummedMoments,
} from '../../../electron/service/domain/today/moment-sums.js';
import { day } from './fixtures.js';
import { inputArbitrary } from './order-sensitive-input.js';

/** The input's orders with their payments and the days they count on, in purchase order. */
function ordersOnDays(input: FinancialReportInput): OrderOnDays[] {
  return input.orders
    .map((order) => {
      const purchased = parseTimestamp(order.date_purchased) ?? 0;
      const payments = input.payments.filter((payment) => payment.order_id === order.id);
      const later = lateDaysOf(purchased, payments);
      return {
        purchased,
        entry: {
          order,
          payments,
          days: [localDateOf(purchased), ...(later === '' ? [] : later.split(','))],
        },
      };
    })
    .sort((a, b) => a.purchased - b.purchased || a.entry.order.id - b.entry.order.id)
    .map(({ entry }) => entry);
}

/** What `kind` adds the range up to, from each day's kept sums. */
function fromDaySums<Sums, Sink extends SummedSink<Sums>>(
  kind: SumKind<Sums, Sink>,
  input: FinancialReportInput,
): Sink {
  const range = { from: input.from, to: input.to };
  const orders = byDay(range, ordersOnDays(input));
  const total = kind.sinkOf(range);
  for (const date of eachDay(input.from, input.to)) {
    const sink = kind.sinkOf({ from: date, to: date });
    const own = asOrdersWithPayments(orders.get(date) ?? []);
    sink.addOrders(own.orders, own.payments);
    sink.addDayClosings(input.dayClosings.filter((closing) => closing.date === date));
    total.absorb(decodeSums(encodeSums(sink.sums())) as Sums);
  }
  return total;
}

/** The same from all rows at once. */
function fromRows<Sums, Sink extends SummedSink<Sums>>(
  kind: SumKind<Sums, Sink>,
  input: FinancialReportInput,
): Sink {
  const sink = kind.sinkOf({ from: input.from, to: input.to });
  sink.addOrders(input.orders, input.payments);
  sink.addDayClosings(input.dayClosings);
  return sink;
}

/** Moments and closings sorted by every field: a set's order says nothing. */
function inOneOrder(sink: SummedMoments) {
  const { moments, closings } = sink.sums();
  const byText =
    <T>(text: (item: T) => string) =>
    (a: T, b: T) =>
      text(a).localeCompare(text(b));
  return {
    moments: [...moments].sort(byText((m) => Object.values(m).join('|'))),
    closings: [...closings].sort(byText((c) => Object.values(c).join('|'))),
  };
}

const rulesOf = (input: FinancialReportInput) => ({
  from: input.from,
  to: input.to,
  locationId: input.locationId,
  shops: input.shops,
});

describe('figures from day sums', () => {
  it('equal the figures of all rows at once, for every kind of sum', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const rules = rulesOf(input);
        const report = reportSums(rules);
        expect(fromDaySums(report, input).report(input)).toEqual(
          fromRows(report, input).report(input),
        );
        const journal = journalSums(rules);
        expect(fromDaySums(journal, input).tallies()).toEqual(fromRows(journal, input).tallies());
        const closings = dayClosingSums({ ...rules, shopId: null });
        const threshold = parseAmount('5');
        expect(fromDaySums(closings, input).result(input, threshold)).toEqual(
          fromRows(closings, input).result(input, threshold),
        );
        const products = productSalesSums(rules);
        expect(fromDaySums(products, input).sums()).toEqual(fromRows(products, input).sums());
        const orderExceptions = orderExceptionSums(rules, DEFAULT_EXCEPTION_THRESHOLDS);
        const [summed, whole] = [fromDaySums, fromRows].map((way) => way(orderExceptions, input));
        // The answer sorts the exceptions (exceptions-view.ts): their order here is free.
        const byId = (sink: typeof summed) =>
          sink?.exceptions().sort((a, b) => a.id.localeCompare(b.id));
        expect(byId(summed)).toEqual(byId(whole));
        expect(summed?.soldCosts).toEqual(whole?.soldCosts);
        expect(summed?.belowCostSales).toEqual(whole?.belowCostSales);
        expect(summed?.anyCost).toBe(whole?.anyCost);
        // The dashboard's moments: the same, whichever order the days hand them over in.
        const moments = momentSums(rules);
        const [daily, all] = [fromDaySums, fromRows].map((way) => inOneOrder(way(moments, input)));
        expect(daily).toEqual(all);
      }),
      { numRuns: 150 },
    );
  });
});

describe('periodsOf', () => {
  const names = (from: string, to: string) =>
    periodsOf({ from: day(from), to: day(to) }).map((period) => period.name);

  it('takes whole months as months, a month’s first days but the last as a run, and days', () => {
    expect(names('2025-11-29', '2026-01-02')).toEqual([
      '2025-11-29',
      '2025-11-30',
      '2025-12',
      '2026-01-01',
      '2026-01-02',
    ]);
    expect(names('2026-02-01', '2026-03-31')).toEqual(['2026-02', '2026-03']);
    expect(names('2025-11-28', '2026-02-27')).toEqual([
      '2025-11-28',
      '2025-11-29',
      '2025-11-30',
      '2025-12',
      '2026-01',
      '2026-02-01..2026-02-26',
      '2026-02-27',
    ]);
    expect(names('2026-02-10', '2026-02-12')).toEqual(['2026-02-10', '2026-02-11', '2026-02-12']);
    const single: LocalDate = day('2026-10-25');
    expect(names(single, single)).toEqual(['2026-10-25']);
  });
});
