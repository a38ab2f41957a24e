/**
 * Which exception findings were raised already, per account and scope (a webhook
 * subscription: `webhook:<id>`), so `exception.raised` tells each finding once. A finding's
 * id is stable (domain/exceptions/finding.ts), so "new" is "not kept here". Entries older
 * than `KEEP_DAYS` are let go: the poller only looks at the last two days' findings.
 * Kept in `raised-exceptions.json` in the data folder (written whole, atomically), in memory
 * without one; the PostgreSQL variant is postgres.ts.
 */
import { JsonFile } from '../files/data-file.js';

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

export class FileRaisedExceptions implements RaisedExceptions {
  private readonly entries = new Map<string, Entry>();

  private constructor(private readonly file: JsonFile<{ entries: Entry[] }>) {}

  static async open(dataDir: string | null): Promise<FileRaisedExceptions> {
    const store = new FileRaisedExceptions(new JsonFile(dataDir, FILE_NAME));
    let stored: { entries?: unknown } | undefined;
    try {
      stored = await store.file.load();
    } catch (error) {
      // A damaged file must not keep the service from starting: at worst a finding is told again.
      if (!(error instanceof SyntaxError)) throw error;
    }
    for (const entry of Array.isArray(stored?.entries) ? (stored.entries as Entry[]) : []) {
      store.entries.set(keyOf(entry.account, entry.scope, entry.id), entry);
    }
    return store;
  }

  unraised(account: string, scope: string, ids: readonly string[]): Promise<string[]> {
    return Promise.resolve(ids.filter((id) => !this.entries.has(keyOf(account, scope, id))));
  }

  async record(account: string, scope: string, ids: readonly string[], now: number) {
    for (const id of ids) {
      this.entries.set(keyOf(account, scope, id), {
        account: accountKey(account),
        scope,
        id,
        at: now,
      });
    }
    const oldest = now - KEEP_DAYS * DAY_MS;
    for (const [key, entry] of this.entries) if (entry.at < oldest) this.entries.delete(key);
    await this.file.save({ entries: [...this.entries.values()] });
  }
}
