/**
 * The financial report added up a page of orders at a time. A year of orders does not fit in
 * the service's memory, so the caller hands them over in pages and this keeps only the running
 * figures: sums per turnover group, shop, tax rate and payment method, never an order or a
 * payment (docs/financial-report.md, "A page at a time"). computeFinancialReport is the same
 * with every row as one page, so there is one piece of code that adds.
 */
import type { FinancialReport } from '../../../../shared/api/financial-report.js';
import type { ProductGroupRecord, ShopRecord, TaxRateRecord } from '../../core/model/reference.js';
import type { DayClosingRecord, OrderPaymentRecord, OrderRecord } from '../../core/model/sales.js';
import type { ResolvedPaymentMethod } from '../reference/payment-methods.js';
import { reportBridges } from './bridges.js';
import { directPaidToJson } from './direct-paid.js';
import { groupResolver, shopNameResolver } from '../sales-figures/names.js';
import { notPaidNowToJson } from './not-paid-now.js';
import {
  mergePaymentTally,
  methodTotals,
  settlementsToJson,
  tallyPayments,
  type PaymentTally,
} from '../sales-figures/payment-methods.js';
import { datedSalesRefundsAndPayments } from '../sales-figures/refund-and-payment-dating.js';
import {
  addCashDifferences,
  addRevenueLines,
  emptyRevenue,
  mergeRevenue,
  revenueToJson,
  type RevenueFigures,
} from '../sales-figures/revenue.js';
import { selectDayClosingsInScope, type ScopeRules } from '../sales-figures/scope.js';
import {
  addToTurnoverMatrix,
  mergeTurnoverMatrix,
  turnoverByGroupToJson,
  type TurnoverMatrix,
} from './turnover-by-group.js';
import {
  addToVatTally,
  emptyVatTally,
  mergeVatTally,
  vatBreakdownOf,
  type VatTally,
} from '../sales-figures/vat-breakdown.js';
import type { SumKind, SummedSink } from '../sales-figures/summed-sink.js';

/** What the report names its rows with; only needed once every page is in. */
interface ReportNames {
  productGroups: readonly ProductGroupRecord[];
  shops: readonly ShopRecord[];
  /**
   * The tax-rate registry, for the percentage of each tax_rate_id. Optional: without it (or
   * for an id it lacks) the rate is the lines' own `tax` fraction.
   */
  taxRates?: readonly TaxRateRecord[];
  paymentMethods: readonly ResolvedPaymentMethod[];
}

/** The report's running figures: plain data, so a day's can be kept and added to others'. */
export interface ReportSums {
  revenue: RevenueFigures;
  turnover: TurnoverMatrix;
  directPaid: VatTally;
  notPaidNow: VatTally;
  /**
   * Refunds recorded afterwards, on the day they were paid back
   * (sales-figures/refund-and-payment-dating.ts).
   */
  refunds: VatTally;
  /** Every other payment that moved money in the range, per method. */
  settlements: PaymentTally;
  /** The directly paid orders' same-day payments, per method (sales-figures/payment-methods.ts). */
  payments: PaymentTally;
}

const emptySums = (): ReportSums => ({
  revenue: emptyRevenue(),
  turnover: new Map(),
  directPaid: emptyVatTally(),
  notPaidNow: emptyVatTally(),
  refunds: emptyVatTally(),
  settlements: new Map(),
  payments: new Map(),
});

/**
 * The report's figures kept per day and month (sales-figures/day-sums.ts), for one location or all.
 */
export const reportSums = (rules: ScopeRules): SumKind<ReportSums, ReportTotals> => ({
  key: `report|location:${rules.locationId ?? '*'}`,
  sinkOf: (range) => new ReportTotals({ ...rules, ...range }),
});

export class ReportTotals implements SummedSink<ReportSums> {
  private readonly figures = emptySums();
  private readonly rules: ScopeRules;

  constructor({ from, to, locationId, shops }: ScopeRules) {
    // Only the rules: an object handed in with more on it (a whole report input) is not kept.
    this.rules = { from, to, locationId, shops };
  }

  sums(): ReportSums {
    return this.figures;
  }

  /** Adds the figures of a later part of the range, as if its orders were added here. */
  absorb(sums: ReportSums): void {
    const into = this.figures;
    mergeRevenue(into.revenue, sums.revenue);
    mergeTurnoverMatrix(into.turnover, sums.turnover);
    mergeVatTally(into.directPaid, sums.directPaid);
    mergeVatTally(into.notPaidNow, sums.notPaidNow);
    mergeVatTally(into.refunds, sums.refunds);
    mergePaymentTally(into.settlements, sums.settlements);
    mergePaymentTally(into.payments, sums.payments);
  }

  /**
   * Adds one page: orders with the payments of exactly those orders (any date). An order sold
   * before the range brings its refunds and payments made in the range
   * (sales-figures/refund-and-payment-dating.ts). Pages must come in the platform's order
   * (date_purchased, then id): a rate is named by its first line and a payment method by its first
   * payment, as when all orders come at once. A payment of an order in another page is not seen, as
   * it would need every order id kept. The scope rules apply to each page as they do to all orders;
   * a row the report cannot read throws ReportDataError before anything of the page is added.
   */
  addOrders(orders: readonly OrderRecord[], payments: readonly OrderPaymentRecord[]): void {
    const parts = datedSalesRefundsAndPayments(orders, payments, this.rules);
    // A credit note is a return on its own day, as a till return is
    // (sales-figures/refund-and-payment-dating.ts).
    const sales = parts.sales.map((entry) => entry.order);
    const creditNotes = parts.creditNotes.map((note) => note.order);
    addRevenueLines(this.figures.revenue, sales);
    addRevenueLines(this.figures.revenue, creditNotes, false);
    addToTurnoverMatrix(this.figures.turnover, [...sales, ...creditNotes]);
    addToVatTally(
      this.figures.directPaid,
      parts.directPaid.map((paid) => paid.order),
    );
    addToVatTally(
      this.figures.notPaidNow,
      parts.notPaidNow.map((open) => open.order),
    );
    addToVatTally(this.figures.refunds, creditNotes);
    tallyPayments(
      this.figures.payments,
      parts.directPaid.flatMap((paid) => paid.payments),
    );
    tallyPayments(
      this.figures.settlements,
      parts.settlements.map((settled) => settled.payment),
    );
  }

  /** Adds day closings (their cash differences), in any order and any number of calls. */
  addDayClosings(closings: readonly DayClosingRecord[]): void {
    addCashDifferences(this.figures.revenue, selectDayClosingsInScope(closings, this.rules));
  }

  /** The report over everything added so far; adding more afterwards is allowed. */
  report(names: ReportNames): FinancialReport {
    const resolveGroup = groupResolver(names.productGroups);
    const taxRates = names.taxRates ?? [];
    const figures: Omit<FinancialReport, 'bridges'> = {
      from: this.rules.from,
      to: this.rules.to,
      location_id: this.rules.locationId,
      currency: 'EUR',
      revenue: revenueToJson(this.figures.revenue, resolveGroup),
      direct_paid: directPaidToJson(
        vatBreakdownOf(this.figures.directPaid),
        methodTotals(this.figures.payments, names.paymentMethods),
        taxRates,
      ),
      not_paid_now: notPaidNowToJson(vatBreakdownOf(this.figures.notPaidNow), taxRates),
      refunds: notPaidNowToJson(vatBreakdownOf(this.figures.refunds), taxRates),
      settlements: settlementsToJson(methodTotals(this.figures.settlements, names.paymentMethods)),
      turnover_by_group: turnoverByGroupToJson(
        this.figures.turnover,
        resolveGroup,
        shopNameResolver(names.shops),
      ),
    };
    return { ...figures, bridges: reportBridges(figures) };
  }
}
