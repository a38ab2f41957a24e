/**
 * A refund is paid back a whole number of days and an hour after its purchase (the demo's plan:
 * electron/demo-platform/data/build-order.ts), and one not due before the platform's clock has not been given yet:
 * the last days of a history ending today hold no refund moved to the clock's last second,
 * which at a chain's volume piled ten days of refunds onto one second of `date_updated`.
 */
import { describe, expect, it } from 'vitest';
import { parseTimestamp, todayLocal } from '../../../shared/dates.js';
import { DEMO_ACCOUNTS } from '../../../electron/demo-platform/accounts.js';
import { AccountData } from '../../../electron/demo-platform/data/account-data.js';
import { resolveOptions } from '../../../electron/demo-platform/options.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ACCOUNT = DEMO_ACCOUNTS[0];
if (!ACCOUNT) throw new Error('no demo account');

describe('refunds in a history ending today', () => {
  it('are each paid back whole days and an hour after the purchase, before the clock', () => {
    const data = new AccountData(
      ACCOUNT,
      resolveOptions({
        seed: 11,
        endDate: todayLocal(),
        sizing: { productsPerAccount: 100, ordersPerDay: 80, historyDays: 20 },
      }),
    );
    const { cutoff } = data.calendar;
    const days = Array.from({ length: data.orders.dayCount }, (_, day) => day);
    const bought = new Map(
      [...data.orderOverlay.ordersOfDays(days, 'id')].map((order) => [
        order.id,
        parseTimestamp(order.date_purchased) ?? Number.NaN,
      ]),
    );
    const refunds = [...data.orderOverlay.paymentsOfDays(days)].filter(
      (payment) => payment.status === 'refunded',
    );
    expect(refunds.length).toBeGreaterThan(10);
    for (const refund of refunds) {
      const paid = parseTimestamp(refund.date_paid ?? '') ?? Number.NaN;
      const after = paid - (bought.get(refund.order_id) ?? Number.NaN) - HOUR;
      // To the second: the timestamps carry no milliseconds.
      expect(
        Math.abs(after - Math.round(after / DAY) * DAY),
        `order ${refund.order_id}`,
      ).toBeLessThan(1000);
      expect(paid).toBeLessThan(cutoff);
    }
  });
});
