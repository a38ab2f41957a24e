/** What the screen calls each field of the mapping, for the missing list and messages. */
import type { LedgerMapping, MissingMapping } from '../../../../shared/api/ledger-mapping.js';
import { countryName, dutchRateKind, HOME_COUNTRY } from '../../../../shared/vat-rate-kinds.js';
import { isKnownPaymentType } from '../../../../shared/payment-type-words.js';
import type { Translate } from '../../i18n/index.js';
import { formatPercent } from '../../lib/format.js';
import { accountField, clearingField, ossField, revenueField, vatField } from './draft.js';
import { isOneOf } from '../../../../shared/guards.js';

export type Section = 'company' | 'revenue' | 'vat' | 'clearing' | 'accounts' | 'oss' | 'rgs';

export const SECTION_TITLES = {
  company: 'ledger.company',
  revenue: 'ledger.revenue',
  vat: 'ledger.vat',
  clearing: 'ledger.clearing',
  accounts: 'ledger.accounts',
  oss: 'ledger.oss',
  rgs: 'ledger.rgs',
} as const;

const KEYED_SECTIONS: readonly Section[] = ['company', 'revenue', 'vat', 'clearing', 'oss', 'rgs'];

export const sectionOf = (field: string): Section => {
  const section = /^[a-z]+/.exec(field)?.[0] ?? '';
  return isOneOf(KEYED_SECTIONS, section) ? section : 'accounts';
};

/** An OSS account's name with its country in words: "OSS-btw België (BE)". */
export const ossName = (t: Translate, locale: string, iso2: string): string =>
  t('ledger.ossRow', { country: `${countryWords(locale, iso2)} (${iso2})` });

/** The row's own name (group, rate, payment type) or the role's, in the user's language. */
export function fieldName(
  t: Translate,
  locale: string,
  mapping: LedgerMapping,
  field: string,
): string {
  for (const row of mapping.revenue) {
    if (revenueField(row.product_group_id) !== field) continue;
    return row.product_group_id === null ? t('ledger.noGroup') : row.name;
  }
  for (const row of mapping.vat) {
    if (vatField(row.tax_rate_id) === field)
      return rateWords(t, locale, { ...row, id: row.tax_rate_id });
  }
  for (const row of mapping.clearing) if (clearingField(row.type_alias) === field) return row.name;
  if (field.startsWith('oss:')) return ossName(t, locale, field.slice(4));
  if (field.startsWith('rgs:')) return t('ledger.rgsRow', { account: field.slice(4) });
  if (field === 'company.name') return t('ledger.companyName');
  if (field === 'company.vat_number') return t('ledger.vatNumber');
  const role = field.replace(/^accounts\./, '');
  for (const known of [
    'debtors',
    'cash_differences',
    'gift_cards',
    'tips',
    'prepayments',
  ] as const) {
    if (known === role) return t(`ledger.role.${known}`);
  }
  return field;
}

/** The field a missing entry is about. */
export function fieldOfMissing(entry: MissingMapping): string {
  switch (entry.role) {
    case 'revenue':
      return revenueField(entry.key === null ? null : Number(entry.key));
    case 'vat':
      return vatField(Number(entry.key));
    case 'clearing':
      return clearingField(entry.key ?? '');
    case 'oss':
      return ossField(entry.key ?? '');
    default:
      return accountField(entry.role);
  }
}

/**
 * A payment type in words, in the user's language: the platform's type keys (`OnlineGiftCard`)
 * are no words; a group the report names by its method or type id (`method:12`) has no type.
 */
export function paymentTypeWords(t: Translate, alias: string): string {
  if (isKnownPaymentType(alias)) return t(`ledger.type.${alias}`);
  if (/^(method|type):\d+$/.test(alias)) return t('ledger.type.byMethod');
  return t('ledger.type.other', { alias });
}

/** A country in words from its ISO code ("BE" → "België"), in the user's language. */
export const countryWords = (locale: string, iso2: string): string => countryName(locale, iso2);

/** A tax rate as the words need it: its percentage and country, as the registry has them. */
interface RateFacts {
  id: number;
  /** Percentage (21 means 21 %); null: not known. */
  rate: number | null;
  country_iso2?: string | null | undefined;
}

/**
 * A tax rate in the words of Dutch bookkeeping, in the user's language: a Dutch rate by the
 * VAT return's kind ("Hoog tarief 21%", "Standard rate 21%"), another member state's by its
 * country ("België 6%"). The platform's own name ("NL standard 21%") is English and says the
 * kind its way; the screen keeps it as secondary text.
 */
export function rateWords(t: Translate, locale: string, facts: RateFacts): string {
  if (facts.rate === null) return t('ledger.rateWords.unknown', { id: facts.id });
  const rate = formatPercent(facts.rate, 'rate');
  const country = (facts.country_iso2 ?? '').trim().toUpperCase();
  if (country !== '' && country !== HOME_COUNTRY) {
    return t('ledger.rateWords.foreign', { country: countryWords(locale, country), rate });
  }
  return t(`ledger.rateWords.${dutchRateKind(facts.rate)}`, { rate });
}
