/**
 * The journal's figures per Amsterdam day, added up a page of orders at a time as the report
 * is (report-totals.ts), with the report's own parts: the scope (scope.ts), the split into
 * directly paid and not (payment-status.ts), the line movements (line-movements.ts), the VAT
 * buckets (vat-breakdown.ts) and the payment tally (payment-methods.ts). So the figures of
 * all days together are the report's of the whole period, exactly (docs/journal.md).
 */
import { parseLocalDate, type LocalDate } from '../../../shared/dates.js';
import { add, parseAmount, subtract, ZERO, type Amount } from '../../../shared/money.js';
import type { DayClosingRow, OrderItemRow, OrderRow } from '../../upstream/wire.js';
import type { OrderPaymentRow } from '../orders/payments.js';
import { movementOf } from '../reports/line-movements.js';
import { tallyPayments, type PaymentTally } from '../reports/payment-methods.js';
import { splitByPaymentStatus } from '../reports/payment-status.js';
import { addCashDifferences, addRevenueLines, emptyRevenue } from '../reports/revenue.js';
import type { RevenueFigures } from '../reports/revenue.js';
import {
  selectDayClosingsInScope,
  selectOrdersInScope,
  type ScopeRules,
} from '../reports/scope.js';
import { addToVatTally, emptyVatTally, type VatTally } from '../reports/vat-breakdown.js';

/** Net amounts of one turnover group at one tax rate: what it sold and what came back. */
export interface GroupRateMovement {
  groupId: number | null;
  taxRateId: number | null;
  sold: Amount;
  returned: Amount;
  /** The VAT (gross − net) of what it sold and of what came back: the XAF's per-line VAT. */
  soldVat: Amount;
  returnedVat: Amount;
}

/** The refunded share of sold lines at one tax rate (a refund recorded on the order later). */
export interface RateRefund {
  taxRateId: number | null;
  net: Amount;
  gross: Amount;
}

export interface DayTally {
  date: LocalDate;
  /** Per turnover group and tax rate, net (`${groupId}|${taxRateId}`). */
  movements: Map<string, GroupRateMovement>;
  /** Refunded shares of sold lines, per tax rate. */
  refunds: Map<number | null, RateRefund>;
  /** The lines of every order in scope by tax rate, as the report's two VAT sections add. */
  vat: VatTally;
  /** VAT (gross − net) of turnover lines that carry no tax rate. */
  vatWithoutRate: Amount;
  /** Revenue (non-revenue kinds, cash differences) as the report adds it for this day. */
  revenue: RevenueFigures;
  /** The directly paid orders' same-day payments. */
  payments: PaymentTally;
  /** What the directly paid orders were sold for (their lines, incl. VAT). */
  directPaidGross: Amount;
  /** What the not-paid-now orders were sold for (their lines, incl. VAT). */
  notPaidNowGross: Amount;
}

const linesGross = (orders: readonly OrderRow[]): Amount =>
  orders
    .flatMap((order) => order.order_items)
    .reduce((total, line) => add(total, parseAmount(line.price_wt)), ZERO);

function addMovement(day: DayTally, line: OrderItemRow): void {
  const { sold, returned } = movementOf(line);
  const key = `${line.product_group_id}|${line.tax_rate_id}`;
  const entry = day.movements.get(key) ?? {
    groupId: line.product_group_id,
    taxRateId: line.tax_rate_id,
    sold: ZERO,
    returned: ZERO,
    soldVat: ZERO,
    returnedVat: ZERO,
  };
  entry.sold = add(entry.sold, sold.net);
  entry.returned = add(entry.returned, returned.net);
  entry.soldVat = add(entry.soldVat, subtract(sold.gross, sold.net));
  entry.returnedVat = add(entry.returnedVat, subtract(returned.gross, returned.net));
  day.movements.set(key, entry);
  // A till return (quantity < 0) is already a negative line in the VAT buckets; the refunded
  // share of a sold line is not, so its VAT is reversed apart (docs/journal.md, "Refunds").
  if (line.quantity > 0 && returned.gross !== ZERO) {
    const refund = day.refunds.get(line.tax_rate_id) ?? {
      taxRateId: line.tax_rate_id,
      net: ZERO,
      gross: ZERO,
    };
    refund.net = add(refund.net, returned.net);
    refund.gross = add(refund.gross, returned.gross);
    day.refunds.set(line.tax_rate_id, refund);
  }
  if (line.tax_rate_id === null) {
    day.vatWithoutRate = add(
      day.vatWithoutRate,
      subtract(parseAmount(line.price_wt), parseAmount(line.price)),
    );
  }
}

export class JournalDayTallies {
  private readonly days = new Map<LocalDate, DayTally>();
  private readonly rules: ScopeRules;

  constructor({ from, to, locationId, shops }: ScopeRules) {
    this.rules = { from, to, locationId, shops };
  }

  private dayOf(date: LocalDate): DayTally {
    let day = this.days.get(date);
    if (!day) {
      day = {
        date,
        movements: new Map(),
        refunds: new Map(),
        vat: emptyVatTally(),
        vatWithoutRate: ZERO,
        revenue: emptyRevenue(),
        payments: new Map(),
        directPaidGross: ZERO,
        notPaidNowGross: ZERO,
      };
      this.days.set(date, day);
    }
    return day;
  }

  /** One page of orders with the payments of exactly those orders, as ReportTotals takes. */
  addOrders(orders: readonly OrderRow[], payments: readonly OrderPaymentRow[]): void {
    const scoped = selectOrdersInScope(orders, this.rules);
    const { directPaid, notPaidNow } = splitByPaymentStatus(scoped, payments);
    for (const { order, purchaseDay } of scoped) {
      const day = this.dayOf(purchaseDay);
      addRevenueLines(day.revenue, [order]);
      addToVatTally(day.vat, [order]);
      for (const line of order.order_items) if (line.is_turnover) addMovement(day, line);
    }
    for (const paid of directPaid) {
      const day = this.dayOf(paid.purchaseDay);
      tallyPayments(day.payments, paid.payments);
      day.directPaidGross = add(day.directPaidGross, linesGross([paid.order]));
    }
    for (const open of notPaidNow) {
      const day = this.dayOf(open.purchaseDay);
      day.notPaidNowGross = add(day.notPaidNowGross, linesGross([open.order]));
    }
  }

  addDayClosings(closings: readonly DayClosingRow[]): void {
    for (const closing of selectDayClosingsInScope(closings, this.rules)) {
      // The scope read every date already; a closing it kept has a readable one.
      const date = parseLocalDate(closing.date);
      if (date !== null) addCashDifferences(this.dayOf(date).revenue, [closing]);
    }
  }

  /** The days with anything on them, first day first. */
  tallies(): DayTally[] {
    return [...this.days.values()].sort((a, b) => a.date.localeCompare(b.date));
  }
}
