/**
 * not_paid_now: orders in scope that were not fully paid on their purchase day (on account,
 * paid later, or partly paid). The whole order counts, by VAT rate: it is what was invoiced.
 */
import type { FinancialReportNotPaidNow } from '../../../../shared/api/financial-report.js';
import type { TaxRateRecord } from '../../core/model/reference.js';
import { netGrossToJson, ratesToJson, type VatBreakdown } from '../sales-figures/vat-breakdown.js';

export const notPaidNowToJson = (
  breakdown: VatBreakdown,
  taxRates: readonly TaxRateRecord[],
): FinancialReportNotPaidNow => ({
  rates: ratesToJson(breakdown.rates, taxRates),
  total: netGrossToJson(breakdown.total),
});
