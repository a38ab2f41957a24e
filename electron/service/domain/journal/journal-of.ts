/**
 * The journal from the day tallies and the ledger mapping: each day's postings get their
 * accounts, are rounded to the cent and must balance; a day that cannot is left out with its
 * reason. A figure whose account the mapping lacks stops the whole journal (409) with the
 * list of what is missing: a journal that silently skipped a figure would look right and be
 * wrong.
 */
import type { LocalDate } from '../../../../shared/dates.js';
import type { ExportLanguage } from '../../../../shared/api/export-columns.js';
import {
  JOURNAL_LINE_KINDS,
  type Journal,
  type JournalEntry,
  type JournalLine,
} from '../../../../shared/api/journal.js';
import type { LedgerMapping, MissingMapping } from '../../../../shared/api/ledger-mapping.js';
import {
  abs,
  formatAmount,
  isNegative,
  negate,
  round,
  sum,
  toJsonNumber,
  ZERO,
  type Amount,
} from '../../../../shared/money.js';
import type { ProductGroupRecord, TaxRateRecord } from '../../core/model/reference.js';
import { groupResolver } from '../sales-figures/names.js';
import type { ResolvedPaymentMethod } from '../reference/payment-methods.js';
import type { DayTally } from './day-tallies.js';
import { dayPostings, type Posting, type PostingTarget } from './day-postings.js';
import { entryText, lineText } from './journal-texts.js';
import { accountResolver, mappingIncomplete } from './posting-accounts.js';
import { vatRateBook } from './vat-codes.js';
import { withStockChanges, type StockChanges } from './stock-change.js';

interface JournalNames {
  paymentMethods: readonly ResolvedPaymentMethod[];
  /** The whole registry, every country: a rate's country says whether it is OSS. */
  taxRates: readonly TaxRateRecord[];
  productGroups: readonly ProductGroupRecord[];
}

interface JournalScope {
  from: LocalDate;
  to: LocalDate;
  locationId: number | null;
}

const keyOf = (target: PostingTarget): string | null => {
  switch (target.role) {
    case 'revenue':
      return target.groupId === null ? null : String(target.groupId);
    case 'vat':
      return String(target.taxRateId);
    case 'clearing':
      return target.typeAlias;
    default:
      return null;
  }
};

const toMoney = (amount: Amount): number => toJsonNumber(amount);

const KIND_RANK = new Map(JOURNAL_LINE_KINDS.map((kind, index) => [kind, index]));
const accountOrder = new Intl.Collator('nl', { numeric: true });

/**
 * The lines as a ledger reads them: by kind (receipts, revenue, VAT, …), and within a kind
 * by account. The two cash-difference lines keep their order: the cost, then the till.
 */
function byKindThenAccount<Line extends JournalLine>(lines: Line[]): Line[] {
  return lines
    .map((line, index) => ({ line, index }))
    .sort(
      (a, b) =>
        (KIND_RANK.get(a.line.kind) ?? 0) - (KIND_RANK.get(b.line.kind) ?? 0) ||
        (a.line.kind === 'cash_difference'
          ? 0
          : accountOrder.compare(a.line.account, b.line.account)) ||
        a.index - b.index,
    )
    .map(({ line }) => line);
}

export function journalOf(
  tallies: readonly DayTally[],
  mapping: LedgerMapping,
  names: JournalNames,
  scope: JournalScope,
  lang: ExportLanguage,
  /**
   * The VAT codes of the lines exported before in the range. The answer shows those entries
   * as exported and reverses what changed in a correction, so their codes are listed too,
   * also those of rates the range's orders no longer use (a cancelled order's 9 %).
   */
  bookedVatCodes: ReadonlySet<string> = new Set(),
  /** Each month end's stock change (stock-change.ts), posted in its day's entry. */
  stock: StockChanges = { days: [], missing: [] },
): Journal {
  const rates = vatRateBook(tallies, names.taxRates, lang);
  const { rateOf, codeOf, rateName } = rates;
  const resolve = accountResolver(mapping, names.productGroups, rateOf, rates.foreignCountryOf);
  const groupName = groupResolver(names.productGroups);
  const clearingMapped = (typeAlias: string): boolean =>
    mapping.clearing.some((row) => row.type_alias === typeAlias && row.account !== null);
  const days = withStockChanges(
    tallies.map((day) => dayPostings(day, names.paymentMethods, clearingMapped)),
    stock.days,
  );

  const missing = new Map<string, MissingMapping>();
  for (const day of days) {
    if (!('postings' in day)) continue;
    for (const posting of day.postings) {
      const resolved = resolve(posting.target);
      if ('missing' in resolved) {
        missing.set(`${resolved.missing.role}|${resolved.missing.key}`, resolved.missing);
      }
    }
  }
  if (missing.size > 0) throw mappingIncomplete([...missing.values()]);

  const accountOf = (target: PostingTarget): string => {
    const resolved = resolve(target);
    // Every target was resolved above; a missing one threw.
    return 'account' in resolved ? resolved.account : '';
  };
  const subjectOf = (posting: Posting) => {
    const rate = posting.taxRateId === null ? '' : rateName(posting.taxRateId);
    const { target } = posting;
    if (posting.words !== undefined) return { name: posting.words, rate };
    if (target.role === 'revenue') return { name: groupName(target.groupId).name, rate };
    if (target.role === 'clearing') return { name: target.name, rate };
    return { name: '', rate };
  };
  const lineOf = (posting: Posting): JournalLine & { rounded: Amount } => {
    const rounded = round(posting.amount, 2);
    const side = abs(rounded);
    return {
      account: accountOf(posting.target),
      kind: posting.kind,
      key: keyOf(posting.target),
      description: lineText(lang, posting.kind, subjectOf(posting)),
      debit: isNegative(rounded) ? 0 : toMoney(side),
      credit: isNegative(rounded) ? toMoney(side) : 0,
      vat_code: posting.taxRateId === null ? null : codeOf(posting.taxRateId),
      // On the line's side: negative only where the platform's lines carry VAT against it.
      vat_amount:
        posting.vat === undefined
          ? null
          : toMoney(isNegative(rounded) ? negate(round(posting.vat, 2)) : round(posting.vat, 2)),
      rounded,
    };
  };

  const entries: JournalEntry[] = [];
  const leftOut: Journal['left_out'] = [];
  const debits: Amount[] = [];
  const usedRates = new Set<number>();
  const suffix = scope.locationId === null ? '' : `-L${scope.locationId}`;
  for (const day of days) {
    if ('obstacle' in day) {
      leftOut.push({ date: day.date, ...day.obstacle });
      continue;
    }
    if (day.postings.length === 0) continue;
    const lines = byKindThenAccount(day.postings.map(lineOf));
    const balance = sum(lines.map((line) => line.rounded));
    if (balance !== ZERO) {
      leftOut.push({
        date: day.date,
        code: 'rounding',
        reason:
          `rounded to whole cents its lines are € ${formatAmount(abs(balance))} out of ` +
          'balance (the platform sent amounts in fractions of a cent)',
      });
      continue;
    }
    const debit = sum(lines.map((line) => (isNegative(line.rounded) ? ZERO : line.rounded)));
    debits.push(debit);
    for (const posting of day.postings) {
      if (posting.taxRateId !== null) usedRates.add(posting.taxRateId);
    }
    entries.push({
      number: `BOD-${day.date.replaceAll('-', '')}${suffix}`,
      date: day.date,
      description: entryText(lang, day.date),
      lines: lines.map(({ rounded: _rounded, ...line }) => line),
      debit: toMoney(debit),
      credit: toMoney(debit),
      corrects: null,
      exported_at: null,
    });
  }

  for (const taxRate of names.taxRates) {
    if (bookedVatCodes.has(codeOf(taxRate.id))) usedRates.add(taxRate.id);
  }
  const vatCodes = rates.vatCodes(usedRates, (taxRateId) => {
    const resolved = resolve({ role: 'vat', taxRateId });
    return 'account' in resolved ? resolved.account : null;
  });

  const total = toMoney(sum(debits));
  return {
    from: scope.from,
    to: scope.to,
    location_id: scope.locationId,
    currency: 'EUR',
    entries,
    left_out: leftOut,
    vat_codes: vatCodes,
    corrections_waiting: [],
    stock_changes_missing: stock.missing,
    debit: total,
    credit: total,
  };
}
