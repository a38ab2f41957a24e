/**
 * Reference data in the read model (shops, locations, tax rates, turnover groups, payment
 * methods, and every product's cost price: data/cost-prices.ts): each list whole,
 * under its name, read again in the background once it is older than the full-refresh
 * interval. They have no update time, and they change rarely. A session
 * the platform has not vouched for lately reads the list itself, which checks the session (or
 * waits for another list's read that checks it now); when the platform cannot be reached, the
 * held list answers.
 */
import { UpstreamAuthError, UpstreamTransportError } from '../../../upstream/errors.js';
import type { AuthContext } from '../../core/caller.js';
import type { ReadWork } from './data-age.js';
import type { SyncTools } from './freshener.js';
import type { PartitionKey } from './partition.js';
import type { StoreQueries } from './store.js';
import { writeSync } from './sync-state.js';

interface StoredList<T> {
  rows: T[];
  loadedAt: number;
}

export async function readList<T>(
  db: StoreQueries,
  partition: PartitionKey,
  name: string,
): Promise<StoredList<T> | null> {
  const [row] = await db.query<{ rows: string; loaded_at: number }>(
    'select rows, loaded_at from rm_reference where partition = $1 and name = $2',
    [partition, name],
  );
  return row ? { rows: JSON.parse(row.rows) as T[], loadedAt: row.loaded_at } : null;
}

async function writeList(
  db: StoreQueries,
  partition: PartitionKey,
  name: string,
  list: StoredList<unknown>,
): Promise<void> {
  await db.query(
    `insert into rm_reference (partition, name, rows, loaded_at) values ($1, $2, $3, $4)
     on conflict (partition, name) do update set rows = excluded.rows, loaded_at = excluded.loaded_at
       where rm_reference.loaded_at <= excluded.loaded_at`,
    [partition, name, JSON.stringify(list.rows), list.loadedAt],
  );
  await writeSync(db, partition, 'reference', { changed: true });
}

export interface ListRead<T> {
  store: StoreQueries;
  partition: PartitionKey;
  auth: AuthContext;
  name: string;
  /** Reads the list from the platform. */
  load: () => Promise<T[]>;
  work: ReadWork | undefined;
  tools: SyncTools;
  /**
   * A list as long as the catalog (cost prices): its read checks the caller's session, but
   * other reads due a check do not wait the seconds it takes.
   */
  long?: boolean | undefined;
}

/**
 * The list: the one held, or read now with the caller's session when that session must be
 * checked (or the client asked for fresh data: Cache-Control: no-cache). The answer's age is
 * noted on `work`.
 */
export async function referenceList<T>(read: ListRead<T>): Promise<T[]> {
  const { store, partition, name, tools, auth, work } = read;
  const { background, freshener } = tools;
  const now = tools.clock.now();
  const key = `${partition}:reference:${name}`;
  // A list just read is stored in the background, after the caller has its rows (the first
  // writes to a cold database take 100 ms): it is looked up once it is.
  await background.queued(`${key}:write`);
  const stored = await readList<T>(store, partition, name);
  const reload = async () => {
    const rows = await read.load();
    background.queue(`${key}:write`, () =>
      writeList(store, partition, name, { rows, loadedAt: now }),
    );
    return rows;
  };
  /** Reads the list with the caller's session, which checks it. */
  const readChecking = async () => {
    try {
      const rows = await freshener.checkBy(auth, reload, { awaitable: read.long !== true });
      work?.age?.note(now, false);
      return rows;
    } catch (error) {
      if (!stored || !(error instanceof UpstreamTransportError)) throw error;
      work?.age?.note(stored.loadedAt, true);
      return stored.rows;
    }
  };
  if (!stored || work?.age?.catchUpFirst === true) return readChecking();
  const checkDue = freshener.needsCheck(auth);
  const checkUnderWay = checkDue ? freshener.checkUnderWay(auth) : undefined;
  if (checkDue && !checkUnderWay) return readChecking();
  if (checkUnderWay) {
    // Another list read with the caller's session checks it now (one request's shops and
    // locations, read side by side): an ended session fails here too; the platform away, the
    // held list answers, marked stale; any other failure was that list's own, and this one
    // checks for itself.
    try {
      await checkUnderWay;
    } catch (error) {
      if (error instanceof UpstreamAuthError) throw error;
      if (!(error instanceof UpstreamTransportError)) return readChecking();
      work?.age?.note(stored.loadedAt, true);
      return stored.rows;
    }
  }
  if (now - stored.loadedAt >= tools.fullRefreshMs) background.once(key, reload);
  work?.age?.note(stored.loadedAt, false);
  return stored.rows;
}
