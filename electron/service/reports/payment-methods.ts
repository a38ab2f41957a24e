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
import {
  paymentTypeAlias,
  titleByTypeAlias,
  type ResolvedPaymentMethod,
} from '../reference/payment-methods.js';

export interface MethodTotal {
  /** The provider type alias; `type:<id>` or `method:<id>` when no alias is known. */
  typeAlias: string;
  name: string;
  amount: Amount;
  /** The lowest method id in the group, whose title names a group without an alias. */
  methodId: number;
}

export interface BalanceCheck {
  payments_total: number;
  expected_total: number;
  difference: number;
  ok: boolean;
}

/**
 * The group a payment counts under: its provider type alias (reference/payment-methods.ts).
 * Without one, the type id still groups within this account (`type:<id>`), and a payment
 * without even that is its method's own group (`method:<id>`); both are named by the
 * method's title.
 */
function groupOf(
  payment: PaymentRow,
  methods: readonly ResolvedPaymentMethod[],
): { key: string; alias: string | null } {
  const alias = paymentTypeAlias(payment, methods);
  if (alias !== null) return { key: alias, alias };
  const method = payment.provider_method;
  if (method.provider_method_type_id !== null) {
    return { key: `type:${method.provider_method_type_id}`, alias: null };
  }
  return { key: `method:${method.id}`, alias: null };
}

/** Payments summed per provider type; by amount (highest first), then name. */
export function totalsByMethod(
  payments: readonly PaymentRow[],
  paymentMethods: readonly ResolvedPaymentMethod[],
): MethodTotal[] {
  const titles = titleByTypeAlias(paymentMethods);
  const byGroup = new Map<string, MethodTotal>();
  for (const payment of payments) {
    const { key, alias } = groupOf(payment, paymentMethods);
    const amount = parseAmount(payment.amount);
    const method = payment.provider_method;
    const existing = byGroup.get(key);
    if (!existing) {
      const name = (alias === null ? undefined : titles.get(alias)) ?? method.title;
      byGroup.set(key, { typeAlias: key, name, amount, methodId: method.id });
      continue;
    }
    existing.amount = add(existing.amount, amount);
    // A group without an alias is named after its lowest method id, whatever the order.
    if (alias === null && method.id < existing.methodId) {
      existing.methodId = method.id;
      existing.name = method.title;
    }
  }
  return [...byGroup.values()].sort(
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
