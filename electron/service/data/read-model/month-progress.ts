/**
 * How far a month's whole read of orders has stored its pages, kept while it runs, so a read
 * cut short (the service killed, the platform away) goes on where it stopped instead of at the
 * month's first page (a chain's month is some 900 pages). A read stores its pages side by
 * side; the progress names the last order of the pages stored without a gap before them, in
 * the platform's order (purchase time, then id).
 *
 * What makes the rows stored before the cut as good as a whole read's: the delta cursor the
 * read began with is kept beside its progress; once the month is whole the model catches up
 * from it, then holds the month (orders-model.ts), so every order changed since those rows
 * were read is read again, as it would be after one read.
 * docs/decisions/0136-a-months-read-goes-on-where-it-stopped.md
 */
import { comparePositions, type CursorPosition } from '../platform/delta-position.js';
import type { MonthKey } from './months.js';
import type { PartitionKey } from './partition.js';
import type { StoreQueries } from './store.js';

export interface MonthProgress {
  /** The purchase instant of the last order stored without a gap before it. */
  through: number;
  /** Where the delta cursor stood when the month's first rows were read. */
  cursor: CursorPosition;
}

interface ProgressRow {
  through: number;
  cursor_us: number;
  cursor_id: number;
}

export async function readMonthProgress(
  db: StoreQueries,
  partition: PartitionKey,
  month: MonthKey,
): Promise<MonthProgress | null> {
  const [row] = await db.query<ProgressRow>(
    `select through, cursor_us, cursor_id from rm_month_progress
     where partition = $1 and month = $2`,
    [partition, month],
  );
  if (!row) return null;
  const updated = Math.floor(row.cursor_us / 1000);
  return {
    through: row.through,
    cursor: { updated, micros: row.cursor_us - updated * 1000, id: row.cursor_id },
  };
}

/** Keeps `progress` in place of what was kept. */
export async function writeMonthProgress(
  db: StoreQueries,
  partition: PartitionKey,
  month: MonthKey,
  progress: MonthProgress,
): Promise<void> {
  const { through, cursor } = progress;
  await db.query(
    `insert into rm_month_progress (partition, month, through, cursor_us, cursor_id)
     values ($1, $2, $3, $4, $5)
     on conflict (partition, month) do update set through = excluded.through,
       cursor_us = excluded.cursor_us, cursor_id = excluded.cursor_id`,
    [partition, month, through, cursor.updated * 1000 + cursor.micros, cursor.id],
  );
}

/** Once the month is held whole, its read is over. */
export async function clearMonthProgress(
  db: StoreQueries,
  partition: PartitionKey,
  month: MonthKey,
): Promise<void> {
  await db.query('delete from rm_month_progress where partition = $1 and month = $2', [
    partition,
    month,
  ]);
}

/** The earlier of two cursors: a month read in parts is caught up from its first part on. */
export const earlierCursor = (a: CursorPosition, b: CursorPosition): CursorPosition =>
  comparePositions(a, b) <= 0 ? a : b;
