/**
 * GET /api/ledger-mapping's query: apart from the mapping's contract (ledger-mapping.ts),
 * which the error body's contract imports, so it may not import common.ts's parameters back.
 */
import { z } from 'zod';
import { booleanParam } from './common.js';

export const ledgerMappingQuerySchema = z.strictObject({
  used: booleanParam.optional().meta({
    description:
      'false: only the account’s own lists (groups, Dutch rates, payment types, single ' +
      'accounts), without reading the last 13 months for the other rates and payment types ' +
      'their orders use; default true.',
  }),
});
