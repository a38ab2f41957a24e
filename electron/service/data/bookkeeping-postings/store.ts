/**
 * Each journal entry posted, or being posted, into a bookkeeping package: per platform account,
 * package target (the package and its administration), scope (all locations, or `L` and the
 * location id) and entry number, its state, the entry as sent, the package's document id, and
 * the claim of the run posting it. The claim is what keeps a day from being posted twice by two
 * runs: one at a time holds an entry, until its lease ends (a run that stopped without
 * settling). Kept in `bookkeeping-postings.json` in the data folder (the per-account file of
 * files/account-file.ts), in memory without one, or on the PostgreSQL server every instance
 * shares (postgres.ts). The data folder is one process's (service.lock), so there a claim of
 * another holder is one a process left behind: taken over at once.
 */
import { z } from 'zod';
import { localDate } from '../../../../shared/api/common.js';
import { cleanPackageText } from '../../../../shared/api/stored-text.js';
import { journalEntrySchema, type JournalEntry } from '../../../../shared/api/journal.js';
import type { LocalDate } from '../../../../shared/dates.js';
import { PACKAGE_ID } from '../bookkeeping/package-client.js';
import { AccountFile } from '../files/account-file.js';

const FILE_NAME = 'bookkeeping-postings.json';

export const KEPT_STATES = ['pending', 'posted', 'failed', 'blocked', 'mismatch'] as const;

export const postingRecordSchema = z.object({
  scope: z.string(),
  number: z.string(),
  date: localDate,
  /** The day whose figures it posts: its own, or the day a correction corrects. */
  covers: localDate,
  state: z.enum(KEPT_STATES),
  entry: journalEntrySchema,
  document_id: z.string().nullable(),
  link: z.string().nullable(),
  code: z.string().nullable(),
  message: z.string().nullable(),
  claimed_by: z.string().nullable(),
  claimed_until: z.number().nullable(),
  updated_at: z.number(),
});
export type PostingRecord = z.infer<typeof postingRecordSchema>;

export interface PostingKey {
  account: string;
  target: string;
  scope: string;
  number: string;
}

export type PostingChange = Partial<
  Pick<PostingRecord, 'state' | 'entry' | 'document_id' | 'link' | 'code' | 'message'>
>;

export type ClaimResult =
  | { taken: true; previous: PostingRecord | null }
  | { taken: false; record: PostingRecord };

/** An entry posted through another connection of the account (another target). */
export interface PostedElsewhere {
  target: string;
  scope: string;
  number: string;
  date: string;
}

export interface BookkeepingPostings {
  /** The target's records (every scope) dated in, or covering a day of, from..to. */
  list(account: string, target: string, from: string, to: string): Promise<PostingRecord[]>;
  /** The account's entries posted on any other target, dated in from..to. */
  postedElsewhere(
    account: string,
    target: string,
    from: string,
    to: string,
  ): Promise<PostedElsewhere[]>;
  /**
   * Takes the entry's claim for `holder` until `now + leaseMs`, unless it is posted or held by
   * a live claim; a new record keeps `entry` as the one to send. `previous` is the record as it
   * was (its entry: what an earlier run may have sent).
   */
  claim(
    key: PostingKey,
    entry: JournalEntry,
    holder: string,
    now: number,
    leaseMs: number,
  ): Promise<ClaimResult>;
  /** Changes the record while `holder` holds it; `release` ends the claim. */
  update(
    key: PostingKey,
    holder: string,
    change: PostingChange,
    release: boolean,
    now: number,
  ): Promise<void>;
}

/**
 * A change as it may be kept: its document id of the packages' shape (PACKAGE_ID, the clients'
 * and the engine's rule too; a megabyte of id never grows the postings; else a TypeError: the
 * engine let through what it must not), its message within the free-text rule (a package's
 * words, NUL included, never reach PostgreSQL as they came). Both stores keep only this.
 */
export function keptChange(change: PostingChange): PostingChange {
  const id = change.document_id;
  if (typeof id === 'string' && !PACKAGE_ID.test(id)) {
    throw new TypeError(
      `a document id not of the packages' shape (${String(id.length)} characters)`,
    );
  }
  const message = change.message;
  return typeof message === 'string' ? { ...change, message: cleanPackageText(message) } : change;
}

/** An account's records: target → records. */
const accountPostingsSchema = z.record(z.string(), z.array(postingRecordSchema));

export const coversDayOf = (entry: JournalEntry): LocalDate => entry.corrects ?? entry.date;

export const touches = (record: Pick<PostingRecord, 'date' | 'covers'>, from: string, to: string) =>
  (record.date >= from && record.date <= to) || (record.covers >= from && record.covers <= to);

export function newRecord(key: PostingKey, entry: JournalEntry, now: number): PostingRecord {
  return {
    scope: key.scope,
    number: key.number,
    date: entry.date,
    covers: coversDayOf(entry),
    state: 'pending',
    entry,
    document_id: null,
    link: null,
    code: null,
    message: null,
    claimed_by: null,
    claimed_until: null,
    updated_at: now,
  };
}

export class PostingStore implements BookkeepingPostings {
  private constructor(private readonly file: AccountFile<typeof accountPostingsSchema>) {}

  static async open(
    dataDir: string | null,
    onSkipped: (account: string) => void,
  ): Promise<PostingStore> {
    const file = await AccountFile.open({
      dataDir,
      fileName: FILE_NAME,
      entry: accountPostingsSchema,
      onSkipped,
    });
    return new PostingStore(file);
  }

  list(account: string, target: string, from: string, to: string): Promise<PostingRecord[]> {
    const records = this.file.entry(account)?.[target] ?? [];
    return Promise.resolve(records.filter((record) => touches(record, from, to)));
  }

  postedElsewhere(
    account: string,
    target: string,
    from: string,
    to: string,
  ): Promise<PostedElsewhere[]> {
    const targets = Object.entries(this.file.entry(account) ?? {});
    return Promise.resolve(
      targets
        .filter(([other]) => other !== target)
        .flatMap(([other, records]) =>
          records
            .filter((one) => one.state === 'posted' && one.date >= from && one.date <= to)
            .map(({ scope, number, date }) => ({ target: other, scope, number, date })),
        ),
    );
  }

  claim(
    key: PostingKey,
    entry: JournalEntry,
    holder: string,
    now: number,
    leaseMs: number,
  ): Promise<ClaimResult> {
    return this.changeRecord(key, (current): [PostingRecord | null, ClaimResult] => {
      const held =
        current !== null &&
        current.claimed_by !== null &&
        current.claimed_by === holder &&
        (current.claimed_until ?? 0) > now;
      if (current && (current.state === 'posted' || held)) {
        return [null, { taken: false, record: current }];
      }
      const base = current ?? newRecord(key, entry, now);
      const claimed = {
        ...base,
        state: 'pending' as const,
        claimed_by: holder,
        claimed_until: now + leaseMs,
        updated_at: now,
      };
      return [claimed, { taken: true, previous: current }];
    });
  }

  update(
    key: PostingKey,
    holder: string,
    change: PostingChange,
    release: boolean,
    now: number,
  ): Promise<void> {
    return this.changeRecord(key, (current): [PostingRecord | null, undefined] => {
      if (!current || current.claimed_by !== holder) return [null, undefined];
      const released = release ? { claimed_by: null, claimed_until: null } : {};
      return [{ ...current, ...keptChange(change), ...released, updated_at: now }, undefined];
    });
  }

  /** One record's change, written whole before it is held (account-file.ts). */
  private changeRecord<T>(
    key: PostingKey,
    decide: (current: PostingRecord | null) => [PostingRecord | null, T],
  ): Promise<T> {
    return this.file.change(key.account, (account) => {
      const records = account?.[key.target] ?? [];
      const index = records.findIndex(
        (record) => record.scope === key.scope && record.number === key.number,
      );
      const [next, result] = decide(records[index] ?? null);
      if (next === null) return { result };
      const changed = index === -1 ? [...records, next] : records.with(index, next);
      return { next: { ...account, [key.target]: changed }, result };
    });
  }
}
