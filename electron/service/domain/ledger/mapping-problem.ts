/**
 * What the ledger mapping's checks answer about a PUT body (mapping-rules.ts): one field's
 * problem, worded as the schema's messages are (`field 'vat.0.account': …`) so a client can put
 * it beside the field.
 */
import type { RefusalParams } from '../../../../shared/api/error-body.js';

/** A problem with one field of the body. */
export interface MappingProblem {
  /** Dotted path into the body, as the schema's messages name it: `revenue.2.account`. */
  field: string;
  message: string;
  /** A refusal with a code of its own and its parameters; else `conflicts_with_account`. */
  code?: string;
  params?: RefusalParams;
}

export const problem = (field: string, text: string): MappingProblem => ({
  field,
  message: `field '${field}': ${text}`,
});
