/**
 * One day's figures as postings: which role each amount goes to and on which side, before
 * any account is known (docs/journal.md has the table). A day whose figures cannot make a
 * balanced entry is given a reason instead, never a balancing line.
 */
import type { JournalLineKind, LeftOutCode } from '../../../../shared/api/journal.js';
import type { LocalDate } from '../../../../shared/dates.js';
import type { SingleRole } from '../../../../shared/api/ledger-mapping.js';
import {
  formatAmount,
  isZero,
  negate,
  subtract,
  sum,
  toCents,
  type Amount,
} from '../../../../shared/money.js';
import {
  methodTotals,
  methodTotalsSum,
  type MethodTotal,
} from '../sales-figures/payment-methods.js';
import type { ResolvedPaymentMethod } from '../reference/payment-methods.js';
import type { DayTally } from './day-tallies.js';

/** The payment type whose clearing account is the till's cash (day-closings count cash). */
export const CASH_TYPE_ALIAS = 'Cash';

/** Where a posting goes: a role of the ledger mapping and, for the keyed roles, its key. */
export type PostingTarget =
  | { role: 'revenue'; groupId: number | null }
  | { role: 'vat'; taxRateId: number }
  | { role: 'clearing'; typeAlias: string; name: string }
  | { role: SingleRole };

export interface Posting {
  kind: JournalLineKind;
  target: PostingTarget;
  /** Signed: positive is a debit, negative a credit. Exact; rounded when it becomes a line. */
  amount: Amount;
  /** The tax rate of revenue and VAT postings (for the VAT code); null otherwise. */
  taxRateId: number | null;
  /**
   * A revenue posting's VAT, signed as its amount: the VAT of the lines whose turnover it
   * posts, so the XAF can state the VAT per code beside the taxable base. Else absent.
   */
  vat?: Amount;
  /** What the line's description names where its target does not: the stock change's dates. */
  words?: string;
}

export type DayPostings =
  | { date: LocalDate; postings: Posting[] }
  | { date: LocalDate; obstacle: Obstacle };

/** Why a day cannot be posted: the code a screen words, and the reason with the figures. */
interface Obstacle {
  code: LeftOutCode;
  reason: string;
}

const euros = (amount: Amount): string => `€ ${formatAmount(amount)}`;

function revenuePostings(day: DayTally): Posting[] {
  return [...day.movements.values()].flatMap((movement): Posting[] => {
    const { groupId, taxRateId } = movement;
    const target = { role: 'revenue', groupId } as const;
    return [
      {
        kind: 'sales',
        target,
        amount: negate(movement.sold),
        taxRateId,
        vat: negate(movement.soldVat),
      },
      { kind: 'returns', target, amount: movement.returned, taxRateId, vat: movement.returnedVat },
    ];
  });
}

function vatPostings(day: DayTally): Posting[] {
  const postings: Posting[] = [];
  for (const bucket of day.vat.buckets.values()) {
    if (bucket.taxRateId === null) continue;
    const vat = subtract(bucket.gross, bucket.net);
    const target = { role: 'vat', taxRateId: bucket.taxRateId } as const;
    postings.push({ kind: 'vat', target, amount: negate(vat), taxRateId: bucket.taxRateId });
  }
  return postings;
}

/**
 * Payments and payouts not made with a sale of the day (a later payment, a refund paid back):
 * what moved per payment type on its clearing account, and the same on the other side of
 * debtors, whose balance they settle.
 */
function settlementPostings(settlements: readonly MethodTotal[]): Posting[] {
  return [
    ...settlements.map((method): Posting => ({
      kind: 'settlement',
      target: { role: 'clearing', typeAlias: method.typeAlias, name: method.name },
      amount: method.amount,
      taxRateId: null,
    })),
    {
      kind: 'settlement',
      target: { role: 'debtors' },
      amount: negate(methodTotalsSum(settlements)),
      taxRateId: null,
    },
  ];
}

function nonRevenuePostings(day: DayTally): Posting[] {
  const lines = day.revenue.nonRevenue;
  const credit = (kind: JournalLineKind, role: SingleRole, amount: Amount): Posting => ({
    kind,
    target: { role },
    amount: negate(amount),
    taxRateId: null,
  });
  return [
    credit('gift_cards', 'gift_cards', lines.gift_cards),
    credit('tips', 'tips', lines.tips),
    credit('invoice_payments', 'debtors', lines.invoice_payments),
    credit('prepayments', 'prepayments', lines.prepayments),
  ];
}

/** Why the day cannot be posted as it is; null when nothing stands in the way. */
function obstacleOf(
  day: DayTally,
  payments: readonly MethodTotal[],
  settlements: readonly MethodTotal[],
  paymentsTotal: Amount,
  clearingMapped: (typeAlias: string) => boolean,
): Obstacle | null {
  // A method the platform gives no type at all is a gap in its data, not in the mapping:
  // the day waits for it to be fixed, unless the mapping names the method itself.
  const untyped = [...payments, ...settlements].find(
    (method) => method.typeAlias.startsWith('method:') && !clearingMapped(method.typeAlias),
  );
  if (untyped) {
    return {
      code: 'payment_method_without_type',
      reason:
        `payment method "${untyped.name}" (id ${untyped.methodId}) has no payment type, so ` +
        `its receipts (${euros(untyped.amount)}) have no clearing account`,
    };
  }
  if (toCents(paymentsTotal) !== toCents(day.directPaidGross)) {
    return {
      code: 'payments_differ',
      reason:
        `the payments (${euros(paymentsTotal)}) differ from what the paid orders were sold ` +
        `for (${euros(day.directPaidGross)}), as the financial report's balance check shows`,
    };
  }
  if (!isZero(day.vatWithoutRate)) {
    return {
      code: 'vat_without_rate',
      reason: `turnover lines without a tax rate carry ${euros(day.vatWithoutRate)} VAT, which no VAT account can take`,
    };
  }
  const named = day.revenue.nonRevenue;
  const other = subtract(
    named.total,
    sum([named.gift_cards, named.tips, named.invoice_payments, named.prepayments]),
  );
  if (!isZero(other)) {
    return {
      code: 'non_revenue_without_kind',
      reason: `non-turnover lines of no known kind (${euros(other)}) have no account to go to`,
    };
  }
  return null;
}

/** The day's postings, or why there are none. Zero amounts are left out. */
export function dayPostings(
  day: DayTally,
  paymentMethods: readonly ResolvedPaymentMethod[],
  /** Whether the ledger mapping has a clearing account for a payment group. */
  clearingMapped: (typeAlias: string) => boolean,
): DayPostings {
  const payments = methodTotals(day.payments, paymentMethods);
  const paymentsTotal = sum(payments.map((method) => method.amount));
  const settlements = methodTotals(day.settlements, paymentMethods);
  const obstacle = obstacleOf(day, payments, settlements, paymentsTotal, clearingMapped);
  if (obstacle !== null) return { date: day.date, obstacle };
  const differences = day.revenue.differences;
  const postings: Posting[] = [
    ...payments.map((method): Posting => ({
      kind: 'payment',
      target: { role: 'clearing', typeAlias: method.typeAlias, name: method.name },
      amount: method.amount,
      taxRateId: null,
    })),
    {
      kind: 'not_paid_now',
      target: { role: 'debtors' },
      amount: day.notPaidNowGross,
      taxRateId: null,
    },
    ...revenuePostings(day),
    ...vatPostings(day),
    // A credit note (negative) is owed to the customer: credited to debtors.
    { kind: 'refund', target: { role: 'debtors' }, amount: day.refundsGross, taxRateId: null },
    ...settlementPostings(settlements),
    ...nonRevenuePostings(day),
    // Cash short (expected − counted > 0) is a cost, and that much less cash in the till.
    {
      kind: 'cash_difference',
      target: { role: 'cash_differences' },
      amount: differences,
      taxRateId: null,
    },
    {
      kind: 'cash_difference',
      target: { role: 'clearing', typeAlias: CASH_TYPE_ALIAS, name: CASH_TYPE_ALIAS },
      amount: negate(differences),
      taxRateId: null,
    },
  ];
  return { date: day.date, postings: postings.filter((posting) => !isZero(posting.amount)) };
}
