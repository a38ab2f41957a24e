/**
 * A ledger mapping with every account the demo platform's figures need, put for a user: every
 * group (its code as default where it has one), every tax rate of the registry (the view lists
 * the Dutch ones; the demo's imported orders carry a Belgian 6 %), every payment type and the
 * five single accounts, each with a code of its own. The journal then answers for any period.
 */
import { expect } from 'vitest';
import { ledgerMappingSchema, type LedgerMappingInput } from '../../shared/api/ledger-mapping.js';
import type { TestService } from './harness.js';

export async function putCompleteMapping(
  api: TestService,
  token: string,
): Promise<LedgerMappingInput> {
  const [mappingAnswer, ratesAnswer] = await Promise.all([
    api.get('/api/ledger-mapping', token),
    api.get('/api/tax-rates?limit=1000', token),
  ]);
  const mapping = ledgerMappingSchema.parse(mappingAnswer.json);
  const rates = ratesAnswer.json as { data: { id: number }[] };
  const complete: LedgerMappingInput = {
    company: { name: 'Bakkerij Één & Zn.', vat_number: 'NL001234567B01' },
    revenue: mapping.revenue.map((row, index) => ({
      product_group_id: row.product_group_id,
      account: row.account ?? `80${index}`,
    })),
    vat: rates.data.map((rate) => ({ tax_rate_id: rate.id, account: `15${rate.id}` })),
    clearing: mapping.clearing.map((row, index) => ({
      type_alias: row.type_alias,
      account: `11${String(index).padStart(2, '0')}`,
    })),
    accounts: {
      debtors: '1300',
      cash_differences: '4990',
      gift_cards: '1610',
      tips: '1620',
      prepayments: '1630',
    },
  };
  const answer = await api.put('/api/ledger-mapping', complete, token);
  expect(answer.status, answer.text).toBe(200);
  return complete;
}
