/**
 * Where each partition's subjects stand: the delta cursor (the last update time and id seen),
 * `as_of` (when the data was last known equal to the platform's) and `full_at` (when it was
 * last read whole). Two services on one database may write the same row: cursors and times
 * only ever move forward (`greatest`), so a slower service never moves one back. `version`
 * counts the writes that changed a subject's rows: answers computed from the model are kept
 * under the versions they were computed from (answer-memo.ts).
 */
import type { PartitionKey } from './partition.js';
import type { StoreQueries } from './store.js';

export type Subject = 'orders' | 'products' | 'closings' | 'reference';

export interface SyncState {
  cursor: { updated: number; id: number } | null;
  asOf: number | null;
  fullAt: number | null;
}

interface SyncRow {
  cursor_updated: number | null;
  cursor_id: number | null;
  as_of: number | null;
  full_at: number | null;
}

export async function readSync(
  db: StoreQueries,
  partition: PartitionKey,
  subject: Subject,
): Promise<SyncState> {
  const [row] = await db.query<SyncRow>(
    'select cursor_updated, cursor_id, as_of, full_at from rm_sync where partition = $1 and subject = $2',
    [partition, subject],
  );
  return {
    cursor:
      row?.cursor_updated == null ? null : { updated: row.cursor_updated, id: row.cursor_id ?? 0 },
    asOf: row?.as_of ?? null,
    fullAt: row?.full_at ?? null,
  };
}

export interface SyncUpdate {
  cursor?: { updated: number; id: number };
  asOf?: number;
  fullAt?: number;
  /** The write changed the subject's rows. */
  changed?: boolean;
}

export async function writeSync(
  db: StoreQueries,
  partition: PartitionKey,
  subject: Subject,
  update: SyncUpdate,
): Promise<void> {
  await db.query(
    `insert into rm_sync (partition, subject, cursor_updated, cursor_id, as_of, full_at, version)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (partition, subject) do update set
       version = rm_sync.version + excluded.version,
       cursor_id = case
         when excluded.cursor_updated is null then rm_sync.cursor_id
         when rm_sync.cursor_updated is null or excluded.cursor_updated > rm_sync.cursor_updated
           or (excluded.cursor_updated = rm_sync.cursor_updated and excluded.cursor_id > rm_sync.cursor_id)
         then excluded.cursor_id else rm_sync.cursor_id end,
       cursor_updated = greatest(rm_sync.cursor_updated, excluded.cursor_updated),
       as_of = greatest(rm_sync.as_of, excluded.as_of),
       full_at = greatest(rm_sync.full_at, excluded.full_at)`,
    [
      partition,
      subject,
      update.cursor?.updated ?? null,
      update.cursor?.id ?? null,
      update.asOf ?? null,
      update.fullAt ?? null,
      update.changed ? 1 : 0,
    ],
  );
}

/** The version of each of `subjects` (0 for one never written). */
export async function versionsOf(
  db: StoreQueries,
  partition: PartitionKey,
  subjects: readonly Subject[],
): Promise<Map<string, number>> {
  const rows = await db.query<{ subject: string; version: number }>(
    'select subject, version from rm_sync where partition = $1 and subject = any($2::text[])',
    [partition, [...subjects]],
  );
  const versions = new Map<string, number>(subjects.map((subject) => [subject, 0]));
  for (const row of rows) versions.set(row.subject, row.version);
  return versions;
}

/** The oldest as-of of what a partition holds; null when it holds nothing. */
export async function oldestAsOf(
  db: StoreQueries,
  partition: PartitionKey,
): Promise<number | null> {
  const [row] = await db.query<{ as_of: number | null }>(
    'select min(as_of)::bigint as as_of from rm_sync where partition = $1',
    [partition],
  );
  return row?.as_of ?? null;
}
