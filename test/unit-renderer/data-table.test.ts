/** DataTable's pure parts: which row a key moves to, what a key does in the header, the grid. */
import { describe, expect, it } from 'vitest';
import {
  RESIZE_BIG_STEP,
  RESIZE_STEP,
  headerKeyAction,
} from '../../renderer/src/components/table/header-keyboard.js';
import { pageOf, rowAfterKey } from '../../renderer/src/components/table/table-keyboard.js';
import { gridStyleOf } from '../../renderer/src/components/table/table-layout.js';

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

describe('headerKeyAction', () => {
  const key = (
    name: string,
    modifiers: { alt?: boolean; shift?: boolean; ctrl?: boolean } = {},
  ) => ({
    key: name,
    altKey: modifiers.alt ?? false,
    shiftKey: modifiers.shift ?? false,
    ctrlKey: modifiers.ctrl ?? false,
    metaKey: false,
  });

  it('arrows, Home and End move between the columns, stopping at the ends', () => {
    expect(headerKeyAction(key('ArrowRight'), 2, 8)).toEqual({ kind: 'focus', index: 3 });
    expect(headerKeyAction(key('ArrowLeft'), 2, 8)).toEqual({ kind: 'focus', index: 1 });
    expect(headerKeyAction(key('ArrowLeft'), 0, 8)).toEqual({ kind: 'focus', index: 0 });
    expect(headerKeyAction(key('ArrowRight'), 7, 8)).toEqual({ kind: 'focus', index: 7 });
    expect(headerKeyAction(key('Home'), 5, 8)).toEqual({ kind: 'focus', index: 0 });
    expect(headerKeyAction(key('End'), 1, 8)).toEqual({ kind: 'focus', index: 7 });
  });

  it('Alt+arrows resize the column, with Shift in big steps', () => {
    expect(headerKeyAction(key('ArrowRight', { alt: true }), 2, 8)).toEqual({
      kind: 'resize',
      delta: RESIZE_STEP,
    });
    expect(headerKeyAction(key('ArrowLeft', { alt: true, shift: true }), 2, 8)).toEqual({
      kind: 'resize',
      delta: -RESIZE_BIG_STEP,
    });
  });

  it('Down goes to the rows; Enter, Space, Ctrl and other keys are left alone', () => {
    expect(headerKeyAction(key('ArrowDown'), 2, 8)).toEqual({ kind: 'rows' });
    for (const other of [key('Enter'), key(' '), key('ArrowRight', { ctrl: true }), key('a')]) {
      expect(headerKeyAction(other, 2, 8)).toBeUndefined();
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
