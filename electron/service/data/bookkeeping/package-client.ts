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
  /** The code the bookkeeper gave it: our ledger mapping's account code. */
  code: string;
  name: string;
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
  /** The business day (YYYY-MM-DD), never the day it was sent. */
  date: string;
  description: string;
  lines: PackageLine[];
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
 * - `unexpected`: an answer not in the package's documented shape.
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
