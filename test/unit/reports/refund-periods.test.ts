/**
 * Issue 45's example, in the report, the VAT return, the journal and the till closings alike:
 * a sale on Feb 10 partly refunded (paid back on Feb 12) and an order fully refunded (paid
 * back on Feb 11). Each refund counts on the day it was paid back, each payment on the day it
 * was made, and a range asked after the sale still sees them.
 */
import { describe, expect, it } from 'vitest';
import { JournalDayTallies } from '../../../electron/service/domain/journal/day-tallies.js';
import { journalOf } from '../../../electron/service/domain/journal/journal-of.js';
import {
  computeFinancialReport,
  type FinancialReportInput,
} from '../../../electron/service/domain/financial-report/financial-report.js';
import { DayClosingTotals } from '../../../electron/service/domain/day-closings/day-closings.js';
import {
  foreignCountryResolver,
  vatReturnOf,
} from '../../../electron/service/domain/vat/vat-return.js';
import { parseAmount } from '../../../shared/money.js';
import { fullMapping } from '../journal/mapping.js';
import { day, line, order, payment, reportInput } from './fixtures.js';

const FEB_10 = '2026-02-10 12:00:00+01:00';

/** 2 × € 25.00 and € 3.63 shipping at 21 %, one piece refunded: € 25.00 paid back Feb 12. */
const partly = order({
  shop_id: 12,
  date_purchased: FEB_10,
  value_wt: 28.63,
  refunded_price_wt: 25,
  order_items: [
    line({ product_group_id: 301, quantity: 2, refunded_quantity: 1, price: 41.32, price_wt: 50 }),
    line({ product_group_id: 301, price: 3, price_wt: 3.63 }),
  ],
});
/** € 12.10 at 21 %, refunded in full: paid back Feb 11. */
const whole = order({
  shop_id: 11,
  date_purchased: FEB_10,
  status: 'refunded',
  value_wt: 0,
  refunded_price_wt: 12.1,
  order_items: [line({ product_group_id: 302, refunded_quantity: 1, price: 10, price_wt: 12.1 })],
});
const payments = [
  payment(partly, 53.63, 'Web'),
  payment(partly, -25, 'Web', { status: 'refunded', date_paid: '2026-02-12 09:30:00+01:00' }),
  payment(whole, 12.1, 'Pin'),
  payment(whole, -12.1, 'Pin', { status: 'refunded', date_paid: '2026-02-11 16:00:00+01:00' }),
];

const input = (from: string, to: string): FinancialReportInput =>
  reportInput({ from: day(from), to: day(to), orders: [partly, whole], payments });

const rubriek1a = (from: string, to: string) => {
  const scope = input(from, to);
  const row = vatReturnOf(
    computeFinancialReport(scope),
    foreignCountryResolver(scope.taxRates ?? []),
  ).rubrieken[0];
  return { rubriek: row?.rubriek, turnover: row?.turnover, vat: row?.vat };
};

function journalOfRange(from: string, to: string) {
  const scope = input(from, to);
  const tallies = new JournalDayTallies({ ...scope, locationId: null });
  tallies.addOrders(scope.orders, scope.payments);
  return journalOf(
    tallies.tallies(),
    fullMapping(),
    { paymentMethods: scope.paymentMethods, productGroups: [], taxRates: scope.taxRates ?? [] },
    { from: scope.from, to: scope.to, locationId: null },
    'en',
  );
}

describe('a refund counts in the period it is paid back', () => {
  it('lowers rubriek 1a of Feb 10–12 to € 23.66 / € 4.97', () => {
    expect(rubriek1a('2026-02-10', '2026-02-12')).toEqual({
      rubriek: '1a',
      turnover: 23.66,
      vat: 4.97,
    });
  });

  it('counts the sales as invoiced on Feb 10 and each refund on its own day', () => {
    expect(rubriek1a('2026-02-10', '2026-02-10')).toMatchObject({ turnover: 54.32, vat: 11.41 });
    expect(rubriek1a('2026-02-11', '2026-02-11')).toMatchObject({ turnover: -10, vat: -2.1 });
    expect(rubriek1a('2026-02-12', '2026-02-12')).toMatchObject({ turnover: -20.66, vat: -4.34 });
    expect(rubriek1a('2026-02-13', '2026-03-31')).toMatchObject({ turnover: 0, vat: 0 });
  });

  it('shows the refunds and payouts in the report of the days they were made', () => {
    const report = computeFinancialReport(input('2026-02-11', '2026-02-12'));
    expect(report.revenue).toMatchObject({ total_sales: 0, total_returns: 30.66 });
    expect(report.refunds.total).toEqual({ net: -30.66, vat: -6.44, gross: -37.1 });
    expect(report.settlements.payment_methods.map((m) => [m.type_alias, m.amount])).toEqual([
      ['Pin', -12.1],
      ['Web', -25],
    ]);
    expect(report.direct_paid.payment_methods).toEqual([]);
  });

  it('posts each credit note and payout on its day, so debtors end at 0', () => {
    const journal = journalOfRange('2026-02-10', '2026-02-12');
    expect(journal.left_out).toEqual([]);
    expect(journal.entries.map((entry) => entry.number)).toEqual([
      'BOD-20260210',
      'BOD-20260211',
      'BOD-20260212',
    ]);
    const lines = (index: number) =>
      journal.entries[index]?.lines.map((row) => [row.kind, row.account, row.debit, row.credit]);
    expect(lines(1)).toEqual([
      ['returns', '80302', 10, 0],
      ['vat', '1501', 2.1, 0],
      ['refund', '1300', 0, 12.1],
      ['settlement', '11-Pin', 0, 12.1],
      ['settlement', '1300', 12.1, 0],
    ]);
    const balance = (account: string) =>
      journal.entries
        .flatMap((entry) => entry.lines)
        .filter((row) => row.account === account)
        .reduce((total, row) => total + Math.round((row.debit - row.credit) * 100), 0);
    // What the provider and the terminal moved: 53.63 − 25.00 and 12.10 − 12.10.
    expect([balance('11-Web'), balance('11-Pin'), balance('1300')]).toEqual([2863, 0, 0]);
    expect(balance('1501')).toBe(-497);
  });

  it('lists a payout at the till on the day it was made', () => {
    const scope = input('2026-02-11', '2026-02-11');
    const tills = new DayClosingTotals({ ...scope, locationId: null, shopId: null });
    tills.addOrders(scope.orders, scope.payments);
    const rows = tills.result({ paymentMethods: scope.paymentMethods }, parseAmount(5)).data;
    expect(rows.map((row) => [row.date, row.shop_id, row.orders, row.settlements])).toEqual([
      ['2026-02-11', 11, 0, [{ type_alias: 'Pin', name: 'PIN', amount: -12.1 }]],
    ]);
  });

  it('dates a refund without a refund payment on the purchase day', () => {
    const sales = payments.filter((entry) => entry.status === 'paid');
    const report = computeFinancialReport({
      ...input('2026-02-10', '2026-02-10'),
      payments: sales,
    });
    expect(report.refunds.total.gross).toBe(-37.1);
    expect(report.settlements.total).toBe(0);
  });
});

describe('a payment made before its order was bought', () => {
  // Paid by iDEAL at 23:58 on Feb 9, the order dated 00:01 on Feb 10 (decision 0115).
  const prepaid = order({
    shop_id: 12,
    date_purchased: '2026-02-10 00:01:00+01:00',
    value_wt: 12.1,
    order_items: [line({ product_group_id: 301, price: 10, price_wt: 12.1 })],
  });
  const early = [payment(prepaid, 12.1, 'Web', { date_paid: '2026-02-09 23:58:00+01:00' })];
  const settled = (from: string, to: string) =>
    computeFinancialReport(
      reportInput({ from: day(from), to: day(to), orders: [prepaid], payments: early }),
    ).settlements.payment_methods.map((method) => [method.type_alias, method.amount]);

  it('counts on the purchase day, as a settlement, so each day adds up to the month', () => {
    expect(settled('2026-02-09', '2026-02-09')).toEqual([]);
    expect(settled('2026-02-10', '2026-02-10')).toEqual([['Web', 12.1]]);
    expect(settled('2026-02-01', '2026-02-28')).toEqual([['Web', 12.1]]);
  });
});

describe('the return of a discount line lowers the returns', () => {
  // € 24.20 less a € 6.05 discount line, both 21 %: € 18.15 paid Feb 10, all of it paid back
  // Feb 12. The discount's credit line comes back at + € 5.00, which returns € 5.00 less.
  const discounted = order({
    date_purchased: FEB_10,
    status: 'refunded',
    value_wt: 0,
    refunded_price_wt: 18.15,
    order_items: [
      line({ product_group_id: 301, refunded_quantity: 1, price: 20, price_wt: 24.2 }),
      line({ product_group_id: 301, refunded_quantity: 1, price: -5, price_wt: -6.05 }),
    ],
  });
  const paidAndBack = [
    payment(discounted, 18.15, 'Pin'),
    payment(discounted, -18.15, 'Pin', { date_paid: '2026-02-12 10:00:00+01:00' }),
  ];
  const refundDay = reportInput({
    from: day('2026-02-12'),
    to: day('2026-02-12'),
    orders: [discounted],
    payments: paidAndBack,
  });

  it('returns € 15.00 / € 18.15 on the refund day, as rubriek 1a and the journal do', () => {
    const report = computeFinancialReport(refundDay);
    expect(report.revenue).toMatchObject({
      total_returns: 15,
      total_returns_wt: 18.15,
      total_turnover: -15,
    });
    const rubriek = vatReturnOf(report, foreignCountryResolver(refundDay.taxRates ?? []))
      .rubrieken[0];
    expect(rubriek).toMatchObject({ rubriek: '1a', turnover: -15, vat: -3.15 });
    const tallies = new JournalDayTallies({ ...refundDay, locationId: null });
    tallies.addOrders(refundDay.orders, refundDay.payments);
    const journal = journalOf(
      tallies.tallies(),
      fullMapping(),
      {
        paymentMethods: refundDay.paymentMethods,
        productGroups: [],
        taxRates: refundDay.taxRates ?? [],
      },
      { from: refundDay.from, to: refundDay.to, locationId: null },
      'en',
    );
    expect(journal.left_out).toEqual([]);
    expect(journal.entries).toHaveLength(1);
  });

  it('counts a till return with its discount line at what was paid back', () => {
    const tillReturn = order({
      value_wt: -18.15,
      order_items: [
        line({ quantity: -1, price: -20, price_wt: -24.2 }),
        line({ quantity: -1, price: 5, price_wt: 6.05 }),
      ],
    });
    const report = computeFinancialReport(
      reportInput({ orders: [tillReturn], payments: [payment(tillReturn, -18.15, 'Cash')] }),
    );
    expect(report.revenue.total_returns).toBe(15);
    expect(report.revenue.total_returns_wt).toBe(18.15);
    expect(report.direct_paid.total.net).toBe(-15);
  });
});
