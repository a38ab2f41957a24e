/**
 * The exception thresholds of each platform account and the seen marks of each of its users,
 * kept in the data folder as one JSON file (`exceptions.json`), or in memory when there is no
 * data folder, by the per-account file every such store shares (files/account-file.ts: written
 * whole before it is held, one change at a time). With `--database-url` they are on the
 * PostgreSQL server every instance shares instead (postgres.ts).
 */
import { z } from 'zod';
import {
  exceptionThresholdsInputSchema,
  type ExceptionThresholdsInput,
} from '../../../../shared/api/exceptions.js';
import { AccountFile } from '../files/account-file.js';

const FILE_NAME = 'exceptions.json';

export const storedThresholdsSchema = z.object({
  thresholds: exceptionThresholdsInputSchema,
  updated_at: z.string(),
});
export type StoredThresholds = z.infer<typeof storedThresholdsSchema>;

const accountEntrySchema = z.object({
  thresholds: storedThresholdsSchema.nullable().catch(null),
  /** Per user key: the ids of the exceptions they marked seen. */
  seen: z.record(z.string(), z.array(z.string())).catch({}),
});
type AccountEntry = z.infer<typeof accountEntrySchema>;
const NOTHING_SET: AccountEntry = { thresholds: null, seen: {} };

/** Where the thresholds and seen marks are kept: the data folder (or memory), or the database. */
export interface ExceptionSettings {
  /** The account's thresholds as last stored; null when it never set any. */
  thresholds(account: string): Promise<StoredThresholds | null>;
  replaceThresholds(
    account: string,
    thresholds: ExceptionThresholdsInput,
    updatedAt: string,
  ): Promise<StoredThresholds>;
  /** The ids of everything the user marked seen. */
  seen(account: string, userKey: string): Promise<string[]>;
  /** Marks one id seen or not; resolves once stored. */
  markSeen(account: string, userKey: string, id: string, seen: boolean): Promise<void>;
}

export class ExceptionSettingsStore implements ExceptionSettings {
  private constructor(private readonly file: AccountFile<typeof accountEntrySchema>) {}

  /** Reads the file once; an account's entry that no longer fits is left out and reported. */
  static async open(
    dataDir: string | null,
    onSkipped: (account: string) => void = () => undefined,
  ): Promise<ExceptionSettingsStore> {
    const file = await AccountFile.open({
      dataDir,
      fileName: FILE_NAME,
      entry: accountEntrySchema,
      onSkipped,
    });
    return new ExceptionSettingsStore(file);
  }

  thresholds(account: string): Promise<StoredThresholds | null> {
    return Promise.resolve(this.file.entry(account)?.thresholds ?? null);
  }

  replaceThresholds(
    account: string,
    thresholds: ExceptionThresholdsInput,
    updatedAt: string,
  ): Promise<StoredThresholds> {
    const stored = { thresholds, updated_at: updatedAt };
    return this.change(account, (entry) => ({ ...entry, thresholds: stored })).then(() => stored);
  }

  seen(account: string, userKey: string): Promise<string[]> {
    return Promise.resolve([...(this.file.entry(account)?.seen[userKey] ?? [])]);
  }

  markSeen(account: string, userKey: string, id: string, seen: boolean): Promise<void> {
    return this.change(account, (entry) => {
      const others = (entry.seen[userKey] ?? []).filter((each) => each !== id);
      return { ...entry, seen: { ...entry.seen, [userKey]: seen ? [...others, id] : others } };
    });
  }

  private change(account: string, edit: (entry: AccountEntry) => AccountEntry): Promise<void> {
    return this.file.change(account, (entry) => ({
      next: edit(entry ?? NOTHING_SET),
      result: undefined,
    }));
  }
}
