/**
 * The daily digest of each user who keeps one: at their time (Amsterdam wall clock) every day, the
 * digest of the day before, into their folder, mailed when SMTP is configured. Everything but the
 * text is the scheduling engine's, which the month pack and the postings run on too
 * (scheduling/scheduled-runs.ts): the timer (a due time missed while the service was stopped runs
 * at the next start, the latest only; a failed run is logged and not tried again), the due times
 * (scheduling/schedule-times.ts, `daily`), the credentials sealed under the vault key and the
 * session a run logs in with (scheduling/credentials.ts), and the pausing on logout or a revoked
 * key. Kept in the data folder beside the runs (data/digests/store.ts), so the instance holding
 * the folder is the one that runs it: one digest a day, also with several instances on one
 * PostgreSQL server (docs/deployment.md, as for the month pack).
 */
import { randomBytes } from 'node:crypto';
import type { DigestSchedule, DigestScheduleInput } from '../../../../shared/api/digest.js';
import { addDays, formatApiTimestamp, localDateOf } from '../../../../shared/dates.js';
import type { UpstreamCredentials } from '../../core/credential-box.js';
import type { Vault } from '../../core/vault-key.js';
import type { DigestScheduleRecord, DigestStore } from '../../data/digests/store.js';
import type { Owner } from '../../data/files/schedules-and-runs.js';
import { nextRun, periodRan } from '../scheduling/period-runs.js';
import { ScheduledRuns, type ScheduledRunsDeps } from '../scheduling/scheduled-runs.js';
import type { ScheduleTiming } from '../scheduling/scheduler.js';
import { ownerOf, type RunCaller } from '../scheduling/runs.js';
import { scheduleState } from '../scheduling/schedule-state.js';
import type { DigestRunner } from './runner.js';

export type ScheduleDeps = ScheduledRunsDeps;

const UNSAVED = { enabled: false, time: '07:00', folder: '', lang: 'nl', saved_at: null } as const;

export class DigestScheduling {
  private readonly scheduled: ScheduledRuns<DigestScheduleRecord>;

  constructor(
    private readonly deps: ScheduleDeps,
    private readonly store: DigestStore,
    private readonly vault: Vault,
    private readonly runner: DigestRunner,
    private readonly stopping: AbortSignal,
    timing: ScheduleTiming,
  ) {
    this.scheduled = new ScheduledRuns(
      {
        deps,
        store,
        vault,
        what: 'digest',
        runningCode: 'digest_running',
        isRunning: (owner) => runner.isRunning(owner),
        recordFailure: (record, due, error) => runner.recordFailure(dueJob(record, due), error),
        // Once a day, not once a due time: a time moved later that day sends no second digest.
        ranFor: (record, due) => periodRan(store, record, due),
        run: (record, due, session) =>
          runner.run({
            ...dueJob(record, due),
            caller: { auth: session.auth, signal: this.stopping },
            mailTo: session.email === '' ? null : session.email,
          }),
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

  view(owner: Owner): Omit<DigestSchedule, 'mail'> {
    const record = this.store.schedule(owner);
    const state = scheduleState(record, this.vault);
    const next =
      record && state.status === 'active'
        ? nextRun(this.store, record, this.deps.clock.now())
        : null;
    return {
      ...(record
        ? {
            enabled: record.enabled,
            time: record.time,
            folder: record.folder,
            lang: record.lang,
            saved_at: formatApiTimestamp(record.saved_at),
          }
        : UNSAVED),
      status: state.status,
      paused_reason: state.status === 'paused' ? state.reason : null,
      next_run_at: next === null ? null : formatApiTimestamp(next),
      next_day: next === null ? null : addDays(localDateOf(next), -1),
    };
  }

  async save(
    caller: RunCaller,
    input: DigestScheduleInput,
    apiKey: { id: string; credentials: UpstreamCredentials } | null,
  ): Promise<Omit<DigestSchedule, 'mail'>> {
    const owner = ownerOf(caller.auth);
    await this.scheduled.save({
      auth: caller.auth,
      owner,
      input,
      apiKey,
      newId: () => `dgs_${randomBytes(8).toString('hex')}`,
      record: (id, sealed) => ({
        id,
        ...owner,
        enabled: input.enabled,
        frequency: 'daily',
        time: input.time,
        folder: input.folder,
        lang: input.lang ?? 'nl',
        saved_at: this.deps.clock.now(),
        ...sealed,
        paused: null,
      }),
    });
    return this.view(owner);
  }
}

/** The digest due at `due`: of the day before, into the schedule's folder. */
const dueJob = (record: DigestScheduleRecord, due: number) => ({
  owner: { account: record.account, user: record.user },
  trigger: 'scheduled' as const,
  scheduledFor: due,
  day: addDays(localDateOf(due), -1),
  lang: record.lang,
  folder: record.folder,
  onExisting: 'suffix' as const,
});
