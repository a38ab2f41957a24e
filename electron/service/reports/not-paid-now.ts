/**
 * not_paid_now: orders in scope that were not fully paid on their purchase day (on account,
 * paid later, or partly paid). The whole order counts, by VAT rate: it is what was invoiced.
 */
import type { FinancialReportNotPaidNow } from '../../../shared/api/financial-report.js';
import type { TaxRateRow } from '../../upstream/wire.js';
import type { ScopedOrder } from './scope.js';
import { computeVatBreakdown, netGrossToWire, ratesToWire } from './vat-breakdown.js';

export function computeNotPaidNow(
  orders: readonly ScopedOrder[],
  taxRates: readonly TaxRateRow[],
): FinancialReportNotPaidNow {
  const breakdown = computeVatBreakdown(orders.map((scoped) => scoped.order));
  return { rates: ratesToWire(breakdown.rates, taxRates), total: netGrossToWire(breakdown.total) };
}
