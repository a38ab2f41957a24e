/**
 * Payments per method with a friendly name, and the balance check that compares what was
 * paid with what the paid orders' lines add up to.
 */
import {
  add,
  parseAmount,
  subtract,
  toCents,
  toWireNumber,
  ZERO,
  type Amount,
} from '../../../shared/money.js';
import type { PaymentRow } from '../../upstream/wire.js';
import { dutchCollator } from '../reference/collation.js';
import { titleByTypeAlias, type ResolvedPaymentMethod } from '../reference/payment-methods.js';

export interface MethodTotal {
  typeAlias: string;
  name: string;
  amount: Amount;
}

export interface BalanceCheck {
  payments_total: number;
  expected_total: number;
  difference: number;
  ok: boolean;
}

/** Payments summed per provider type alias; by amount (highest first), then name. */
export function totalsByMethod(
  payments: readonly PaymentRow[],
  paymentMethods: readonly ResolvedPaymentMethod[],
): MethodTotal[] {
  const titles = titleByTypeAlias(paymentMethods);
  const byAlias = new Map<string, MethodTotal>();
  for (const payment of payments) {
    const alias = payment.provider_method.provider_method_type.alias;
    const amount = parseAmount(payment.amount);
    const existing = byAlias.get(alias);
    if (existing) {
      existing.amount = add(existing.amount, amount);
    } else {
      const name = titles.get(alias) ?? payment.provider_method.title;
      byAlias.set(alias, { typeAlias: alias, name, amount });
    }
  }
  return [...byAlias.values()].sort(
    (a, b) =>
      (a.amount < b.amount ? 1 : a.amount > b.amount ? -1 : 0) ||
      dutchCollator.compare(a.name, b.name) ||
      dutchCollator.compare(a.typeAlias, b.typeAlias),
  );
}

/** ok when the payments equal the expected total to the cent; difference = paid − expected. */
export function balanceCheck(paymentsTotal: Amount, expectedTotal: Amount): BalanceCheck {
  const difference = subtract(paymentsTotal, expectedTotal);
  return {
    payments_total: toWireNumber(paymentsTotal),
    expected_total: toWireNumber(expectedTotal),
    difference: toWireNumber(difference),
    ok: toCents(paymentsTotal) === toCents(expectedTotal),
  };
}

export const methodTotalsSum = (methods: readonly MethodTotal[]): Amount =>
  methods.reduce((total, method) => add(total, method.amount), ZERO);
