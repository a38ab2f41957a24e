/**
 * Posting the journal into a bookkeeping package, as one service instance runs it: the
 * connection (connection.ts), the package's accounts and their links (accounts.ts,
 * account-links.ts), the posting runs (posting-runs.ts, posting-engine.ts), the days' states
 * (status.ts), the daily schedule (schedule.ts). Started with the service; its runs stop when
 * it stops, and a run cut off so (or by a crash) goes on by itself at the next start. Postings
 * are scoped as the journal is.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type {
  BookkeepingAccountLinksInput,
  BookkeepingConnectionInput,
  BookkeepingPostings,
} from '../../../../shared/api/bookkeeping.js';
import type { LocalDate } from '../../../../shared/dates.js';
import type { AuthContext } from '../../core/caller.js';
import { ApiError, forbidden, SHUTTING_DOWN } from '../../core/errors.js';
import type { ServiceLifecycle } from '../../core/lifecycle.js';
import { openVault } from '../../core/vault-key.js';
import type { BookkeepingPostings as PostingsStore } from '../../data/bookkeeping-postings/store.js';
import { pause, RequestWindow } from '../../data/bookkeeping/request-window.js';
import { resolveLocationScope } from '../access.js';
import { dayRangeOf } from '../day-range.js';
import type { ServiceDeps } from '../deps.js';
import { faultHookFromEnvironment } from '../fault-hook.js';
import { accountsOf, linkAccounts, linksOf } from './account-links.js';
import { checkConnection } from './connection-check.js';
import * as connection from './connection.js';
import { readJournal, type JournalRange } from './journal-read.js';
import { PostingRuns, scopeOf } from './posting-runs.js';
import { postingDays } from './status.js';
import { lastDayOver, refuseDaysNotOver } from './refusals.js';
import { PostingScheduling, type PostingScheduleDeps } from './schedule.js';
import { PostingScheduleStore } from '../../data/bookkeeping-schedules/store.js';
import { UnfinishedRuns } from '../../data/bookkeeping-postings/unfinished-runs.js';
import { DEFAULT_SCHEDULE_TIMING } from '../scheduling/scheduler.js';
import {
  DEFAULT_BOOKKEEPING_TIMING,
  MONEYBIRD_WINDOW,
  type BookkeepingSetup,
  type BookkeepingTiming,
} from './setup.js';

/** The journal is read as GET /api/journal reads it (journal-read.ts): with the whole service's. */
export type BookkeepingDeps = ServiceDeps & PostingScheduleDeps;

interface Range {
  from: LocalDate;
  to: LocalDate;
  location_id?: number | undefined;
}

export class Bookkeeping {
  private readonly stopping = new AbortController();

  private constructor(
    private readonly deps: BookkeepingDeps,
    readonly parts: connection.ConnectionParts,
    private readonly postings: PostingsStore,
    readonly runs: PostingRuns,
    private readonly timing: BookkeepingTiming,
    scheduling: (stopping: AbortSignal) => PostingScheduling,
  ) {
    this.scheduling = scheduling(this.stopping.signal);
  }

  readonly scheduling: PostingScheduling;

  static async start(
    lifecycle: ServiceLifecycle,
    deps: BookkeepingDeps,
    kept: Pick<connection.ConnectionParts, 'connections' | 'links'> & { postings: PostingsStore },
    setup: BookkeepingSetup,
  ): Promise<Bookkeeping> {
    const timing = { ...DEFAULT_BOOKKEEPING_TIMING, ...setup.timing };
    const parts: connection.ConnectionParts = {
      connections: kept.connections,
      links: kept.links,
      vault: await openVault(deps.config.dataDir, setup.vaultKey),
      urls: setup.urls,
      window: new RequestWindow(MONEYBIRD_WINDOW.limit, MONEYBIRD_WINDOW.windowMs),
      maxWaitMs: timing.maxWaitMs,
      clock: deps.clock,
    };
    const runs = new PostingRuns({
      unfinished: await UnfinishedRuns.open(deps.config.dataDir),
      postings: kept.postings,
      journalExports: deps.journalExports,
      openClient: (account) => connection.openClient(parts, account),
      linksOf: (account) => linksOf(parts, account),
      crossPostingAccount: async (account) =>
        (await deps.ledgerMappings.get(account))?.mapping.accounts.cross_posting ?? null,
      holder: `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
      leaseMs: timing.leaseMs,
      patienceMs: timing.maxWaitMs,
      now: () => deps.clock.now(),
      afterStep: faultHookFromEnvironment(),
    });
    const schedules = await PostingScheduleStore.open(
      deps.config.dataDir,
      deps.clock.now(),
      deps.log,
    );
    deps.revocations.listen((revocation) => schedules.pauseRevoked(revocation, deps.clock.now()));
    const scheduleTiming = { ...DEFAULT_SCHEDULE_TIMING, ...setup.scheduleTiming };
    const journalFor = (auth: AuthContext, range: JournalRange) => (signal: AbortSignal) =>
      readJournal(deps, { auth, signal }, range, { fresh: true });
    const bookkeeping = new Bookkeeping(
      deps,
      parts,
      kept.postings,
      runs,
      timing,
      (stopping) =>
        new PostingScheduling(
          journalFor,
          deps,
          schedules,
          parts.vault,
          runs,
          stopping,
          scheduleTiming,
        ),
    );
    lifecycle.whenReady(() => {
      // A run the last stop or a crash cut off goes on by itself (posting-runs.ts, `resume`), in
      // the background: the start does not wait for the package.
      const cutOff = (run: { account: string; scope: string }, error: unknown) =>
        deps.log.warn(
          { account: run.account, scope: run.scope, err: error },
          'bookkeeping: a posting run cut off could not go on; the next run posts its days',
        );
      runs
        .resume(bookkeeping.stopping.signal, cutOff)
        .catch((error: unknown) => cutOff({ account: '', scope: '' }, error));
      bookkeeping.scheduling.start();
      return Promise.resolve();
    });
    // Stopped as the service begins to close, while a caller can still be answered: a run
    // stopped before it posted is refused 503 in the one error shape, one stopped while it
    // posted goes on at the next start (posting-runs.ts, `resume`).
    lifecycle.whenClosing(() => bookkeeping.stopping.abort(new ApiError(503, SHUTTING_DOWN)));
    lifecycle.whenClosed(async () => {
      await bookkeeping.scheduling.stop();
      await runs.idle();
    });
    return bookkeeping;
  }

  view(auth: AuthContext) {
    return connection.connectionView(this.parts, auth.account);
  }

  connect(auth: AuthContext, input: BookkeepingConnectionInput) {
    return connection.connect(this.parts, auth, input);
  }

  disconnect(auth: AuthContext) {
    return connection.disconnect(this.parts, auth);
  }

  async check(auth: AuthContext) {
    return checkConnection(
      await connection.openClient(this.parts, auth.account),
      this.parts.clock.now(),
    );
  }

  administrations(token: string) {
    return connection.administrationsOf(this.parts, token);
  }

  accounts(auth: AuthContext) {
    return accountsOf(this.parts, this.deps, auth);
  }

  link(auth: AuthContext, input: BookkeepingAccountLinksInput) {
    return linkAccounts(this.parts, this.deps, auth, input);
  }

  /** Starts a run of the range and answers its days once it ended or after a while. */
  async post(auth: AuthContext, request: Range): Promise<BookkeepingPostings> {
    const { from, to } = dayRangeOf(request, 1, 'field');
    refuseDaysNotOver({ from, to }, this.deps.clock.now());
    // Not connected is said before the location is checked (that reads the platform's lists).
    await connection.openClient(this.parts, auth.account);
    const scope = await resolveLocationScope(this.deps, auth, request.location_id);
    const range = { from, to, locationId: scope.locationId };
    const running = await this.runs.start(
      {
        account: auth.account,
        ...range,
        journal: (signal) => readJournal(this.deps, { auth, signal }, range, { fresh: true }),
      },
      this.stopping.signal,
    );
    // The wait ends with the run: no timer is left behind it.
    const waited = new AbortController();
    await Promise.race([
      running.done,
      pause(this.timing.answerWithinMs, waited.signal).catch(() => undefined),
    ]);
    waited.abort();
    // The service began to close: the run stopped (and goes on at the next start if it had
    // begun to post); its caller is told so, 503, rather than the days as the stop left them.
    this.stopping.signal.throwIfAborted();
    return this.status(auth, { from, to, location_id: scope.locationId ?? undefined });
  }

  /** The days of the range as they stand in the package, as far as this service knows. */
  async status(auth: AuthContext, request: Range): Promise<BookkeepingPostings> {
    const { from, to } = dayRangeOf(request, 1);
    const client = await connection.openClient(this.parts, auth.account);
    const scope = await resolveLocationScope(this.deps, auth, request.location_id);
    const [journal, records, elsewhere] = await Promise.all([
      readJournal(
        this.deps,
        { auth, signal: AbortSignal.timeout(120_000) },
        { from, to, locationId: scope.locationId },
        { fresh: false },
      ),
      this.postings.list(auth.account, client.target, from, to),
      this.postings.postedElsewhere(auth.account, client.target, from, to),
    ]);
    const running = this.runs.runningOf(auth.account, scope.locationId);
    return {
      from,
      to,
      location_id: scope.locationId,
      package: client.package,
      running: running !== null && running.from <= to && running.to >= from,
      last_day: lastDayOver(this.deps.clock.now()),
      days: postingDays(journal, records, scopeOf(scope.locationId), elsewhere),
    };
  }

  /** Stops the caller's run of this scope after its entry under way. */
  cancel(auth: AuthContext, locationId: number | undefined): { cancelled: boolean } {
    const locked = auth.lockedLocationId;
    // No run of a location that is not one: nothing to look up to say so.
    if (locked !== null && locationId !== undefined && locationId !== locked) {
      throw forbidden(`you are limited to location ${locked}`);
    }
    return { cancelled: this.runs.cancel(auth.account, locationId ?? locked) };
  }
}
