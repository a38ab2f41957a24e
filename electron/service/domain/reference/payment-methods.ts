/**
 * Payment methods: their provider type, which ones a customer can use, their order, and the
 * account's name for each type. The one home of these rules (the reference list and the
 * financial report both use them).
 *
 * Recorded method rows carry `provider_method_type_id` but not the type's alias, which is
 * what is stable across accounts; the platform filters on `provider_method_type/alias`
 * (public code does so), so the alias of each method is found by asking per known alias.
 */
import type { PaymentMethod } from '../../../../shared/api/reference.js';
import type { PaymentMethodRecord } from '../../core/model/reference.js';
import type { PaymentRecord } from '../../core/model/sales.js';
import { dutchCollator } from '../collation.js';

/** Provider types the platform uses for its own bookkeeping; never offered to a customer. */
const INTERNAL_PROVIDER_TYPES: ReadonlySet<string> = new Set([
  'Returns',
  'PaymentBalance',
  'Imported',
  'Dummy',
]);

/**
 * Provider type aliases asked for when rows do not carry theirs. Web, OnlineGiftCard and
 * ExternalGiftCard are in public code; the others are our picture (docs/upstream.md).
 */
export const KNOWN_PROVIDER_TYPES = [
  'Cash',
  'Pin',
  'Web',
  'OnlineGiftCard',
  'ExternalGiftCard',
  'OnAccount',
  'BankTransfer',
  ...INTERNAL_PROVIDER_TYPES,
] as const;

export interface ResolvedPaymentMethod {
  id: number;
  title: string;
  alias: string | null;
  /** Null when the platform's type is none of KNOWN_PROVIDER_TYPES and the row names none. */
  type_alias: string | null;
  is_default: boolean;
  /** Active, not deleted and (where the platform says) published. */
  in_use: boolean;
}

/** Rows with their type alias: their own, or the one found by the per-alias lookup. */
export function resolvePaymentMethods(
  rows: readonly PaymentMethodRecord[],
  typeById: ReadonlyMap<number, string>,
): ResolvedPaymentMethod[] {
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    alias: row.alias ?? null,
    type_alias: row.provider_method_type?.alias ?? typeById.get(row.id) ?? null,
    is_default: row.is_default ?? false,
    in_use: row.active !== false && row.deleted !== true && row.published !== false,
  }));
}

const isCustomerFacing = (method: ResolvedPaymentMethod): boolean =>
  method.in_use && !(method.type_alias !== null && INTERNAL_PROVIDER_TYPES.has(method.type_alias));

/** Customer-facing methods: the default first, then by title (Dutch collation), then id. */
export function customerPaymentMethods(methods: readonly ResolvedPaymentMethod[]): PaymentMethod[] {
  return methods
    .filter(isCustomerFacing)
    .sort(
      (a, b) =>
        Number(b.is_default) - Number(a.is_default) ||
        dutchCollator.compare(a.title, b.title) ||
        a.id - b.id,
    )
    .map(({ id, title, alias, type_alias, is_default }) => ({
      id,
      title,
      alias,
      type_alias,
      is_default,
    }));
}

/**
 * The account's own title for each provider type; when several methods share the type, the
 * default one wins, then one in use, then the lowest id.
 */
export function titleByTypeAlias(methods: readonly ResolvedPaymentMethod[]): Map<string, string> {
  const ranked = [...methods].sort(
    (a, b) =>
      Number(b.is_default) - Number(a.is_default) ||
      Number(b.in_use) - Number(a.in_use) ||
      a.id - b.id,
  );
  const titles = new Map<string, string>();
  for (const method of ranked) {
    if (method.type_alias !== null && !titles.has(method.type_alias)) {
      titles.set(method.type_alias, method.title);
    }
  }
  return titles;
}

/**
 * The provider type alias of a payment: its own when it carries one (an assumed field), else
 * the one the account's method list gives its method (resolvePaymentMethods), else null.
 * Recorded payments name their method's type only by its per-account id.
 */
export function paymentTypeAlias(
  payment: Pick<PaymentRecord, 'provider_method'>,
  methods: readonly ResolvedPaymentMethod[],
): string | null {
  const method = payment.provider_method;
  return (
    method.provider_method_type?.alias ??
    methods.find((candidate) => candidate.id === method.id)?.type_alias ??
    null
  );
}
