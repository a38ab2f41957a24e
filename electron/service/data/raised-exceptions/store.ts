/**
 * Which exceptions were raised already, per account and scope (a webhook subscription:
 * `webhook:<id>`), so `exception.raised` tells each exception once. An exception's id is stable
 * (domain/exceptions/exception.ts), so "new" is "not kept here". Entries older than `KEEP_DAYS`
 * are let go: the poller only looks at the last two days' exceptions.
 * Kept in `raised-exceptions.json` in the data folder (written whole, atomically, before it is
 * held), in memory without one; the PostgreSQL variant is postgres.ts.
 */
import { KeptFile } from '../files/kept-file.js';
import { fieldOf } from '../../../../shared/guards.js';

const FILE_NAME = 'raised-exceptions.json';
export const KEEP_DAYS = 62;
const DAY_MS = 86_400_000;

export interface RaisedExceptions {
  /** Those of `ids` not raised before for this account and scope. */
  unraised(account: string, scope: string, ids: readonly string[]): Promise<string[]>;
  /** Keeps `ids` as raised at `now` (and lets go of entries older than KEEP_DAYS). */
  record(account: string, scope: string, ids: readonly string[], now: number): Promise<void>;
}

interface Entry {
  account: string;
  scope: string;
  id: string;
  at: number;
}

export const accountKey = (account: string): string => account.toLowerCase();
const keyOf = (account: string, scope: string, id: string): string =>
  `${accountKey(account)}\u0000${scope}\u0000${id}`;

type EntriesByKey = ReadonlyMap<string, Entry>;

function entriesOf(stored: unknown): EntriesByKey {
  const listed = fieldOf(stored, 'entries');
  const entries = new Map<string, Entry>();
  for (const entry of Array.isArray(listed) ? (listed as Entry[]) : []) {
    entries.set(keyOf(entry.account, entry.scope, entry.id), entry);
  }
  return entries;
}

export class FileRaisedExceptions implements RaisedExceptions {
  private constructor(private readonly file: KeptFile<EntriesByKey>) {}

  static async open(dataDir: string | null): Promise<FileRaisedExceptions> {
    const file = await KeptFile.open<EntriesByKey>({
      dataDir,
      fileName: FILE_NAME,
      read: entriesOf,
      write: (entries) => ({ entries: [...entries.values()] }),
      // A damaged file must not stop the service starting: at worst an exception is told again.
      onDamaged: () => undefined,
    });
    return new FileRaisedExceptions(file);
  }

  unraised(account: string, scope: string, ids: readonly string[]): Promise<string[]> {
    const entries = this.file.value;
    return Promise.resolve(ids.filter((id) => !entries.has(keyOf(account, scope, id))));
  }

  record(account: string, scope: string, ids: readonly string[], now: number): Promise<void> {
    return this.file.change((entries) => {
      const next = new Map(entries);
      for (const id of ids) {
        next.set(keyOf(account, scope, id), { account: accountKey(account), scope, id, at: now });
      }
      const oldest = now - KEEP_DAYS * DAY_MS;
      for (const [key, entry] of next) if (entry.at < oldest) next.delete(key);
      return { next, result: undefined };
    });
  }
}
