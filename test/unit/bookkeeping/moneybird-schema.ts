/**
 * Moneybird's requests as its published OpenAPI document describes them (github.com/moneybird/
 * openapi, `openapi.json`), written from it for the client's requests to be checked against:
 * field names and types, nothing the document does not list (its `unevaluatedProperties:
 * false`). Each fact's place in the document is beside it.
 */
import { z } from 'zod';

/** `components.schemas.identifier`: `type: [string, integer]`, `pattern: ^\d+$`. */
const identifier = z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]);

/**
 * `components.schemas.money`: a string matching `^-?[0-9]+[,\.]?[0-9]*$`, a number from
 * -1,000,000,000 to 1,000,000,000, or null.
 */
const money = z.union([
  z.string().regex(/^-?[0-9]+[,.]?[0-9]*$/),
  z.number().min(-1_000_000_000).max(1_000_000_000),
  z.null(),
]);

/**
 * `paths['/{administration_id}/documents/general_journal_documents{format}'].post.requestBody`
 * `.content['application/*'].schema.properties.general_journal_document
 * .properties.general_journal_document_entries_attributes.oneOf[0].items`: no field required.
 */
const entry = z.strictObject({
  id: z.number().int().optional(),
  ledger_account_id: identifier.optional(),
  tax_rate_id: identifier.optional(),
  description: z.string().optional(),
  debit: money.optional(),
  credit: money.optional(),
  project_id: identifier.optional(),
  row_order: z.number().int().optional(),
  _destroy: z.union([z.boolean(), z.string()]).optional(),
  contact_id: identifier.optional(),
});

/**
 * The same request body: `general_journal_document` with `reference` (string), `date` (string,
 * `format: date`), `journal_type` (string) and the entries (an array, or an object of rows:
 * `oneOf[1]`, which the client does not send).
 */
export const generalJournalDocumentCreate = z.strictObject({
  general_journal_document: z.strictObject({
    reference: z.string().optional(),
    date: z.iso.date().optional(),
    journal_type: z.string().optional(),
    general_journal_document_entries_attributes: z.array(entry).optional(),
  }),
});

/**
 * The list's query: `paths['/{administration_id}/documents/general_journal_documents{format}']
 * .get.parameters`: `filter` (string; `key:value` terms separated by commas; `period` a named
 * period or `YYYYMMDD..YYYYMMDD`, `reference` a string: the parameter's description),
 * `new_filter`, `page` (`components.parameters.page`: integer or string), `per_page`
 * (`components.parameters.per_page`: `^\d+$`, 1 to 100), `exclude_new_general_journal_documents`.
 */
export const generalJournalDocumentsQuery = z.strictObject({
  filter: z
    .string()
    .regex(
      /^(?:period:\d{8}\.\.\d{8}|reference:[^,]+)(?:,(?:period:\d{8}\.\.\d{8}|reference:[^,]+))*$/,
    )
    .optional(),
  new_filter: z.string().optional(),
  page: z.string().regex(/^\d+$/).optional(),
  per_page: z
    .string()
    .regex(/^\d+$/)
    .refine((value) => Number(value) >= 1 && Number(value) <= 100)
    .optional(),
  exclude_new_general_journal_documents: z.string().optional(),
});

/**
 * The paths the client calls, with `{format}` `.json` (`components.parameters.format`) and the
 * ids `identifier`s: the list and create, and one document by id (`…/{id}{format}`, GET).
 */
export const DOCUMENTS_PATH = /^\/api\/v2\/\d+\/documents\/general_journal_documents\.json$/;
export const DOCUMENT_PATH = /^\/api\/v2\/\d+\/documents\/general_journal_documents\/\d+\.json$/;
