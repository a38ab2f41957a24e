/**
 * The month pack's schedules and runs log, kept in the data folder (`month-pack.json`,
 * written whole and atomically by JsonFile), in memory without one. Each schedule and run
 * belongs to one user of one account (their user key, as API keys and webhooks are owned).
 * A run is stored when it starts and when it ends, so a run the process never finished is
 * found at the next start and marked `interrupted`. The log keeps each user's newest runs.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { MonthPackRunStatus, ScheduleFrequency } from '../../../../shared/api/month-pack.js';
import type { ExportLanguage } from '../../../../shared/api/export-columns.js';
import type { CsvDelimiter } from '../../../../shared/csv.js';
import type { SealedBox } from '../../core/credential-box.js';
import type { Revocation } from '../../core/revocations.js';
import { JsonFile } from '../files/data-file.js';

const FILE_NAME = 'month-pack.json';
/** Runs kept per user: a year and more of monthly and weekly runs. */
/** What a stage left by a cut-off run came to: its files named, or nothing. */
export type Recovered =
  | { runId: string; outcome: 'written'; files: { name: string; bytes: number }[] }
  | { runId: string; outcome: 'nothing' };

export const MAX_RUNS_PER_USER = 100;

export interface Owner {
  account: string;
  /** The user key (auth/identity.ts userKeyOf). */
  user: string;
}

export interface ScheduleRecord extends Owner {
  /** Bound into the sealed credentials, so they cannot be moved to another record. */
  id: string;
  enabled: boolean;
  frequency: ScheduleFrequency;
  time: string;
  folder: string;
  location_id: number | null;
  lang: ExportLanguage;
  delimiter: CsvDelimiter;
  /** Due times at or before this are not this schedule's to run. */
  saved_at: number;
  credentials: SealedBox | null;
  vault_key_id: string | null;
  /** The API key the credentials came from, if any: revoking it pauses the schedule. */
  api_key_id: string | null;
  paused: { reason: 'user_logged_out' | 'api_key_revoked'; at: number } | null;
}

/** What the sealed-credentials code reads of a schedule: the month pack's or the digest's. */
export type SealedSchedule = Pick<
  ScheduleRecord,
  'id' | 'enabled' | 'credentials' | 'vault_key_id' | 'api_key_id' | 'paused'
>;

export interface RunRecord extends Owner {
  id: string;
  trigger: 'manual' | 'scheduled';
  scheduled_for: number | null;
  started_at: number;
  finished_at: number | null;
  from: string;
  to: string;
  location_id: number | null;
  folder: string;
  status: MonthPackRunStatus;
  files: { name: string; bytes: number }[];
  file_count: number;
  error: { status: number; code: string; message: string } | null;
}

interface Stored {
  schedules: ScheduleRecord[];
  runs: RunRecord[];
}

export const isOwnedBy = (record: Owner, owner: Owner): boolean =>
  record.account === owner.account && record.user === owner.user;

/**
 * A schedule as a revocation leaves it (the month pack's or the digest's): a logout pauses an
 * enabled schedule of the user, a revoked API key the one saved with that key, each forgetting
 * its credentials; null when the revocation does not concern it.
 */
export function pausedByRevocation<R extends SealedSchedule>(
  record: R | undefined,
  revocation: Revocation,
  now: number,
): R | null {
  if (!record?.enabled || record.paused) return null;
  if (revocation.kind === 'api-key' && record.api_key_id !== revocation.keyId) return null;
  const reason = revocation.kind === 'logout' ? 'user_logged_out' : 'api_key_revoked';
  return { ...record, credentials: null, vault_key_id: null, paused: { reason, at: now } };
}

export class MonthPackStore {
  private schedules: ScheduleRecord[] = [];
  private runs: RunRecord[] = [];
  private readonly file: JsonFile<Stored>;

  private constructor(dataDir: string | null) {
    this.file = new JsonFile(dataDir, FILE_NAME);
  }

  /** Opens the stored state; runs left `running` by a process that ended become `interrupted`. */
  static async open(
    dataDir: string | null,
    now: number,
    log: Pick<FastifyBaseLogger, 'warn'>,
  ): Promise<MonthPackStore> {
    const store = new MonthPackStore(dataDir);
    let stored: Stored | undefined;
    try {
      stored = await store.file.load();
    } catch (error) {
      // A damaged file must not keep the service from starting; the next save replaces it.
      if (!(error instanceof SyntaxError)) throw error;
      log.warn({ err: error }, 'month-pack.json is damaged: its schedules and runs are dropped');
    }
    store.schedules = Array.isArray(stored?.schedules) ? stored.schedules : [];
    store.runs = Array.isArray(stored?.runs) ? stored.runs : [];
    const cutOff = store.runs.filter((run) => run.status === 'running');
    for (const run of cutOff)
      Object.assign(run, { status: 'interrupted', finished_at: now, files: [] });
    if (cutOff.length > 0) await store.persist();
    store.cutOffAtOpen = cutOff;
    return store;
  }

  /** The runs a process that ended left `running` (now `interrupted`): their folders hold stages. */
  cutOffAtOpen: readonly RunRecord[] = [];

  /**
   * Logs what a run cut off by a crash came to once its stage was finished or undone: its
   * files when its names were all taken (`written`); undone, it stays as logged, with none.
   */
  async settleCutOff(recovered: Recovered): Promise<void> {
    const run = this.runs.find((record) => record.id === recovered.runId);
    // Undone, it is logged as it was: `interrupted` (or `failed`), with no files.
    if (!run || run.status === 'written' || recovered.outcome !== 'written') return;
    Object.assign(run, { status: 'written', files: recovered.files, error: null });
    await this.persist();
  }

  allSchedules(): readonly ScheduleRecord[] {
    return this.schedules;
  }

  schedule(owner: Owner): ScheduleRecord | undefined {
    return this.schedules.find((record) => isOwnedBy(record, owner));
  }

  async putSchedule(record: ScheduleRecord): Promise<void> {
    this.schedules = [...this.schedules.filter((other) => !isOwnedBy(other, record)), record];
    await this.persist();
  }

  /**
   * Pauses the user's schedule a revocation concerns (all of theirs on logout, the one saved
   * with a revoked API key) and forgets its credentials; answers how many it paused.
   */
  async pauseRevoked(revocation: Revocation, now: number): Promise<number> {
    const paused = pausedByRevocation(this.schedule(revocation), revocation, now);
    if (!paused) return 0;
    await this.putSchedule(paused);
    return 1;
  }

  /** The user's runs, newest first. */
  runsOf(owner: Owner): RunRecord[] {
    return this.runs
      .filter((run) => isOwnedBy(run, owner))
      .sort((a, b) => b.started_at - a.started_at || b.id.localeCompare(a.id));
  }

  /** True when a run for this due time ended as written or failed (not cut off). */
  ranFor(owner: Owner, scheduledFor: number): boolean {
    return this.runs.some(
      (run) =>
        isOwnedBy(run, owner) &&
        run.scheduled_for === scheduledFor &&
        (run.status === 'written' || run.status === 'failed'),
    );
  }

  /** Records a run (new or changed) and drops the user's oldest beyond the limit. */
  async putRun(run: RunRecord): Promise<void> {
    if (!this.runs.includes(run)) this.runs.push(run);
    const kept = new Set(this.runsOf(run).slice(0, MAX_RUNS_PER_USER));
    this.runs = this.runs.filter((other) => !isOwnedBy(other, run) || kept.has(other));
    await this.persist();
  }

  private persist(): Promise<void> {
    return this.file.save({ schedules: this.schedules, runs: this.runs });
  }
}
