/**
 * The bookkeeping postings' daily schedules and their runs log, kept in the data folder
 * (`bookkeeping-schedules.json`), in memory without one, by the schedules-and-runs file the
 * month pack's and the morning digest's are kept in too (files/schedules-and-runs.ts). A run
 * the process never finished is logged `interrupted` and does not count as run, so it runs
 * again at the next start: the run after it settles what it left (posting-engine.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { LocalDate } from '../../../../shared/dates.js';
import { SchedulesAndRuns, type Owner, type SealedSchedule } from '../files/schedules-and-runs.js';

const FILE_NAME = 'bookkeeping-schedules.json';
/** Three months of daily runs. */
const MAX_RUNS_PER_USER = 100;

export interface PostingScheduleRecord extends Owner, SealedSchedule {
  frequency: 'daily';
  /** `HH:MM`, Europe/Amsterdam. */
  time: string;
  /** The location it posts; null: all (a locked user's is theirs whatever it says). */
  location_id: number | null;
  /** The first day it posts: the day before it was first enabled. */
  posts_from: LocalDate;
  /** Due times at or before this are not this schedule's to run. */
  saved_at: number;
}

export interface PostingRunRecord extends Owner {
  id: string;
  trigger: 'scheduled';
  scheduled_for: number | null;
  started_at: number;
  finished_at: number | null;
  from: string;
  to: string;
  status: 'running' | 'done' | 'failed' | 'interrupted';
  posted: number;
  failed: number;
  blocked: number;
  message: string | null;
}

export class PostingScheduleStore extends SchedulesAndRuns<
  PostingScheduleRecord,
  PostingRunRecord
> {
  private constructor(dataDir: string | null) {
    super(dataDir, {
      fileName: FILE_NAME,
      maxRunsPerUser: MAX_RUNS_PER_USER,
      countsAsRan: (run) => run.status === 'done' || run.status === 'failed',
      cutOff: (run, now) => Object.assign(run, { status: 'interrupted', finished_at: now }),
    });
  }

  static async open(
    dataDir: string | null,
    now: number,
    log: Pick<FastifyBaseLogger, 'warn'>,
  ): Promise<PostingScheduleStore> {
    const store = new PostingScheduleStore(dataDir);
    await store.load(now, log);
    return store;
  }
}
