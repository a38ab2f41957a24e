/**
 * The exception thresholds of each platform account and the seen marks of each of its users,
 * kept in the data folder as one JSON file (`exceptions.json`), or in memory when there is no
 * data folder, by the per-account file every such store shares (files/account-file.ts: written
 * whole before it is held, one change at a time). With `--database-url` they are on the
 * PostgreSQL server every instance shares instead (postgres.ts).
 */
import { z } from 'zod';
import {
  EXCEPTION_KINDS,
  exceptionThresholdsInputSchema,
  type ExceptionThresholdsInput,
} from '../../../../shared/api/exceptions.js';
import { MAX_SEEN_MARKS } from '../../../../shared/api/exception-marks.js';
import { AccountFile } from '../files/account-file.js';

const FILE_NAME = 'exceptions.json';

export const storedThresholdsSchema = z.object({
  thresholds: exceptionThresholdsInputSchema,
  updated_at: z.string(),
});
export type StoredThresholds = z.infer<typeof storedThresholdsSchema>;

/**
 * A seen mark: the exception's id with the location and day it is of (null: the whole account's,
 * or a catalog state's day), so a list shows a location-locked user only their location's, and
 * its kind, which tells a catalog finding (shown to everyone) from a figure of all locations.
 */
/**
 * A mark's kind as kept: null for a mark kept before marks kept their kind, or of a kind this
 * release does not know: of no kind known (rather than the user's every mark left out with the
 * entry). In the data folder and on PostgreSQL alike.
 */
export const seenMarkKind = z.enum(EXCEPTION_KINDS).nullable().catch(null);

const seenMarkSchema = z.object({
  id: z.string(),
  location_id: z.number().int().nullable(),
  day: z.string().nullable(),
  kind: seenMarkKind,
});
export type SeenMark = z.infer<typeof seenMarkSchema>;

/** A mark kept before marks kept their location: of a location unknown, so the whole account's. */
const legacyMark = z
  .string()
  .transform((id): SeenMark => ({ id, location_id: null, day: null, kind: null }));

const accountEntrySchema = z.object({
  thresholds: storedThresholdsSchema.nullable().catch(null),
  /** Per user key: the marks of the exceptions they marked seen, earliest first. */
  seen: z.record(z.string(), z.array(z.union([seenMarkSchema, legacyMark]))).catch({}),
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
  /** Everything the user marked seen (at most MAX_SEEN_MARKS). */
  seen(account: string, userKey: string): Promise<SeenMark[]>;
  /**
   * Marks an exception seen (the user's earliest mark let go beyond MAX_SEEN_MARKS); resolves once
   * stored. `now` orders the marks.
   */
  markSeen(account: string, userKey: string, mark: SeenMark, now: number): Promise<void>;
  /** Unmarks an exception; resolves once stored. */
  unmarkSeen(account: string, userKey: string, id: string): Promise<void>;
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

  seen(account: string, userKey: string): Promise<SeenMark[]> {
    return Promise.resolve([...(this.file.entry(account)?.seen[userKey] ?? [])]);
  }

  markSeen(account: string, userKey: string, mark: SeenMark): Promise<void> {
    return this.change(account, (entry) => {
      const others = (entry.seen[userKey] ?? []).filter((each) => each.id !== mark.id);
      const marks = [...others, mark].slice(-MAX_SEEN_MARKS);
      return { ...entry, seen: { ...entry.seen, [userKey]: marks } };
    });
  }

  unmarkSeen(account: string, userKey: string, id: string): Promise<void> {
    return this.change(account, (entry) => {
      const marks = (entry.seen[userKey] ?? []).filter((each) => each.id !== id);
      return { ...entry, seen: { ...entry.seen, [userKey]: marks } };
    });
  }

  private change(account: string, edit: (entry: AccountEntry) => AccountEntry): Promise<void> {
    return this.file.change(account, (entry) => ({
      next: edit(entry ?? NOTHING_SET),
      result: undefined,
    }));
  }
}
