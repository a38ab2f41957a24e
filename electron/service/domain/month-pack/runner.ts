/**
 * One run of the month pack, from start to log entry: stages a crashed run left in the folder are
 * finished or undone first (folder-writing/recovery.ts), the period must hold data, then each file
 * of the table is made (as the run's caller: scheduling/run-reads.ts) in the run's hidden stage, then all are named at once
 * (folder-writing/placing.ts). Whatever stops it (an endpoint's error, the platform, the disk, the
 * folder, the client leaving, the service stopping) removes the stage, so the folder holds all the
 * pack's files or none, and the run is logged with what happened. A user has one run at a time.
 */
import { randomBytes } from 'node:crypto';
import type { ServiceLog } from '../../core/log.js';
import type { Clock } from '../../core/clock.js';
import { ApiError, runError } from '../../core/errors.js';
import { packFiles, type PackOptions } from './files.js';
import { WRITER_JUDGED_BEFORE, type ExportFolders } from '../folder-writing/export-folders.js';
import { writeFailure } from '../folder-writing/folder.js';
import { writeStagedFile } from '../folder-writing/staged-file.js';
import { checkForData } from './period-data.js';
import { faultHookFromEnvironment } from '../fault-hook.js';
import type { ServiceDeps } from '../deps.js';
import type { KeepExport } from '../downloads/journal-file.js';
import { readAs, runWork, type RunReader } from '../scheduling/run-reads.js';
import {
  clearStage,
  placeAll,
  removeLeftovers,
  type MadeFile,
  type OnExisting,
} from '../folder-writing/placing.js';
import { recoverFolder, recoverStage } from '../folder-writing/recovery.js';
import { createStage, stagesUnderway, type Stage } from '../folder-writing/stage.js';
import { ServiceStopping } from '../scheduling/runs.js';
import type { MonthPackStore, RunRecord } from '../../data/month-packs/store.js';
import type { Owner } from '../../data/files/schedules-and-runs.js';
import { fieldOf } from '../../../../shared/guards.js';

interface PackJob {
  owner: Owner;
  trigger: RunRecord['trigger'];
  scheduledFor: number | null;
  options: PackOptions;
  folder: string;
  onExisting: OnExisting;
  /** Who the pack is made as (the user who asked, or the schedule's), and the run's signal. */
  caller: RunReader;
}

const summary = (failure: ApiError): NonNullable<RunRecord['error']> => runError(failure);

const ownerKey = (owner: Owner): string => `${owner.account}\u0000${owner.user}`;

export const alreadyRunning = (): ApiError =>
  new ApiError(
    409,
    'a month pack of yours is being written; wait for it to end',
    {},
    {
      code: 'month_pack_running',
    },
  );

export class PackRunner {
  private readonly running = new Map<string, RunRecord>();
  private readonly underway = new Set<Promise<unknown>>();

  constructor(
    private readonly store: MonthPackStore,
    private readonly clock: Clock,
    private readonly log: ServiceLog,
    /** Where files may go, and their permissions (0600, or 0640 where the operator asks). */
    private readonly files: { exportFolders: ExportFolders; exportFileMode: number },
    /** What the files are made with: the service's. */
    private readonly deps: ServiceDeps,
  ) {}

  isRunning(owner: Owner): boolean {
    return this.running.has(ownerKey(owner));
  }

  /** The run as it is now: a running one with the files made so far. */
  current(owner: Owner): RunRecord | undefined {
    return this.running.get(ownerKey(owner));
  }

  /** Resolves once no run is under way (the service waits for this when it stops). */
  async idle(): Promise<void> {
    await Promise.all([...this.underway]);
  }

  /**
   * Runs the job and logs it; resolves with the finished run and, unless it was written,
   * the error that stopped it (as the answer states it).
   */
  run(job: PackJob): Promise<{ run: RunRecord; error: ApiError | null }> {
    if (this.isRunning(job.owner)) throw alreadyRunning();
    const run = this.newRun(job);
    this.running.set(ownerKey(job.owner), run);
    const underway = this.write(job, run).finally(() => {
      this.running.delete(ownerKey(job.owner));
      this.underway.delete(underway);
    });
    this.underway.add(underway);
    return underway;
  }

  /** Logs a run that could not start: a scheduled run whose user could not be logged in. */
  async recordFailure(job: Omit<PackJob, 'caller'>, error: unknown): Promise<void> {
    const run = this.newRun(job);
    const failure = this.answerOf(error, job.folder);
    Object.assign(run, { status: 'failed', finished_at: run.started_at, error: summary(failure) });
    await this.logRun(run);
  }

  private newRun(job: Omit<PackJob, 'caller'>): RunRecord {
    return {
      id: `run_${randomBytes(8).toString('hex')}`,
      ...job.owner,
      trigger: job.trigger,
      scheduled_for: job.scheduledFor,
      started_at: this.clock.now(),
      finished_at: null,
      from: job.options.from,
      to: job.options.to,
      location_id: job.options.locationId,
      folder: job.folder,
      status: 'running',
      files: [],
      file_count: packFiles(job.options, this.deps.reads.hasModel).length,
      error: null,
    };
  }

  private async write(
    job: PackJob,
    run: RunRecord,
  ): Promise<{ run: RunRecord; error: ApiError | null }> {
    const files = packFiles(job.options, this.deps.reads.hasModel);
    const made: MadeFile[] = [];
    let failure: ApiError | null = null;
    let stage: Stage | null = null;
    let written = false;
    const afterStep = faultHookFromEnvironment();
    // Logged first: a data folder that cannot log it (a full disk) refuses it (507 disk_full).
    await this.store.putRun(run);
    stagesUnderway.add(run.id);
    // The journal's exports of the files, kept only once every file is made: a pack that
    // failed or was cancelled marks no day exported that no file in the folder holds.
    const exports: (() => Promise<void>)[] = [];
    const keep: KeepExport = (record) => {
      exports.push(record);
      return Promise.resolve();
    };
    const { auth, signal } = job.caller;
    const making = () => ({ deps: this.deps, auth, work: runWork(this.deps, signal), keep });
    try {
      // Again at the run: a schedule's folder may no longer be allowed, or may have gone.
      // Its real path from here on: a link swapped in later is seen (folder-writing/stage.ts).
      const folder = await this.files.exportFolders.check(job.folder, WRITER_JUDGED_BEFORE);
      await this.recoverLeftStages(folder);
      await removeLeftovers(
        folder,
        files.map((file) => file.name),
      );
      await readAs(signal, 'the period', () => checkForData(making(), job.options));
      stage = await createStage(folder, run.id);
      const mode = this.files.exportFileMode;
      for (const file of files) {
        const answer = await readAs(signal, file.name, () => file.make(making()));
        made.push(await writeStagedFile(answer, { name: file.name, stage, mode }, signal));
        run.files = made.map(({ name, bytes }) => ({ name, bytes }));
      }
      // A cancel that came while the last file was made stops the run here, before anything
      // is placed or kept: once placed, the pack is written, whoever has stopped waiting.
      signal.throwIfAborted();
      // Every file made: the journal's export is kept before the files are placed, as the
      // journal endpoint keeps it before it sends its file, so no export goes out unkept.
      for (const record of exports) await record();
      run.files = await placeAll(stage, made, job.onExisting, afterStep);
      written = true;
    } catch (error) {
      run.files = [];
      // placeAll rolled its names back; this removes the stage, or, if even that was cut
      // short, leaves it for the next run or start to finish (folder-writing/recovery.ts).
      if (stage !== null) await recoverStage(stage).catch(() => undefined);
      if (signal.aborted) {
        // Nobody waits for the answer: the client left, or the service is stopping.
        run.status = signal.reason instanceof ServiceStopping ? 'interrupted' : 'cancelled';
        failure = new ApiError(503, 'the month pack was stopped before it was written');
      } else {
        failure = this.answerOf(error, job.folder);
        run.status = 'failed';
        run.error = summary(failure);
      }
    }
    run.finished_at = this.clock.now();
    // Logged as written before its stage is cleared: a process that dies in between, or a log
    // that could not be written, leaves the stage, from which the next start logs it as
    // written. Shown as running (the runner's own record) until the stage is gone.
    const logged = await this.logRun(written ? { ...run, status: 'written' } : run);
    if (written && stage) {
      if (logged) await clearStage(stage, afterStep).catch(() => null);
      run.status = 'written';
    }
    stagesUnderway.delete(run.id);
    return { run, error: failure };
  }

  /**
   * Finishes or undoes the naming of the runs a crash cut off (their stages, recovery.ts),
   * so their folders hold the old set or the new, and the log says which.
   */
  async settleCutOffRuns(): Promise<void> {
    const folders = new Set(this.store.cutOffAtOpen.map((run) => run.folder));
    for (const folder of folders) {
      await this.recoverLeftStages(folder).catch((error: unknown) => {
        this.log.error({ err: error, folder }, 'a cut-off month pack could not be settled');
      });
    }
  }

  /**
   * Finishes or undoes what runs cut off by a crash left in the folder, and logs each as
   * what the folder now holds (a stage of another data folder's run is not in this log).
   */
  async recoverLeftStages(folder: string): Promise<void> {
    const recovered = await recoverFolder(folder, stagesUnderway);
    for (const outcome of recovered) await this.store.settleCutOff(outcome);
  }

  /** Whether the run is logged as it is now. */
  private async logRun(run: RunRecord): Promise<boolean> {
    return this.store.putRun(run).then(
      () => true,
      (error: unknown) => {
        this.log.error({ err: error }, 'the month pack run could not be logged');
        return false;
      },
    );
  }

  private answerOf(error: unknown, folder: string): ApiError {
    if (error instanceof ApiError) return error;
    if (typeof fieldOf(error, 'syscall') === 'string') {
      return writeFailure(folder, error);
    }
    this.log.error({ err: error }, 'the month pack failed');
    return new ApiError(
      500,
      'the month pack failed for a reason of the service; nothing was written',
    );
  }
}
