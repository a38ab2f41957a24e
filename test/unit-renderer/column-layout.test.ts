/**
 * The rules of a table's columns: the table's own, the user's saved layout and the address's
 * `cols=`, and each change the chooser, a header drag or a resize makes.
 */
import { describe, expect, it } from 'vitest';
import { readColumns, writeColumns } from '../../renderer/src/lib/address-fields.js';
import {
  addressColumnsOf,
  movedBy,
  movedNextTo,
  resolveLayout,
  visibleColumns,
  withVisibility,
  withWidths,
  type ColumnLayout,
} from '../../renderer/src/lib/column-layout.js';

const TABLE = ['sku', 'title', 'price', 'stock'];
const own: ColumnLayout = { order: TABLE, hidden: [], widths: {} };

describe('resolveLayout', () => {
  it("is the table's own columns without a save or an address", () => {
    expect(resolveLayout(TABLE, undefined, null)).toEqual(own);
  });

  it('takes the saved order, hidden columns and widths', () => {
    const saved = {
      order: ['title', 'sku', 'price', 'stock'],
      hidden: ['price'],
      widths: { title: 300 },
    };
    expect(resolveLayout(TABLE, saved, null)).toEqual(saved);
  });

  it('drops columns the table no longer has and places new ones after their neighbour', () => {
    const saved = {
      order: ['stock', 'gone', 'sku'],
      hidden: ['gone'],
      widths: { gone: 90, sku: 80 },
    };
    expect(resolveLayout(TABLE, saved, null)).toEqual({
      order: ['stock', 'sku', 'title', 'price'],
      hidden: [],
      widths: { sku: 80 },
    });
  });

  it('never hides every column', () => {
    const saved = { order: TABLE, hidden: TABLE, widths: {} };
    expect(visibleColumns(resolveLayout(TABLE, saved, null))).toEqual(TABLE);
  });

  it("lets the address decide what is shown and in which order, keeping the user's widths", () => {
    const saved = { order: TABLE, hidden: [], widths: { title: 300 } };
    expect(resolveLayout(TABLE, saved, ['stock', 'title'])).toEqual({
      order: ['stock', 'title', 'sku', 'price'],
      hidden: ['sku', 'price'],
      widths: { title: 300 },
    });
  });

  it("keeps the hidden columns' places when the address agrees with the save", () => {
    const saved = { order: ['title', 'sku', 'price', 'stock'], hidden: ['sku'], widths: {} };
    expect(resolveLayout(TABLE, saved, ['title', 'price', 'stock'])).toEqual(saved);
  });

  it('ignores unknown and repeated ids in the address, and an address with none it knows', () => {
    expect(visibleColumns(resolveLayout(TABLE, undefined, ['x', 'stock', 'stock', 'sku']))).toEqual(
      ['stock', 'sku'],
    );
    expect(resolveLayout(TABLE, undefined, ['x', 'y'])).toEqual(own);
  });
});

describe('addressColumnsOf', () => {
  it("writes nothing while the table shows its own columns (widths are not the address's)", () => {
    expect(addressColumnsOf(TABLE, { ...own, widths: { sku: 200 } })).toBeNull();
  });

  it('writes the visible columns in order otherwise', () => {
    expect(
      addressColumnsOf(TABLE, {
        order: ['title', 'sku', 'price', 'stock'],
        hidden: ['price'],
        widths: {},
      }),
    ).toEqual(['title', 'sku', 'stock']);
  });
});

describe("a column hidden by default (the price list's cost price)", () => {
  const COST = ['cost'];
  const table = [...TABLE, 'cost'];

  it('is hidden without a save, and the address then says nothing', () => {
    const layout = resolveLayout(table, undefined, null, COST);
    expect(layout).toEqual({ order: table, hidden: ['cost'], widths: {} });
    expect(addressColumnsOf(table, layout, COST)).toBeNull();
  });

  it('stays hidden where a save made before it was added does not know it', () => {
    const saved = { order: ['title', 'sku', 'price', 'stock'], hidden: ['price'], widths: {} };
    expect(resolveLayout(table, saved, null, COST)).toEqual({
      order: ['title', 'sku', 'price', 'stock', 'cost'],
      hidden: ['price', 'cost'],
      widths: {},
    });
  });

  it('shows once chosen: in the save, and in the address', () => {
    const shown = withVisibility(resolveLayout(table, undefined, null, COST), 'cost', true);
    expect(resolveLayout(table, shown, null, COST).hidden).toEqual([]);
    expect(addressColumnsOf(table, shown, COST)).toEqual(table);
    expect(visibleColumns(resolveLayout(table, undefined, ['sku', 'cost'], COST))).toEqual([
      'sku',
      'cost',
    ]);
  });
});

describe('changes', () => {
  it('hides and shows a column, but never the last one shown', () => {
    const hidden = withVisibility(own, 'price', false);
    expect(visibleColumns(hidden)).toEqual(['sku', 'title', 'stock']);
    expect(withVisibility(hidden, 'price', true).hidden).toEqual([]);
    const one = { ...own, hidden: ['sku', 'title', 'price'] };
    expect(withVisibility(one, 'stock', false)).toBe(one);
    expect(withVisibility(own, 'nope', false)).toBe(own);
  });

  it('moves a column one place, not past either end', () => {
    expect(movedBy(own, 'sku', 1).order).toEqual(['title', 'sku', 'price', 'stock']);
    expect(movedBy(own, 'stock', -1).order).toEqual(['sku', 'title', 'stock', 'price']);
    expect(movedBy(own, 'sku', -1)).toBe(own);
    expect(movedBy(own, 'stock', 1)).toBe(own);
  });

  it('moves a dropped header before or after the one it was dropped on', () => {
    expect(movedNextTo(own, 'stock', 'sku', 'before').order).toEqual([
      'stock',
      'sku',
      'title',
      'price',
    ]);
    expect(movedNextTo(own, 'sku', 'price', 'after').order).toEqual([
      'title',
      'price',
      'sku',
      'stock',
    ]);
    expect(movedNextTo(own, 'sku', 'sku', 'after')).toBe(own);
  });

  it('sets widths within the limits, and null gives a column its own width back', () => {
    const wide = withWidths(own, { title: 300.4, sku: 10, price: 99_999, nope: 100 });
    expect(wide.widths).toEqual({ title: 300, sku: 56, price: 1200 });
    expect(withWidths(wide, { title: null }).widths).toEqual({ sku: 56, price: 1200 });
  });
});

describe('cols= in the address', () => {
  const read = (query: string) => readColumns(new URLSearchParams(query));

  it('reads the ids in order, once each, skipping what is not an id', () => {
    expect(read('cols=title,sku,title')).toEqual(['title', 'sku']);
    expect(read('cols=title,,a;b,<x>,stock')).toEqual(['title', 'stock']);
  });

  it('is absent without ids', () => {
    expect(read('')).toBeNull();
    expect(read('cols=')).toBeNull();
    expect(read('cols=;;')).toBeNull();
  });

  it('writes ids joined, nothing for none', () => {
    expect(writeColumns(['title', 'sku'])).toBe('title,sku');
    expect(writeColumns(null)).toBeUndefined();
    expect(writeColumns([])).toBeUndefined();
  });
});
