/**
 * When each part of an order counts: its sale on the Amsterdam day it was purchased, a refund
 * recorded on it afterwards (`refunded_quantity`) on the day the refund was paid back, and
 * every payment on the day it was made (docs/financial-report.md, "Which day a sale, a refund
 * and a payment count on"). The report, the VAT return, the till closings and the journal all
 * take an order's parts from here, so they agree on every day.
 *
 * A refund recorded afterwards becomes a credit note: an order of its own, dated on the
 * refund's day, whose lines are the refunded shares as returns (negative quantity and
 * amounts), exactly as a till return looks. So every part of the report that already counts
 * a till return (revenue, turnover by group, VAT rows, cost of goods) counts the credit note
 * on its own day without a rule of its own.
 */
import { localDateOf, parseTimestamp, type LocalDate } from '../../../../shared/dates.js';
import { negate, parseAmount, shareInCents, toJsonNumber } from '../../../../shared/money.js';
import type { OrderLineRecord, OrderPaymentRecord, OrderRecord } from '../../core/model/sales.js';
import { splitByPaymentStatus, type PaymentSplit } from './payment-status.js';
import {
  inRange,
  localDayOfTimestamp,
  selectOrdersUpTo,
  type ScopedOrder,
  type ScopeRules,
} from './scope.js';

/**
 * Statuses of a payment that moved money on its `date_paid`: the platform's own list of paid
 * statuses, as public code reads them (WC-SL wc:`PaymentGateway/PaymentGateway.php`,
 * `PAYMENT_PAID_STATUSES`). A refund paid back is a payment of a negative amount.
 */
const MONEY_MOVED_STATUSES: readonly string[] = [
  'paid',
  'paidout',
  'refunded',
  'refunding',
  'partial_refund',
];

/** The Amsterdam day a payment moved money on; null when it moved none (open, expired, …). */
function movedOn(payment: OrderPaymentRecord): LocalDate | null {
  if (payment.date_paid === null || !MONEY_MOVED_STATUSES.includes(payment.status)) return null;
  return localDayOfTimestamp(payment.date_paid, `payment ${payment.id}`);
}

/** `day`, or `purchaseDay` when that is later. */
const notBefore = (day: LocalDate, purchaseDay: LocalDate): LocalDate =>
  day < purchaseDay ? purchaseDay : day;

/**
 * The day a payment counts on for its order: the day it moved money, or the purchase day when
 * it moved money before the order was bought (paid in advance, or a webshop payment made just
 * before midnight for an order the platform dates after it). A range sees a payment only with
 * an order sold in or before it, so a payment counted before its purchase day would count in
 * a month and on none of the month's days.
 */
function countingDayOf(payment: OrderPaymentRecord, purchaseDay: LocalDate): LocalDate | null {
  const day = movedOn(payment);
  return day === null ? null : notBefore(day, purchaseDay);
}

/** A payment with the day it counts on, and the order it pays. */
export interface DatedPayment {
  payment: OrderPaymentRecord;
  day: LocalDate;
  scoped: ScopedOrder;
}

/** The refunded part of a sold line, never more than the line. */
const refundedOf = (line: OrderLineRecord): number =>
  line.quantity > 0 ? Math.min(Math.max(line.refunded_quantity, 0), line.quantity) : 0;

/** The order as it was sold: every line whole, nothing refunded yet. */
function asSold(scoped: ScopedOrder): ScopedOrder {
  if (!scoped.order.order_items.some((line) => refundedOf(line) !== 0)) return scoped;
  const lines = scoped.order.order_items.map((line) => ({ ...line, refunded_quantity: 0 }));
  return { ...scoped, order: { ...scoped.order, order_items: lines } };
}

/**
 * The moment a refund recorded on the order was paid back: the latest payment of a negative
 * amount that moved money (the latest step, when it was paid back in several, since the
 * platform keeps only how much of each line came back in all, not which step took which);
 * null without one.
 */
export function refundMomentOf(payments: readonly OrderPaymentRecord[]): number | null {
  let latest: number | null = null;
  for (const payment of payments) {
    if (parseAmount(payment.amount) >= 0n || movedOn(payment) === null) continue;
    const moment = parseTimestamp(payment.date_paid ?? '');
    if (moment !== null && (latest === null || moment > latest)) latest = moment;
  }
  return latest;
}

/**
 * The day a refund recorded on the order counts on: the Amsterdam day of its refund moment
 * (refundMomentOf), never before the purchase day (as a payment, countingDayOf). Without a
 * refund payment the platform gives no date of its own (the recorded refund left
 * `date_updated` as it was), so the purchase day is used.
 */
function refundDayOf(scoped: ScopedOrder, payments: readonly OrderPaymentRecord[]): LocalDate {
  const moment = refundMomentOf(payments);
  return moment === null ? scoped.purchaseDay : notBefore(localDateOf(moment), scoped.purchaseDay);
}

/** A refunded share as a return line: the share of the line's amounts, rounded once. */
function creditLine(line: OrderLineRecord, refunded: number): OrderLineRecord {
  const share = (amount: number) =>
    toJsonNumber(negate(shareInCents(parseAmount(amount), refunded, line.quantity)));
  return {
    ...line,
    quantity: -refunded,
    refunded_quantity: 0,
    price: share(line.price),
    price_wt: share(line.price_wt),
  };
}

/** The refund recorded on the order as a credit note on its day; null when nothing came back. */
function creditNoteOf(
  scoped: ScopedOrder,
  payments: readonly OrderPaymentRecord[],
): ScopedOrder | null {
  const lines = scoped.order.order_items.flatMap((line) => {
    const refunded = refundedOf(line);
    return refunded === 0 ? [] : [creditLine(line, refunded)];
  });
  if (lines.length === 0) return null;
  return {
    order: { ...scoped.order, order_items: lines },
    purchaseDay: refundDayOf(scoped, payments),
  };
}

/** What one page of orders brings to a range, each part on its own day. */
interface DatedSalesRefundsAndPayments extends PaymentSplit {
  /** The orders sold in the range, as sold. */
  sales: ScopedOrder[];
  /** Refunds recorded afterwards that count in the range (of orders sold in or before it). */
  creditNotes: ScopedOrder[];
  /**
   * Every other payment that moved money in the range: a payment or a payout not made with
   * the sale (an order paid later, partly, or on account; a refund paid back). It settles
   * the customer's balance (debtors) against the payment type's clearing account.
   */
  settlements: DatedPayment[];
}

/**
 * A page of orders (any purchase day; those after the range are out) with the payments of
 * exactly those orders, split into the parts that count in the range. A directly paid order
 * is one whose `paid` payments of its purchase day pay what it was sold for
 * (payment-status.ts); those payments are its sale's, every other payment is a settlement.
 */
export function datedSalesRefundsAndPayments(
  orders: readonly OrderRecord[],
  payments: readonly OrderPaymentRecord[],
  rules: ScopeRules,
): DatedSalesRefundsAndPayments {
  const original = selectOrdersUpTo(orders, rules);
  const scoped = original.map(asSold);
  const split = splitByPaymentStatus(scoped, payments);
  const byOrder = new Map<number, OrderPaymentRecord[]>();
  for (const payment of payments) {
    const list = byOrder.get(payment.order_id);
    if (list) list.push(payment);
    else byOrder.set(payment.order_id, [payment]);
  }
  const withSale = new Set(split.directPaid.flatMap((paid) => paid.payments.map((p) => p.id)));
  const settlements: DatedPayment[] = [];
  const creditNotes: ScopedOrder[] = [];
  const counts = (day: LocalDate) => inRange(day, rules);
  for (const entry of original) {
    const own = byOrder.get(entry.order.id) ?? [];
    for (const payment of own) {
      if (withSale.has(payment.id)) continue;
      const day = countingDayOf(payment, entry.purchaseDay);
      if (day !== null && counts(day)) settlements.push({ payment, day, scoped: entry });
    }
    const creditNote = creditNoteOf(entry, own);
    if (creditNote && counts(creditNote.purchaseDay)) creditNotes.push(creditNote);
  }
  const sold = (entry: ScopedOrder) => counts(entry.purchaseDay);
  return {
    sales: scoped.filter(sold),
    directPaid: split.directPaid.filter(sold),
    notPaidNow: split.notPaidNow.filter(sold),
    creditNotes,
    settlements,
  };
}
