/**
 * What makes the Moneybird stand-in's administrations as Moneybird's own are (README.md cites
 * each fact): a category's code (`account_id`) is optional, and a fresh administration's look
 * like `81180.01`; a category says which documents may book on it (`allowed_document_types`),
 * and some take no general journal document; a token has the permissions (scopes) ticked when
 * it was made, and a call its token lacks the scope of is answered 401 "No access to …".
 *
 * Demo tokens say what they are: one containing `nocodes` is a fresh administration whose
 * categories have none of our codes (Moneybird's own, or none); one containing `nodocuments`
 * was made without the `documents` permission.
 */
import type { StandInLedger, StandInTaxRate } from './tenants.js';

/** Moneybird's scopes (its developer documentation, "Authentication", "Scopes"). */
export type MoneybirdScope =
  | 'sales_invoices'
  | 'documents'
  | 'estimates'
  | 'bank'
  | 'time_entries'
  | 'settings';

const ALL_SCOPES: readonly MoneybirdScope[] = [
  'sales_invoices',
  'documents',
  'estimates',
  'bank',
  'time_entries',
  'settings',
];

/** The scopes a demo token was made with. */
export const scopesOf = (token: string): ReadonlySet<MoneybirdScope> =>
  new Set(ALL_SCOPES.filter((scope) => !(scope === 'documents' && token.includes('nodocuments'))));

/** Whether the token's administration is a fresh one, with none of our codes. */
export const withoutOurCodes = (token: string): boolean => token.includes('nocodes');

/** The scopes a call needs, any one of them (`openapi.json`: each path's "Required scope(s)"). */
export function scopesNeeded(path: string): readonly MoneybirdScope[] {
  if (path.startsWith('documents/')) return ['documents'];
  if (path === 'ledger_accounts' || path === 'tax_rates') {
    return ['settings', 'sales_invoices', 'documents', 'estimates'];
  }
  return [];
}

/** Every document type a category may take (`ledger_account_response`). */
export const DOCUMENT_TYPES = [
  'sales_invoice',
  'purchase_invoice',
  'general_journal_document',
  'financial_mutation',
  'payment',
] as const;

/**
 * Categories every stand-in Moneybird administration has besides our chart, as a fresh one of
 * Moneybird's does: one without a code, one that takes no general journal document. Their
 * internal codes (`mb-…`) are never a code of ours.
 */
export const MONEYBIRD_EXTRAS: readonly Omit<StandInLedger, 'id'>[] = [
  {
    code: 'mb-nog-te-rubriceren',
    accountId: null,
    name: 'Nog te rubriceren',
    allowed: ['financial_mutation', 'general_journal_document'],
  },
  {
    code: 'mb-debiteuren-facturen',
    accountId: '13010.01',
    name: 'Debiteuren (facturen)',
    allowed: ['sales_invoice', 'payment'],
  },
];

/**
 * A category of our chart in a fresh administration: every other without a code, the rest
 * with one of Moneybird's (`8010` → `80100.01`), none of them ours.
 */
export const freshAccountId = (code: string, index: number): string | null =>
  index % 2 === 0 ? null : `${code}0.01`;

/** Moneybird's rates: the home country's for every document type, Belgium's and Germany's. */
export const TAX_RATES: readonly Omit<StandInTaxRate, 'id'>[] = [
  ...(['sales_invoice', 'purchase_invoice', 'general_journal_document'] as const).flatMap(
    (type) => [
      { name: 'Btw hoog 21%', percentage: '21.0', type, country: null },
      { name: 'Btw laag 9%', percentage: '9.0', type, country: null },
      { name: 'Btw 0%', percentage: '0.0', type, country: null },
    ],
  ),
  { name: 'België 6%', percentage: '6.0', type: 'general_journal_document', country: 'BE' },
  { name: 'België 6%', percentage: '6.0', type: 'sales_invoice', country: 'BE' },
  // Only for invoices: a memorial entry does not take it (a gap the service names).
  { name: 'Duitsland 19%', percentage: '19.0', type: 'sales_invoice', country: 'DE' },
];
