/**
 * The financial report's turnover, moment by moment: each sale counted in the range at the
 * moment it was purchased, each refund recorded afterwards (a credit note) at the moment it
 * was paid back, each with what its turnover lines sold and took back. The parts, their days
 * and their scope are the report's own (refund-and-payment-dating.ts:
 * `datedSalesRefundsAndPayments`), so the moments of a range add up to the report's sales and
 * returns of that range, to the cent; only the moment within the day is added. Cash
 * differences (day closings) have a day, not a moment: they are handed over per closing.
 */
import { add, parseAmount, subtract, ZERO, type Amount } from '../../../../shared/money.js';
import { parseTimestamp } from '../../../../shared/dates.js';
import type {
  DayClosingRecord,
  OrderLineRecord,
  OrderPaymentRecord,
  OrderRecord,
} from '../../core/model/sales.js';
import {
  datedSalesRefundsAndPayments,
  refundMomentOf,
} from '../sales-figures/refund-and-payment-dating.js';
import type { ReportRowSink } from '../sales-figures/fetch-report-rows.js';
import { movementOf } from '../sales-figures/line-movements.js';
import {
  ReportDataError,
  selectDayClosingsInScope,
  type ScopeRules,
} from '../sales-figures/scope.js';

/** What one sale or one credit note moved, at its moment. */
export interface SaleMoment {
  /** Epoch milliseconds: the purchase, or the refund's payment back. */
  instant: number;
  shopId: number;
  /** Turnover lines sold: excl. and incl. VAT. */
  sold: Amount;
  soldWt: Amount;
  /** Turnover lines taken back (magnitudes): till returns, and every line of a credit note. */
  returned: Amount;
  returnedWt: Amount;
  /**
   * A basket: a sale with at least one turnover line sold. A till return, a credit note or
   * a sale of only gift cards or tips is not one.
   */
  basket: boolean;
}

/** A day closing's cash difference (expected − counted, as the report takes it off). */
export interface ClosingDifference {
  shopId: number;
  date: string;
  difference: Amount;
}

export interface MomentListener {
  moment(moment: SaleMoment): void;
  closing(difference: ClosingDifference): void;
}

/** A day's moments and closings as kept (moment-sums.ts). */
export interface MomentSums {
  moments: SaleMoment[];
  closings: ClosingDifference[];
}

/** A day's moments and closings as read, to be told to a listener later (`replay`). */
export class HeldMoments implements MomentListener {
  private readonly moments: SaleMoment[] = [];
  private readonly closings: ClosingDifference[] = [];

  sums(): MomentSums {
    return { moments: this.moments, closings: this.closings };
  }

  /** Adds kept moments; they are never changed once made, so they are shared, not copied. */
  absorb({ moments, closings }: MomentSums): void {
    this.moments.push(...moments);
    this.closings.push(...closings);
  }

  moment(moment: SaleMoment): void {
    this.moments.push(moment);
  }

  closing(difference: ClosingDifference): void {
    this.closings.push(difference);
  }

  replay<Listener extends MomentListener>(listener: Listener): Listener {
    for (const moment of this.moments) listener.moment(moment);
    for (const difference of this.closings) listener.closing(difference);
    return listener;
  }
}

function momentOf(order: OrderRecord, instant: number): SaleMoment {
  const moment: SaleMoment = {
    instant,
    shopId: order.shop_id,
    sold: ZERO,
    soldWt: ZERO,
    returned: ZERO,
    returnedWt: ZERO,
    basket: false,
  };
  for (const line of order.order_items) addLine(moment, line);
  return moment;
}

function addLine(moment: SaleMoment, line: OrderLineRecord): void {
  // Gift cards, tips and the like are not turnover: the report lists them apart.
  if (!line.is_turnover) return;
  const { sold, returned } = movementOf(line);
  moment.sold = add(moment.sold, sold.net);
  moment.soldWt = add(moment.soldWt, sold.gross);
  moment.returned = add(moment.returned, returned.net);
  moment.returnedWt = add(moment.returnedWt, returned.gross);
  if (line.quantity > 0) moment.basket = true;
}

function instantOf(text: string, what: string): number {
  const instant = parseTimestamp(text);
  if (instant === null) throw new ReportDataError(`${what} has an unreadable timestamp: ${text}`);
  return instant;
}

/**
 * A report row sink (fetch-report-rows.ts) that hands each moment of the range to a
 * listener instead of adding up a report: the rows are read exactly as the report reads them.
 */
export class SaleMomentSink implements ReportRowSink {
  private readonly rules: ScopeRules;

  constructor(
    { from, to, locationId, shops }: ScopeRules,
    private readonly listener: MomentListener,
  ) {
    this.rules = { from, to, locationId, shops };
  }

  addOrders(orders: readonly OrderRecord[], payments: readonly OrderPaymentRecord[]): void {
    const parts = datedSalesRefundsAndPayments(orders, payments, this.rules);
    const byOrder = new Map<number, OrderPaymentRecord[]>();
    for (const payment of payments) {
      const own = byOrder.get(payment.order_id);
      if (own) own.push(payment);
      else byOrder.set(payment.order_id, [payment]);
    }
    const moments: SaleMoment[] = [];
    for (const { order } of parts.sales) {
      moments.push(momentOf(order, instantOf(order.date_purchased, `order ${order.id}`)));
    }
    for (const { order } of parts.creditNotes) {
      // datedSalesRefundsAndPayments dated the note on its refund's day; without a refund
      // payment on the purchase day, and then at the purchase moment.
      const refunded = refundMomentOf(byOrder.get(order.id) ?? []);
      const instant = refunded ?? instantOf(order.date_purchased, `order ${order.id}`);
      moments.push({ ...momentOf(order, instant), basket: false });
    }
    for (const moment of moments) this.listener.moment(moment);
  }

  addDayClosings(closings: readonly DayClosingRecord[]): void {
    for (const closing of selectDayClosingsInScope(closings, this.rules)) {
      this.listener.closing({
        shopId: closing.shop_id,
        date: closing.date,
        difference: subtract(parseAmount(closing.expected_cash), parseAmount(closing.counted_cash)),
      });
    }
  }
}
