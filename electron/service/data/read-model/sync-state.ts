/**
 * Where each partition's subjects stand: the delta cursor (the last update time and id seen),
 * `as_of` (when the data was last known equal to the platform's) and `full_at` (when it was
 * last read whole). Two services on one database may write the same row: times only ever
 * move forward (`greatest`), and so does a catch-up's cursor, so a slower catch-up never
 * moves it back. A whole read (a month of orders, every product) is the exception: it stores
 * what the platform had when it began, so its cursor moves back to where it began when
 * another write moved it further meanwhile, and the changes made since are read again. `version`
 * counts the writes that changed a subject's rows: answers computed from the model are kept
 * under the versions they were computed from (answer-memo.ts).
 *
 * The cursor is kept to the microsecond (delta-position.ts) in `cursor_us` and `cursor_us_id`,
 * beside `cursor_updated` and `cursor_id` (milliseconds), which an older release running on
 * the same database reads and writes as before (docs/decisions/0118-delta-positions-to-the-microsecond.md).
 * The exact pair holds only while it agrees with the millisecond pair (a millisecond and a row
 * id name one row's stamp, whose microseconds the exact pair has): a cursor kept before, or
 * moved since by an older release, is read from the start of its millisecond.
 */
import { positionAt, type CursorPosition } from '../platform/delta-position.js';
import type { DataAge } from './data-age.js';
import type { PartitionKey } from './partition.js';
import type { StoreQueries } from './store.js';

/** A delta's cursor starts a second before the latest update seen: a tie is read again, never lost. */
export const CURSOR_MARGIN_MS = 1000;
/** Rows per delta step; a catch-up reads on until it has seen every change. */
export const DELTA_STEP = 1000;

export type Subject = 'orders' | 'products' | 'closings' | 'reference';

interface SyncState {
  cursor: CursorPosition | null;
  asOf: number | null;
  fullAt: number | null;
  /**
   * Orders: since when every order the platform changed is held, whatever its purchase day
   * (orders-model.ts, changes-before.ts); null while that is not known.
   */
  heldSince: number | null;
}

interface SyncRow {
  cursor_updated: number | null;
  cursor_id: number | null;
  cursor_us: number | null;
  cursor_us_id: number | null;
  as_of: number | null;
  full_at: number | null;
  held_since: number | null;
}

/** The held cursor (the module's comment: which pair it is read from). */
function cursorOf(row: SyncRow): CursorPosition | null {
  const { cursor_updated: updated, cursor_us: us } = row;
  if (updated === null) return null;
  const exact =
    us !== null && Math.floor(us / 1000) === updated && row.cursor_us_id === row.cursor_id;
  return exact
    ? { updated, micros: us - updated * 1000, id: row.cursor_id ?? 0 }
    : positionAt(updated);
}

export async function readSync(
  db: StoreQueries,
  partition: PartitionKey,
  subject: Subject,
): Promise<SyncState> {
  const [row] = await db.query<SyncRow>(
    `select cursor_updated, cursor_id, cursor_us, cursor_us_id, as_of, full_at, held_since
     from rm_sync where partition = $1 and subject = $2`,
    [partition, subject],
  );
  return {
    cursor: row ? cursorOf(row) : null,
    asOf: row?.as_of ?? null,
    fullAt: row?.full_at ?? null,
    heldSince: row?.held_since ?? null,
  };
}

/**
 * The as-of of each of `subjects` the partition holds (but those in `besides`), for catching
 * them up: the day closings are always caught up (their open days are asked again whatever is
 * held). Null when a subject is not held yet: then none is caught up, the platform not asked.
 */
export async function heldAsOf<S extends Subject>(
  db: StoreQueries,
  partition: PartitionKey,
  subjects: readonly S[],
  besides: ReadonlyMap<string, unknown>,
): Promise<Map<S, number | null> | null> {
  const held = new Map<S, number | null>();
  for (const subject of subjects.filter((each) => !besides.has(each))) {
    const asOf = subject === 'closings' ? null : (await readSync(db, partition, subject)).asOf;
    if (subject !== 'closings' && asOf === null) return null;
    held.set(subject, asOf);
  }
  return held;
}

interface SyncUpdate {
  cursor?: CursorPosition;
  /** `cursor` is where a whole read began: the cursor moves back to it if it stands later. */
  rewind?: boolean;
  asOf?: number;
  fullAt?: number;
  /** Every change since this moment is held: it only ever moves back (the earliest wins). */
  heldSince?: number;
  /** The write changed the subject's rows. */
  changed?: boolean;
}

/** The held cursor as readSync reads it, to the microsecond (the module's comment). */
const HELD_EXACT = `(rm_sync.cursor_us / 1000 = rm_sync.cursor_updated
  and rm_sync.cursor_us_id = rm_sync.cursor_id)`;
const HELD = `(case when ${HELD_EXACT} then rm_sync.cursor_us else rm_sync.cursor_updated * 1000 end,
  case when ${HELD_EXACT} then rm_sync.cursor_id else 0 end)`;
const WRITTEN = '(excluded.cursor_us, excluded.cursor_id)';

/** Whether a write's cursor replaces the held one: a later one, or an earlier one ($8, rewind). */
const TAKES_CURSOR = `excluded.cursor_updated is not null and (rm_sync.cursor_updated is null
  or ($8::boolean and ${WRITTEN} < ${HELD}) or (not $8::boolean and ${WRITTEN} > ${HELD}))`;

/** The cursor's columns, all taken from the write or all kept, together. */
const CURSOR_COLUMNS = ['cursor_updated', 'cursor_id', 'cursor_us', 'cursor_us_id'];
const TAKE_CURSOR = CURSOR_COLUMNS.map(
  (column) =>
    `${column} = case when ${TAKES_CURSOR} then excluded.${column} else rm_sync.${column} end`,
).join(',\n');

export async function writeSync(
  db: StoreQueries,
  partition: PartitionKey,
  subject: Subject,
  update: SyncUpdate,
): Promise<void> {
  const { cursor } = update;
  await db.query(
    `insert into rm_sync (partition, subject, cursor_updated, cursor_id, as_of, full_at, version,
       held_since, cursor_us, cursor_us_id)
     values ($1, $2, $3, $4, $5, $6, $7, $9, $10, $4)
     on conflict (partition, subject) do update set
       version = rm_sync.version + excluded.version,
       ${TAKE_CURSOR},
       as_of = greatest(rm_sync.as_of, excluded.as_of),
       full_at = greatest(rm_sync.full_at, excluded.full_at),
       held_since = least(rm_sync.held_since, excluded.held_since)`,
    [
      partition,
      subject,
      cursor?.updated ?? null,
      cursor?.id ?? null,
      update.asOf ?? null,
      update.fullAt ?? null,
      update.changed ? 1 : 0,
      update.rewind ?? false,
      update.heldSince ?? null,
      cursor ? cursor.updated * 1000 + cursor.micros : null,
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

/** Notes the version the rows about to be read are at (before reading them: see DataAge). */
export async function noteReadingAt(
  context: { store: StoreQueries; partition: PartitionKey },
  subject: Subject,
  work: { age?: DataAge | undefined },
): Promise<void> {
  if (!work.age) return;
  const versions = await versionsOf(context.store, context.partition, [subject]);
  work.age.readAt(subject, versions.get(subject) ?? 0);
}
