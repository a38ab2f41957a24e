/** The complete ledger mapping of test/fixtures/ledger-mapping.ts, put for a user over HTTP. */
import { expect } from 'vitest';
import { ledgerMappingSchema, type LedgerMappingInput } from '../../shared/api/ledger-mapping.js';
import { completeMappingOf } from '../fixtures/ledger-mapping.js';
import type { TestService } from './harness.js';

export async function putCompleteMapping(
  api: TestService,
  token: string,
): Promise<LedgerMappingInput> {
  const [mappingAnswer, ratesAnswer] = await Promise.all([
    api.get('/api/ledger-mapping', token),
    api.get('/api/tax-rates?limit=1000', token),
  ]);
  const rates = ratesAnswer.json as { data: { id: number }[] };
  const complete = completeMappingOf(
    ledgerMappingSchema.parse(mappingAnswer.json),
    rates.data.map((rate) => rate.id),
  );
  const answer = await api.put('/api/ledger-mapping', complete, token);
  expect(answer.status, answer.text).toBe(200);
  return complete;
}
