/**
 * The XAF's general ledger: each account the file refers to (the journal's lines and the VAT
 * codes' accounts), once, with a description made from what it is used for and whether it is
 * a balance (B) or a profit-and-loss (P) account (docs/decisions/0063-xaf-auditfile.md).
 */
import type { Journal, JournalLine } from '../../../../shared/api/journal.js';
import { ACCOUNT_CODE_MAX, type LedgerMapping } from '../../../../shared/api/ledger-mapping.js';
import { ApiError } from '../../core/errors.js';
import { rateWordsText } from '../../../../shared/vat-rate-kinds.js';
import { countryName } from './journal-texts.js';
import { fitLength, xmlLength } from './xml.js';
import { accountTypeOf, type AccountType } from '../ledger/rgs-kind.js';
import { keysOf } from '../../../../shared/guards.js';

/** The payment type whose clearing account is the till's cash: its account is the cash book. */
const CASH_TYPE_ALIAS = 'Cash';

/**
 * What an account is used for; the order is the order of a shared account's description.
 * Exported for the glossary's test of the exports' words (test/unit/exports/).
 */
export const ACCOUNT_USES = {
  revenue: (items: readonly string[]) => `Omzet ${items.join(', ')}`,
  cash_differences: () => 'Kasverschillen',
  clearing: (items: readonly string[]) => items.join(' / '),
  vat: (items: readonly string[]) => `Af te dragen btw ${items.join(', ')}`,
  oss: (items: readonly string[]) => `Af te dragen btw OSS ${items.join(', ')}`,
  debtors: () => 'Debiteuren',
  gift_cards: () => 'Uitstaande cadeaukaarten',
  tips: () => 'Te betalen fooien',
  prepayments: () => 'Vooruitontvangen bedragen',
  stock: () => 'Voorraad',
  cost_of_sales: () => 'Kostprijs verkopen',
} as const;
type UseKind = keyof typeof ACCOUNT_USES;

interface Use {
  kind: UseKind;
  /** The group name, the rate or the clearing account's label; '' for the single roles. */
  item: string;
}

interface XafLedgerAccount {
  id: string;
  description: string;
  type: AccountType;
}

/** A Dutch rate in words, as the ledger mapping names it: "hoog tarief 21 %", "5,5 %" as a Dutch accountant writes it. */
const rateItem = (rate: number): string => rateWordsText('nl', rate, null);

/** A member state in Dutch words and code, "België (BE)", as the ledger mapping names it. */
const ossItem = (country: string): string => `${countryName('nl', country)} (${country})`;

function revenueUse(line: JournalLine, mapping: LedgerMapping): Use {
  const groupId = line.key === null ? null : Number(line.key);
  const group = mapping.revenue.find((entry) => entry.product_group_id === groupId);
  const name = group?.name ?? (line.key === null ? 'zonder omzetgroep' : `omzetgroep ${line.key}`);
  return { kind: 'revenue', item: name };
}

function vatUse(line: JournalLine, journal: Journal, mapping: LedgerMapping): Use {
  const code = journal.vat_codes.find((entry) => entry.code === line.vat_code);
  if (code?.rubriek === 'oss') return { kind: 'oss', item: ossItem(code.country_iso2) };
  const rate =
    code?.rate ?? mapping.vat.find((entry) => String(entry.tax_rate_id) === line.key)?.rate;
  return { kind: 'vat', item: rate == null ? `tarief ${line.key ?? '?'}` : rateItem(rate) };
}

function clearingUse(typeAlias: string, mapping: LedgerMapping): Use {
  if (typeAlias === CASH_TYPE_ALIAS) return { kind: 'clearing', item: 'Kas' };
  const name = mapping.clearing.find((entry) => entry.type_alias === typeAlias)?.name;
  return { kind: 'clearing', item: `Kruisposten ${name ?? typeAlias}` };
}

/** What the line's account is used for, read from the line's kind and key. */
function useOfLine(line: JournalLine, journal: Journal, mapping: LedgerMapping): Use {
  switch (line.kind) {
    case 'sales':
    case 'returns':
      return revenueUse(line, mapping);
    case 'vat':
      return vatUse(line, journal, mapping);
    case 'payment':
      return clearingUse(line.key ?? '', mapping);
    case 'settlement':
      // A later payment posts twice: to the clearing account of its type (the key) and, on
      // the other side, to debtors (no key).
      return line.key === null ? { kind: 'debtors', item: '' } : clearingUse(line.key, mapping);
    case 'cash_difference':
      // The difference posts twice: to cash differences (no key) and, reversed, to the
      // clearing account of the payment type its key names (the till's cash).
      return line.key === null
        ? { kind: 'cash_differences', item: '' }
        : clearingUse(line.key, mapping);
    case 'not_paid_now':
    case 'refund':
    case 'invoice_payments':
      return { kind: 'debtors', item: '' };
    case 'gift_cards':
    case 'tips':
    case 'prepayments':
      return { kind: line.kind, item: '' };
    case 'stock_change':
      return { kind: 'stock', item: '' };
    case 'cost_of_sales':
      return { kind: 'cost_of_sales', item: '' };
  }
}

function checkedAccountId(id: string, use: Use): string {
  const length = xmlLength(id);
  if (length === 0 || id.trim() === '' || length > ACCOUNT_CODE_MAX) {
    const what = ACCOUNT_USES[use.kind]([use.item]);
    throw new ApiError(
      409,
      `ledger account "${id}" (${what}) cannot be an XAF account ID, which has 1 to ` +
        `${ACCOUNT_CODE_MAX} characters: change it in the ledger mapping`,
    );
  }
  return id;
}

function description(uses: Map<UseKind, Set<string>>, max: number): string {
  const parts = keysOf(ACCOUNT_USES)
    .filter((kind) => uses.has(kind))
    .map((kind) => ACCOUNT_USES[kind]([...(uses.get(kind) ?? [])]));
  return fitLength(parts.join(' / '), max);
}

const byCode = new Intl.Collator('en', { numeric: true }).compare;

/** Every account the journal posts to or a VAT code names, once, in account-code order. */
export function xafLedgerAccounts(
  journal: Journal,
  mapping: LedgerMapping,
  /** accDesc's length in the version written: 999 in 3.2, 255 in 4.0. */
  descriptionMax: number,
): XafLedgerAccount[] {
  const usesByAccount = new Map<string, Map<UseKind, Set<string>>>();
  const record = (account: string, use: Use): void => {
    const id = checkedAccountId(account, use);
    const uses = usesByAccount.get(id) ?? new Map<UseKind, Set<string>>();
    uses.set(use.kind, (uses.get(use.kind) ?? new Set()).add(use.item));
    usesByAccount.set(id, uses);
  };
  for (const entry of journal.entries) {
    for (const line of entry.lines) record(line.account, useOfLine(line, journal, mapping));
  }
  for (const code of journal.vat_codes) {
    if (code.account === null) continue;
    const use: Use =
      code.rubriek === 'oss'
        ? { kind: 'oss', item: ossItem(code.country_iso2) }
        : { kind: 'vat', item: rateItem(code.rate) };
    record(code.account, use);
  }
  return [...usesByAccount]
    .map(([id, uses]): XafLedgerAccount => ({
      id,
      description: description(uses, descriptionMax),
      type: accountTypeOf(uses.keys()),
    }))
    .sort((a, b) => byCode(a.id, b.id));
}
