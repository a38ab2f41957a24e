/**
 * The delta feed (read-delta.ts) over the platform's microsecond `date_updated`: the platform
 * orders `date_updated asc, id asc` on the full value, so two rows within one millisecond
 * come in microsecond order, not id order. Every row comes once, in the platform's order,
 * whatever the step size, and a step may end anywhere among them. The fake platform here
 * reads the microseconds itself, so the test does not trust the code's own reading of them.
 */
import { describe, expect, it } from 'vitest';
import {
  readAllChanges,
  readDelta,
  type DeltaSource,
} from '../../../electron/service/data/platform/read-delta.js';
import { positionOf } from '../../../electron/service/data/platform/delta-position.js';
import { parseTimestamp } from '../../../shared/dates.js';

interface Row {
  id: number;
  date_updated: string;
}

/** Microseconds since the epoch of an upstream stamp with up to six fraction digits. */
function microsOf(text: string): number {
  const fraction = /\.(\d+)/.exec(text)?.[1] ?? '';
  const whole = parseTimestamp(text.replace(/\.\d+/, ''));
  if (whole === null) throw new Error(`not a timestamp: ${text}`);
  return whole * 1000 + Number(fraction.padEnd(6, '0').slice(0, 6));
}

/**
 * As the platform's database answers: `date_updated >= t` with `t` sent to the second, ordered
 * on the full stamp then id, `pageSize` rows a call at most.
 */
function platform(rows: readonly Row[], pageSize = 100): DeltaSource<Row> {
  const sorted = [...rows].sort(
    (a, b) => microsOf(a.date_updated) - microsOf(b.date_updated) || a.id - b.id,
  );
  return {
    pageSize,
    readPage: (since, start, limit) => {
      const from = Math.floor(since / 1000) * 1_000_000;
      const match = sorted.filter((row) => microsOf(row.date_updated) >= from);
      const data = match.slice(start, start + Math.min(limit, pageSize));
      return Promise.resolve({ data, count: data.length, total: match.length });
    },
    idOf: (row) => row.id,
    updatedOf: (row) => row.date_updated,
  };
}

/** Rows whose id order is not their microsecond order within one millisecond, and ties. */
const ROWS: Row[] = [
  { id: 9, date_updated: '2026-10-31 00:30:00.700100+01' },
  { id: 5, date_updated: '2026-10-31 00:30:00.700900+01' },
  { id: 7, date_updated: '2026-10-31 00:30:00.7009+01' }, // the same value as id 5's
  { id: 2, date_updated: '2026-10-31 00:30:00.7+01:00' }, // .700000, before all of them
  { id: 8, date_updated: '2026-10-30 23:30:00.700950Z' }, // the same millisecond, in UTC
  { id: 1, date_updated: '2026-10-31 00:30:00.701+01' },
  { id: 6, date_updated: '2026-10-31 00:30:00+01' },
  { id: 4, date_updated: '2026-10-31 00:30:01.000001+01' },
  { id: 3, date_updated: '2026-10-31 00:29:59.999999+01' },
];
const IN_PLATFORM_ORDER = [3, 6, 2, 9, 5, 7, 8, 1, 4];
const START = { updated: 0, micros: 0, id: 0 };

describe('readDelta over microsecond stamps', () => {
  it('hands out every row once in the platform order, whatever the step size', async () => {
    for (let step = 1; step <= ROWS.length + 1; step++) {
      for (const pageSize of [2, 3, 100]) {
        const read = await readAllChanges(platform(ROWS, pageSize), START, step);
        expect(
          read.rows.map((row) => row.id),
          `step ${step}, page ${pageSize}`,
        ).toEqual(IN_PLATFORM_ORDER);
      }
    }
  });

  it('goes on from a step that ended after the lower microsecond with the higher id', async () => {
    const source = platform(ROWS);
    const first = await readDelta(source, START, 4);
    expect(first.rows.map((row) => row.id)).toEqual([3, 6, 2, 9]);
    const rest = await readDelta(source, first.next, 100);
    expect(rest.rows.map((row) => row.id)).toEqual([5, 7, 8, 1, 4]);
    expect(rest.hasMore).toBe(false);
    // Polled again from the end, nothing comes twice.
    expect((await readDelta(source, rest.next, 100)).rows).toEqual([]);
  });
});

describe('a position kept before positions had microseconds', () => {
  it('is read from the start of its millisecond: the rows of it come again, none is lost', async () => {
    // What the feed kept after handing out id 9 (`.700100`) when it kept milliseconds only.
    const kept = { updated: parseTimestamp('2026-10-31 00:30:00.700100+01') ?? 0, id: 9 };
    const position = positionOf(kept);
    expect(position).toEqual({ updated: kept.updated, micros: 0, id: 0 });
    const read = await readAllChanges(platform(ROWS), position, 2);
    // 5, 7 and 8, skipped by the millisecond position, come; 2 and 9 come again.
    expect(read.rows.map((row) => row.id)).toEqual([2, 9, 5, 7, 8, 1, 4]);
  });

  it('keeps one with microseconds as it is', () => {
    expect(positionOf({ updated: 5, micros: 900, id: 7 })).toEqual({
      updated: 5,
      micros: 900,
      id: 7,
    });
  });
});
