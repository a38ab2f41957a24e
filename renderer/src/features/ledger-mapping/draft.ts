/**
 * The ledger mapping as the screen edits it: one text per field, keyed by a field id
 * (`revenue:3001`, `revenue:none`, `vat:4079`, `clearing:Pin`, `accounts.tips`, `oss:BE`,
 * `rgs:8010` for an account's RGS code), '' for none (a group then posts to its default).
 * Turned into the PUT body, and a 400's `field 'vat.0.account' …` traced back to the field it
 * is about. Pure.
 */
import type { ApiError } from '../../../../shared/client/index.js';
import {
  SINGLE_ROLES,
  type LedgerMapping,
  type LedgerMappingInput,
  type SingleRole,
} from '../../../../shared/api/ledger-mapping.js';
import { isOneOf } from '../../../../shared/guards.js';

export type VatRow = LedgerMapping['vat'][number];

export interface Draft {
  company: { name: string; vat_number: string };
  codes: Record<string, string>;
  /** Rates of the registry the user added to the list (a foreign or an old rate). */
  addedRates: VatRow[];
}

/** The keyed lists of the body, in the order a 400's `field '<list>.<index>…'` counts. */
type KeyedList = 'revenue' | 'vat' | 'clearing' | 'oss' | 'rgs';
const KEYED_LISTS: readonly KeyedList[] = ['revenue', 'vat', 'clearing', 'oss', 'rgs'];

/** The answer with the rates the user added: what the screen lists and saves. */
export const withAddedRates = (mapping: LedgerMapping, draft: Draft): LedgerMapping => ({
  ...mapping,
  vat: [...mapping.vat, ...draft.addedRates],
});

export const revenueField = (groupId: number | null): string =>
  `revenue:${groupId === null ? 'none' : String(groupId)}`;
export const vatField = (taxRateId: number): string => `vat:${String(taxRateId)}`;
export const clearingField = (typeAlias: string): string => `clearing:${typeAlias}`;
export const accountField = (role: SingleRole): string => `accounts.${role}`;
export const ossField = (country: string): string => `oss:${country}`;
export const rgsField = (account: string): string => `rgs:${account}`;

/** A field id as an element id: letters, digits and dashes only. */
export const elementIdOf = (field: string): string =>
  `ledger-${field.replace(/[^A-Za-z0-9]/g, (char) => `-${char.charCodeAt(0).toString(16)}-`)}`;

export function draftOf(mapping: LedgerMapping): Draft {
  const codes: Record<string, string> = {};
  for (const row of mapping.revenue) {
    codes[revenueField(row.product_group_id)] = row.source === 'set' ? (row.account ?? '') : '';
  }
  for (const row of mapping.vat) codes[vatField(row.tax_rate_id)] = row.account ?? '';
  for (const row of mapping.clearing) codes[clearingField(row.type_alias)] = row.account ?? '';
  for (const role of SINGLE_ROLES) codes[accountField(role)] = mapping.accounts[role] ?? '';
  for (const row of mapping.oss) codes[ossField(row.country_iso2)] = row.account ?? '';
  for (const row of mapping.rgs) codes[rgsField(row.account)] = row.code ?? '';
  return { company: { ...mapping.company }, codes, addedRates: [] };
}

export const sameDraft = (a: Draft, b: Draft): boolean =>
  a.company.name === b.company.name &&
  a.company.vat_number === b.company.vat_number &&
  Object.keys({ ...a.codes, ...b.codes }).every(
    (field) => (a.codes[field] ?? '').trim() === (b.codes[field] ?? '').trim(),
  );

/** The text of a field, without the spaces a paste brings (the service refuses them). */
const codeOf = (draft: Draft, field: string): string => (draft.codes[field] ?? '').trim();

interface PutPlan {
  body: LedgerMappingInput;
  /** The field a body path (`revenue.2.account`) is about; null when none. */
  fieldOfPath(path: string): string | null;
}

/**
 * The whole mapping to PUT: every field with a code; what is empty is left out. `mapping`
 * is what the screen lists (withAddedRates).
 */
export function putPlanOf(draft: Draft, mapping: LedgerMapping): PutPlan {
  const order: Record<KeyedList, string[]> = {
    revenue: [],
    vat: [],
    clearing: [],
    oss: [],
    rgs: [],
  };
  const listed = <Row>(list: keyof typeof order, rows: readonly Row[], field: (r: Row) => string) =>
    rows.flatMap((row) => {
      const code = codeOf(draft, field(row));
      if (code === '') return [];
      order[list].push(field(row));
      return [{ row, code }];
    });
  const body: LedgerMappingInput = {
    company: { name: draft.company.name.trim(), vat_number: draft.company.vat_number.trim() },
    revenue: listed('revenue', mapping.revenue, (row) => revenueField(row.product_group_id)).map(
      ({ row, code }) => ({ product_group_id: row.product_group_id, account: code }),
    ),
    vat: listed('vat', mapping.vat, (row) => vatField(row.tax_rate_id)).map(({ row, code }) => ({
      tax_rate_id: row.tax_rate_id,
      account: code,
    })),
    clearing: listed('clearing', mapping.clearing, (row) => clearingField(row.type_alias)).map(
      ({ row, code }) => ({ type_alias: row.type_alias, account: code }),
    ),
    accounts: Object.fromEntries(
      SINGLE_ROLES.map((role) => [role, codeOf(draft, accountField(role)) || null]),
    ) as LedgerMappingInput['accounts'],
    oss: listed('oss', mapping.oss, (row) => ossField(row.country_iso2)).map(({ row, code }) => ({
      country_iso2: row.country_iso2,
      account: code,
    })),
    rgs: listed('rgs', mapping.rgs, (row) => rgsField(row.account)).map(({ row, code }) => ({
      account: row.account,
      code,
    })),
  };
  return {
    body,
    fieldOfPath(path) {
      const [list, index] = path.split('.');
      if (list === 'company' || list === 'accounts') return path.split('.').slice(0, 2).join('.');
      if (!isOneOf(KEYED_LISTS, list)) return null;
      return order[list][Number(index)] ?? null;
    },
  };
}

/** What a 400 says is wrong, by the service's wording (ledger/mapping-rules.ts, the schema). */
type FieldProblem =
  | 'empty'
  | 'tooLong'
  | 'spaces'
  | 'control'
  | 'vatNumber'
  | 'twice'
  | 'unknown'
  | 'vatOnly'
  | 'revenueOnly'
  | 'cashOnly'
  | 'ossOnly'
  | 'rgsCode'
  | 'notNl'
  | 'oneVatAccount'
  | 'rgsKind'
  | 'other';

const PROBLEMS: readonly [RegExp, FieldProblem][] = [
  [/must not be empty/, 'empty'],
  [/must be at most \d+ characters/, 'tooLong'],
  [/must not start or end with a space/, 'spaces'],
  [/must not contain control characters/, 'control'],
  [/must be a Dutch VAT number/, 'vatNumber'],
  [/is listed twice/, 'twice'],
  [/is not a (turnover group|tax rate|payment-method type) of account/, 'unknown'],
  [/has no tax rate in the registry of account/, 'unknown'],
  [/must be another member state than NL/, 'notNl'],
  [/must be an RGS reference code/, 'rgsCode'],
  [/an OSS VAT payable account takes/, 'ossOnly'],
  [/a VAT payable account takes VAT only/, 'vatOnly'],
  [/a revenue account takes revenue only/, 'revenueOnly'],
  [/the cash differences account takes cash differences only/, 'cashOnly'],
];

/** What a refusal's own code says is wrong, where its message is not read for it. */
const CODE_PROBLEMS: Partial<Record<string, FieldProblem>> = {
  vat_accounts_differ: 'oneVatAccount',
  rgs_code_kind: 'rgsKind',
};

export interface SaveProblem {
  /** The field id the message is about; null when it names none the screen shows. */
  field: string | null;
  problem: FieldProblem;
  /** The most characters allowed, for `tooLong`. */
  max: number | null;
  /** The refusal, worded from its code where the screen has no words of its own. */
  error: ApiError;
}

export function saveProblemOf(error: ApiError, plan: PutPlan): SaveProblem {
  const { message } = error;
  // The field the refusal names (its parameter; a check of the account's lists names it in
  // its message only).
  const named = error.body.params?.field;
  const path = typeof named === 'string' ? named : (/^field '([^']+)'/.exec(message)?.[1] ?? null);
  const problem =
    CODE_PROBLEMS[error.code] ??
    PROBLEMS.find(([pattern]) => pattern.test(message))?.[1] ??
    'other';
  const max = /at most (\d+) characters/.exec(message)?.[1];
  return {
    field: path === null ? null : plan.fieldOfPath(path),
    problem,
    max: max === undefined ? null : Number(max),
    error,
  };
}

/**
 * The account a field posts to as the screen stands: its own code, or for a group its
 * product_group_code by default.
 */
export function effectiveCodes(draft: Draft, mapping: LedgerMapping): Map<string, string> {
  const codes = new Map<string, string>();
  for (const [field, text] of Object.entries(draft.codes)) {
    if (text.trim() !== '') codes.set(field, text.trim());
  }
  for (const row of mapping.revenue) {
    const field = revenueField(row.product_group_id);
    const fallback = row.source === 'missing' ? null : row.product_group_code;
    if (!codes.has(field) && fallback !== null) codes.set(field, fallback);
  }
  return codes;
}

/** The other fields that post to the same account as `field` (for a clash's message). */
export function fieldsSharing(draft: Draft, mapping: LedgerMapping, field: string): string[] {
  const codes = effectiveCodes(draft, mapping);
  const code = codes.get(field);
  if (code === undefined) return [];
  return [...codes].filter(([other, text]) => other !== field && text === code).map(([f]) => f);
}
