/**
 * Which account of the ledger mapping each posting goes to, and, where the mapping has none,
 * what is missing, said so that the 409 names every gap at once.
 */
import type { LedgerMapping, MissingMapping } from '../../../../shared/api/ledger-mapping.js';
import { ApiError } from '../../core/errors.js';
import { groupResolver } from '../sales-figures/names.js';
import type { PostingTarget } from './day-postings.js';
import type { ProductGroupRecord } from '../../core/model/reference.js';
import type { ForeignCountryOf } from '../vat/vat-return.js';

/** The mapping's account for a posting, or what is missing. */
export function accountResolver(
  mapping: LedgerMapping,
  productGroups: readonly ProductGroupRecord[],
  rateOf: (id: number) => number,
  /** Another member state's rate: its VAT is payable there, through the OSS return. */
  foreignCountryOf: ForeignCountryOf,
) {
  const groupName = groupResolver(productGroups);
  return (target: PostingTarget): { account: string } | { missing: MissingMapping } => {
    switch (target.role) {
      case 'revenue': {
        const row = mapping.revenue.find((entry) => entry.product_group_id === target.groupId);
        const name = row?.name ?? groupName(target.groupId).name;
        const key = target.groupId === null ? null : String(target.groupId);
        return row?.account
          ? { account: row.account }
          : { missing: { role: 'revenue', key, name } };
      }
      case 'vat': {
        const country = foreignCountryOf(target.taxRateId);
        if (country !== null) {
          const account = mapping.oss.find((entry) => entry.country_iso2 === country)?.account;
          return account
            ? { account }
            : { missing: { role: 'oss', key: country, name: `OSS ${country}` } };
        }
        const row = mapping.vat.find((entry) => entry.tax_rate_id === target.taxRateId);
        const rate = row?.rate ?? rateOf(target.taxRateId);
        const name = row?.name ?? `${rate} %`;
        return row?.account
          ? { account: row.account }
          : { missing: { role: 'vat', key: String(target.taxRateId), name, rate } };
      }
      case 'clearing': {
        const row = mapping.clearing.find((entry) => entry.type_alias === target.typeAlias);
        return row?.account
          ? { account: row.account }
          : {
              missing: { role: 'clearing', key: target.typeAlias, name: row?.name ?? target.name },
            };
      }
      default: {
        const account = mapping.accounts[target.role];
        return account === null
          ? { missing: { role: target.role, key: null, name: target.role } }
          : { account };
      }
    }
  };
}

const ROLE_LABELS: Record<MissingMapping['role'], string> = {
  revenue: 'the revenue account of turnover group',
  vat: 'the VAT payable account of tax rate',
  oss: 'the OSS VAT payable account of member state',
  clearing: 'the clearing account of payment type',
  debtors: 'the debtors account',
  cash_differences: 'the cash differences account',
  gift_cards: 'the gift-card liability account',
  tips: 'the tips account',
  prepayments: 'the prepayments received account',
  cross_posting: 'the cross-posting account',
  stock: 'the stock account',
  cost_of_sales: 'the cost-of-sales account',
};

const missingText = (missing: MissingMapping): string =>
  missing.key === null && missing.role !== 'revenue'
    ? ROLE_LABELS[missing.role]
    : `${ROLE_LABELS[missing.role]} ${missing.key ?? '(none)'} (${missing.name})`;

export function mappingIncomplete(missing: readonly MissingMapping[]): ApiError {
  return new ApiError(
    409,
    `The ledger mapping has no account for ${missing.map(missingText).join('; ')}. ` +
      'Set them in the ledger mapping (PUT /api/ledger-mapping) and ask again.',
    {},
    { code: 'ledger_mapping_incomplete', fields: { missing: [...missing] } },
  );
}
