/**
 * What the service asks of a bookkeeping package (Moneybird, e-Boekhouden.nl), whichever it
 * is: its administration, its ledger accounts and the VAT codes a memorial entry's lines take
 * (a package may take none), the entry with a reference (looked up before every post and
 * after every answer that did not arrive), and posting one. Each package's client speaks its
 * own API (moneybird.ts, e-boekhouden.ts); a failure is a PackageFailure saying what kind it
 * is, so the posting run can tell a refusal from an answer that may have been lost after the
 * package stored it.
 */
import type { BookkeepingPackage } from '../../../../shared/api/bookkeeping.js';
import type { Amount } from '../../../../shared/money.js';

export interface PackageLedger {
  /** The package's own id (Moneybird's are beyond 2^53: always text). */
  id: string;
  /** The code the bookkeeper gave it, if any (a Moneybird category may have none). */
  code: string | null;
  name: string;
  /** Whether a memorial entry may post to it (Moneybird: `allowed_document_types`). */
  takesJournalEntries: boolean;
  /** Its RGS code where the package keeps one (Moneybird's `taxonomy_item.code`). */
  rgsCode?: string | null;
}

/** A VAT code or tax rate the package takes on a memorial entry's line. */
export interface PackageVatCode {
  /** Moneybird's tax rate id. */
  id: string;
  name: string;
  /** The percentage; null: one the package answered that is not a number (matches no rate). */
  percentage: number | null;
  /** null: the home country's; else that member state's. */
  country: string | null;
}

export interface PackageLine {
  ledgerId: string;
  description: string;
  debit: Amount;
  credit: Amount;
  /** The package's VAT code for the line, or null: none (always, in a package that takes none). */
  vat: string | null;
}

export interface PackageEntry {
  /** Our entry number: the reference the package keeps and is asked for again. */
  reference: string;
  /**
   * The ledger each line is booked against, in a package that books a memorial entry's rows
   * in pairs with one ledger of the entry (e-Boekhouden's mutation `ledgerId`: the mapping's
   * cross-posting account, which nets to zero each day); null in a package whose lines carry
   * their own debit and credit (Moneybird).
   */
  crossPostingLedgerId: string | null;
  /** The business day (YYYY-MM-DD), never the day it was sent. */
  date: string;
  description: string;
  lines: PackageLine[];
}

/** A line of a document as the package booked it, read back: its ledger, debit and credit. */
export interface BookedLine {
  ledgerId: string;
  debit: Amount;
  credit: Amount;
}

/** A document as the package holds it, read back by its id. */
export interface BookedDocument {
  id: string;
  /** The day it is booked on (YYYY-MM-DD). */
  date: string;
  /**
   * Its lines as the package books them, by the package's own convention (e-Boekhouden: a
   * row's positive amount credits the row's ledger and debits the mutation's `ledgerId`), so
   * they compare with what was sent line by line.
   */
  lines: BookedLine[];
}

export interface PackageAdministration {
  id: string;
  name: string;
  periodLockedUntil: string | null;
}

export interface PackageClient {
  readonly package: BookkeepingPackage;
  /** Where postings are kept apart: the package and its administration. */
  readonly target: string;
  /** The administration posted into; PackageFailure `not_found` when it is gone. */
  administration(signal?: AbortSignal): Promise<PackageAdministration>;
  ledgers(signal?: AbortSignal): Promise<PackageLedger[]>;
  /**
   * The VAT codes a memorial entry's lines take, each journal rate resolved to one of them
   * (package-map.ts); or null: the package takes none on a memorial entry's lines. Then every
   * line goes without one and the journal's VAT lines are ordinary lines on the VAT accounts,
   * so no journal rate is something the package lacks (e-Boekhouden, which would calculate VAT
   * of its own from a code: docs/decisions/0116-e-boekhouden-rows-without-vat-codes.md).
   */
  vatCodes(signal?: AbortSignal): Promise<PackageVatCode[] | null>;
  /** The document with this reference, dated in `from`..`to`, or null. */
  find(reference: string, from: string, to: string, signal?: AbortSignal): Promise<string | null>;
  /** Posts the entry; answers the package's document id. */
  post(entry: PackageEntry, signal?: AbortSignal): Promise<string>;
  /** The document as the package booked it, read by its id; null: the package lacks it. */
  booked(documentId: string, signal?: AbortSignal): Promise<BookedDocument | null>;
  /**
   * What the package holds booked on each ledger from..to (debit − credit, by ledger id): the
   * books themselves, read before and after the first day posted on a connection, so that a
   * booking the package reads otherwise than it was meant (mirrored) shows on the first day.
   * null: the document read back is the books already (Moneybird: debit and credit per line).
   */
  ledgerBalances(
    ledgerIds: readonly string[],
    from: string,
    to: string,
    signal?: AbortSignal,
  ): Promise<ReadonlyMap<string, Amount> | null>;
  /** A link to the document in the package's own screens, where one is known. */
  link(documentId: string): string | null;
}

/**
 * What went wrong with a call to a package:
 * - `transport`: no answer (refused, reset, timed out): for a post, the package may have
 *   stored it;
 * - `server`: a 5xx: the same doubt;
 * - `unauthorized`: the token (or session) was refused;
 * - `not_found`: the administration or document is not there;
 * - `refused`: the package said no (400/422), in `message`, with its `code` where it has one;
 * - `closed`: the period of the date is closed in the package;
 * - `duplicate`: the package has an entry with this reference already;
 * - `rate_limited`: too many requests; `retryAt` says when to ask again;
 * - `permission`: the token works but lacks a permission the posting needs (Moneybird's
 *   `documents`), named in `message`;
 * - `payment_required`: the package's subscription does not allow it (Moneybird's 402);
 * - `session`: the package refused to open a session for a reason other than the token
 *   (e-Boekhouden's API_SESSION_00x, named in `code`);
 * - `unexpected`: an answer not in the package's documented shape (an oversized answer, an
 *   id not of the package's shape, a field missing).
 */
export type PackageFailureKind =
  | 'transport'
  | 'server'
  | 'unauthorized'
  | 'not_found'
  | 'refused'
  | 'closed'
  | 'duplicate'
  | 'rate_limited'
  | 'permission'
  | 'payment_required'
  | 'session'
  | 'unexpected';

export class PackageFailure extends Error {
  override name = 'PackageFailure';
  constructor(
    readonly kind: PackageFailureKind,
    message: string,
    readonly detail: { status?: number; code?: string; retryAt?: number } = {},
  ) {
    super(message);
  }

  /** Whether a post that failed so may have been stored by the package all the same. */
  get mayHaveStored(): boolean {
    return this.kind === 'transport' || this.kind === 'server';
  }
}

/**
 * The shape of every id a package answers that is kept or sent back: digits, as text, at most
 * 30. Moneybird's `identifier` is `^\d+$` (its OpenAPI document; its ids have 18 digits),
 * e-Boekhouden's mutation id an int64 read from JSON as a number (`Mutation.md`), at most 16
 * digits. The one rule: the clients read their answers' ids by it, the posting engine refuses
 * any other id a client hands it (package-retry.ts), and the postings store keeps no other.
 */
export const PACKAGE_ID = /^\d{1,30}$/;

/** `value` (text or a number) as an id of PACKAGE_ID's shape, else `unexpected` in `words`. */
export function packageIdOf(value: unknown, words: string): string {
  const id = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  if (!PACKAGE_ID.test(id)) throw new PackageFailure('unexpected', words);
  return id;
}
