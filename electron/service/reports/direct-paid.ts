/**
 * direct_paid: the orders fully paid on their purchase day. Their lines by VAT rate, the
 * payments that paid them by method, and a balance check of payments against line totals.
 */
import type { FinancialReportDirectPaid } from '../../../shared/api/financial-report.js';
import { toWireNumber } from '../../../shared/money.js';
import type { TaxRateRow } from '../../upstream/wire.js';
import type { ResolvedPaymentMethod } from '../reference/payment-methods.js';
import type { DirectPaidOrder } from './payment-status.js';
import { balanceCheck, methodTotalsSum, totalsByMethod } from './payment-methods.js';
import { computeVatBreakdown, netGrossToWire, ratesToWire } from './vat-breakdown.js';

export function computeDirectPaid(
  orders: readonly DirectPaidOrder[],
  taxRates: readonly TaxRateRow[],
  paymentMethods: readonly ResolvedPaymentMethod[],
): FinancialReportDirectPaid {
  const breakdown = computeVatBreakdown(orders.map((paid) => paid.order));
  const methods = totalsByMethod(
    orders.flatMap((paid) => paid.payments),
    paymentMethods,
  );
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
