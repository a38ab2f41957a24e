/**
 * The morning digest's schedules and runs log, kept in the data folder (`digest.json`, written whole and
 * atomically by JsonFile), in memory without one. Each run belongs to one user of one
 * account, as the month pack's runs do; the log keeps each user's newest runs. Kept per
 * data folder like the month pack's (docs/deployment.md): the digest writes into folders of
 * the machine that runs it, so the instance that holds the folder is the one that runs it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DigestRun } from '../../../../shared/api/digest.js';
import type { ExportLanguage } from '../../../../shared/api/export-columns.js';
import { JsonFile } from '../files/data-file.js';
import type { Revocation } from '../../core/revocations.js';
import {
  isOwnedBy,
  pausedByRevocation,
  type Owner,
  type SealedSchedule,
} from '../month-packs/store.js';

const FILE_NAME = 'digest.json';
/** Runs kept per user: three months of daily digests and the ones made by hand. */
export const MAX_DIGEST_RUNS_PER_USER = 100;

export interface DigestRunRecord extends Owner {
  id: string;
  trigger: 'manual' | 'scheduled';
  scheduled_for: number | null;
  day: string;
  lang: ExportLanguage;
  started_at: number;
  finished_at: number | null;
  status: DigestRun['status'];
  folder: string;
  files: { name: string; bytes: number }[];
  finding_count: number | null;
  mail: DigestRun['mail'];
  error: DigestRun['error'];
}

/** A user's daily digest: when, into which folder, in which language, with sealed credentials. */
export interface DigestScheduleRecord extends Owner, SealedSchedule {
  frequency: 'daily';
  /** `HH:MM`, Europe/Amsterdam. */
  time: string;
  folder: string;
  lang: ExportLanguage;
  /** Due times at or before this are not this schedule's to run. */
  saved_at: number;
}

interface Stored {
  schedules?: DigestScheduleRecord[];
  runs: DigestRunRecord[];
}

export class DigestStore {
  private runs: DigestRunRecord[] = [];
  private schedules: DigestScheduleRecord[] = [];
  private readonly file: JsonFile<Stored>;

  private constructor(dataDir: string | null) {
    this.file = new JsonFile(dataDir, FILE_NAME);
  }

  /** Opens the stored log; runs left `running` by a process that ended become `failed`. */
  static async open(
    dataDir: string | null,
    now: number,
    log: Pick<FastifyBaseLogger, 'warn'>,
  ): Promise<DigestStore> {
    const store = new DigestStore(dataDir);
    let stored: Stored | undefined;
    try {
      stored = await store.file.load();
    } catch (error) {
      // A damaged file must not keep the service from starting; the next save replaces it.
      if (!(error instanceof SyntaxError)) throw error;
      log.warn({ err: error }, 'digest.json is damaged: its runs are dropped');
    }
    store.runs = Array.isArray(stored?.runs) ? stored.runs : [];
    store.schedules = Array.isArray(stored?.schedules) ? stored.schedules : [];
    const cutOff = store.runs.filter((run) => run.status === 'running');
    for (const run of cutOff) {
      Object.assign(run, {
        status: 'failed',
        finished_at: now,
        files: [],
        error: { status: 503, code: 'interrupted', message: 'the service stopped during the run' },
      });
    }
    if (cutOff.length > 0) await store.persist();
    return store;
  }

  allSchedules(): readonly DigestScheduleRecord[] {
    return this.schedules;
  }

  schedule(owner: Owner): DigestScheduleRecord | undefined {
    return this.schedules.find((record) => isOwnedBy(record, owner));
  }

  async putSchedule(record: DigestScheduleRecord): Promise<void> {
    this.schedules = [...this.schedules.filter((other) => !isOwnedBy(other, record)), record];
    await this.persist();
  }

  /**
   * As the month pack's: a logout or a revoked key pauses the schedule it concerns and
   * forgets its credentials; answers how many it paused.
   */
  async pauseRevoked(revocation: Revocation, now: number): Promise<number> {
    const paused = pausedByRevocation(this.schedule(revocation), revocation, now);
    if (!paused) return 0;
    await this.putSchedule(paused);
    return 1;
  }

  /** The user's runs, newest first. */
  runsOf(owner: Owner): DigestRunRecord[] {
    return this.runs
      .filter((run) => isOwnedBy(run, owner))
      .sort((a, b) => b.started_at - a.started_at || b.id.localeCompare(a.id));
  }

  /** True when a scheduled run for this due time ended (written or failed). */
  ranFor(owner: Owner, scheduledFor: number): boolean {
    return this.runs.some(
      (run) =>
        isOwnedBy(run, owner) && run.scheduled_for === scheduledFor && run.status !== 'running',
    );
  }

  /** Records a run (new or changed) and drops the user's oldest beyond the limit. */
  async putRun(run: DigestRunRecord): Promise<void> {
    if (!this.runs.includes(run)) this.runs.push(run);
    const kept = new Set(this.runsOf(run).slice(0, MAX_DIGEST_RUNS_PER_USER));
    this.runs = this.runs.filter((other) => !isOwnedBy(other, run) || kept.has(other));
    await this.persist();
  }

  private persist(): Promise<void> {
    return this.file.save({ schedules: this.schedules, runs: this.runs });
  }
}
