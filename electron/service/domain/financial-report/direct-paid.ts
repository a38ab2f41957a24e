/**
 * direct_paid: the orders fully paid on their purchase day. Their lines by VAT rate, the
 * payments that paid them by method, and a balance check of payments against line totals.
 */
import type { FinancialReportDirectPaid } from '../../../../shared/api/financial-report.js';
import { toJsonNumber } from '../../../../shared/money.js';
import type { TaxRateRecord } from '../../core/model/reference.js';
import {
  balanceCheck,
  methodTotalsSum,
  type MethodTotal,
} from '../sales-figures/payment-methods.js';
import { netGrossToJson, ratesToJson, type VatBreakdown } from '../sales-figures/vat-breakdown.js';

/** The section from the paid orders' lines by rate and their payments by method. */
export function directPaidToJson(
  breakdown: VatBreakdown,
  methods: readonly MethodTotal[],
  taxRates: readonly TaxRateRecord[],
): FinancialReportDirectPaid {
  return {
    rates: ratesToJson(breakdown.rates, taxRates),
    total: netGrossToJson(breakdown.total),
    payment_methods: methods.map((method) => ({
      type_alias: method.typeAlias,
      name: method.name,
      amount: toJsonNumber(method.amount),
    })),
    balance_check: balanceCheck(methodTotalsSum(methods), breakdown.total.gross),
  };
}
