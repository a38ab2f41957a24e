/**
 * A posting run: the journal entries of a range (and location) into the connected package,
 * one run per account and scope at a time in this process. It first settles what a run that
 * stopped left claimed (looked up: posted, or marked not posted), then reads the journal as
 * GET /api/journal answers it, resolves its accounts and VAT codes in the package and refuses
 * the whole run, before anything is posted, when one is missing; then posts entry by entry
 * (posting-engine.ts) in the background, so a caller gets the days as they stand while a long
 * run (a package's rate limit waited out) goes on. A day already in the package under another
 * scope (all locations, or one) is posted under this one only as what that scope did not
 * post (other-scope.ts): no sale counts twice. Cancelling stops it after the entry under way.
 */
import type { Journal, JournalEntry } from '../../../../shared/api/journal.js';
import type { BookkeepingPostings } from '../../data/bookkeeping-postings/store.js';
import type { PackageClient } from '../../data/bookkeeping/package-client.js';
import type { JournalExports } from '../../data/journal-exports/store.js';
import { PackageFailure } from '../../data/bookkeeping/package-client.js';
import { readJournal, type InProcessCaller } from './journal-read.js';
import { packageMapOf, usedBy } from './package-map.js';
import {
  failAlike,
  settleLeftovers,
  postEntry,
  repeated,
  RunStopped,
  type EngineParts,
  type EntryOutcome,
} from './posting-engine.js';
import { entriesOfScope, keepingWholeDays } from './other-scope.js';
import { packageGaps, packageRefusal, runUnderWay } from './refusals.js';

export interface RunRequest {
  account: string;
  locationId: number | null;
  from: string;
  to: string;
  caller: InProcessCaller;
}

export interface RunOutcome {
  posted: number;
  failed: number;
  blocked: number;
  /** Why the run stopped before its end, if it did. */
  stopped: string | null;
}

export interface Running {
  from: string;
  to: string;
  done: Promise<RunOutcome>;
}

export interface RunsParts {
  postings: BookkeepingPostings;
  journalExports: Pick<JournalExports, 'record'>;
  openClient(account: string): Promise<PackageClient>;
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

export const scopeOf = (locationId: number | null): string =>
  locationId === null ? 'all' : `L${locationId}`;

class RunCancelled extends Error {
  override name = 'RunCancelled';
}

export class PostingRuns {
  private readonly running = new Map<string, Running & { controller: AbortController }>();

  constructor(private readonly parts: RunsParts) {}

  /** The run of this account and scope under way here, if any. */
  runningOf(account: string, locationId: number | null): Running | null {
    return this.running.get(`${account}\n${scopeOf(locationId)}`) ?? null;
  }

  /**
   * Prepares a run (its refusals are the caller's: not connected, the journal's, a gap in the
   * package) and starts its posting; answers it under way.
   */
  async start(request: RunRequest, stopping: AbortSignal): Promise<Running> {
    const key = `${request.account}\n${scopeOf(request.locationId)}`;
    if (this.running.has(key)) throw runUnderWay();
    const controller = new AbortController();
    const signal = AbortSignal.any([controller.signal, stopping]);
    const prepared = this.prepare(request, signal);
    const done = prepared.then(
      () => EMPTY,
      () => EMPTY,
    );
    const placeholder = { from: request.from, to: request.to, controller, done };
    this.running.set(key, placeholder);
    let parts: EngineParts;
    let entries: Journal['entries'];
    try {
      ({ parts, entries } = await prepared);
    } catch (error) {
      this.running.delete(key);
      // Cancelled (or the service stopping) before it posted anything: a run that stopped,
      // not a failure of the request that started it.
      if (!signal.aborted) throw error;
      return { ...placeholder, done: Promise.resolve({ ...EMPTY, stopped: reasonOf(error) }) };
    }
    const running = {
      ...placeholder,
      done: postAll(parts, entries).finally(() => this.running.delete(key)),
    };
    this.running.set(key, running);
    return running;
  }

  /** Stops the run of this scope after the entry under way; false when none runs. */
  cancel(account: string, locationId: number | null): boolean {
    const running = this.running.get(`${account}\n${scopeOf(locationId)}`);
    running?.controller.abort(new RunCancelled('the posting run was cancelled'));
    return running !== undefined;
  }

  /** Waits for every run under way (stopped by the service's signal). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.running.values()].map((running) => running.done));
  }

  private async prepare(request: RunRequest, signal: AbortSignal) {
    const client = await this.parts.openClient(request.account);
    const scope = scopeOf(request.locationId);
    try {
      const base = {
        ...this.parts,
        journalExports: keepingWholeDays(this.parts.journalExports, this.parts.postings, {
          account: request.account,
          target: client.target,
          scope,
        }),
        account: request.account,
        scope,
        locationId: request.locationId,
        client,
        signal,
      };
      const records = await this.parts.postings.list(
        request.account,
        client.target,
        request.from,
        request.to,
      );
      // What a run that stopped left claimed: the package says whether it has it.
      await settleLeftovers(base, records);
      const journal = await readJournal(request.caller, request, signal, { fresh: true });
      const posted = new Set(
        records
          .filter((one) => one.scope === scope && one.state === 'posted')
          .map((one) => one.number),
      );
      const toPost = journal.entries.filter((entry) => !posted.has(entry.number));
      const used = usedBy(toPost);
      const [ledgers, codes, administration, links] = await Promise.all([
        repeated(base, () => client.ledgers(signal)),
        repeated(base, () => client.vatCodes(signal)),
        repeated(base, () => client.administration(signal)),
        this.parts.linksOf(request.account),
      ]);
      const crossPosting =
        client.package === 'e-boekhouden'
          ? await this.parts.crossPostingAccount(request.account)
          : undefined;
      const map = packageMapOf(
        ledgers,
        codes,
        used.accounts,
        journal.vat_codes.filter((code) => used.vat.has(code.code)),
        links,
        crossPosting,
      );
      if (map.gaps.length > 0) throw packageGaps(map.gaps, client.package);
      const parts: EngineParts = {
        ...base,
        map,
        lockedUntil: administration.periodLockedUntil,
        books: { firstPost: await nothingPosted(this.parts.postings, request.account, client) },
      };
      return { parts, entries: entriesOfScope(toPost, records, scope) };
    } catch (error) {
      if (error instanceof RunStopped && error.failure) throw packageRefusal(error.failure);
      throw error instanceof PackageFailure ? packageRefusal(error) : error;
    }
  }
}

/** Whether nothing is posted on the client's target yet: its first day compares the books. */
async function nothingPosted(
  postings: BookkeepingPostings,
  account: string,
  client: PackageClient,
) {
  const all = await postings.list(account, client.target, '0000-01-01', '9999-12-31');
  return !all.some((record) => record.state === 'posted');
}

const EMPTY: RunOutcome = { posted: 0, failed: 0, blocked: 0, stopped: null };

/** Posts the entries in turn until one stops the run; a rate limit fails the rest alike. */
export async function postAll(
  parts: EngineParts,
  entries: Journal['entries'],
): Promise<RunOutcome> {
  const outcome: RunOutcome = { ...EMPTY };
  const count = (result: EntryOutcome) => {
    if (result !== 'skipped') outcome[result] += 1;
  };
  let next = 0;
  try {
    for (; next < entries.length; next += 1) {
      if (parts.signal.aborted) throw parts.signal.reason as Error;
      count(await postEntry(parts, entries[next] as JournalEntry));
    }
  } catch (error) {
    if (!(error instanceof RunStopped || parts.signal.aborted)) throw error;
    outcome.stopped = reasonOf(error);
    // A rate limit: the days after it fail alike, no request each (day-failure.ts).
    const rest = error instanceof RunStopped ? error.rest : null;
    if (rest !== null) {
      outcome.failed += 1; // the day that stopped it, failed as the rest
      for (const entry of entries.slice(next + 1)) count(await failAlike(parts, entry, rest));
    }
  }
  return outcome;
}

const reasonOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
