/**
 * What was exported of the journal, per platform account and scope (all locations, or one):
 * the days of each export and every entry as it was exported (decision 0080, addendum), so a
 * later export answers them unchanged and posts a change as a correction. Kept as the filed
 * VAT periods are: `journal-exports.json` in the data folder (the per-account file of
 * files/account-file.ts: written whole, one change at a time), in memory without one, or on
 * the PostgreSQL server every instance shares (postgres.ts). An entry once kept is never
 * replaced: the first export of a number is the one booked.
 */
import { z } from 'zod';
import { localDate } from '../../../../shared/api/common.js';
import { journalEntrySchema, type JournalEntry } from '../../../../shared/api/journal.js';
import { AccountFile } from '../files/account-file.js';
import { coveredDay, type ExportedJournal, type ExportedRange } from './exported-journal.js';

const FILE_NAME = 'journal-exports.json';

const rangeSchema = z.object({ from: localDate, to: localDate });
const scopeSchema = z.object({
  ranges: z.array(rangeSchema),
  entries: z.array(journalEntrySchema),
});
type Scope = z.infer<typeof scopeSchema>;
/** An account's exports: scope key (`all`, or `L` and the location id) → what was exported. */
const accountExportsSchema = z.record(z.string(), scopeSchema);

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
    days: readonly ExportedRange[],
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
  private constructor(private readonly file: AccountFile<typeof accountExportsSchema>) {}

  /** Reads the file once; a scope that no longer fits the contract is reported and left out. */
  static async open(
    dataDir: string | null,
    onSkipped: (account: string) => void = () => undefined,
  ): Promise<JournalExportStore> {
    const file = await AccountFile.open({
      dataDir,
      fileName: FILE_NAME,
      entry: accountExportsSchema,
      onSkipped,
    });
    return new JournalExportStore(file);
  }

  exported(
    account: string,
    locationId: number | null,
    from: string,
    to: string,
  ): Promise<ExportedJournal> {
    const scope = this.file.entry(account)?.[scopeKey(locationId)];
    return Promise.resolve({
      ranges: [...(scope?.ranges ?? [])],
      entries: (scope?.entries ?? []).filter((entry) => touches(entry, from, to)),
    });
  }

  record(
    account: string,
    locationId: number | null,
    days: readonly ExportedRange[],
    entries: readonly JournalEntry[],
  ): Promise<void> {
    // Held only once written: a failed write records nothing.
    return this.file.change(account, (current) => {
      const scopes = current ?? {};
      const scope = scopes[scopeKey(locationId)] ?? { ranges: [], entries: [] };
      const numbers = new Set(scope.entries.map((entry) => entry.number));
      const next: Scope = {
        ranges: [...scope.ranges, ...days],
        entries: [...scope.entries, ...entries.filter((entry) => !numbers.has(entry.number))],
      };
      return { next: { ...scopes, [scopeKey(locationId)]: next }, result: undefined };
    });
  }
}
