/**
 * Moneybird's answers read as its OpenAPI document gives them (github.com/moneybird/openapi,
 * `openapi.json`; docs/journal.md cites each fact): a failure by its status and words, a
 * ledger account (`ledger_account_response`), a general journal document read back
 * (`general_journal_document_response`) and an id, which is an `identifier`: digits, as text.
 * Anything else is a PackageFailure `unexpected`, so nothing of it is stored.
 */
import { parseAmount, type Amount } from '../../../../shared/money.js';
import {
  packageIdOf,
  PackageFailure,
  type BookedDocument,
  type BookedLine,
  type PackageLedger,
} from './package-client.js';
import type { PackageAnswer } from './package-http.js';
import { fieldOf, isRecord } from '../../../../shared/guards.js';

export const WHAT = 'Moneybird';

export type Row = Record<string, unknown>;

export const rowsOf = (answer: PackageAnswer): Row[] => {
  if (!Array.isArray(answer.json)) throw new PackageFailure('unexpected', `${WHAT}: not a list`);
  return answer.json.filter((row): row is Row => typeof row === 'object' && row !== null);
};

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** An id of Moneybird's `identifier` shape (package-client.ts's PACKAGE_ID), as text. */
export const idOf = (value: unknown, what: string): string =>
  packageIdOf(value, `${WHAT}: the ${what} has no id of Moneybird's shape`);

/** Moneybird's words of a refusal: `error` as text, or its fields' messages. */
function wordsOf(answer: PackageAnswer): string {
  const error = fieldOf(answer.json, 'error');
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null) {
    return Object.entries(error)
      .map(([field, messages]) => `${field} ${[messages].flat().map(String).join(', ')}`)
      .join('; ');
  }
  return answer.text.slice(0, 200) || `HTTP ${answer.status}`;
}

/**
 * A token without a scope the call needs is answered 401 `{"error": "No access to documents"}`
 * (`openapi.json`, the 401 examples "Returns401WhenUserLacksRequiredPermissions"): the scope's
 * name after the words, in the package's spelling.
 */
const NO_ACCESS = /^No access to ([a-z_]+(?:(?:, | and | or )[a-z_]+)*)$/;

/** An answer's failure by its status; null for a success. */
export function failureOf(answer: PackageAnswer): PackageFailure | null {
  const { status } = answer;
  if (status >= 200 && status < 300) return null;
  const said = wordsOf(answer);
  const words = `${WHAT}: ${said}`;
  if (status === 401 || status === 403) {
    const scopes = NO_ACCESS.exec(said)?.[1];
    if (scopes !== undefined) {
      return new PackageFailure(
        'permission',
        `${WHAT}: the token lacks the permission ${scopes} (${said}); make a token with it ticked`,
        { status, code: scopes },
      );
    }
    return new PackageFailure('unauthorized', words, { status });
  }
  if (status === 402) {
    return new PackageFailure(
      'payment_required',
      `${WHAT}: the administration's subscription does not allow this (${said})`,
      { status },
    );
  }
  if (status === 404) return new PackageFailure('not_found', words, { status });
  if (status === 400 || status === 422) return new PackageFailure('refused', words, { status });
  if (status >= 500) return new PackageFailure('server', words, { status });
  return new PackageFailure('unexpected', words, { status });
}

/**
 * A ledger account (`ledger_account_response`): `account_id`, its code, may be null;
 * `allowed_document_types` says whether a general journal document may book on it;
 * `taxonomy_item.code` is its RGS code. Inactive ones are left out.
 */
export function ledgerOf(row: Row): PackageLedger | null {
  if (row.active === false) return null;
  const types = row.allowed_document_types;
  const code = text(row.account_id);
  const rgs = text(fieldOf(row.taxonomy_item, 'code'));
  return {
    id: idOf(row.id, 'ledger account'),
    code: code === '' ? null : code,
    name: text(row.name),
    // Without the list (an answer from before it was documented) the package decides.
    takesJournalEntries: !Array.isArray(types) || types.includes('general_journal_document'),
    rgsCode: rgs === '' ? null : rgs,
  };
}

/** Moneybird's money as its answers write it: text with a point ("100.0"). */
function amountOf(value: unknown): Amount {
  if (typeof value !== 'string' || !/^-?\d{1,12}(?:\.\d{1,2}0*)?$/.test(value)) {
    throw new PackageFailure('unexpected', `${WHAT}: an amount not of Moneybird's shape`);
  }
  return parseAmount(value);
}

/**
 * A general journal document read back (`general_journal_document_response`): its date and
 * each of `general_journal_document_entries` as a line: its ledger account, debit and credit.
 */
export function bookedOf(json: unknown): BookedDocument {
  const document: Row = isRecord(json) ? json : {};
  const entries = document.general_journal_document_entries;
  const date = text(document.date);
  if (!Array.isArray(entries) || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    throw new PackageFailure('unexpected', `${WHAT}: the document is not of Moneybird's shape`);
  }
  const lines: BookedLine[] = entries.map((entry: Row) => ({
    ledgerId: idOf(entry.ledger_account_id, 'document line'),
    debit: amountOf(entry.debit),
    credit: amountOf(entry.credit),
  }));
  return { id: idOf(document.id, 'document'), date, lines };
}
