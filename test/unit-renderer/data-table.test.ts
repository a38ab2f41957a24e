/** DataTable's pure parts: which row a key moves to, and the column grid. */
import { describe, expect, it } from 'vitest';
import { pageOf, rowAfterKey } from '../../renderer/src/components/table-keyboard.js';
import { gridStyleOf } from '../../renderer/src/components/table-layout.js';

describe('rowAfterKey', () => {
  const last = 99;
  const page = 10;

  it.each([
    ['ArrowDown', 5, 6],
    ['ArrowUp', 5, 4],
    ['PageDown', 5, 15],
    ['PageUp', 15, 5],
    ['Home', 50, 0],
    ['End', 50, 99],
  ])('%s from row %i goes to row %i', (key, active, target) => {
    expect(rowAfterKey(key, active, last, page)).toBe(target);
  });

  it('stops at the first and the last row', () => {
    expect(rowAfterKey('ArrowUp', 0, last, page)).toBe(0);
    expect(rowAfterKey('PageUp', 3, last, page)).toBe(0);
    expect(rowAfterKey('ArrowDown', 99, last, page)).toBe(99);
    expect(rowAfterKey('PageDown', 95, last, page)).toBe(99);
  });

  it('leaves other keys (Enter, letters, Tab) alone', () => {
    for (const key of ['Enter', 'a', 'Tab', 'ArrowLeft']) {
      expect(rowAfterKey(key, 5, last, page)).toBeUndefined();
    }
  });
});

describe('pageOf', () => {
  it('moves a screenful less two rows, at least one', () => {
    expect(pageOf(360, 36)).toBe(8);
    expect(pageOf(370, 36)).toBe(8);
    expect(pageOf(50, 36)).toBe(1);
  });

  it('assumes ten rows in view before the viewport is measured', () => {
    expect(pageOf(undefined, 36)).toBe(8);
  });
});

describe('gridStyleOf', () => {
  it('gives each column its minimum width and share of the rest', () => {
    expect(
      gridStyleOf([
        { meta: { width: 80, grow: 0 } },
        { meta: { width: 240, grow: 3 } },
        { meta: undefined },
      ]),
    ).toEqual({
      '--columns':
        'minmax(calc(80px * var(--table-scale, 1)), 0fr) ' +
        'minmax(calc(240px * var(--table-scale, 1)), 3fr) ' +
        'minmax(calc(120px * var(--table-scale, 1)), 1fr)',
      minWidth: 'calc(calc(440px * var(--table-scale, 1)) + 0px)',
    });
  });

  it('keeps a column the user sized at exactly that width; the others share the rest', () => {
    expect(
      gridStyleOf([
        { meta: { width: 80, grow: 0 }, size: 150 },
        { meta: { width: 240, grow: 3 } },
        { meta: { width: 200, grow: 1 }, size: 60 },
      ]),
    ).toEqual({
      '--columns': '150px minmax(calc(240px * var(--table-scale, 1)), 3fr) 60px',
      minWidth: 'calc(calc(240px * var(--table-scale, 1)) + 210px)',
    });
  });

  it('has no columns for no columns', () => {
    expect(gridStyleOf([])).toEqual({
      '--columns': '',
      minWidth: 'calc(calc(0px * var(--table-scale, 1)) + 0px)',
    });
  });
});
