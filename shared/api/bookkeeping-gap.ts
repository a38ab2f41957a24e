/**
 * What a bookkeeping package lacks for a memorial entry (an account code of the ledger
 * mapping, or a VAT code of the journal): GET /api/bookkeeping/accounts lists them, and the
 * error body of 409 `bookkeeping_accounts_missing` names them (`package_missing`). Apart from
 * bookkeeping.ts so the error body (error-body.ts) can name it without an import cycle.
 */
import { z } from 'zod';

export const packageGapSchema = z
  .object({
    kind: z.enum(['account', 'vat', 'cross_posting']).meta({
      description:
        'cross_posting: the ledger mapping has no cross-posting account, which e-Boekhouden ' +
        'books each memorial entry against (code empty).',
    }),
    code: z.string().meta({ description: 'Our account code, or our VAT code (NL21, BE6).' }),
  })
  .meta({ id: 'BookkeepingGap' });
export type PackageGap = z.infer<typeof packageGapSchema>;
