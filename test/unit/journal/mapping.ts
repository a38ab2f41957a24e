/** A ledger mapping with every group, rate and payment type of the report fixtures. */
import type { LedgerMapping } from '../../../shared/api/ledger-mapping.js';

const account = (code: string) => ({ account: code });

/** Every group, rate and payment type of the fixtures mapped. */
export function fullMapping(overrides: Partial<LedgerMapping> = {}): LedgerMapping {
  return {
    account: 'test',
    updated_at: null,
    turnover_groups_offered: true,
    company: { name: 'Test BV', vat_number: '' },
    revenue: [301, 302, 303, 777, null].map((id) => ({
      product_group_id: id,
      name: `group ${id}`,
      product_group_code: null,
      ...account(`80${id ?? 0}`),
      source: 'set' as const,
    })),
    vat: [1, 2, 3].map((id) => ({
      tax_rate_id: id,
      name: `rate ${id}`,
      country_iso2: 'NL',
      rate: null,
      ...account(`150${id}`),
    })),
    clearing: ['Cash', 'Pin', 'Web'].map((alias) => ({
      type_alias: alias,
      name: alias,
      ...account(`11-${alias}`),
    })),
    accounts: {
      debtors: '1300',
      cash_differences: '4990',
      gift_cards: '1610',
      tips: '1620',
      prepayments: '1630',
      cross_posting: null,
      stock: null,
      cost_of_sales: null,
    },
    oss: [
      { country_iso2: 'BE', account: '1540' },
      { country_iso2: 'DE', account: null },
    ],
    rgs: [],
    rgs_missing: [],
    missing: [],
    months_still_reading: [],
    ...overrides,
  };
}
