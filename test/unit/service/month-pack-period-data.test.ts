/**
 * A month pack is written for a period with any figure: a month whose only movement is the
 * payment of an order sold on account the month before has a journal entry, so it is not
 * refused as empty; a period without any figure is.
 */
import { describe, expect, it } from 'vitest';
import { reportHasData } from '../../../electron/service/domain/month-pack/period-data.js';
import { computeFinancialReport } from '../../../electron/service/domain/financial-report/financial-report.js';
import { day, line, order, payment, reportInput } from '../reports/fixtures.js';

// Sold on account on Feb 27 (€ 121.00), paid by bank transfer on Mar 5.
const onAccount = order({
  date_purchased: '2026-02-27 15:00:00+01:00',
  value_wt: 121,
  order_items: [line({ price: 100, price_wt: 121 })],
});
const paidInMarch = [payment(onAccount, 121, 'Web', { date_paid: '2026-03-05 10:00:00+01:00' })];
const reportOf = (from: string, to: string) =>
  computeFinancialReport(
    reportInput({ from: day(from), to: day(to), orders: [onAccount], payments: paidInMarch }),
  );

describe('a month pack’s period', () => {
  it('has data when its only figure is a payment settling an earlier sale', () => {
    const march = reportOf('2026-03-01', '2026-03-31');
    expect(march.revenue.rows).toEqual([]);
    expect(march.settlements.total).toBe(121);
    expect(reportHasData(march)).toBe(true);
  });

  it('has none without any figure', () => {
    expect(reportHasData(reportOf('2026-04-01', '2026-04-30'))).toBe(false);
  });
});
