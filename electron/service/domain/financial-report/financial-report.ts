/**
 * The financial report as one pure function over upstream rows (formulas in
 * docs/financial-report.md). The caller fetches; nothing here does I/O. A caller with more
 * orders than fit in memory adds them a page at a time with ReportTotals (report-totals.ts).
 */
import type { ResolvedPaymentMethod } from '../reference/payment-methods.js';
import type { FinancialReport } from '../../../../shared/api/financial-report.js';
import type { LocalDate } from '../../../../shared/dates.js';
import type { ProductGroupRecord, ShopRecord, TaxRateRecord } from '../../core/model/reference.js';
import type { DayClosingRecord, OrderPaymentRecord, OrderRecord } from '../../core/model/sales.js';
import {
  datedSalesRefundsAndPayments,
  type DatedPayment,
} from '../sales-figures/refund-and-payment-dating.js';
import type { PaymentSplit } from '../sales-figures/payment-status.js';
import { ReportTotals } from './report-totals.js';
import {
  selectDayClosingsInScope,
  type ScopedOrder,
  type ScopeRules,
} from '../sales-figures/scope.js';

export type { FinancialReport } from '../../../../shared/api/financial-report.js';

export interface FinancialReportInput {
  /** First and last Amsterdam local day, inclusive. */
  from: LocalDate;
  to: LocalDate;
  orders: readonly OrderRecord[];
  /** Payments of those orders, any date: each counts on its own day (refund-and-payment-dating). */
  payments: readonly OrderPaymentRecord[];
  dayClosings: readonly DayClosingRecord[];
  shops: readonly ShopRecord[];
  productGroups: readonly ProductGroupRecord[];
  /**
   * The tax-rate registry, for the percentage of each tax_rate_id. Optional: without it (or
   * for an id it lacks) the rate is the lines' own `tax` fraction.
   */
  taxRates?: readonly TaxRateRecord[];
  paymentMethods: readonly ResolvedPaymentMethod[];
  /** null = every shop. */
  locationId: number | null;
}

/** The rows each part of the report is computed from: scoped, and split by payment status. */
export interface ReportBasis extends PaymentSplit {
  scoped: ScopedOrder[];
  dayClosings: DayClosingRecord[];
  /** The credit notes counted in the range, each on its own. */
  creditNotes: ScopedOrder[];
  /** The settlements of the range, with the orders they pay. */
  settlements: DatedPayment[];
}

/** The scope rules of a report's request (sales-figures/scope.ts). */
const scopeRulesOf = (input: FinancialReportInput): ScopeRules => ({
  from: input.from,
  to: input.to,
  locationId: input.locationId,
  shops: input.shops,
});

/**
 * The orders behind the report's line figures: each order sold in the range with any credit
 * note of it counted in the range (its lines added), and the credit notes of orders sold
 * before it on their own, so the drill-down lists an order once.
 */
function withCreditNotes(sales: ScopedOrder[], creditNotes: ScopedOrder[]): ScopedOrder[] {
  const notes = new Map(creditNotes.map((note) => [note.order.id, note]));
  const merged = sales.map((sale) => {
    const note = notes.get(sale.order.id);
    if (!note) return sale;
    notes.delete(sale.order.id);
    const lines = [...sale.order.order_items, ...note.order.order_items];
    return { ...sale, order: { ...sale.order, order_items: lines } };
  });
  return [...merged, ...notes.values()];
}

/** Which orders (and day closings) count, and how; the drill-down starts from the same split. */
export function reportBasis(input: FinancialReportInput): ReportBasis {
  const rules = scopeRulesOf(input);
  const parts = datedSalesRefundsAndPayments(input.orders, input.payments, rules);
  const dayClosings = selectDayClosingsInScope(input.dayClosings, rules);
  return {
    scoped: withCreditNotes(parts.sales, parts.creditNotes),
    dayClosings,
    directPaid: parts.directPaid,
    notPaidNow: parts.notPaidNow,
    creditNotes: parts.creditNotes,
    settlements: parts.settlements,
  };
}

/** Every row as one page of ReportTotals: the report is added up one way only. */
export function computeFinancialReport(input: FinancialReportInput): FinancialReport {
  const totals = new ReportTotals(scopeRulesOf(input));
  totals.addOrders(input.orders, input.payments);
  totals.addDayClosings(input.dayClosings);
  return totals.report(input);
}
