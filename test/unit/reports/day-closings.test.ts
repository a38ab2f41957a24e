/**
 * DayClosingTotals: one row per till per day, a till-day with orders but no closing as not
 * closed (a webshop's day is no till-day), the difference counted − expected (a shortage
 * negative), the flag strictly above the threshold, the day's
 * same-day payments per method, and the shop and location scope.
 */
import { describe, expect, it } from 'vitest';
import { DayClosingTotals } from '../../../electron/service/domain/day-closings/day-closings.js';
import { parseAmount } from '../../../shared/money.js';
import { day, dayClosing, order, payment, PAYMENT_METHODS, SHOPS } from './fixtures.js';

const RULES = { from: day('2026-03-09'), to: day('2026-03-11'), shops: SHOPS };

function tillDays(rules: { locationId: number | null; shopId: number | null }, threshold = '5') {
  const totals = new DayClosingTotals({ ...RULES, ...rules });
  const cash = order({ shop_id: 11, value_wt: 20, date_purchased: '2026-03-10 10:00:00+01:00' });
  const later = order({ shop_id: 11, value_wt: 30, date_purchased: '2026-03-11 10:00:00+01:00' });
  const unpaid = order({ shop_id: 13, value_wt: 7, date_purchased: '2026-03-10 12:00:00+01:00' });
  const web = order({ shop_id: 12, value_wt: 9, date_purchased: '2026-03-10 12:00:00+01:00' });
  totals.addOrders([cash, unpaid, web], [payment(cash, 20, 'Cash'), payment(web, 9, 'Web')]);
  totals.addOrders([later], []);
  totals.addDayClosings([
    dayClosing(11, '2026-03-10', 170, 164.99),
    dayClosing(13, '2026-03-10', 150, 155),
    dayClosing(13, '2026-03-12', 150, 100),
  ]);
  return totals.result({ paymentMethods: PAYMENT_METHODS }, parseAmount(threshold));
}

describe('DayClosingTotals', () => {
  it('lists closed and not-closed till-days, flagging only differences above the threshold', () => {
    const { data, totals } = tillDays({ locationId: null, shopId: null });
    expect(
      data.map((row) => [row.date, row.shop_id, row.closed, row.difference, row.flagged]),
    ).toEqual([
      ['2026-03-10', 11, true, -5.01, true],
      ['2026-03-10', 13, true, 5, false],
      ['2026-03-11', 11, false, null, false],
    ]);
    expect(data[0]?.payments).toEqual([{ type_alias: 'Cash', name: 'Contant', amount: 20 }]);
    expect(data[1]?.orders).toBe(1);
    expect(totals).toEqual({ difference: -0.01, flagged: 1, not_closed: 1, orders: 3 });
  });

  it('keeps to a location or a shop', () => {
    expect(tillDays({ locationId: 502, shopId: null }).data.map((row) => row.shop_id)).toEqual([
      13,
    ]);
    expect(tillDays({ locationId: null, shopId: 11 }).data.map((row) => row.shop_id)).toEqual([
      11, 11,
    ]);
  });
});
