/**
 * The month pack's schedules and runs log, kept in the data folder (`month-pack.json`), in
 * memory without one, by the schedules-and-runs file the digest's log is kept in too
 * (files/schedules-and-runs.ts): each schedule and run belongs to one user of one account; a
 * run the process never finished is found at the next start and marked `interrupted`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { RunError } from '../../../../shared/api/run-error.js';
import type { MonthPackRunStatus, ScheduleFrequency } from '../../../../shared/api/month-pack.js';
import type { ExportLanguage } from '../../../../shared/api/export-columns.js';
import type { CsvDelimiter } from '../../../../shared/csv.js';
import { SchedulesAndRuns, type Owner, type SealedSchedule } from '../files/schedules-and-runs.js';

const FILE_NAME = 'month-pack.json';
/** What a stage left by a cut-off run came to: its files named, or nothing. */
export type Recovered =
  | { runId: string; outcome: 'written'; files: { name: string; bytes: number }[] }
  | { runId: string; outcome: 'nothing' };

/** Runs kept per user: a year and more of monthly and weekly runs. */
const MAX_RUNS_PER_USER = 100;

export interface ScheduleRecord extends Owner, SealedSchedule {
  frequency: ScheduleFrequency;
  time: string;
  folder: string;
  location_id: number | null;
  lang: ExportLanguage;
  delimiter: CsvDelimiter;
  /** Due times at or before this are not this schedule's to run. */
  saved_at: number;
}

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
  error: RunError | null;
}

/** The month pack's rule: a run for a due time that was written or failed; a cut-off one was not. */
const writtenOrFailed = (run: RunRecord): boolean =>
  run.status === 'written' || run.status === 'failed';

export class MonthPackStore extends SchedulesAndRuns<ScheduleRecord, RunRecord> {
  /** The runs a process that ended left `running` (now `interrupted`): their folders hold stages. */
  cutOffAtOpen: readonly RunRecord[] = [];

  private constructor(dataDir: string | null) {
    super(dataDir, {
      fileName: FILE_NAME,
      maxRunsPerUser: MAX_RUNS_PER_USER,
      countsAsRan: writtenOrFailed,
      periodOf: (run) => ({ from: run.from, to: run.to }),
      cutOff: (run, now) =>
        Object.assign(run, { status: 'interrupted', finished_at: now, files: [] }),
    });
  }

  /** Opens the stored state; runs left `running` by a process that ended become `interrupted`. */
  static async open(
    dataDir: string | null,
    now: number,
    log: Pick<FastifyBaseLogger, 'warn'>,
  ): Promise<MonthPackStore> {
    const store = new MonthPackStore(dataDir);
    store.cutOffAtOpen = await store.load(now, log);
    return store;
  }

  /**
   * Logs what a run cut off by a crash came to once its stage was finished or undone: its
   * files when its names were all taken (`written`); undone, it stays as logged, with none.
   */
  settleCutOff(recovered: Recovered): Promise<void> {
    return this.changeRuns((runs) => {
      const run = runs.find((record) => record.id === recovered.runId);
      // Undone, it is logged as it was: `interrupted` (or `failed`), with no files.
      if (!run || run.status === 'written' || recovered.outcome !== 'written') return undefined;
      const written: RunRecord = { ...run, status: 'written', files: recovered.files, error: null };
      return runs.map((record) => (record === run ? written : record));
    });
  }
}
