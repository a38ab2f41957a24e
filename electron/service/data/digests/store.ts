/**
 * The morning digest's runs log, kept in the data folder (`digest.json`, written whole and
 * atomically by JsonFile), in memory without one. Each run belongs to one user of one
 * account, as the month pack's runs do; the log keeps each user's newest runs. Kept per
 * data folder like the month pack's (docs/deployment.md): the digest writes into folders of
 * the machine that runs it, so the instance that holds the folder is the one that runs it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DigestRun } from '../../../../shared/api/digest.js';
import type { ExportLanguage } from '../../../../shared/api/export-columns.js';
import { JsonFile } from '../files/data-file.js';
import type { Owner } from '../month-packs/store.js';

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

interface Stored {
  runs: DigestRunRecord[];
}

const isOwnedBy = (record: Owner, owner: Owner): boolean =>
  record.account === owner.account && record.user === owner.user;

export class DigestStore {
  private runs: DigestRunRecord[] = [];
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
    return this.file.save({ runs: this.runs });
  }
}
