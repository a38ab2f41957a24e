/**
 * Reference data in the read model (shops, locations, tax rates, turnover groups, payment
 * methods): each list whole, under its name, read again in the background once it is older
 * than the full-refresh interval. They have no update time, and they change rarely.
 */
import type { PartitionKey } from './partition.js';
import type { StoreQueries } from './store.js';
import { writeSync } from './sync-state.js';

export interface StoredList<T> {
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

export async function writeList(
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
