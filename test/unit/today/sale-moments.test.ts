/**
 * The Today screen's figures from hand-made rows: each sale at its purchase and each refund
 * recorded afterwards at the moment it was paid back, on the Amsterdam wall clock (the DST
 * days: 2026-03-29 has 23 hours, 2026-10-25 has 25); the hours add up to the financial
 * report's sales − returns of the same rows, to the cent; a day "so far" keeps the moments up
 * to the cut-off, per location; the average basket is per order sold, before refunds.
 */
import { describe, expect, it } from 'vitest';
import { computeFinancialReport } from '../../../electron/service/domain/financial-report/financial-report.js';
import { DayTally } from '../../../electron/service/domain/today/dashboard.js';
import { HourGrid, salesByHourOf } from '../../../electron/service/domain/today/sales-by-hour.js';
import { SaleMomentSink } from '../../../electron/service/domain/today/sale-moments.js';
import { tallyToJson } from '../../../electron/service/domain/today/sales-tally.js';
import { localWallClockMs } from '../../../shared/wall-clock.js';
import type { OrderPaymentRow } from '../../../electron/service/data/platform/payments.js';
import type { OrderRow } from '../../../electron/upstream/wire.js';
import {
  day,
  dayClosing,
  line,
  nonTurnoverLine,
  order,
  payment,
  reportInput,
  SHOPS,
} from './../reports/fixtures.js';

const sale = (date_purchased: string, shop_id: number, price: number, price_wt: number) =>
  order({ date_purchased, shop_id, order_items: [line({ price, price_wt })] });

/** The 25-hour day: 02:30 summer time, then 02:30 winter time an hour later. */
const fallBackSummer = sale('2026-10-25 02:30:00+02:00', 12, 10, 12.1);
const fallBackWinter = sale('2026-10-25 02:30:00+01:00', 12, 20, 24.2);
/** The 23-hour day: 03:30 summer time comes right after 01:59 winter time. */
const springForward = sale('2026-03-29 03:30:00+02:00', 12, 5, 6.05);
/** Sold on Oct 24 at 15:00, one of two pieces paid back on Oct 26 at 11:15. */
const refunded = order({
  date_purchased: '2026-10-24 15:00:00+02:00',
  shop_id: 11,
  order_items: [line({ quantity: 2, refunded_quantity: 1, price: 40, price_wt: 48.4 })],
});
/** A gift card only: not turnover, not a basket. */
const giftCard = order({
  date_purchased: '2026-10-26 09:00:00+01:00',
  shop_id: 13,
  order_items: [nonTurnoverLine('gift_card', 25)],
});
const orders: OrderRow[] = [springForward, refunded, fallBackSummer, fallBackWinter, giftCard];
const payments: OrderPaymentRow[] = [
  ...orders.map((row) => payment(row, row.order_items[0]?.price_wt ?? 0, 'Pin')),
  payment(refunded, -24.2, 'Pin', { status: 'refunded', date_paid: '2026-10-26 11:15:00+01:00' }),
];

function grid(from: string, to: string): HourGrid {
  const hours = new HourGrid();
  const sink = new SaleMomentSink(
    { from: day(from), to: day(to), locationId: null, shops: SHOPS },
    { moment: (moment) => hours.add(moment), closing: (c) => hours.addDifference(c.difference) },
  );
  sink.addOrders(orders, payments);
  return hours;
}

describe('sales per hour of the wall clock', () => {
  it('puts both 02:30s of the 25-hour day in hour 2, and nothing in hour 2 of the 23-hour day', () => {
    const sales = salesByHourOf(grid('2026-10-25', '2026-10-25'), {
      from: day('2026-10-25'),
      to: day('2026-10-25'),
      locationId: null,
    });
    expect(sales.hours[2]).toEqual({ hour: 2, turnover: 30, turnover_wt: 36.3, orders: 2 });
    expect(sales.hours.filter((row) => row.orders > 0)).toHaveLength(1);
    const sunday = sales.weekdays[6];
    expect([sunday?.weekday, sunday?.days, sunday?.hours[2]?.orders]).toEqual([7, 1, 2]);

    const spring = salesByHourOf(grid('2026-03-29', '2026-03-29'), {
      from: day('2026-03-29'),
      to: day('2026-03-29'),
      locationId: null,
    });
    expect(spring.hours[2]?.orders).toBe(0);
    expect(spring.hours[3]).toEqual({ hour: 3, turnover: 5, turnover_wt: 6.05, orders: 1 });
  });

  it('counts a refund paid back later in the hour and on the weekday it was paid back', () => {
    const sales = salesByHourOf(grid('2026-10-26', '2026-10-26'), {
      from: day('2026-10-26'),
      to: day('2026-10-26'),
      locationId: null,
    });
    // Monday 11:00: the piece taken back, no order; the gift card is neither.
    expect(sales.hours[11]).toEqual({ hour: 11, turnover: -20, turnover_wt: -24.2, orders: 0 });
    expect(sales.weekdays[0]?.hours[11]?.turnover_wt).toBe(-24.2);
    expect(sales.total).toEqual({
      turnover: -20,
      turnover_wt: -24.2,
      orders: 0,
      cash_differences: 0,
    });
  });

  it("adds up to the report's sales − returns of the same rows, whatever the range", () => {
    for (const [from, to] of [
      ['2026-03-01', '2026-10-31'],
      ['2026-10-24', '2026-10-26'],
      ['2026-10-25', '2026-10-26'],
    ] as const) {
      const hours = grid(from, to);
      const sales = salesByHourOf(hours, { from: day(from), to: day(to), locationId: null });
      const { revenue } = computeFinancialReport(
        reportInput({ from: day(from), to: day(to), orders, payments }),
      );
      const cents = (value: number) => Math.round(value * 100);
      const sumHours = (field: 'turnover' | 'turnover_wt') =>
        sales.hours.reduce((total, row) => total + cents(row[field]), 0);
      expect(sumHours('turnover')).toBe(cents(revenue.total_sales) - cents(revenue.total_returns));
      expect(sumHours('turnover_wt')).toBe(
        cents(revenue.total_sales_wt) - cents(revenue.total_returns_wt),
      );
    }
  });
});

describe('a day so far', () => {
  const tallyOf = (date: string, until: string | null) => {
    const tally = new DayTally(
      SHOPS,
      until === null ? null : localWallClockMs(Date.parse(until)) + 999,
    );
    const sink = new SaleMomentSink(
      { from: day(date), to: day(date), locationId: null, shops: SHOPS },
      tally,
    );
    const morning = sale(`${date} 09:15:00+01:00`, 11, 10, 12.1);
    const noon = sale(`${date} 12:00:00+01:00`, 13, 30, 36.3);
    const evening = sale(`${date} 17:45:00+01:00`, 11, 100, 121);
    const all = [refunded, giftCard, morning, noon, evening];
    sink.addOrders(all, [...payments, ...all.map((row) => payment(row, 1, 'Pin'))]);
    sink.addDayClosings([dayClosing(11, date, 100, 95)]);
    return tally;
  };

  it('keeps what happened up to the cut-off, inclusive, per location and in total', () => {
    const tally = tallyOf('2026-10-26', '2026-10-26T12:00:00+01:00');
    expect(tallyToJson(tally.total)).toEqual({
      // 09:15 and 12:00 sold, 11:15 the refund; 17:45 not yet.
      turnover: 20,
      turnover_wt: 24.2,
      orders: 2,
      // Before refunds: (12.10 + 36.30) / 2.
      average_basket_wt: 24.2,
    });
    expect(tallyToJson(tally.of(501))).toMatchObject({ turnover: -10, orders: 1 });
    expect(tallyToJson(tally.of(502))).toMatchObject({ turnover: 30, orders: 1 });
    expect(tally.of(null).orders).toBe(0);
    expect(tally.cashDifferences).toBe(500_000_000n);
  });

  it('counts a whole day when there is no cut-off, as the report does', () => {
    const tally = tallyOf('2026-10-26', null);
    const whole = tallyToJson(tally.total);
    expect(whole).toEqual({
      turnover: 120,
      turnover_wt: 145.2,
      orders: 3,
      average_basket_wt: 56.47,
    });
  });

  it('reads the cut-off on the wall clock: on the 25-hour day both 02:30s are before 02:45', () => {
    const tally = new DayTally(SHOPS, localWallClockMs(Date.parse('2026-10-25T02:45:00+01:00')));
    new SaleMomentSink(
      { from: day('2026-10-25'), to: day('2026-10-25'), locationId: null, shops: SHOPS },
      tally,
    ).addOrders(orders, payments);
    expect(tally.total.orders).toBe(2);
    const early = new DayTally(SHOPS, localWallClockMs(Date.parse('2026-10-25T02:15:00+01:00')));
    new SaleMomentSink(
      { from: day('2026-10-25'), to: day('2026-10-25'), locationId: null, shops: SHOPS },
      early,
    ).addOrders(orders, payments);
    expect(early.total.orders).toBe(0);
  });
});
