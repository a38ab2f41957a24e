/**
 * Payments per method with a friendly name, and the balance check that compares what was
 * paid with what the paid orders' lines add up to.
 */
import {
  add,
  parseAmount,
  subtract,
  toCents,
  toJsonNumber,
  ZERO,
  type Amount,
} from '../../../../shared/money.js';
import type { PaymentRecord } from '../../core/model/sales.js';
import { dutchCollator } from '../collation.js';
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

/** A payment's method as the payment names it: all its group and its name are found from. */
type ProviderMethod = PaymentRecord['provider_method'];

/**
 * Payments summed per method as they name it, each with its lowest payment id. What the
 * methods list needs of any number of payments, without keeping the payments: a report adds
 * its pages' payments here and groups them once, when the account's method list is at hand.
 */
export type PaymentTally = Map<
  string,
  { method: ProviderMethod; amount: Amount; firstPaymentId: number }
>;

export function tallyPayments(tally: PaymentTally, payments: readonly PaymentRecord[]): void {
  for (const payment of payments) {
    const { id, title, provider_method_type_id: typeId } = payment.provider_method;
    const alias = payment.provider_method.provider_method_type?.alias ?? null;
    const key = JSON.stringify([id, title, typeId, alias]);
    const amount = parseAmount(payment.amount);
    const entry = tally.get(key);
    if (entry) {
      entry.amount = add(entry.amount, amount);
      entry.firstPaymentId = Math.min(entry.firstPaymentId, payment.id);
      continue;
    }
    // A copy, so the tally holds nothing of the caller's rows.
    const method: ProviderMethod = {
      id,
      title,
      provider_method_type_id: typeId,
      provider_method_type: alias === null ? null : { alias },
    };
    tally.set(key, { method, amount, firstPaymentId: payment.id });
  }
}

/** Adds `from` (another part of the range) into `into`, as its payments would. */
export function mergePaymentTally(into: PaymentTally, from: PaymentTally): void {
  for (const [key, entry] of from) {
    const held = into.get(key);
    if (held) {
      held.amount = add(held.amount, entry.amount);
      held.firstPaymentId = Math.min(held.firstPaymentId, entry.firstPaymentId);
    } else into.set(key, { ...entry });
  }
}

/**
 * The group a payment counts under: its provider type alias (reference/payment-methods.ts).
 * Without one, the type id still groups within this account (`type:<id>`), and a payment
 * without even that is its method's own group (`method:<id>`); both are named by the
 * method's title.
 */
function groupOf(
  method: ProviderMethod,
  methods: readonly ResolvedPaymentMethod[],
): { key: string; alias: string | null } {
  const alias = paymentTypeAlias({ provider_method: method }, methods);
  if (alias !== null) return { key: alias, alias };
  if (method.provider_method_type_id !== null) {
    return { key: `type:${method.provider_method_type_id}`, alias: null };
  }
  return { key: `method:${method.id}`, alias: null };
}

/**
 * The tally grouped per provider type; by amount (highest first), then name. Its entries are
 * taken by their lowest payment id, so a group is named by its first payment's method (by
 * id), whatever order the payments were added in.
 */
export function methodTotals(
  tally: PaymentTally,
  paymentMethods: readonly ResolvedPaymentMethod[],
): MethodTotal[] {
  const titles = titleByTypeAlias(paymentMethods);
  const byGroup = new Map<string, MethodTotal>();
  const byFirstPayment = [...tally.values()].sort((a, b) => a.firstPaymentId - b.firstPaymentId);
  for (const { method, amount } of byFirstPayment) {
    const { key, alias } = groupOf(method, paymentMethods);
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

/** Payments summed per provider type; by amount (highest first), then name. */
export function totalsByMethod(
  payments: readonly PaymentRecord[],
  paymentMethods: readonly ResolvedPaymentMethod[],
): MethodTotal[] {
  const tally: PaymentTally = new Map();
  tallyPayments(tally, payments);
  return methodTotals(tally, paymentMethods);
}

/** ok when the payments equal the expected total to the cent; difference = paid − expected. */
export function balanceCheck(paymentsTotal: Amount, expectedTotal: Amount): BalanceCheck {
  const difference = subtract(paymentsTotal, expectedTotal);
  return {
    payments_total: toJsonNumber(paymentsTotal),
    expected_total: toJsonNumber(expectedTotal),
    difference: toJsonNumber(difference),
    ok: toCents(paymentsTotal) === toCents(expectedTotal),
  };
}

export const methodTotalsSum = (methods: readonly MethodTotal[]): Amount =>
  methods.reduce((total, method) => add(total, method.amount), ZERO);

/** The settlements section: per method, and what they came to. */
export const settlementsToJson = (methods: readonly MethodTotal[]) => ({
  payment_methods: methods.map((method) => ({
    type_alias: method.typeAlias,
    name: method.name,
    amount: toJsonNumber(method.amount),
  })),
  total: toJsonNumber(methodTotalsSum(methods)),
});
