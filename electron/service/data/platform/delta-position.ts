/**
 * Where a delta feed stands: after the row last handed out, in the platform's order, which is
 * `date_updated` then id on the full value. The platform stamps `date_updated` to the
 * microsecond, so a position keeps the microseconds too: two rows within one millisecond come
 * in microsecond order, not id order, and a position kept only to the millisecond read the
 * later one with the lower id as already handed out, and skipped it for good.
 */
import { parseExactTimestamp } from '../../../../shared/dates.js';

export interface CursorPosition {
  /** Epoch milliseconds of the last row handed out (or `since` before any row). */
  updated: number;
  /** Microseconds past `updated`'s millisecond (0–999). */
  micros: number;
  /** Id of the last row handed out at that time; 0 before any row. */
  id: number;
}

/**
 * A position as kept (a cursor handed to a client, a webhook feed's position): one kept before
 * positions had microseconds, or by an older release beside this one, has no `micros`.
 */
export type KeptPosition = Omit<CursorPosition, 'micros'> & { micros?: number };

/** The start of a moment, before any row of it (`since`, or a position moved back to it). */
export const positionAt = (updated: number): CursorPosition => ({ updated, micros: 0, id: 0 });

/**
 * The position a kept one stands for. One without microseconds says only its millisecond: the
 * row it names may have come after others of that millisecond with higher ids, which it would
 * skip. So it is read from the start of its millisecond: the millisecond's rows come again
 * (a client sees a row twice, as it does a row changed again), none is lost.
 */
export const positionOf = (kept: KeptPosition): CursorPosition =>
  kept.micros === undefined
    ? positionAt(kept.updated)
    : { updated: kept.updated, micros: kept.micros, id: kept.id };

/** The position of a row with this `date_updated` text and id; null when it is no timestamp. */
export function rowPosition(updated: string, id: number): CursorPosition | null {
  const exact = parseExactTimestamp(updated);
  return exact && { updated: exact.instant, micros: exact.micros, id };
}

/** Orders positions as the platform orders rows: negative when `a` comes first. */
export const comparePositions = (a: CursorPosition, b: CursorPosition): number =>
  a.updated - b.updated || a.micros - b.micros || a.id - b.id;
