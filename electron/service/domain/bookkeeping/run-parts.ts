/**
 * What a posting run needs of the package before it posts (posting-runs.ts), the same for a
 * run started now and for one carried on after a restart: the client's parts (the account,
 * scope, the postings and the journal's record of them keeping whole days), then the
 * package's accounts and VAT codes resolved for the entries to post, refused as a whole when
 * one is missing, its closed period, and whether anything is posted on the target yet.
 */
import type { JournalEntry, JournalVatCode } from '../../../../shared/api/journal.js';
import type { BookkeepingPostings } from '../../data/bookkeeping-postings/store.js';
import type { PackageClient } from '../../data/bookkeeping/package-client.js';
import type { JournalExports } from '../../data/journal-exports/store.js';
import type { EngineParts } from './engine-parts.js';
import { keepingWholeDays } from './other-scope.js';
import { packageMapOf, usedBy } from './package-map.js';
import { repeated } from './package-retry.js';
import { packageGaps } from './refusals.js';

/** What PostingRuns is made with that the engine uses too (posting-runs.ts, RunsParts). */
export interface RunsBase {
  postings: BookkeepingPostings;
  journalExports: Pick<JournalExports, 'record'>;
  /** The account's links from its mapping's codes to the package's accounts (account-links.ts). */
  linksOf(account: string): Promise<Readonly<Record<string, string>>>;
  /** The ledger mapping's cross-posting account (null: none), for e-Boekhouden. */
  crossPostingAccount(account: string): Promise<string | null>;
  holder: string;
  leaseMs: number;
  /** The longest a package's rate limit is waited for before the run stops. */
  patienceMs: number;
  now(): number;
  /** The process's test hook (domain/fault-hook.ts). */
  afterStep(step: string): void;
}

export type BaseParts = Omit<EngineParts, 'map' | 'lockedUntil' | 'books'>;

export const scopeOf = (locationId: number | null): string =>
  locationId === null ? 'all' : `L${locationId}`;

/** The run's parts before the package is asked anything. */
export function baseParts(
  runs: RunsBase,
  client: PackageClient,
  account: string,
  locationId: number | null,
  signal: AbortSignal,
): BaseParts {
  const scope = scopeOf(locationId);
  const target = { account, target: client.target, scope };
  return {
    ...runs,
    journalExports: keepingWholeDays(runs.journalExports, runs.postings, target),
    ...{ account, scope, locationId, client, signal },
  };
}

/** The engine's parts for posting `entries`: the package's accounts for them, or a refusal. */
export async function packageParts(
  runs: RunsBase,
  base: BaseParts,
  entries: readonly JournalEntry[],
  vatCodes: readonly JournalVatCode[],
): Promise<EngineParts> {
  const { client, signal, account } = base;
  const used = usedBy(entries);
  const [ledgers, codes, administration, links] = await Promise.all([
    repeated(base, () => client.ledgers(signal)),
    repeated(base, () => client.vatCodes(signal)),
    repeated(base, () => client.administration(signal)),
    runs.linksOf(account),
  ]);
  const crossPosting =
    client.package === 'e-boekhouden' ? await runs.crossPostingAccount(account) : undefined;
  const map = packageMapOf(
    ledgers,
    codes,
    used.accounts,
    vatCodes.filter((code) => used.vat.has(code.code)),
    links,
    crossPosting,
  );
  if (map.gaps.length > 0) throw packageGaps(map.gaps, client.package);
  const all = await runs.postings.list(account, client.target, '0000-01-01', '9999-12-31');
  // Nothing posted on the target yet: its first day compares the books.
  const firstPost = !all.some((record) => record.state === 'posted');
  return { ...base, map, lockedUntil: administration.periodLockedUntil, books: { firstPost } };
}
