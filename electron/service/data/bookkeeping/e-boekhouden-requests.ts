/**
 * The bodies e-Boekhouden.nl's API is sent, built apart from the calls so that a unit test
 * checks them against a schema written from the package's published documents
 * (test/unit/bookkeeping/e-boekhouden-client.test.ts; docs/journal.md cites each fact):
 * - the session's `source` matches `^[\w_ ]{1,10}$`: a longer one, or one with a hyphen, is
 *   refused with API_SESSION_002 "Source does not match pattern", as a third party saw the
 *   live API do (smoochy/printing-press-library, `internal/client/session.go`);
 * - a mutation's `invoiceNumber`, `entryNumber` and `description` are at most 50 characters
 *   (the swagger's `CreateMutation`), so ours are cut to 50 on a character boundary.
 * Pure.
 */
import { subtract, toJsonNumber } from '../../../../shared/money.js';
import type { PackageEntry } from './package-client.js';

/** "A code to identify your integration": 10 characters at most, letters, digits, _ or space. */
export const SESSION_SOURCE = 'BackOffice';

/** The longest `invoiceNumber`, `entryNumber` and `description` a mutation takes. */
export const MUTATION_TEXT_MAX = 50;

/** "Geen btw": the package calculates no VAT for the row (decision 0116). */
const NO_VAT = 'GEEN';

/**
 * The first `max` characters of a text, counting and cutting by code point, so a character
 * outside the BMP (a surrogate pair in JavaScript's UTF-16) is never split in half.
 */
export function cutText(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : characters.slice(0, max).join('');
}

export function sessionRequestOf(token: string) {
  return { accessToken: token, source: SESSION_SOURCE };
}

/**
 * A memorial entry (type 7) by the package's convention: each row is booked as a pair with
 * the mutation's `ledgerId`, a positive amount crediting the row's ledger and debiting the
 * mutation's (docs/journal.md cites the evidence). So the mutation's ledger is the mapping's
 * cross-posting account and each row's amount is the line's credit − debit: the rows add up
 * to zero, so the cross-posting ledger nets to zero and each other ledger gets the journal's.
 */
export function mutationRequestOf(entry: PackageEntry) {
  if (entry.crossPostingLedgerId === null)
    throw new Error('an e-Boekhouden memorial entry needs the cross-posting ledger');
  const rows = entry.lines.map((line) => ({
    ledgerId: Number(line.ledgerId),
    vatCode: NO_VAT,
    amount: toJsonNumber(subtract(line.credit, line.debit)),
    description: line.description,
  }));
  return {
    type: 7,
    date: entry.date,
    ledgerId: Number(entry.crossPostingLedgerId),
    invoiceNumber: cutText(entry.reference, MUTATION_TEXT_MAX),
    entryNumber: cutText(entry.reference, MUTATION_TEXT_MAX),
    description: cutText(entry.description, MUTATION_TEXT_MAX),
    // Required (MUTA_005); with GEEN on every row it changes nothing: the amounts are ours.
    inExVat: 'EX',
    rows,
  };
}
