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
import { directPaidToJson } from './direct-paid.js';
import { groupResolver, shopNameResolver } from './names.js';
import { notPaidNowToJson } from './not-paid-now.js';
import {
  methodTotals,
  settlementsToJson,
  tallyPayments,
  type PaymentTally,
} from './payment-methods.js';
import { datedParts } from './dated-orders.js';
import { addCashDifferences, addRevenueLines, emptyRevenue, revenueToJson } from './revenue.js';
import { selectDayClosingsInScope, type ScopeRules } from './scope.js';
import {
  addToTurnoverMatrix,
  turnoverByGroupToJson,
  type TurnoverMatrix,
} from './turnover-by-group.js';
import { addToVatTally, emptyVatTally, vatBreakdownOf } from './vat-breakdown.js';

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

export class ReportTotals {
  private readonly revenue = emptyRevenue();
  private readonly turnover: TurnoverMatrix = new Map();
  private readonly directPaid = emptyVatTally();
  private readonly notPaidNow = emptyVatTally();
  /** Refunds recorded afterwards, on the day they were paid back (dated-orders.ts). */
  private readonly refunds = emptyVatTally();
  /** Every other payment that moved money in the range, per method. */
  private readonly settlements: PaymentTally = new Map();
  /** The directly paid orders' same-day payments, per method (payment-methods.ts). */
  private readonly payments: PaymentTally = new Map();
  private readonly rules: ScopeRules;

  constructor({ from, to, locationId, shops }: ScopeRules) {
    // Only the rules: an object handed in with more on it (a whole report input) is not kept.
    this.rules = { from, to, locationId, shops };
  }

  /**
   * Adds one page: orders with the payments of exactly those orders (any date). An order sold
   * before the range brings its refunds and payments made in the range (dated-orders.ts). Pages must come in the platform's order (date_purchased, then id):
   * a rate is named by its first line and a payment method by its first payment, as when all
   * orders come at once. A payment of an order in another page is not seen, as it would need
   * every order id kept. The scope rules apply to each page as they do to all orders; a row
   * the report cannot read throws ReportDataError before anything of the page is added.
   */
  addOrders(orders: readonly OrderRecord[], payments: readonly OrderPaymentRecord[]): void {
    const parts = datedParts(orders, payments, this.rules);
    // A credit note is a return on its own day, as a till return is (dated-orders.ts).
    const sales = parts.sales.map((entry) => entry.order);
    const creditNotes = parts.creditNotes.map((note) => note.order);
    addRevenueLines(this.revenue, sales);
    addRevenueLines(this.revenue, creditNotes, false);
    addToTurnoverMatrix(this.turnover, [...sales, ...creditNotes]);
    addToVatTally(
      this.directPaid,
      parts.directPaid.map((paid) => paid.order),
    );
    addToVatTally(
      this.notPaidNow,
      parts.notPaidNow.map((open) => open.order),
    );
    addToVatTally(this.refunds, creditNotes);
    tallyPayments(
      this.payments,
      parts.directPaid.flatMap((paid) => paid.payments),
    );
    tallyPayments(
      this.settlements,
      parts.settlements.map((settled) => settled.payment),
    );
  }

  /** Adds day closings (their cash differences), in any order and any number of calls. */
  addDayClosings(closings: readonly DayClosingRecord[]): void {
    addCashDifferences(this.revenue, selectDayClosingsInScope(closings, this.rules));
  }

  /** The report over everything added so far; adding more afterwards is allowed. */
  report(names: ReportNames): FinancialReport {
    const resolveGroup = groupResolver(names.productGroups);
    const taxRates = names.taxRates ?? [];
    return {
      from: this.rules.from,
      to: this.rules.to,
      location_id: this.rules.locationId,
      currency: 'EUR',
      revenue: revenueToJson(this.revenue, resolveGroup),
      direct_paid: directPaidToJson(
        vatBreakdownOf(this.directPaid),
        methodTotals(this.payments, names.paymentMethods),
        taxRates,
      ),
      not_paid_now: notPaidNowToJson(vatBreakdownOf(this.notPaidNow), taxRates),
      refunds: notPaidNowToJson(vatBreakdownOf(this.refunds), taxRates),
      settlements: settlementsToJson(methodTotals(this.settlements, names.paymentMethods)),
      turnover_by_group: turnoverByGroupToJson(
        this.turnover,
        resolveGroup,
        shopNameResolver(names.shops),
      ),
    };
  }
}
