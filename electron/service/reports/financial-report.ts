/**
 * The financial report as one pure function over upstream rows (formulas in
 * docs/financial-report.md). The caller fetches; nothing here does I/O.
 */
import type { OrderPaymentRow } from '../orders/payments.js';
import type { ResolvedPaymentMethod } from '../reference/payment-methods.js';
import type { FinancialReport } from '../../../shared/api/financial-report.js';
import type { LocalDate } from '../../../shared/dates.js';
import type {
  DayClosingRow,
  OrderRow,
  ProductGroupRow,
  ShopRow,
  TaxRateRow,
} from '../../upstream/wire.js';
import { computeDirectPaid } from './direct-paid.js';
import { groupResolver, shopNameResolver } from './names.js';
import { computeNotPaidNow } from './not-paid-now.js';
import { splitByPaymentStatus, type PaymentSplit } from './payment-status.js';
import { computeRevenue, revenueToWire } from './revenue.js';
import { selectDayClosingsInScope, selectOrdersInScope, type ScopedOrder } from './scope.js';
import { computeTurnoverMatrix, turnoverByGroupToWire } from './turnover-by-group.js';

export type { FinancialReport } from '../../../shared/api/financial-report.js';

export interface FinancialReportInput {
  /** First and last Amsterdam local day, inclusive. */
  from: LocalDate;
  to: LocalDate;
  orders: readonly OrderRow[];
  /** Payments of those orders (any date; only same-day `paid` ones count). */
  payments: readonly OrderPaymentRow[];
  dayClosings: readonly DayClosingRow[];
  shops: readonly ShopRow[];
  productGroups: readonly ProductGroupRow[];
  /**
   * The tax-rate registry, for the percentage of each tax_rate_id. Optional: without it (or
   * for an id it lacks) the rate is the lines' own `tax` fraction.
   */
  taxRates?: readonly TaxRateRow[];
  paymentMethods: readonly ResolvedPaymentMethod[];
  /** null = every shop. */
  locationId: number | null;
}

/** The rows each part of the report is computed from: scoped, and split by payment status. */
export interface ReportBasis extends PaymentSplit {
  scoped: ScopedOrder[];
  dayClosings: DayClosingRow[];
}

/** Which orders (and day closings) count, and how; the drill-down starts from the same split. */
export function reportBasis(input: FinancialReportInput): ReportBasis {
  const rules = {
    from: input.from,
    to: input.to,
    locationId: input.locationId,
    shops: input.shops,
  };
  const scoped = selectOrdersInScope(input.orders, rules);
  const dayClosings = selectDayClosingsInScope(input.dayClosings, rules);
  return { scoped, dayClosings, ...splitByPaymentStatus(scoped, input.payments) };
}

export function computeFinancialReport(input: FinancialReportInput): FinancialReport {
  const { scoped, dayClosings, directPaid, notPaidNow } = reportBasis(input);
  const orders = scoped.map((entry) => entry.order);
  const resolveGroup = groupResolver(input.productGroups);
  const taxRates = input.taxRates ?? [];
  return {
    from: input.from,
    to: input.to,
    location_id: input.locationId,
    currency: 'EUR',
    revenue: revenueToWire(computeRevenue(orders, dayClosings), resolveGroup),
    direct_paid: computeDirectPaid(directPaid, taxRates, input.paymentMethods),
    not_paid_now: computeNotPaidNow(notPaidNow, taxRates),
    turnover_by_group: turnoverByGroupToWire(
      computeTurnoverMatrix(orders),
      resolveGroup,
      shopNameResolver(input.shops),
    ),
  };
}
