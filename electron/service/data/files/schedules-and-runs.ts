/**
 * A feature's schedules and runs log, one JSON file in the data folder (`{ "schedules": [...],
 * "runs": [...] }`, written whole and atomically by JsonFile), in memory without one: the frame
 * the month pack's store and the morning digest's share, typed by their record types.
 *
 * - Each schedule and run belongs to one user of one account (their user key, as API keys and
 *   webhooks are owned); a user has at most one schedule.
 * - A run is stored when it starts and when it ends, so a run the process never finished is
 *   found at the next open and settled by the store's own rule (`cutOff`).
 * - The log keeps each user's newest runs (`maxRunsPerUser`).
 * - A logout or a revoked API key pauses the schedule it concerns and forgets its credentials.
 * - Whether a due time was run already is each store's own rule (`countsAsRan`): they differ on
 *   purpose.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SealedBox } from '../../core/credential-box.js';
import type { Revocation } from '../../core/revocations.js';
import { JsonFile } from './data-file.js';

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
}

interface Stored<Schedule, Run> {
  schedules: Schedule[];
  runs: Run[];
}

export class SchedulesAndRuns<Schedule extends Owner & SealedSchedule, Run extends LoggedRun> {
  private schedules: Schedule[] = [];
  protected runs: Run[] = [];
  private readonly file: JsonFile<Stored<Schedule, Run>>;

  protected constructor(
    dataDir: string | null,
    private readonly rules: ScheduleLogRules<Run>,
  ) {
    this.file = new JsonFile(dataDir, rules.fileName);
  }

  /** Reads the stored log once; answers the runs it found cut off (now settled by `cutOff`). */
  protected async load(now: number, log: Pick<FastifyBaseLogger, 'warn'>): Promise<Run[]> {
    let stored: Partial<Stored<Schedule, Run>> | undefined;
    try {
      stored = await this.file.load();
    } catch (error) {
      // A damaged file must not keep the service from starting; the next save replaces it.
      if (!(error instanceof SyntaxError)) throw error;
      log.warn(
        { err: error },
        `${this.rules.fileName} is damaged: its schedules and runs are dropped`,
      );
    }
    this.schedules = Array.isArray(stored?.schedules) ? stored.schedules : [];
    this.runs = Array.isArray(stored?.runs) ? stored.runs : [];
    const cutOff = this.runs.filter((run) => run.status === 'running');
    for (const run of cutOff) this.rules.cutOff(run, now);
    if (cutOff.length > 0) await this.persist();
    return cutOff;
  }

  allSchedules(): readonly Schedule[] {
    return this.schedules;
  }

  schedule(owner: Owner): Schedule | undefined {
    return this.schedules.find((record) => isOwnedBy(record, owner));
  }

  async putSchedule(record: Schedule): Promise<void> {
    this.schedules = [...this.schedules.filter((other) => !isOwnedBy(other, record)), record];
    await this.persist();
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

  /** The user's runs, newest first. */
  runsOf(owner: Owner): Run[] {
    return this.runs
      .filter((run) => isOwnedBy(run, owner))
      .sort((a, b) => b.started_at - a.started_at || b.id.localeCompare(a.id));
  }

  /** True when the log has a run for this due time that counts as ran, by the store's rule. */
  ranFor(owner: Owner, scheduledFor: number): boolean {
    return this.runs.some(
      (run) =>
        isOwnedBy(run, owner) && run.scheduled_for === scheduledFor && this.rules.countsAsRan(run),
    );
  }

  /** Records a run (new or changed in place) and drops the user's oldest beyond the limit. */
  async putRun(run: Run): Promise<void> {
    if (!this.runs.includes(run)) this.runs.push(run);
    const kept = new Set(this.runsOf(run).slice(0, this.rules.maxRunsPerUser));
    this.runs = this.runs.filter((other) => !isOwnedBy(other, run) || kept.has(other));
    await this.persist();
  }

  protected persist(): Promise<void> {
    return this.file.save({ schedules: this.schedules, runs: this.runs });
  }
}
