/** Which orders and day closings the report covers: statuses, Amsterdam days, locations. */
import { describe, expect, it } from 'vitest';
import {
  ReportDataError,
  selectDayClosingsInScope,
  selectOrdersInScope,
  type ScopeRules,
} from '../../../electron/service/domain/sales-figures/scope.js';
import { computeFinancialReport } from '../../../electron/service/domain/financial-report/financial-report.js';
import { day, dayClosing, line, order, reportInput, SHOPS } from './fixtures.js';

const march: ScopeRules = {
  from: day('2026-03-01'),
  to: day('2026-03-31'),
  locationId: null,
  shops: SHOPS,
};

const at = (date_purchased: string) => order({ date_purchased });
const purchasedDays = (rules: ScopeRules, timestamps: string[]) =>
  selectOrdersInScope(timestamps.map(at), rules).map((scoped) => scoped.purchaseDay);

describe('selectOrdersInScope', () => {
  it('keeps processing, complete and refunded orders only', () => {
    const statuses = ['new', 'processing', 'on_hold', 'complete', 'refunded', 'cancelled'] as const;
    const kept = selectOrdersInScope(
      statuses.map((status) => order({ status, date_purchased: '2026-03-10 10:00:00+01:00' })),
      march,
    ).map((scoped) => scoped.order.status);
    expect(kept).toEqual(['processing', 'complete', 'refunded']);
  });

  it('places orders on their Amsterdam day at both ends of the range', () => {
    expect(
      purchasedDays(march, [
        '2026-02-28 23:59:59+01:00', // the day before: out
        '2026-03-01 00:30:00+01:00', // 00:30 local on the 1st: in, on the 1st
        '2026-02-28T23:30:00Z', // the same 00:30 local, written in UTC: in, on the 1st
        '2026-03-31 23:30:00+02:00', // 23:30 on the last day (summer time by then): in
        '2026-03-31T21:59:59Z', // 23:59:59 local on the last day: in
        '2026-04-01 00:00:00+02:00', // midnight after the last day: out
        '2026-03-31T22:00:00Z', // the same midnight in UTC: out
      ]),
    ).toEqual(['2026-03-01', '2026-03-01', '2026-03-31', '2026-03-31']);
  });

  it('covers all 25 hours of the day summer time ends (2026-10-25)', () => {
    const oneDay = { ...march, from: day('2026-10-25'), to: day('2026-10-25') };
    expect(
      purchasedDays(oneDay, [
        '2026-10-24 23:59:59+02:00', // out
        '2026-10-25 00:00:00+02:00',
        '2026-10-25 02:30:00+02:00', // first 02:30
        '2026-10-25 02:30:00+01:00', // the repeated 02:30, an hour later
        '2026-10-25 23:59:59+01:00', // the 25th hour
        '2026-10-26 00:00:00+01:00', // out
      ]),
    ).toEqual(['2026-10-25', '2026-10-25', '2026-10-25', '2026-10-25']);
  });

  it('covers the 23 hours of the day summer time starts (2026-03-29)', () => {
    const oneDay = { ...march, from: day('2026-03-29'), to: day('2026-03-29') };
    expect(
      purchasedDays(oneDay, [
        '2026-03-29 00:00:00+01:00',
        '2026-03-29 01:59:59+01:00',
        '2026-03-29 03:00:00+02:00', // the clock jumps from 02:00 to 03:00
        '2026-03-29 23:59:59+02:00',
        '2026-03-30 00:00:00+02:00', // out
      ]),
    ).toHaveLength(4);
  });

  it('keeps only the shops of a location; unknown shops cannot be placed', () => {
    const orders = [11, 12, 13, 99].map((shop_id) =>
      order({ shop_id, date_purchased: '2026-03-10 10:00:00+01:00' }),
    );
    const shopsOf = (locationId: number | null) =>
      selectOrdersInScope(orders, { ...march, locationId }).map((scoped) => scoped.order.shop_id);
    expect(shopsOf(null)).toEqual([11, 12, 13, 99]);
    expect(shopsOf(501)).toEqual([11]);
    expect(shopsOf(502)).toEqual([13]);
  });

  it('refuses a purchase time it cannot place rather than dropping the order', () => {
    expect(() => selectOrdersInScope([at('2026-03-10 10:00:00')], march)).toThrow(ReportDataError);
  });
});

describe('selectDayClosingsInScope', () => {
  const closings = [
    dayClosing(11, '2026-02-28', 1, 0),
    dayClosing(11, '2026-03-01', 2, 0),
    dayClosing(13, '2026-03-31', 3, 0),
    dayClosing(11, '2026-04-01', 4, 0),
  ];
  const expected = (rules: ScopeRules) =>
    selectDayClosingsInScope(closings, rules).map((closing) => closing.expected_cash);

  it('keeps the closings of the local days in range', () => {
    expect(expected(march)).toEqual([2, 3]);
  });

  it('keeps only the closings of a location’s shops', () => {
    expect(expected({ ...march, locationId: 501 })).toEqual([2]);
    expect(expected({ ...march, locationId: 502 })).toEqual([3]);
  });
});

describe('scope in the report', () => {
  it('counts the 00:30 order on the 1st and leaves out midnight after the range', () => {
    const sale = (date_purchased: string, price: number) =>
      order({
        date_purchased,
        value_wt: price,
        order_items: [line({ product_group_id: 301, price, price_wt: price, tax: 0 })],
      });
    const report = computeFinancialReport(
      reportInput({
        from: day('2026-03-01'),
        to: day('2026-03-31'),
        orders: [
          sale('2026-03-01 00:30:00+01:00', 1),
          sale('2026-03-31 23:30:00+02:00', 2),
          sale('2026-04-01 00:00:00+02:00', 4),
          sale('2026-02-28 23:30:00+01:00', 8),
        ],
      }),
    );
    expect(report.revenue.total_sales).toBe(3); // 1 + 2
  });
});
