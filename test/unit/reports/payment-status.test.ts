/** "Fully paid on the day of purchase" (docs/financial-report.md). */
import { describe, expect, it } from 'vitest';
import { splitByPaymentStatus } from '../../../electron/service/domain/sales-figures/payment-status.js';
import { selectOrdersInScope } from '../../../electron/service/domain/sales-figures/scope.js';
import type { OrderPaymentRow } from '../../../electron/service/data/platform/payments.js';
import type { OrderRow } from '../../../electron/upstream/wire.js';
import { day, order, payment, SHOPS } from './fixtures.js';

const rules = { from: day('2026-03-01'), to: day('2026-03-31'), locationId: null, shops: SHOPS };

function isDirectPaid(orderRow: OrderRow, payments: OrderPaymentRow[]): boolean {
  const split = splitByPaymentStatus(selectOrdersInScope([orderRow], rules), payments);
  return split.directPaid.length === 1;
}

// Bought at 22:00 local on 10 March.
const bought = order({ date_purchased: '2026-03-10 22:00:00+01:00', value_wt: 30.25 });

describe('splitByPaymentStatus', () => {
  it('is paid when same-day paid payments add up to value_wt', () => {
    expect(isDirectPaid(bought, [payment(bought, 30.25, 'Pin')])).toBe(true);
    expect(isDirectPaid(bought, [payment(bought, 20, 'Cash'), payment(bought, 10.25, 'Pin')])).toBe(
      true,
    );
  });

  it('is not paid now when a payment is missing, short or too much', () => {
    expect(isDirectPaid(bought, [])).toBe(false);
    expect(isDirectPaid(bought, [payment(bought, 20, 'Cash')])).toBe(false);
    expect(isDirectPaid(bought, [payment(bought, 30.26, 'Cash')])).toBe(false);
  });

  it('uses the Amsterdam day: 23:59 local counts, midnight local does not', () => {
    const lateSameDay = payment(bought, 30.25, 'Pin', { date_paid: '2026-03-10T22:59:00Z' });
    const nextDay = payment(bought, 30.25, 'Pin', { date_paid: '2026-03-11 00:00:00+01:00' });
    const dayBefore = payment(bought, 30.25, 'Pin', { date_paid: '2026-03-09 23:00:00+01:00' });
    expect(isDirectPaid(bought, [lateSameDay])).toBe(true);
    expect(isDirectPaid(bought, [nextDay])).toBe(false);
    expect(isDirectPaid(bought, [dayBefore])).toBe(false);
  });

  it('counts only payments with status paid', () => {
    for (const status of ['refunded', 'cancelled', 'pending'] as const) {
      expect(isDirectPaid(bought, [payment(bought, 30.25, 'Pin', { status })])).toBe(false);
    }
  });

  // Recorded payments: an open one has no date_paid, an expired one null.
  it('counts no payment without date_paid, whatever its status says', () => {
    for (const status of ['open', 'expired', 'paid'] as const) {
      const undated = payment(bought, 30.25, 'Web', { status, date_paid: null });
      expect(isDirectPaid(bought, [undated])).toBe(false);
    }
  });

  it('treats an order of value 0 as paid, with or without payments', () => {
    const free = order({ date_purchased: '2026-03-10 12:00:00+01:00', value_wt: 0 });
    expect(isDirectPaid(free, [])).toBe(true);
  });

  it('matches a refund order with its negative same-day payment', () => {
    const refund = order({ date_purchased: '2026-03-10 12:00:00+01:00', value_wt: -5.45 });
    expect(isDirectPaid(refund, [payment(refund, -5.45, 'Cash')])).toBe(true);
  });

  it('ignores payments of other orders and keeps the paying ones with the order', () => {
    const other = order({ date_purchased: '2026-03-10 12:00:00+01:00', value_wt: 30.25 });
    const mine = payment(bought, 30.25, 'Pin');
    const split = splitByPaymentStatus(selectOrdersInScope([bought, other], rules), [
      mine,
      payment(order({ value_wt: 30.25 }), 30.25, 'Pin'),
    ]);
    expect(split.directPaid.map((paid) => [paid.order.id, paid.payments])).toEqual([
      [bought.id, [mine]],
    ]);
    expect(split.notPaidNow.map((scoped) => scoped.order.id)).toEqual([other.id]);
  });
});
