/**
 * The exception thresholds of each platform account and the seen marks of each of its users,
 * kept in the data folder as one JSON file (`exceptions.json`), or in memory when there is no
 * data folder. Every change is written whole to a temporary file renamed over the old one
 * (data-file.ts) before it is held or answered, one change at a time, so a crash or a full
 * disk leaves the file as it was and two changes at once keep both. With `--database-url`
 * they are on the PostgreSQL server every instance shares instead (postgres.ts).
 */
import { z } from 'zod';
import {
  exceptionThresholdsInputSchema,
  type ExceptionThresholdsInput,
} from '../../../../shared/api/exceptions.js';
import { JsonFile } from '../files/data-file.js';

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

interface ExceptionsFile {
  accounts: Record<string, AccountEntry>;
}

/** Account names are case-insensitive on the platform. */
export const accountKey = (account: string): string => account.trim().toLowerCase();

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
  private byAccount = new Map<string, AccountEntry>();
  private readonly file: JsonFile<ExceptionsFile>;
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(dataDir: string | null) {
    this.file = new JsonFile(dataDir, FILE_NAME);
  }

  /** Reads the file once; an account's entry that no longer fits is left out and reported. */
  static async open(
    dataDir: string | null,
    onSkipped: (account: string) => void = () => undefined,
  ): Promise<ExceptionSettingsStore> {
    const store = new ExceptionSettingsStore(dataDir);
    const accounts: unknown = (await store.file.load())?.accounts;
    if (typeof accounts !== 'object' || accounts === null) return store;
    for (const [account, entry] of Object.entries(accounts)) {
      const parsed = accountEntrySchema.safeParse(entry);
      if (parsed.success) store.byAccount.set(accountKey(account), parsed.data);
      else onSkipped(account);
    }
    return store;
  }

  thresholds(account: string): Promise<StoredThresholds | null> {
    return Promise.resolve(this.byAccount.get(accountKey(account))?.thresholds ?? null);
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
    return Promise.resolve([...(this.byAccount.get(accountKey(account))?.seen[userKey] ?? [])]);
  }

  markSeen(account: string, userKey: string, id: string, seen: boolean): Promise<void> {
    return this.change(account, (entry) => {
      const others = (entry.seen[userKey] ?? []).filter((each) => each !== id);
      return { ...entry, seen: { ...entry.seen, [userKey]: seen ? [...others, id] : others } };
    });
  }

  /** One change at a time, written before it is held: a failed write changes nothing. */
  private change(account: string, edit: (entry: AccountEntry) => AccountEntry): Promise<void> {
    const run = async () => {
      const key = accountKey(account);
      const next = new Map(this.byAccount);
      next.set(key, edit(next.get(key) ?? { thresholds: null, seen: {} }));
      await this.file.save({ accounts: Object.fromEntries(next) });
      this.byAccount = next;
    };
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }
}
