/**
 * direct_paid: the orders fully paid on their purchase day. Their lines by VAT rate, the
 * payments that paid them by method, and a balance check of payments against line totals.
 */
import type { FinancialReportDirectPaid } from '../../../../shared/api/financial-report.js';
import { toWireNumber } from '../../../../shared/money.js';
import type { TaxRateRow } from '../../../upstream/wire.js';
import { balanceCheck, methodTotalsSum, type MethodTotal } from './payment-methods.js';
import { netGrossToWire, ratesToWire, type VatBreakdown } from './vat-breakdown.js';

/** The section from the paid orders' lines by rate and their payments by method. */
export function directPaidToWire(
  breakdown: VatBreakdown,
  methods: readonly MethodTotal[],
  taxRates: readonly TaxRateRow[],
): FinancialReportDirectPaid {
  return {
    rates: ratesToWire(breakdown.rates, taxRates),
    total: netGrossToWire(breakdown.total),
    payment_methods: methods.map((method) => ({
      type_alias: method.typeAlias,
      name: method.name,
      amount: toWireNumber(method.amount),
    })),
    balance_check: balanceCheck(methodTotalsSum(methods), breakdown.total.gross),
  };
}
