/**
 * The progress accounting: a tally counts the pages a request planned and read, and stops
 * counting once the request ended; the board keeps each caller's tallies apart, keeps an
 * ended one a minute, and holds a bounded number per caller. The drain reports its pages to
 * the tally as it learns them.
 */
import { describe, expect, it } from 'vitest';
import {
  KEEP_AFTER_END_MS,
  MAX_TALLIES_PER_CALLER,
  ProgressBoard,
} from '../../../electron/service/domain/progress/board.js';
import { PageTally } from '../../../electron/service/domain/progress/tally.js';
import { drainPages, gathered } from '../../../electron/upstream/drain.js';

const ID = '0b6f4c1e-2a5d-4d7e-9c3b-8f1a2e3d4c5b';
const silent = { debug: () => undefined, warn: () => undefined };

describe('PageTally', () => {
  it('counts planned and read pages, and freezes when the request ends', () => {
    const tally = new PageTally();
    expect(tally.snapshot()).toEqual({
      known: true,
      pages_read: 0,
      pages_total: 0,
      done: false,
      cancelled: false,
    });
    tally.planned(1);
    tally.read();
    tally.planned(3);
    tally.read();
    expect(tally.snapshot()).toEqual({
      known: true,
      pages_read: 2,
      pages_total: 4,
      done: false,
      cancelled: false,
    });
    tally.end(true);
    tally.read();
    tally.planned(5);
    tally.end(false);
    expect(tally.snapshot()).toEqual({
      known: true,
      pages_read: 2,
      pages_total: 4,
      done: true,
      cancelled: true,
    });
  });

  it("learns a drain's pages from its first page, and counts each page read", async () => {
    const tally = new PageTally();
    const rows = Array.from({ length: 25 }, (_, id) => ({ id }));
    const totals: number[] = [];
    const result = await gathered((sink) =>
      drainPages(
        (start, limit) => {
          totals.push(tally.snapshot().pages_total);
          const data = rows.slice(start, start + limit);
          return Promise.resolve({ total: rows.length, count: data.length, data });
        },
        { call: 'test', pageSize: 10, concurrency: 2, logger: silent, pages: tally },
        sink,
      ),
    );
    expect(result).toEqual(rows);
    // Overlapping pages of 10 over 25 rows: starts 0, 9, 18. Before the first page only it
    // is known; after it, all three.
    expect(totals).toEqual([1, 3, 3]);
    expect(tally.snapshot()).toMatchObject({ pages_read: 3, pages_total: 3 });
  });
});

describe('ProgressBoard', () => {
  const setUp = () => {
    let now = 1_000;
    const board = new ProgressBoard({ now: () => now });
    return { board, advance: (ms: number) => (now += ms) };
  };

  it("finds a caller's own tally only, whatever the id's case", () => {
    const { board } = setUp();
    const tally = new PageTally();
    board.track('demo\u0000alice', ID, tally);
    expect(board.find('demo\u0000alice', ID.toUpperCase())).toBe(tally);
    expect(board.find('demo\u0000bob', ID)).toBeUndefined();
  });

  it('keeps a running tally, and an ended one for a minute', () => {
    const { board, advance } = setUp();
    const tally = new PageTally();
    board.track('alice', ID, tally);
    advance(10 * KEEP_AFTER_END_MS);
    expect(board.find('alice', ID)).toBeDefined();
    board.ended('alice', ID, tally);
    advance(KEEP_AFTER_END_MS - 1);
    expect(board.find('alice', ID)).toBeDefined();
    advance(1);
    expect(board.find('alice', ID)).toBeUndefined();
  });

  it('an earlier read ending under the same id does not end the later one', () => {
    const { board, advance } = setUp();
    const earlier = new PageTally();
    const later = new PageTally();
    board.track('alice', ID, earlier);
    board.track('alice', ID, later);
    board.ended('alice', ID, earlier);
    advance(10 * KEEP_AFTER_END_MS);
    expect(board.find('alice', ID)).toBe(later);
  });

  it('holds a bounded number of tallies per caller, dropping the oldest', () => {
    const { board } = setUp();
    const ids = Array.from({ length: MAX_TALLIES_PER_CALLER + 1 }, (_, index) =>
      ID.replace(/.{4}$/, index.toString().padStart(4, '0')),
    );
    for (const id of ids) board.track('alice', id, new PageTally());
    expect(board.find('alice', ids[0] ?? '')).toBeUndefined();
    expect(board.find('alice', ids[1] ?? '')).toBeDefined();
    expect(board.find('alice', ids.at(-1) ?? '')).toBeDefined();
  });
});
