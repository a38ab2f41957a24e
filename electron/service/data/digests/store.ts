/**
 * The morning digest's schedules and runs log, kept in the data folder (`digest.json`), in
 * memory without one, by the schedules-and-runs file the month pack's log is kept in too
 * (files/schedules-and-runs.ts): each run belongs to one user of one account, and the log
 * keeps each user's newest runs. Kept per
 * data folder like the month pack's (docs/deployment.md): the digest writes into folders of
 * the machine that runs it, so the instance that holds the folder is the one that runs it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DigestRun } from '../../../../shared/api/digest.js';
import type { ExportLanguage } from '../../../../shared/api/export-columns.js';
import { SchedulesAndRuns, type Owner, type SealedSchedule } from '../files/schedules-and-runs.js';

const FILE_NAME = 'digest.json';
/** Runs kept per user: three months of daily digests and the ones made by hand. */
const MAX_DIGEST_RUNS_PER_USER = 100;

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

/** The digest's rule: a scheduled run that ended, written or failed, was run. */
const endedRun = (run: DigestRunRecord): boolean => run.status !== 'running';

export class DigestStore extends SchedulesAndRuns<DigestScheduleRecord, DigestRunRecord> {
  private constructor(dataDir: string | null) {
    super(dataDir, {
      fileName: FILE_NAME,
      maxRunsPerUser: MAX_DIGEST_RUNS_PER_USER,
      countsAsRan: endedRun,
      periodOf: (run) => ({ from: run.day, to: run.day }),
      // A run the service stopped during is logged as failed: nothing of it was mailed.
      cutOff: (run, now) =>
        Object.assign(run, {
          status: 'failed',
          finished_at: now,
          files: [],
          error: {
            status: 503,
            code: 'interrupted',
            message: 'the service stopped during the run',
          },
        }),
    });
  }

  /** Opens the stored log; runs left `running` by a process that ended become `failed`. */
  static async open(
    dataDir: string | null,
    now: number,
    log: Pick<FastifyBaseLogger, 'warn'>,
  ): Promise<DigestStore> {
    const store = new DigestStore(dataDir);
    await store.load(now, log);
    return store;
  }
}
