/**
 * The postings' daily schedule: each morning at its time (Amsterdam wall clock), a posting run of
 * the days from the first of last month (or the day before the schedule was first enabled,
 * whichever is later) up to yesterday, so yesterday is posted, days missed while the PC was off
 * are caught up, a day that failed or was blocked is tried again, and a change to a posted day is
 * posted as its correction. Everything but the run is the scheduling engine's, which the month
 * pack and the digest run on too (scheduling/scheduled-runs.ts): a due time missed while the
 * service was stopped runs at the next start; a run cut off by a stop is logged `interrupted` and
 * runs again (the run after it settles what it left); the user's credentials are sealed under the
 * vault key and a run logs in with them; a logout or a revoked key pauses it. It decides where
 * the books go every morning unattended, so who may set it is rights.ts's rule (a signed-in
 * user not limited to a location, or a key made with the bookkeeping right).
 */
import { randomBytes } from 'node:crypto';
import type {
  BookkeepingSchedule,
  BookkeepingScheduleInput,
} from '../../../../shared/api/bookkeeping.js';
import { addDays, firstDayOf, formatApiTimestamp, localDateOf } from '../../../../shared/dates.js';
import type { UpstreamCredentials } from '../../core/credential-box.js';
import { ApiError } from '../../core/errors.js';
import type { Vault } from '../../core/vault-key.js';
import { checkMayManageBookkeeping } from './rights.js';
import type {
  PostingRunRecord,
  PostingScheduleRecord,
  PostingScheduleStore,
} from '../../data/bookkeeping-schedules/store.js';
import type { Owner } from '../../data/files/schedules-and-runs.js';
import { resolveLocationScope } from '../access.js';
import type { ServiceDeps } from '../deps.js';
import { nextDueAfter } from '../scheduling/schedule-times.js';
import { ScheduledRuns, type ScheduledRunsDeps } from '../scheduling/scheduled-runs.js';
import type { ScheduleTiming } from '../scheduling/scheduler.js';
import { ownerOf, type RunCaller } from '../scheduling/runs.js';
import { scheduleState } from '../scheduling/schedule-state.js';
import type { ScheduledSession } from '../scheduling/credentials.js';
import type { PostingRuns } from './posting-runs.js';
import type { JournalFor } from './journal-read.js';

export type PostingScheduleDeps = ScheduledRunsDeps & Pick<ServiceDeps, 'upstream' | 'reads'>;

const RUNNING_CODE = 'bookkeeping_run_under_way';
const ownerKey = (owner: Owner) => `${owner.account}\n${owner.user}`;

/** The days a run due at `due` posts: from the first of last month (or later) to yesterday. */
export function daysDueAt(record: Pick<PostingScheduleRecord, 'posts_from'>, due: number) {
  const today = localDateOf(due);
  const firstOfLastMonth = firstDayOf(addDays(firstDayOf(today.slice(0, 7)), -1).slice(0, 7));
  const from = record.posts_from > firstOfLastMonth ? record.posts_from : firstOfLastMonth;
  return { from, to: addDays(today, -1) };
}

export class PostingScheduling {
  private readonly scheduled: ScheduledRuns<PostingScheduleRecord>;
  private readonly underWay = new Set<string>();

  constructor(
    /** The journal a run posts, read as the schedule's user (journal-read.ts). */
    private readonly journalFor: JournalFor,
    private readonly deps: PostingScheduleDeps,
    private readonly store: PostingScheduleStore,
    private readonly vault: Vault,
    private readonly runs: PostingRuns,
    private readonly stopping: AbortSignal,
    timing: ScheduleTiming,
  ) {
    this.scheduled = new ScheduledRuns(
      {
        deps,
        store,
        vault,
        what: 'bookkeeping posting',
        runningCode: RUNNING_CODE,
        writesFiles: false,
        isRunning: (owner) => this.underWay.has(ownerKey(owner)),
        recordFailure: (record, due, error) =>
          this.log(this.newRun(record, due), 'failed', null, messageOf(error)),
        run: (record, due, session) => this.run(record, due, session),
      },
      timing,
    );
  }

  start(): void {
    this.scheduled.start();
  }

  stop(): Promise<void> {
    return this.scheduled.stop();
  }

  view(owner: Owner): BookkeepingSchedule {
    const record = this.store.schedule(owner);
    const state = scheduleState(record, this.vault);
    const next =
      record && state.status === 'active' ? nextDueAfter(record, this.deps.clock.now()) : null;
    const [last] = this.store.runsOf(owner);
    return {
      enabled: record?.enabled ?? false,
      time: record?.time ?? '06:30',
      location_id: record?.location_id ?? null,
      status: state.status,
      paused_reason: state.status === 'paused' ? state.reason : null,
      next_run_at: next === null ? null : formatApiTimestamp(next),
      last_run: last
        ? {
            started_at: formatApiTimestamp(last.started_at),
            finished_at: last.finished_at === null ? null : formatApiTimestamp(last.finished_at),
            ...{ from: last.from, to: last.to, status: last.status, message: last.message },
            ...{ posted: last.posted, failed: last.failed, blocked: last.blocked },
          }
        : null,
    };
  }

  async save(
    caller: RunCaller,
    input: BookkeepingScheduleInput,
    apiKey: { id: string; credentials: UpstreamCredentials } | null,
  ): Promise<BookkeepingSchedule> {
    checkMayManageBookkeeping(caller.auth);
    const owner = ownerOf(caller.auth);
    const asked = input.location_id ?? null;
    const existing = this.store.schedule(owner);
    const now = this.deps.clock.now();
    await this.scheduled.save({
      auth: caller.auth,
      owner,
      input,
      apiKey,
      newId: () => `bks_${randomBytes(8).toString('hex')}`,
      // As the month pack's: a location is checked when the schedule is to run.
      checkEnabled: async () => {
        if (asked !== null) await resolveLocationScope(this.deps, caller.auth, asked);
      },
      record: (id, sealed) => ({
        id,
        ...owner,
        enabled: input.enabled,
        frequency: 'daily',
        time: input.time,
        location_id: caller.auth.lockedLocationId ?? asked,
        posts_from: existing?.posts_from ?? addDays(localDateOf(now), -1),
        saved_at: now,
        ...sealed,
        paused: null,
      }),
    });
    return this.view(owner);
  }

  /** The run due at `due`, as the schedule's user (their session); logged whatever happens. */
  private async run(record: PostingScheduleRecord, due: number, session: ScheduledSession) {
    const key = ownerKey(record);
    this.underWay.add(key);
    try {
      const run = this.newRun(record, due);
      if (run.from > run.to) return await this.log(run, 'done', null, null);
      let running;
      try {
        const range = {
          ...daysDueAt(record, due),
          locationId: session.lockedLocationId ?? record.location_id,
        };
        running = await this.runs.start(
          {
            account: record.account,
            ...range,
            journal: this.journalFor(session.auth, range),
          },
          this.stopping,
        );
      } catch (error) {
        if (error instanceof ApiError && error.detail.code === RUNNING_CODE) throw error;
        return await this.log(run, 'failed', null, messageOf(error));
      }
      await this.store.putRun(run);
      const outcome = await running.done;
      await this.log(run, outcome.stopped === null ? 'done' : 'failed', outcome, outcome.stopped);
    } finally {
      this.underWay.delete(key);
    }
  }

  private newRun(record: PostingScheduleRecord, due: number): PostingRunRecord {
    return {
      id: `bkr_${randomBytes(8).toString('hex')}`,
      account: record.account,
      user: record.user,
      trigger: 'scheduled',
      scheduled_for: due,
      started_at: this.deps.clock.now(),
      finished_at: null,
      ...daysDueAt(record, due),
      status: 'running',
      ...{ posted: 0, failed: 0, blocked: 0, message: null },
    };
  }

  private log(
    run: PostingRunRecord,
    status: PostingRunRecord['status'],
    counts: { posted: number; failed: number; blocked: number } | null,
    message: string | null,
  ): Promise<void> {
    Object.assign(run, { status, message, finished_at: this.deps.clock.now(), ...counts });
    return this.store.putRun(run);
  }
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
