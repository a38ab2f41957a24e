/**
 * The ledger mapping as GET /api/ledger-mapping answers it: every turnover group, Dutch tax
 * rate, payment type and single role of the account, each with its account (stored, or the
 * group's product_group_code by default) and what is still missing. Pure: the stored mapping
 * and the reference lists in, the answer out.
 */
import {
  accountCodeSchema,
  isOptionalRole,
  SINGLE_ROLES,
  type LedgerMapping,
  type LedgerMappingInput,
  type MissingMapping,
} from '../../../../shared/api/ledger-mapping.js';
import { percentFromFraction } from '../../../../shared/money.js';
import { dutchCollator } from '../collation.js';
import { KNOWN_PROVIDER_TYPES, titleByTypeAlias } from '../reference/payment-methods.js';
import { compareGroups, groupResolver, NO_GROUP_NAME } from '../sales-figures/names.js';
import { isDutchRate, type MappingReference } from './mapping-reference.js';
import type { StoredLedgerMapping } from '../../data/ledger-mappings/store.js';
import { SINGLE_ROLE_NAMES } from './role-names.js';
import { groupRateKinds, rgsRows } from './rgs-view.js';
import { rateNameResolver } from './vat-account-per-code.js';

/** What an account that never saved a mapping has: nothing set. */
export const EMPTY_MAPPING: LedgerMappingInput = {
  company: { name: '', vat_number: '' },
  revenue: [],
  vat: [],
  clearing: [],
  accounts: {
    debtors: null,
    cash_differences: null,
    gift_cards: null,
    tips: null,
    prepayments: null,
    cross_posting: null,
    stock: null,
    cost_of_sales: null,
  },
  oss: [],
  rgs: [],
};

export { SINGLE_ROLE_NAMES } from './role-names.js';

/**
 * A group's revenue account when none is set: its product_group_code, when that is a valid
 * account code; otherwise none (the group is reported missing, never given a guessed code).
 */
export function defaultRevenueAccount(code: string | null | undefined): string | null {
  if (code === null || code === undefined) return null;
  return accountCodeSchema.safeParse(code).success ? code : null;
}

/** A group's name and code as the reports show them, for any id (null: no group). */
export function groupNamer(reference: MappingReference) {
  const resolve = groupResolver(reference.groups);
  return (groupId: number | null) => {
    const identity = resolve(groupId);
    const fallback = groupId === null ? NO_GROUP_NAME : `Omzetgroep ${groupId}`;
    return {
      product_group_id: groupId,
      name: identity.name === '' ? fallback : identity.name,
      product_group_code: identity.product_group_code === '' ? null : identity.product_group_code,
    };
  };
}

function revenueRows(reference: MappingReference, input: LedgerMappingInput) {
  const overrides = new Map(input.revenue.map((entry) => [entry.product_group_id, entry.account]));
  const ids = new Set([...reference.groups.map((group) => group.id), null, ...overrides.keys()]);
  const name = groupNamer(reference);
  return [...ids]
    .map((groupId): LedgerMapping['revenue'][number] => {
      const group = name(groupId);
      const set = overrides.get(groupId);
      const fallback = defaultRevenueAccount(group.product_group_code);
      if (set !== undefined) return { ...group, account: set, source: 'set' };
      return { ...group, account: fallback, source: fallback === null ? 'missing' : 'default' };
    })
    .sort(compareGroups);
}

/** A tax rate's name (the registry's, else its id), country and percentage. */
export function rateNamer(reference: MappingReference) {
  const registry = new Map(reference.taxRates.map((rate) => [rate.id, rate]));
  const nameOf = rateNameResolver(reference.taxRates);
  return (taxRateId: number) => {
    const rate = registry.get(taxRateId);
    return {
      name: nameOf(taxRateId),
      country_iso2: rate?.country_iso2 ? rate.country_iso2 : null,
      rate: rate ? percentFromFraction(rate.value) : null,
    };
  };
}

/**
 * The Dutch rates, highest first, then any rate the last 13 months' orders use that the
 * registry does not list (taken as Dutch, as the VAT return takes it), then any other the
 * mapping holds. Another member state's rates are not here: their VAT goes to that country's
 * OSS account (ossRows), which the mapping asks for when such a rate was used.
 */
function vatRows(reference: MappingReference, input: LedgerMappingInput) {
  const stored = new Map(input.vat.map((entry) => [entry.tax_rate_id, entry.account]));
  const byRate = (a: { value: number; id: number }, b: { value: number; id: number }) =>
    b.value - a.value || a.id - b.id;
  const dutch = reference.taxRates.filter(isDutchRate).sort(byRate);
  const known = new Set(reference.taxRates.map((rate) => rate.id));
  const unknownUsed = [...reference.used.taxRateIds].filter((id) => !known.has(id)).sort();
  const ids = new Set([...dutch.map((rate) => rate.id), ...unknownUsed, ...stored.keys()]);
  const name = rateNamer(reference);
  return [...ids].map((taxRateId) => ({
    tax_rate_id: taxRateId,
    ...name(taxRateId),
    account: stored.get(taxRateId) ?? null,
  }));
}

/** A payment type's name: the account's title for it (the report's), else the key itself. */
export function typeNamer(reference: MappingReference) {
  const titles = titleByTypeAlias(reference.methods);
  return (typeAlias: string) =>
    titles.get(typeAlias) || reference.used.typeAliases.get(typeAlias) || typeAlias;
}

const KNOWN_ORDER: readonly string[] = KNOWN_PROVIDER_TYPES;
const typeRank = (alias: string): number => {
  const index = KNOWN_ORDER.indexOf(alias);
  return index < 0 ? KNOWN_ORDER.length : index;
};

/** Every type the account's methods have, then any other the mapping holds. */
function clearingRows(reference: MappingReference, input: LedgerMappingInput) {
  const stored = new Map(input.clearing.map((entry) => [entry.type_alias, entry.account]));
  const aliases = new Set([
    ...reference.methods.flatMap((method) => (method.type_alias ? [method.type_alias] : [])),
    ...reference.used.typeAliases.keys(),
    ...stored.keys(),
  ]);
  const name = typeNamer(reference);
  return [...aliases]
    .map((typeAlias) => ({
      type_alias: typeAlias,
      name: name(typeAlias),
      account: stored.get(typeAlias) ?? null,
    }))
    .sort(
      (a, b) =>
        typeRank(a.type_alias) - typeRank(b.type_alias) ||
        dutchCollator.compare(a.name, b.name) ||
        dutchCollator.compare(a.type_alias, b.type_alias),
    );
}

/**
 * The types a customer or the platform's bookkeeping can pay with now (a method is in use),
 * and those the last 13 months' payments were made with.
 */
const typesInUse = (reference: MappingReference): Set<string> =>
  new Set([
    ...reference.methods.flatMap((method) =>
      method.in_use && method.type_alias ? [method.type_alias] : [],
    ),
    ...reference.used.typeAliases.keys(),
  ]);

/** The other member states whose rates the last 13 months' orders used (an import's 6 %). */
const ossInUse = (reference: MappingReference): Set<string> =>
  new Set(
    reference.taxRates
      .filter((rate) => !isDutchRate(rate) && reference.used.taxRateIds.has(rate.id))
      .map((rate) => rate.country_iso2.trim().toUpperCase())
      .filter((country) => country !== ''),
  );

/** Every other member state of the registry, then any other the mapping holds, by code. */
function ossRows(reference: MappingReference, input: LedgerMappingInput) {
  const stored = new Map(input.oss.map((entry) => [entry.country_iso2, entry.account]));
  const countries = new Set([
    ...reference.taxRates
      .filter((rate) => rate.country_iso2.trim() !== '' && !isDutchRate(rate))
      .map((rate) => rate.country_iso2.trim().toUpperCase()),
    ...stored.keys(),
  ]);
  return [...countries].sort().map((country) => ({
    country_iso2: country,
    account: stored.get(country) ?? null,
  }));
}

function missingOf(
  reference: MappingReference,
  view: Omit<LedgerMapping, 'missing' | 'months_still_reading'>,
) {
  const inUse = typesInUse(reference);
  const missing: MissingMapping[] = [
    ...view.revenue
      .filter((row) => row.account === null)
      .map((row) => ({
        role: 'revenue' as const,
        key: row.product_group_id === null ? null : String(row.product_group_id),
        name: row.name,
      })),
    ...view.vat
      .filter((row) => row.account === null && row.rate !== 0)
      .map((row) => ({
        role: 'vat' as const,
        key: String(row.tax_rate_id),
        name: row.name,
        rate: row.rate,
      })),
    ...view.oss
      .filter((row) => row.account === null && ossInUse(reference).has(row.country_iso2))
      .map((row) => ({ role: 'oss' as const, key: row.country_iso2, name: row.country_iso2 })),
    ...view.clearing
      .filter((row) => row.account === null && inUse.has(row.type_alias))
      .map((row) => ({ role: 'clearing' as const, key: row.type_alias, name: row.name })),
    // The cross-posting account is no figure of the journal, and the stock change is posted
    // only where both of its accounts are mapped: the journal never lacks them.
    ...SINGLE_ROLES.filter((role) => !isOptionalRole(role) && view.accounts[role] === null).map(
      (role) => ({
        role,
        key: null,
        name: SINGLE_ROLE_NAMES[role],
      }),
    ),
  ];
  return missing;
}

export function mappingView(
  reference: MappingReference,
  stored: StoredLedgerMapping | null,
): LedgerMapping {
  const input = stored?.mapping ?? EMPTY_MAPPING;
  const view = {
    account: reference.account,
    updated_at: stored?.updated_at ?? null,
    company: input.company,
    turnover_groups_offered: reference.groupsOffered,
    revenue: revenueRows(reference, input),
    vat: vatRows(reference, input),
    clearing: clearingRows(reference, input),
    accounts: input.accounts,
    oss: ossRows(reference, input),
  };
  const rgs = rgsRows(view, input, groupRateKinds(reference));
  const rgsMissing = rgs.filter((row) => row.code === null && row.uses.length > 0);
  const withRgs = { ...view, rgs, rgs_missing: rgsMissing.map((row) => row.account) };
  return {
    ...withRgs,
    missing: missingOf(reference, withRgs),
    months_still_reading: [...reference.used.stillReading],
  };
}
