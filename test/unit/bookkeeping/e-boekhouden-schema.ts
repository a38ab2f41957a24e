/**
 * e-Boekhouden.nl's request bodies as its published documents give them, written here apart
 * from the client so that the client's requests are checked against the package, not against
 * our reading of it. Each fact with its source (docs/journal.md, "Sources", cites them too):
 * - [SR] NixySoftware/eboekhouden, packages/eboekhouden/docs/SessionRequest.md and
 *   src/models/session_request.rs: `accessToken` and `source`, both required strings;
 *   API_SESSION_002 "Source does not match pattern".
 * - [PP] smoochy/printing-press-library, library/payments/e-boekhouden/internal/client/
 *   session.go: the pattern, `^[\w_ ]{1,10}$`, "confirmed against the live API".
 * - [SW] smoochy/printing-press-library, library/payments/e-boekhouden/.manuscripts/
 *   20260829-182823/research/e-boekhouden-openapi.json (the swagger document), `paths
 *   ["/v1/mutation"].post`, schema `CreateMutation`: `type`, `date`, `ledgerId` required;
 *   `invoiceNumber`, `entryNumber`, `description` `maxLength` 50; `rows` `maxItems` 500; a row
 *   (`CreateMutationRow`) requires `vatCode` and `amount`; `ledgerId` int32; `MutationType`
 *   1–7; the VAT codes of a Dutch administration (the API description's table).
 * - [CM] NixySoftware/eboekhouden, packages/eboekhouden/docs/CreateMutation.md and
 *   CreateMutationRow.md, src/models/create_mutation*.rs: the wire names; `inExVat` `IN` or
 *   `EX` (MUT_017).
 */
import { z } from 'zod';

const INT32_MAX = 2 ** 31 - 1;
/** [SW] `format: int32`: an id of a ledger. */
const int32Id = z.number().int().positive().max(INT32_MAX);
/** [SW] `maxLength: 50`, counted in characters. */
const text50 = z.string().refine((text) => Array.from(text).length <= 50, 'at most 50 characters');

/** [SW] the Dutch VAT codes (the API description's table, NL). */
const NL_VAT_CODES = [
  ...['LAAG_VERK', 'LAAG_VERK_9', 'HOOG_VERK_21', 'AFW_VERK', 'VERL_VERK', 'VERL_VERK_L9'],
  ...['BU_EU_VERK', 'AFST_VERK', 'BI_EU_VERK_D', 'LAAG_INK', 'LAAG_INK_9', 'HOOG_INK_21', 'AFW'],
  ...['VERL_INK_L9', 'VERL_INK_L', 'VERL_INK', 'BU_EU_INK', 'BI_EU_VERK', 'BI_EU_INK', 'GEEN'],
] as const;

/** [SR] fields, [PP] the pattern. */
export const sessionRequestSchema = z.strictObject({
  accessToken: z.string().min(1),
  source: z.string().regex(/^[\w_ ]{1,10}$/u),
});

/** [SW] `CreateMutationRow`, [CM] wire names. */
export const createMutationRowSchema = z.strictObject({
  ledgerId: int32Id,
  vatCode: z.enum(NL_VAT_CODES),
  vatAmount: z.number().optional(),
  costCenterId: int32Id.optional(),
  amount: z.number(),
  description: z.string().optional(),
  invoiceNumber: z.string().optional(),
  relationId: int32Id.optional(),
});

/** [SW] `CreateMutation`, [CM] wire names and `inExVat`. */
export const createMutationSchema = z.strictObject({
  type: z.number().int().min(1).max(7),
  date: z.iso.date(),
  ledgerId: int32Id,
  invoiceNumber: text50.optional(),
  entryNumber: text50.optional(),
  termOfPayment: z.number().int().optional(),
  checkPaymentReference: z.boolean().optional(),
  paymentReference: z.string().optional(),
  inExVat: z.enum(['IN', 'EX']).optional(),
  description: text50.optional(),
  relationId: int32Id.optional(),
  rows: z.array(createMutationRowSchema).max(500).optional(),
});
