/**
 * The posting runs under way, each with the journal's entries it set out to post, kept in the
 * data folder (`bookkeeping-runs.json`; in memory without one) from the moment a run starts
 * posting until it ends. A run the service stopped (SIGTERM, the app closed) or a crash cut off
 * is still here at the next start, which carries it on by itself: the entries are what the run
 * read from the journal as its user, who is not there to ask again (posting-runs.ts, `resume`).
 * One per account and scope, as one run of them at a time.
 */
import { z } from 'zod';
import { journalSchema } from '../../../../shared/api/journal.js';
import { KeptFile } from '../files/kept-file.js';

const FILE_NAME = 'bookkeeping-runs.json';

export const unfinishedRunSchema = z.object({
  account: z.string(),
  location_id: z.number().int().nullable(),
  scope: z.string(),
  from: z.string(),
  to: z.string(),
  /** The entries to post, as the journal answered them when the run started. */
  entries: journalSchema.shape.entries,
  /** The journal's VAT codes those entries use: the package's codes are found by them. */
  vat_codes: journalSchema.shape.vat_codes,
});
export type UnfinishedRun = z.infer<typeof unfinishedRunSchema>;

const stateSchema = z.object({ runs: z.array(unfinishedRunSchema) });
type State = z.infer<typeof stateSchema>;

const sameRun = (run: UnfinishedRun, account: string, scope: string) =>
  run.account === account && run.scope === scope;

export class UnfinishedRuns {
  private constructor(private readonly file: KeptFile<State>) {}

  /** A file that is not of this shape is read as no runs: the next run posts those days. */
  static async open(dataDir: string | null): Promise<UnfinishedRuns> {
    const file = await KeptFile.open<State>({
      dataDir,
      fileName: FILE_NAME,
      read: (stored) => stateSchema.safeParse(stored).data ?? { runs: [] },
      write: (state) => state,
      onDamaged: () => undefined,
    });
    return new UnfinishedRuns(file);
  }

  list(): readonly UnfinishedRun[] {
    return this.file.value.runs;
  }

  /** Keeps `run`, in place of the scope's earlier one. */
  put(run: UnfinishedRun): Promise<void> {
    return this.file.change((state) => ({
      next: {
        runs: [...state.runs.filter((one) => !sameRun(one, run.account, run.scope)), run],
      },
      result: undefined,
    }));
  }

  /** The scope's run ended: nothing to carry on. */
  remove(account: string, scope: string): Promise<void> {
    return this.file.change((state) =>
      state.runs.some((one) => sameRun(one, account, scope))
        ? {
            next: { runs: state.runs.filter((one) => !sameRun(one, account, scope)) },
            result: undefined,
          }
        : { result: undefined },
    );
  }
}
