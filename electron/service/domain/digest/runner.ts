/**
 * One digest run: reads the day's exceptions, figures and postings as the caller (day-reads.ts: the
 * functions the endpoints call, so the caller's rights apply and the figures are the endpoints'
 * own), composes the digest, writes its two files all or none through the stage and
 * placing the month pack uses too (folder-writing/; the same folder rules, 0600, a crash leaves
 * nothing half-named), and then mails it when the operator configured SMTP. The mail is the last
 * step and does not undo the files: a refused mail is logged with the run (`mail.status`
 * `failed`), the files stay. Every run is logged, as the month pack's are.
 */
import { randomBytes } from 'node:crypto';
import { chmod, writeFile } from 'node:fs/promises';
import type { ServiceLog } from '../../core/log.js';
import type { ExportLanguage } from '../../../../shared/api/export-columns.js';
import type { LocalDate } from '../../../../shared/dates.js';
import type { Clock } from '../../core/clock.js';
import { ApiError, runError } from '../../core/errors.js';
import type { DigestRunRecord, DigestStore } from '../../data/digests/store.js';
import type { Owner } from '../../data/files/schedules-and-runs.js';
import { WRITER_JUDGED_BEFORE, type ExportFolders } from '../folder-writing/export-folders.js';
import { writeFailure } from '../folder-writing/folder.js';
import { readAs, type RunReader } from '../scheduling/run-reads.js';
import type { DayReads } from './day-reads.js';
import { bookkeepingTrouble } from './bookkeeping-line.js';
import { clearStage, placeAll, type MadeFile, type OnExisting } from '../folder-writing/placing.js';
import { recoverStage } from '../folder-writing/recovery.js';
import {
  assertUnmoved,
  createStage,
  newPath,
  stagesUnderway,
  type Stage,
} from '../folder-writing/stage.js';
import { composeDigest, type ComposedDigest } from './compose.js';
import { mailFailure, notOneAddress, sendMail, singleAddress } from './mailer.js';
import type { SmtpSettings } from '../deps.js';
import { fieldOf } from '../../../../shared/guards.js';

interface DigestJob {
  owner: Owner;
  trigger: 'manual' | 'scheduled';
  scheduledFor: number | null;
  day: LocalDate;
  lang: ExportLanguage;
  folder: string;
  onExisting: OnExisting;
  /** Who the digest is read as (the user who asked, or the schedule's), and the run's signal. */
  caller: RunReader;
  /** The owner's own e-mail address at the platform; null: none known. */
  mailTo: string | null;
}

/** The two files of a day's digest. */
export const digestFileNames = (day: string): [string, string] => [
  `digest-${day}.txt`,
  `digest-${day}.html`,
];

interface DigestFiles {
  exportFolders: ExportFolders;
  exportFileMode: number;
}

const ownerKey = (owner: Owner): string => `${owner.account}\u0000${owner.user}`;

export const digestRunning = (): ApiError =>
  new ApiError(
    409,
    'a digest of yours is being written: wait for it to end (GET /api/digest/runs)',
    {},
    { code: 'digest_running' },
  );

export class DigestRunner {
  /** The users with a run under way (one at a time each), and those runs. */
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(
    private readonly store: DigestStore,
    private readonly clock: Clock,
    private readonly log: ServiceLog,
    private readonly files: DigestFiles,
    private readonly smtp: SmtpSettings | null,
    private readonly reads: DayReads,
  ) {}

  isRunning(owner: Owner): boolean {
    return this.running.has(ownerKey(owner));
  }

  /** Resolves once no run is under way (the service waits for this when it stops). */
  async idle(): Promise<void> {
    await Promise.all([...this.running.values()]);
  }

  /** Runs and logs the job; resolves with the run and, unless written, what stopped it. */
  run(job: DigestJob): Promise<{ run: DigestRunRecord; error: ApiError | null }> {
    const key = ownerKey(job.owner);
    if (this.running.has(key)) throw digestRunning();
    const underway = this.write(job).finally(() => this.running.delete(key));
    this.running.set(key, underway);
    return underway;
  }

  private async write(job: DigestJob): Promise<{ run: DigestRunRecord; error: ApiError | null }> {
    const run = this.newRun(job);
    let failure: ApiError | null = null;
    // Logged before anything is made: a data folder that cannot log it (a full disk) refuses
    // the run as it is (507 `disk_full`), with nothing written and nothing logged.
    await this.store.putRun(run);
    try {
      // Its real path from here on: a link swapped in later is seen (folder-writing/stage.ts).
      const folder = await this.files.exportFolders.check(job.folder, WRITER_JUDGED_BEFORE);
      const digest = await this.compose(job);
      const files = await this.place({ ...job, folder }, run.id, digest);
      // Still `running` to a reader of the log until the mail is sent too.
      const mail = await this.mail(job, digest);
      Object.assign(run, { status: 'written', files, finding_count: digest.exceptionCount, mail });
    } catch (error) {
      failure = this.answerOf(error, job);
      Object.assign(run, { status: 'failed', files: [], error: summary(failure) });
    }
    run.finished_at = this.clock.now();
    await this.store.putRun(run).catch((error: unknown) => {
      this.log.error({ err: error }, 'the digest run could not be logged');
    });
    return { run, error: failure };
  }

  /** Logs a scheduled run that could not start (its user could not be logged in). */
  async recordFailure(job: Omit<DigestJob, 'caller' | 'mailTo'>, error: unknown): Promise<void> {
    const run = this.newRun({ ...job, mailTo: null });
    const failure = this.answerOf(error, job);
    Object.assign(run, { status: 'failed', finished_at: run.started_at, error: summary(failure) });
    await this.store.putRun(run);
  }

  private newRun(job: Omit<DigestJob, 'caller'>): DigestRunRecord {
    return {
      id: `run_${randomBytes(8).toString('hex')}`,
      ...job.owner,
      trigger: job.trigger,
      scheduled_for: job.scheduledFor,
      day: job.day,
      lang: job.lang,
      started_at: this.clock.now(),
      finished_at: null,
      status: 'running',
      folder: job.folder,
      files: [],
      finding_count: null,
      mail: null,
      error: null,
    };
  }

  private async compose(job: DigestJob): Promise<ComposedDigest> {
    const { caller, day } = job;
    const read = <T>(what: string, of: (reader: RunReader, day: LocalDate) => Promise<T>) =>
      readAs(caller.signal, what, () => of(caller, day));
    const [exceptions, dashboard, bookkeeping] = await Promise.all([
      read('the exceptions', this.reads.exceptions),
      read('the day’s figures', this.reads.dashboard),
      bookkeepingTrouble(() => read('the postings', this.reads.postings)),
    ]);
    return composeDigest({ day, lang: job.lang, exceptions, dashboard, bookkeeping });
  }

  /** Both files made whole in a stage, then named together (folder-writing/placing.ts). */
  private async place(job: DigestJob, runId: string, digest: ComposedDigest) {
    const [textName, htmlName] = digestFileNames(job.day);
    let stage: Stage | null = null;
    stagesUnderway.add(runId);
    try {
      stage = await createStage(job.folder, runId);
      const made: MadeFile[] = [];
      for (const [name, content] of [
        [textName, digest.text],
        [htmlName, digest.html],
      ] as const) {
        made.push(await this.makeFile(stage, name, content));
        await assertUnmoved(stage.folder);
      }
      const named = await placeAll(stage, made, job.onExisting, () => undefined);
      await clearStage(stage, () => undefined);
      return named;
    } catch (error) {
      // placeAll rolled its names back; this removes the stage, or leaves it for recovery.
      if (stage !== null) await recoverStage(stage).catch(() => undefined);
      throw error;
    } finally {
      stagesUnderway.delete(runId);
    }
  }

  private async makeFile(stage: Stage, name: string, content: string): Promise<MadeFile> {
    const path = newPath(stage, name);
    const mode = this.files.exportFileMode;
    await writeFile(path, content, { flag: 'wx', mode });
    // The mode asked for, whatever the process's umask took away or left.
    await chmod(path, mode);
    return { name, bytes: Buffer.byteLength(content, 'utf8') };
  }

  private async mail(job: DigestJob, digest: ComposedDigest): Promise<DigestRunRecord['mail']> {
    if (this.smtp === null) return { status: 'not_configured', to: null, error: null };
    if (job.mailTo === null) {
      return { status: 'failed', to: null, error: 'the platform knows no e-mail address for you' };
    }
    const to = singleAddress(job.mailTo);
    if (to === null) return { status: 'failed', to: null, error: notOneAddress(job.mailTo) };
    try {
      await sendMail(this.smtp, { to, ...digest });
      return { status: 'sent', to, error: null };
    } catch (error) {
      const reason = mailFailure(error);
      this.log.warn({ reason }, 'the digest could not be mailed');
      return { status: 'failed', to, error: reason };
    }
  }

  private answerOf(error: unknown, job: { folder: string; caller?: RunReader }): ApiError {
    // The client went away, or the service is stopping: nobody waits, nothing was named.
    if (job.caller?.signal.aborted) {
      return new ApiError(
        503,
        'the digest was stopped before it was written',
        {},
        { code: 'stopped' },
      );
    }
    if (error instanceof ApiError) return error;
    if (typeof fieldOf(error, 'syscall') === 'string') {
      return writeFailure(job.folder, error);
    }
    this.log.error({ err: error }, 'the digest failed');
    return new ApiError(500, 'the digest failed for a reason of the service; nothing was written');
  }
}

const summary = (failure: ApiError): NonNullable<DigestRunRecord['error']> => runError(failure);
