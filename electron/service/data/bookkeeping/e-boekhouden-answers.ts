/**
 * e-Boekhouden.nl's answers read (e-boekhouden.ts makes the calls): a failure as the kind it
 * is, in the error shape `{type, code, title, status}` of the swagger's `Error`; the session's
 * refusals told from the token's; ids checked against the package's id shapes; a mutation
 * read by id turned into the lines it books by the memorial convention (docs/journal.md).
 */
import { negate, parseAmount, ZERO, type Amount } from '../../../../shared/money.js';
import {
  packageIdOf,
  PackageFailure,
  type BookedDocument,
  type BookedLine,
} from './package-client.js';
import { textField, type PackageAnswer } from './package-http.js';
import { fieldOf, isRecord } from '../../../../shared/guards.js';

export const WHAT = 'e-Boekhouden';

/** The package's codes for a closed period. */
const CLOSED_CODES = new Set(['MUT_005', 'SECURITY_007', 'SECURITY_008']);
/** The session's refusals that are the token's own: missing or empty, expired (SessionRequest). */
const TOKEN_CODES = new Set(['API_SESSION_003', 'API_SESSION_004']);

/**
 * The largest id: a ledger's is an int32, a mutation's an int64 (`Mutation.md`) read from
 * JSON as a number, so no larger than a number holds exactly. Any other id is `unexpected`.
 */
export const MAX_LEDGER_ID = 2 ** 31 - 1;
const MAX_MUTATION_ID = Number.MAX_SAFE_INTEGER;
export const idOf = (value: unknown, max: number): string | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= max
    ? String(value)
    : null;
/** A mutation's id: a whole number as JSON has it, as text of PACKAGE_ID's shape. */
export const mutationIdOf = (value: unknown): string =>
  packageIdOf(idOf(value, MAX_MUTATION_ID), `${WHAT}: not a mutation id`);

export function failureOf(answer: PackageAnswer): PackageFailure | null {
  const { status } = answer;
  if (status >= 200 && status < 300) return null;
  const code = textField(answer.json, 'code');
  const title = textField(answer.json, 'title') ?? textField(answer.json, 'message');
  const words = `${WHAT}: ${title ?? (answer.text.slice(0, 200) || `HTTP ${status}`)}${code ? ` (${code})` : ''}`;
  const detail = { status, ...(code ? { code } : {}) };
  if (code !== undefined && CLOSED_CODES.has(code))
    return new PackageFailure('closed', words, detail);
  if (code === 'MUT_019') return new PackageFailure('duplicate', words, detail);
  if (status === 401 || status === 403) return new PackageFailure('unauthorized', words, detail);
  if (status === 404) return new PackageFailure('not_found', words, detail);
  if (status === 400 || status === 422) return new PackageFailure('refused', words, detail);
  if (status >= 500) return new PackageFailure('server', words, detail);
  return new PackageFailure('unexpected', words, detail);
}

export const itemsOf = (answer: PackageAnswer): Record<string, unknown>[] => {
  const items = fieldOf(answer.json, 'items') ?? [];
  if (!Array.isArray(items)) throw new PackageFailure('unexpected', `${WHAT}: no items`);
  return items.filter(
    (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
  );
};

/**
 * A refused session as what it is: the token's own refusals (401/403, API_SESSION_003/004)
 * `unauthorized`; any other of the session's (API_SESSION_001/002: the `source`) `session`,
 * with the package's code, so the screen does not send the user after a token that is fine.
 */
export function sessionFailureOf(answer: PackageAnswer): PackageFailure | null {
  const failure = failureOf(answer);
  if (!failure || failure.kind !== 'refused') return failure;
  const code = failure.detail.code;
  if (code !== undefined && TOKEN_CODES.has(code))
    return new PackageFailure('unauthorized', failure.message, failure.detail);
  return new PackageFailure('session', failure.message, failure.detail);
}

/** A mutation read by id, its rows turned into lines by the memorial convention. */
export function bookedOf(json: unknown, id: string): BookedDocument {
  const mutation: Record<string, unknown> = isRecord(json) ? json : {};
  const header = idOf(mutation.ledgerId, MAX_LEDGER_ID);
  const date = textField(mutation, 'date');
  const rows: unknown = mutation.rows;
  if (header === null || date === undefined || !Array.isArray(rows))
    throw new PackageFailure('unexpected', `${WHAT}: mutation ${id} without its ledger or rows`);
  const lines: BookedLine[] = [];
  for (const row of rows) {
    const ledger = idOf(fieldOf(row, 'ledgerId'), MAX_LEDGER_ID);
    const amount = fieldOf(row, 'amount');
    if (ledger === null || typeof amount !== 'number' || !Number.isFinite(amount))
      throw new PackageFailure('unexpected', `${WHAT}: mutation ${id} has a row without an amount`);
    const credit = parseAmount(amount);
    lines.push(sideOf(ledger, credit), sideOf(header, negate(credit)));
  }
  return { id, date: date.slice(0, 10), lines };
}

/** A line crediting `credit` to the ledger (a negative credit: a debit). */
const sideOf = (ledgerId: string, credit: Amount): BookedLine =>
  credit >= ZERO
    ? { ledgerId, debit: ZERO, credit }
    : { ledgerId, debit: negate(credit), credit: ZERO };
