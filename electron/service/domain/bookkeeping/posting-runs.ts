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
 *
 * From the moment it posts until it ends, the run and its entries are kept (unfinished-runs.ts):
 * one the service stopped, or a crash cut off, is carried on by the next start (`resume`),
 * from what is kept, its user not there to read the journal again. Each entry is looked up
 * before it is posted, so none is posted twice; those posted already are left alone.
 */
import type { Journal, JournalEntry, JournalVatCode } from '../../../../shared/api/journal.js';
import type { PackageClient } from '../../data/bookkeeping/package-client.js';
import { PackageFailure } from '../../data/bookkeeping/package-client.js';
import type {
  UnfinishedRun,
  UnfinishedRuns,
} from '../../data/bookkeeping-postings/unfinished-runs.js';
import {
  failAlike,
  settleLeftovers,
  postEntry,
  RunStopped,
  type EngineParts,
  type EntryOutcome,
} from './posting-engine.js';
import { entriesOfScope } from './other-scope.js';
import { packageRefusal, runUnderWay } from './refusals.js';
import { baseParts, packageParts, scopeOf, type RunsBase } from './run-parts.js';
import { itemAt } from '../../../../shared/guards.js';

export { scopeOf } from './run-parts.js';

export interface RunRequest {
  account: string;
  locationId: number | null;
  from: string;
  to: string;
  /** The range's journal as its caller reads it (journal-read.ts), under the run's signal. */
  journal: (signal: AbortSignal) => Promise<Journal>;
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

export interface RunsParts extends RunsBase {
  openClient(account: string): Promise<PackageClient>;
  /** The runs under way, kept until they end: the next start carries on what is left. */
  unfinished: UnfinishedRuns;
}

class RunCancelled extends Error {
  override name = 'RunCancelled';
}

interface Prepared {
  parts: EngineParts;
  entries: JournalEntry[];
  vatCodes: JournalVatCode[];
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
  start(request: RunRequest, stopping: AbortSignal): Promise<Running> {
    return this.launch(request, stopping, (signal) => this.prepare(request, signal));
  }

  /**
   * Carries on each run a stop or a crash cut off (kept in `unfinished`), in the background,
   * with the entries it set out to post; answers them under way. One that cannot go on (the
   * connection gone, an account missing now) is told to `onRefused` and left to the next run.
   */
  async resume(stopping: AbortSignal, onRefused: (run: UnfinishedRun, error: unknown) => void) {
    const resumed: Running[] = [];
    for (const run of this.parts.unfinished.list()) {
      const request = { ...run, locationId: run.location_id };
      try {
        resumed.push(await this.launch(request, stopping, (signal) => this.kept(run, signal)));
      } catch (error) {
        onRefused(run, error);
        await this.parts.unfinished.remove(run.account, run.scope);
      }
    }
    return resumed;
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

  private async launch(
    request: Pick<RunRequest, 'account' | 'locationId' | 'from' | 'to'>,
    stopping: AbortSignal,
    prepare: (signal: AbortSignal) => Promise<Prepared>,
  ): Promise<Running> {
    const scope = scopeOf(request.locationId);
    const key = `${request.account}\n${scope}`;
    if (this.running.has(key)) throw runUnderWay();
    const controller = new AbortController();
    const signal = AbortSignal.any([controller.signal, stopping]);
    const prepared = prepare(signal);
    const done = prepared.then(
      () => EMPTY,
      () => EMPTY,
    );
    const placeholder = { from: request.from, to: request.to, controller, done };
    this.running.set(key, placeholder);
    let ready: Prepared;
    try {
      ready = await prepared;
      await this.parts.unfinished.put({
        ...{ account: request.account, location_id: request.locationId, scope },
        ...{ from: request.from, to: request.to, entries: ready.entries },
        vat_codes: ready.vatCodes,
      });
    } catch (error) {
      this.running.delete(key);
      // Cancelled (or the service stopping) before it posted anything: a run that stopped,
      // not a failure of the request that started it.
      if (!signal.aborted) throw error;
      return { ...placeholder, done: Promise.resolve({ ...EMPTY, stopped: reasonOf(error) }) };
    }
    // `finally` waits for the promise its callback returns (oxlint's rule reads the callback as
    // one returning void; typescript-eslint's, the reference, agrees with this).
    // oxlint-disable-next-line typescript/no-misused-promises
    const posting = postAll(ready.parts, ready.entries).finally(async () => {
      // Ended, cancelled or failed: nothing to carry on. The service stopping keeps it for the
      // next start. Not forgotten (a full disk): the next start finds each entry posted.
      if (!stopping.aborted)
        await this.parts.unfinished.remove(request.account, scope).catch(() => undefined);
    });
    const running = { ...placeholder, done: posting.finally(() => this.running.delete(key)) };
    this.running.set(key, running);
    return running;
  }

  private async prepare(request: RunRequest, signal: AbortSignal): Promise<Prepared> {
    const client = await this.parts.openClient(request.account);
    try {
      const base = baseParts(this.parts, client, request.account, request.locationId, signal);
      const records = await this.parts.postings.list(
        request.account,
        client.target,
        request.from,
        request.to,
      );
      // What a run that stopped left claimed: the package says whether it has it.
      await settleLeftovers(base, records);
      const journal = await request.journal(signal);
      const posted = new Set(
        records
          .filter((one) => one.scope === base.scope && one.state === 'posted')
          .map((one) => one.number),
      );
      const toPost = journal.entries.filter((entry) => !posted.has(entry.number));
      const entries = entriesOfScope(toPost, records, base.scope);
      const parts = await packageParts(this.parts, base, entries, journal.vat_codes);
      return { parts, entries, vatCodes: journal.vat_codes };
    } catch (error) {
      throw refusalOf(error);
    }
  }

  /** A kept run's parts: its entries as it kept them, the package asked anew. */
  private async kept(run: UnfinishedRun, signal: AbortSignal): Promise<Prepared> {
    const client = await this.parts.openClient(run.account);
    try {
      const base = baseParts(this.parts, client, run.account, run.location_id, signal);
      const parts = await packageParts(this.parts, base, run.entries, run.vat_codes);
      return { parts, entries: run.entries, vatCodes: run.vat_codes };
    } catch (error) {
      throw refusalOf(error);
    }
  }
}

/** A run stopped or failed while it prepared, as the caller's refusal. */
function refusalOf(error: unknown): unknown {
  if (error instanceof RunStopped && error.failure) return packageRefusal(error.failure);
  return error instanceof PackageFailure ? packageRefusal(error) : error;
}

const EMPTY: RunOutcome = { posted: 0, failed: 0, blocked: 0, stopped: null };

/** Posts the entries in turn until one stops the run; a rate limit fails the rest alike. */
export async function postAll(
  parts: EngineParts,
  entries: readonly JournalEntry[],
): Promise<RunOutcome> {
  const outcome: RunOutcome = { ...EMPTY };
  const count = (result: EntryOutcome) => {
    if (result !== 'skipped') outcome[result] += 1;
  };
  let next = 0;
  try {
    for (; next < entries.length; next += 1) {
      parts.signal.throwIfAborted();
      count(await postEntry(parts, itemAt(entries, next)));
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
