/**
 * What was exported of the journal, per platform account and scope (all locations, or one):
 * the days of each export and every entry as it was exported (decision 0080, addendum), so a
 * later export answers them unchanged and posts a change as a correction. Kept as the filed
 * VAT periods are: `journal-exports.json` in the data folder (written whole, one change at a
 * time), in memory without one, or on the PostgreSQL server every instance shares
 * (database/journal-exports.ts). An entry once kept is never replaced: the first export of a
 * number is the one booked.
 */
import { z } from 'zod';
import { journalEntrySchema, type JournalEntry } from '../../../../shared/api/journal.js';
import { JsonFile } from '../files/data-file.js';
import { accountKey } from '../ledger-mappings/store.js';
import { coveredDay, type ExportedJournal } from './exported-journal.js';

const FILE_NAME = 'journal-exports.json';

const rangeSchema = z.object({ from: z.string(), to: z.string() });
const scopeSchema = z.object({
  ranges: z.array(rangeSchema),
  entries: z.array(journalEntrySchema),
});
type Scope = z.infer<typeof scopeSchema>;

interface ExportFile {
  /** Account key → scope key (`all`, or `L` and the location id) → what was exported. */
  accounts: Record<string, Record<string, Scope>>;
}

export interface JournalExports {
  /** The scope's exports: every export's days, the entries dated in or covering from..to. */
  exported(
    account: string,
    locationId: number | null,
    from: string,
    to: string,
  ): Promise<ExportedJournal>;
  /** Keeps an export: its days (exportedDays), and its entries not kept yet (by number). */
  record(
    account: string,
    locationId: number | null,
    days: readonly { from: string; to: string }[],
    entries: readonly JournalEntry[],
  ): Promise<void>;
}

export const scopeKey = (locationId: number | null): string =>
  locationId === null ? 'all' : `L${locationId}`;

/** An entry dated in, or correcting a day of, from..to. */
export const touches = (entry: JournalEntry, from: string, to: string): boolean =>
  (entry.date >= from && entry.date <= to) ||
  (coveredDay(entry) >= from && coveredDay(entry) <= to);

export class JournalExportStore implements JournalExports {
  private state: ExportFile['accounts'] = {};
  private readonly file: JsonFile<ExportFile>;
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(dataDir: string | null) {
    this.file = new JsonFile(dataDir, FILE_NAME);
  }

  /** Reads the file once; a scope that no longer fits the contract is reported and left out. */
  static async open(
    dataDir: string | null,
    onSkipped: (account: string) => void = () => undefined,
  ): Promise<JournalExportStore> {
    const store = new JournalExportStore(dataDir);
    const accounts: unknown = (await store.file.load())?.accounts;
    if (typeof accounts !== 'object' || accounts === null) return store;
    for (const [account, scopes] of Object.entries(accounts as Record<string, unknown>)) {
      const kept: Record<string, Scope> = {};
      for (const [key, scope] of Object.entries((scopes ?? {}) as Record<string, unknown>)) {
        const parsed = scopeSchema.safeParse(scope);
        if (parsed.success) kept[key] = parsed.data;
        else onSkipped(account);
      }
      store.state[accountKey(account)] = kept;
    }
    return store;
  }

  exported(
    account: string,
    locationId: number | null,
    from: string,
    to: string,
  ): Promise<ExportedJournal> {
    const scope = this.state[accountKey(account)]?.[scopeKey(locationId)];
    return Promise.resolve({
      ranges: [...(scope?.ranges ?? [])],
      entries: (scope?.entries ?? []).filter((entry) => touches(entry, from, to)),
    });
  }

  record(
    account: string,
    locationId: number | null,
    days: readonly { from: string; to: string }[],
    entries: readonly JournalEntry[],
  ): Promise<void> {
    const run = async () => {
      const key = accountKey(account);
      const scopes = this.state[key] ?? {};
      const scope = scopes[scopeKey(locationId)] ?? { ranges: [], entries: [] };
      const numbers = new Set(scope.entries.map((entry) => entry.number));
      const next: Scope = {
        ranges: [...scope.ranges, ...days],
        entries: [...scope.entries, ...entries.filter((entry) => !numbers.has(entry.number))],
      };
      const state = { ...this.state, [key]: { ...scopes, [scopeKey(locationId)]: next } };
      await this.file.save({ accounts: state });
      // Held only once written: a failed write records nothing.
      this.state = state;
    };
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }
}
