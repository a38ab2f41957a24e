/**
 * A feature's schedules and runs log, one JSON file in the data folder (`{ "schedules": [...],
 * "runs": [...] }`, written whole and atomically), in memory without one: the frame
 * the month pack's store and the morning digest's share, typed by their record types.
 *
 * - Each schedule and run belongs to one user of one account (their user key, as API keys and
 *   webhooks are owned); a user has at most one schedule.
 * - A run is stored when it starts and when it ends, so a run the process never finished is
 *   found at the next open and settled by the store's own rule (`cutOff`).
 * - Each change is written before it is held (kept-file.ts), so a full disk changes nothing.
 * - The log keeps each user's newest runs (`maxRunsPerUser`).
 * - A logout or a revoked API key pauses the schedule it concerns and forgets its credentials.
 * - Whether a due time was run already is each store's own rule (`countsAsRan`): they differ on
 *   purpose. A store that tells a run's days (`periodOf`) also answers whether a period was
 *   run by its schedule (`ranForPeriod`).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SealedBox } from '../../core/credential-box.js';
import type { Revocation } from '../../core/revocations.js';
import { KeptFile } from './kept-file.js';

export interface Owner {
  account: string;
  /** The user key (auth/identity.ts userKeyOf). */
  user: string;
}

/** What the sealed-credentials code reads of a schedule: the month pack's or the digest's. */
export interface SealedSchedule {
  /** Bound into the sealed credentials, so they cannot be moved to another record. */
  id: string;
  enabled: boolean;
  credentials: SealedBox | null;
  vault_key_id: string | null;
  /** The API key the credentials came from, if any: revoking it pauses the schedule. */
  api_key_id: string | null;
  paused: { reason: 'user_logged_out' | 'api_key_revoked'; at: number } | null;
}

/** What the log reads of a run. */
interface LoggedRun extends Owner {
  id: string;
  trigger: 'manual' | 'scheduled';
  scheduled_for: number | null;
  started_at: number;
  status: string;
}

const isOwnedBy = (record: Owner, owner: Owner): boolean =>
  record.account === owner.account && record.user === owner.user;

/**
 * A schedule as a revocation leaves it (the month pack's or the digest's): a logout pauses an
 * enabled schedule of the user, a revoked API key the one saved with that key, each forgetting
 * its credentials; null when the revocation does not concern it.
 */
function pausedByRevocation<R extends SealedSchedule>(
  record: R | undefined,
  revocation: Revocation,
  now: number,
): R | null {
  if (!record?.enabled || record.paused) return null;
  if (revocation.kind === 'api-key' && record.api_key_id !== revocation.keyId) return null;
  const reason = revocation.kind === 'logout' ? 'user_logged_out' : 'api_key_revoked';
  return { ...record, credentials: null, vault_key_id: null, paused: { reason, at: now } };
}

/** What tells one feature's log from another's. */
interface ScheduleLogRules<Run extends LoggedRun> {
  fileName: string;
  maxRunsPerUser: number;
  /** What a run left `running` by a process that ended is logged as (changed in place). */
  cutOff(run: Run, now: number): void;
  /** Whether a run for a due time means that due time was run (so it is not run again). */
  countsAsRan(run: Run): boolean;
  /** The days a run covered (the month pack's period, the digest's day), for `ranForPeriod`. */
  periodOf?(run: Run): { from: string; to: string };
}

interface Stored<Schedule, Run> {
  schedules: readonly Schedule[];
  runs: readonly Run[];
}

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export class SchedulesAndRuns<Schedule extends Owner & SealedSchedule, Run extends LoggedRun> {
  private file!: KeptFile<Stored<Schedule, Run>>;

  protected constructor(
    private readonly dataDir: string | null,
    private readonly rules: ScheduleLogRules<Run>,
  ) {}

  /** Reads the stored log once; answers the runs it found cut off (now settled by `cutOff`). */
  protected async load(now: number, log: Pick<FastifyBaseLogger, 'warn'>): Promise<Run[]> {
    this.file = await KeptFile.open<Stored<Schedule, Run>>({
      dataDir: this.dataDir,
      fileName: this.rules.fileName,
      read: (stored) => {
        const file = stored as Partial<Stored<Schedule, Run>> | undefined;
        return { schedules: listOf(file?.schedules), runs: listOf(file?.runs) };
      },
      write: (state) => state,
      // A damaged file must not keep the service from starting; the next save replaces it.
      onDamaged: (error) =>
        log.warn(
          { err: error },
          `${this.rules.fileName} is damaged: its schedules and runs are dropped`,
        ),
    });
    const cutOff = this.file.value.runs
      .filter((run) => run.status === 'running')
      .map((run) => {
        const settled = structuredClone(run);
        this.rules.cutOff(settled, now);
        return settled;
      });
    if (cutOff.length > 0) {
      const byId = new Map(cutOff.map((run) => [run.id, run]));
      await this.changeRuns((runs) => runs.map((run) => byId.get(run.id) ?? run));
    }
    return cutOff;
  }

  allSchedules(): readonly Schedule[] {
    return this.file.value.schedules;
  }

  schedule(owner: Owner): Schedule | undefined {
    return this.file.value.schedules.find((record) => isOwnedBy(record, owner));
  }

  /** Keeps the user's schedule (their one), written before it is held (kept-file.ts). */
  putSchedule(record: Schedule): Promise<void> {
    return this.file.change((state) => ({
      next: {
        ...state,
        schedules: [...state.schedules.filter((other) => !isOwnedBy(other, record)), record],
      },
      result: undefined,
    }));
  }

  /**
   * Pauses the user's schedule a revocation concerns (theirs on logout, the one saved with a
   * revoked API key) and forgets its credentials; answers how many it paused.
   */
  async pauseRevoked(revocation: Revocation, now: number): Promise<number> {
    const paused = pausedByRevocation(this.schedule(revocation), revocation, now);
    if (!paused) return 0;
    await this.putSchedule(paused);
    return 1;
  }

  /** The user's runs as logged, newest first. */
  runsOf(owner: Owner): Run[] {
    return newestFirst(this.file.value.runs.filter((run) => isOwnedBy(run, owner)));
  }

  /** True when the log has a run for this due time that counts as ran, by the store's rule. */
  ranFor(owner: Owner, scheduledFor: number): boolean {
    return this.file.value.runs.some(
      (run) =>
        isOwnedBy(run, owner) && run.scheduled_for === scheduledFor && this.rules.countsAsRan(run),
    );
  }

  /**
   * True when the log has a scheduled run of this period that counts as ran: a period is run
   * once by its schedule, also when the schedule's time was moved later on the day its run
   * was due (a new due time, but not a new period; scheduling/period-runs.ts).
   */
  ranForPeriod(owner: Owner, period: { from: string; to: string }): boolean {
    return this.runsOf(owner).some((run) => {
      const covered = run.trigger === 'scheduled' ? this.rules.periodOf?.(run) : undefined;
      return (
        covered?.from === period.from && covered.to === period.to && this.rules.countsAsRan(run)
      );
    });
  }

  /**
   * Logs a run as it is now (a copy: the runner goes on changing its own), new or in place of
   * its earlier entry, and drops the user's oldest beyond the limit.
   */
  putRun(run: Run): Promise<void> {
    const logged = structuredClone(run);
    return this.changeRuns((runs) => {
      const others = runs.filter((other) => other.id !== logged.id);
      const kept = new Set(
        newestFirst([...others.filter((other) => isOwnedBy(other, logged)), logged]).slice(
          0,
          this.rules.maxRunsPerUser,
        ),
      );
      return [...others, logged].filter((other) => !isOwnedBy(other, logged) || kept.has(other));
    });
  }

  /** Changes the runs log as one change, written before it is held. */
  protected changeRuns(edit: (runs: readonly Run[]) => Run[] | undefined): Promise<void> {
    return this.file.change((state) => {
      const runs = edit(state.runs);
      return { next: runs && { ...state, runs }, result: undefined };
    });
  }
}

const newestFirst = <Run extends LoggedRun>(runs: readonly Run[]): Run[] =>
  [...runs].sort((a, b) => b.started_at - a.started_at || b.id.localeCompare(a.id));
