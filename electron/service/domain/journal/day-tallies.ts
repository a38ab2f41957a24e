/**
 * The journal's figures per Amsterdam day, added up a page of orders at a time as the report
 * is (report-totals.ts), with the report's own parts: the scope (scope.ts), the split into
 * directly paid and not (payment-status.ts), the line movements (line-movements.ts), the VAT
 * buckets (vat-breakdown.ts) and the payment tally (payment-methods.ts). So the figures of
 * all days together are the report's of the whole period, exactly (docs/journal.md).
 */
import { parseLocalDate, type LocalDate } from '../../../../shared/dates.js';
import { add, parseAmount, subtract, ZERO, type Amount } from '../../../../shared/money.js';
import type {
  DayClosingRecord,
  OrderLineRecord,
  OrderPaymentRecord,
  OrderRecord,
} from '../../core/model/sales.js';
import { movementOf } from '../sales-figures/line-movements.js';
import {
  mergePaymentTally,
  tallyPayments,
  type PaymentTally,
} from '../sales-figures/payment-methods.js';
import { datedSalesRefundsAndPayments } from '../sales-figures/refund-and-payment-dating.js';
import {
  addCashDifferences,
  addRevenueLines,
  emptyRevenue,
  mergeRevenue,
} from '../sales-figures/revenue.js';
import type { RevenueFigures } from '../sales-figures/revenue.js';
import { selectDayClosingsInScope, type ScopeRules } from '../sales-figures/scope.js';
import {
  addToVatTally,
  emptyVatTally,
  mergeVatTally,
  type VatTally,
} from '../sales-figures/vat-breakdown.js';
import type { SumKind, SummedSink } from '../sales-figures/summed-sink.js';

/** Net amounts of one turnover group at one tax rate: what it sold and what came back. */
interface GroupRateMovement {
  groupId: number | null;
  taxRateId: number | null;
  sold: Amount;
  returned: Amount;
  /** The VAT (gross − net) of what it sold and of what came back: the XAF's per-line VAT. */
  soldVat: Amount;
  returnedVat: Amount;
}

export interface DayTally {
  date: LocalDate;
  /** Per turnover group and tax rate, net (`${groupId}|${taxRateId}`). */
  movements: Map<string, GroupRateMovement>;
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
  /** The credit notes of the day: refunds recorded afterwards, incl. VAT (negative). */
  refundsGross: Amount;
  /** Every other payment that moved money this day (refund-and-payment-dating.ts, settlements). */
  settlements: PaymentTally;
}

const linesGross = (orders: readonly OrderRecord[]): Amount =>
  orders
    .flatMap((order) => order.order_items)
    .reduce((total, line) => add(total, parseAmount(line.price_wt)), ZERO);

function addMovement(day: DayTally, line: OrderLineRecord): void {
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
  if (line.tax_rate_id === null) {
    day.vatWithoutRate = add(
      day.vatWithoutRate,
      subtract(parseAmount(line.price_wt), parseAmount(line.price)),
    );
  }
}

/** The tallies of each day added up so far. */
export type JournalSums = Map<LocalDate, DayTally>;

/** A tally of its own: absorbed sums may be absorbed elsewhere too (summed-sink.ts). */
function copyTally(tally: DayTally): DayTally {
  const vat = emptyVatTally();
  mergeVatTally(vat, tally.vat);
  const revenue = emptyRevenue();
  mergeRevenue(revenue, tally.revenue);
  const payments: PaymentTally = new Map();
  mergePaymentTally(payments, tally.payments);
  const settlements: PaymentTally = new Map();
  mergePaymentTally(settlements, tally.settlements);
  const movements = new Map([...tally.movements].map(([key, entry]) => [key, { ...entry }]));
  return { ...tally, movements, vat, revenue, payments, settlements };
}

/** The journal's day tallies kept per day and month (day-sums.ts), for one location or all. */
export const journalSums = (rules: ScopeRules): SumKind<JournalSums, JournalDayTallies> => ({
  key: `journal|location:${rules.locationId ?? '*'}`,
  sinkOf: (range) => new JournalDayTallies({ ...rules, ...range }),
});

export class JournalDayTallies implements SummedSink<JournalSums> {
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
        vat: emptyVatTally(),
        vatWithoutRate: ZERO,
        revenue: emptyRevenue(),
        payments: new Map(),
        directPaidGross: ZERO,
        notPaidNowGross: ZERO,
        refundsGross: ZERO,
        settlements: new Map(),
      };
      this.days.set(date, day);
    }
    return day;
  }

  sums(): JournalSums {
    return this.days;
  }

  /** A later part's days: each day is in one part only, so its tally is taken as it is. */
  absorb(sums: JournalSums): void {
    for (const [date, tally] of sums) this.days.set(date, copyTally(tally));
  }

  /** One page of orders with the payments of exactly those orders, as ReportTotals takes. */
  addOrders(orders: readonly OrderRecord[], payments: readonly OrderPaymentRecord[]): void {
    const parts = datedSalesRefundsAndPayments(orders, payments, this.rules);
    // A sale on its purchase day, a credit note on its refund's day (refund-and-payment-dating.ts).
    for (const { order, purchaseDay } of [...parts.sales, ...parts.creditNotes]) {
      const day = this.dayOf(purchaseDay);
      addRevenueLines(day.revenue, [order]);
      addToVatTally(day.vat, [order]);
      for (const line of order.order_items) if (line.is_turnover) addMovement(day, line);
    }
    for (const paid of parts.directPaid) {
      const day = this.dayOf(paid.purchaseDay);
      tallyPayments(day.payments, paid.payments);
      day.directPaidGross = add(day.directPaidGross, linesGross([paid.order]));
    }
    for (const open of parts.notPaidNow) {
      const day = this.dayOf(open.purchaseDay);
      day.notPaidNowGross = add(day.notPaidNowGross, linesGross([open.order]));
    }
    for (const note of parts.creditNotes) {
      const day = this.dayOf(note.purchaseDay);
      day.refundsGross = add(day.refundsGross, linesGross([note.order]));
    }
    for (const { payment, day } of parts.settlements) {
      tallyPayments(this.dayOf(day).settlements, [payment]);
    }
  }

  addDayClosings(closings: readonly DayClosingRecord[]): void {
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
