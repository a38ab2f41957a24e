/**
 * The checks a PUT /api/ledger-mapping body passes beyond its schema (which already holds
 * each code to 1–35 characters without spaces at the ends or control characters): each key
 * once, each key the account's, one kind of account per code, and one VAT payable account per
 * VAT code. Pure; the first problem found is the answer, worded as the schema's are
 * (`field 'vat.0.account' …`) so a client can put it beside the field.
 * docs/decisions/0061-ledger-mapping.md and 0117-one-vat-account-per-rate.md say why.
 */
import {
  SINGLE_ROLES,
  type LedgerMappingInput,
  type SingleRole,
} from '../../../../shared/api/ledger-mapping.js';
import type { MappingReference } from './mapping-reference.js';
import {
  defaultRevenueAccount,
  groupNamer,
  rateNamer,
  SINGLE_ROLE_NAMES,
  typeNamer,
} from './mapping-view.js';
import { splitVatCodeInBody } from './body-vat-codes.js';
import { rgsOfOtherKind } from './rgs-kind.js';
import { problem, type MappingProblem } from './mapping-problem.js';

/** The keys the financial report gives a payment type it knows no alias of. */
const REPORT_TYPE_KEY = /^(?:type|method):[1-9][0-9]{0,15}$/u;

function firstDuplicate(
  list: KeyedList,
  keyName: string,
  keys: readonly (string | number | null)[],
): MappingProblem | null {
  const seen = new Map<string | number | null, number>();
  for (const [index, key] of keys.entries()) {
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      return problem(
        `${list}.${index}.${keyName}`,
        `${keyName} ${JSON.stringify(key)} is listed twice (also at ${list}.${earlier})`,
      );
    }
    seen.set(key, index);
  }
  return null;
}

function firstUnknownKey(
  input: LedgerMappingInput,
  reference: MappingReference,
  stored: LedgerMappingInput | null,
): MappingProblem | null {
  const { account } = reference;
  // What was accepted once stays acceptable, so a PUT of what GET answered always passes
  // this check, also after a group, rate or method left the platform's lists.
  const groups = new Set([
    ...reference.groups.map((group) => group.id),
    ...(stored?.revenue ?? []).map((entry) => entry.product_group_id),
  ]);
  for (const [index, entry] of input.revenue.entries()) {
    const id = entry.product_group_id;
    if (id === null || !reference.groupsOffered || groups.has(id)) continue;
    return problem(
      `revenue.${index}.product_group_id`,
      `product_group_id ${id} is not a turnover group of account ${account}`,
    );
  }
  const rates = new Set([
    ...reference.taxRates.map((rate) => rate.id),
    ...(stored?.vat ?? []).map((entry) => entry.tax_rate_id),
  ]);
  for (const [index, entry] of input.vat.entries()) {
    if (rates.has(entry.tax_rate_id)) continue;
    return problem(
      `vat.${index}.tax_rate_id`,
      `tax_rate_id ${entry.tax_rate_id} is not a tax rate of account ${account}`,
    );
  }
  const countries = new Set([
    ...reference.taxRates.map((rate) => rate.country_iso2.trim().toUpperCase()),
    ...(stored?.oss ?? []).map((entry) => entry.country_iso2),
  ]);
  for (const [index, entry] of input.oss.entries()) {
    if (countries.has(entry.country_iso2)) continue;
    return problem(
      `oss.${index}.country_iso2`,
      `country_iso2 ${JSON.stringify(entry.country_iso2)} has no tax rate in the registry of ` +
        `account ${account}`,
    );
  }
  const types = new Set([
    ...reference.methods.flatMap((method) => (method.type_alias ? [method.type_alias] : [])),
    ...reference.used.typeAliases.keys(),
    ...(stored?.clearing ?? []).map((entry) => entry.type_alias),
  ]);
  for (const [index, entry] of input.clearing.entries()) {
    if (types.has(entry.type_alias) || REPORT_TYPE_KEY.test(entry.type_alias)) continue;
    return problem(
      `clearing.${index}.type_alias`,
      `type_alias ${JSON.stringify(entry.type_alias)} is not a payment-method type of account ` +
        `${account} (its types: ${[...types].sort().join(', ') || 'none'}; or type:<id> or ` +
        'method:<id> as the financial report names a type without an alias)',
    );
  }
  return null;
}

/**
 * The kinds of account the books keep apart. Clearing accounts and the balance-sheet roles
 * (debtors, gift cards, tips, prepayments) may share a code: "Op rekening" receipts posted
 * straight to debtors, gift-card payments to the gift-card liability.
 */
type AccountKind =
  | 'revenue'
  | 'vat'
  | 'oss'
  | 'cash_differences'
  | 'stock'
  | 'cost_of_sales'
  | 'balance';

const KIND_RULE: Record<Exclude<AccountKind, 'balance'>, string> = {
  vat: 'a VAT payable account takes VAT only',
  oss: 'an OSS VAT payable account takes other member states’ VAT only, apart from the Dutch return’s',
  revenue: 'a revenue account takes revenue only',
  cash_differences: 'the cash differences account takes cash differences only',
  stock: 'the stock account takes the stock change only',
  cost_of_sales: 'the cost-of-sales account takes the cost of sales only',
};

/** The rule a code of two kinds breaks: the first kind's, unless that is a balance account. */
function ruleOf(...kinds: AccountKind[]): string {
  for (const kind of kinds) if (kind !== 'balance') return KIND_RULE[kind];
  return '';
}

interface Use {
  code: string;
  kind: AccountKind;
  /** The body field that sets it; null for a group's default (its product_group_code). */
  field: string | null;
  what: string;
}

function usesOf(input: LedgerMappingInput, reference: MappingReference): Use[] {
  const group = groupNamer(reference);
  const rate = rateNamer(reference);
  const type = typeNamer(reference);
  const overridden = new Set(input.revenue.map((entry) => entry.product_group_id));
  const singleKind = (role: SingleRole): AccountKind =>
    role === 'cash_differences' || role === 'stock' || role === 'cost_of_sales' ? role : 'balance';
  return [
    ...input.revenue.map((entry, index) => ({
      code: entry.account,
      kind: 'revenue' as const,
      field: `revenue.${index}.account`,
      what: `the revenue account of ${group(entry.product_group_id).name}`,
    })),
    ...reference.groups.flatMap((row) => {
      const code = defaultRevenueAccount(row.code);
      if (code === null || overridden.has(row.id)) return [];
      const what = `the revenue account of ${group(row.id).name} (its product_group_code)`;
      return [{ code, kind: 'revenue' as const, field: null, what }];
    }),
    ...input.vat.map((entry, index) => ({
      code: entry.account,
      kind: 'vat' as const,
      field: `vat.${index}.account`,
      what: `the VAT payable account of ${rate(entry.tax_rate_id).name}`,
    })),
    ...input.oss.map((entry, index) => ({
      code: entry.account,
      kind: 'oss' as const,
      field: `oss.${index}.account`,
      what: `the OSS VAT payable account of ${entry.country_iso2}`,
    })),
    ...input.clearing.map((entry, index) => ({
      code: entry.account,
      kind: 'balance' as const,
      field: `clearing.${index}.account`,
      what: `the clearing account of ${type(entry.type_alias)}`,
    })),
    ...SINGLE_ROLES.flatMap((role) => {
      const code = input.accounts[role];
      if (code === null) return [];
      const what = `the ${SINGLE_ROLE_NAMES[role]} account (${role})`;
      return [{ code, kind: singleKind(role), field: `accounts.${role}`, what }];
    }),
  ];
}

function firstKindClash(
  input: LedgerMappingInput,
  reference: MappingReference,
): MappingProblem | null {
  const first = new Map<string, Use>();
  for (const use of usesOf(input, reference)) {
    const earlier = first.get(use.code);
    if (!earlier) {
      first.set(use.code, use);
      continue;
    }
    if (earlier.kind === use.kind) continue;
    // A default is no field of the body: the field that clashes with it is named.
    const [self, other] = use.field === null ? [earlier, use] : [use, earlier];
    const text = `account ${use.code} is ${self.what} and also ${other.what}`;
    return problem(self.field ?? '', `${text}; ${ruleOf(self.kind, other.kind)}`);
  }
  return null;
}

type KeyedList = 'revenue' | 'vat' | 'clearing' | 'oss' | 'rgs';
type Keys = (input: LedgerMappingInput) => readonly (string | number | null)[];
/** The lists whose entries each name a key once, with the key's name and values. */
const KEYED_LISTS: readonly [KeyedList, string, Keys][] = [
  ['revenue', 'product_group_id', (input) => input.revenue.map((entry) => entry.product_group_id)],
  ['vat', 'tax_rate_id', (input) => input.vat.map((entry) => entry.tax_rate_id)],
  ['clearing', 'type_alias', (input) => input.clearing.map((entry) => entry.type_alias)],
  ['oss', 'country_iso2', (input) => input.oss.map((entry) => entry.country_iso2)],
  ['rgs', 'account', (input) => input.rgs.map((entry) => entry.account)],
];

/** The first thing wrong with the body on its own (no list of the account needed), or null. */
export function bodyProblem(input: LedgerMappingInput): MappingProblem | null {
  for (const [list, keyName, keysOf] of KEYED_LISTS) {
    const found = firstDuplicate(list, keyName, keysOf(input));
    if (found) return found;
  }
  return null;
}

/**
 * The first conflict with the account's lists (an unknown key, a code of two kinds, two rates
 * of one VAT code on two accounts), or null.
 */
export function accountProblem(
  input: LedgerMappingInput,
  reference: MappingReference,
  stored: LedgerMappingInput | null,
): MappingProblem | null {
  const found = firstUnknownKey(input, reference, stored) ?? firstKindClash(input, reference);
  return (
    found ??
    splitVatCodeInBody(input, reference) ??
    rgsOfOtherKind(input.rgs, usesOf(input, reference))
  );
}

/** The first thing wrong with the body, or null when it may be stored: both checks above. */
export function mappingProblem(
  input: LedgerMappingInput,
  reference: MappingReference,
  stored: LedgerMappingInput | null,
): MappingProblem | null {
  return bodyProblem(input) ?? accountProblem(input, reference, stored);
}
