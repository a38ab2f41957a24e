/**
 * What the posting engine works with for one run: the account, scope and package client, the
 * package's accounts mapped, the postings store and the journal's record of what was booked,
 * the claim's holder and lease, what the package says up front, and the clock, signal and test
 * hook (posting-engine.ts, sending.ts).
 */
import type { PackageClient } from '../../data/bookkeeping/package-client.js';
import type { BookkeepingPostings } from '../../data/bookkeeping-postings/store.js';
import type { JournalExports } from '../../data/journal-exports/store.js';
import type { PackageMap } from './package-map.js';

export interface EngineParts {
  account: string;
  scope: string;
  locationId: number | null;
  client: PackageClient;
  map: PackageMap;
  postings: BookkeepingPostings;
  journalExports: Pick<JournalExports, 'record'>;
  /** This process's name on its claims. */
  holder: string;
  leaseMs: number;
  /** The last day the package has closed, when it says so up front (Moneybird). */
  lockedUntil: string | null;
  /** The longest a package's rate limit is waited for; a later time stops the run. */
  patienceMs: number;
  /** `firstPost`: nothing is posted on this target yet, so the books are compared too. */
  books: { firstPost: boolean };
  now(): number;
  signal: AbortSignal;
  afterStep(step: string): void;
}
