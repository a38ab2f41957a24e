import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DemoCallError } from '../../../electron/demo-platform/errors.js';
import { parseListArgs, runQuery } from '../../../electron/demo-platform/query.js';

interface Row {
  id: number;
  name: string;
  when: string;
  flag: boolean;
  nested: { code: string } | null;
}

const ROWS: Row[] = [
  { id: 1, name: 'Alpha', when: '2026-10-25 02:30:00+02:00', flag: true, nested: { code: 'A' } },
  { id: 2, name: 'beta', when: '2026-10-25 02:10:00+01:00', flag: false, nested: null },
  {
    id: 3,
    name: 'Gamma 100%',
    when: '2026-10-25 01:59:00+02:00',
    flag: true,
    nested: { code: 'C' },
  },
];

const query = (order: unknown, filters: unknown, start = 0, limit = 10) =>
  runQuery(ROWS, parseListArgs([start, limit, order, filters], 0, 10), false);
const ids = (order: unknown, filters: unknown) => query(order, filters).data.map((row) => row.id);

describe('demo query engine', () => {
  it('orders timestamps as instants, not as text', () => {
    // 02:10+01:00 is after 02:30+02:00.
    expect(ids([{ name: 'when', dir: 'asc' }], null)).toEqual([3, 1, 2]);
    expect(ids([{ name: 'when', dir: 'desc' }], null)).toEqual([2, 1, 3]);
  });

  it('orders and filters timestamps on the full value, microseconds included, as a database does', () => {
    // Within one millisecond: microsecond order, not id order; the id only breaks a full tie.
    const rows = [
      { id: 9, when: '2026-10-31 00:30:00.700100+01' },
      { id: 5, when: '2026-10-31 00:30:00.700900+01' },
      { id: 7, when: '2026-10-31 00:30:00.7009+01' },
      { id: 2, when: '2026-10-30 23:30:00.7Z' },
    ];
    const whenIds = (order: unknown, filters: unknown) =>
      runQuery(rows, parseListArgs([0, 10, order, filters], 0, 10), false).data.map(
        (row) => row.id,
      );
    expect(whenIds([{ name: 'when', dir: 'asc' }], null)).toEqual([2, 9, 5, 7]);
    expect(whenIds([{ name: 'when', dir: 'desc' }], null)).toEqual([5, 7, 9, 2]);
    const after = [{ name: 'when__>', val: '2026-10-31 00:30:00.7001+01' }];
    expect(whenIds([{ name: 'when', dir: 'asc' }], after)).toEqual([5, 7]);
  });

  it('applies each operator', () => {
    expect(ids(null, [{ name: 'name__ilike', val: 'a%' }])).toEqual([1]);
    expect(ids(null, [{ name: 'name__ilike', val: '%100%' }])).toEqual([3]);
    expect(ids(null, [{ name: 'flag__=', val: '0' }])).toEqual([2]);
    expect(ids(null, [{ name: 'id__in_list', multi_val: ['1', 3] }])).toEqual([1, 3]);
    expect(ids(null, [{ name: 'nested/code__=', val: 'C' }])).toEqual([3]);
    expect(ids(null, [{ name: 'nested__notnull', val: '1' }])).toEqual([1, 3]);
    expect(ids(null, [{ name: 'when__<', val: '2026-10-25T00:30:00Z' }])).toEqual([3]);
    expect(ids(null, [{ name: 'when__<=', val: '2026-10-25T00:30:00Z' }])).toEqual([1, 3]);
    expect(
      ids(null, [
        { name: 'id__>', val: 1 },
        { name: 'id__<=', val: '2' },
      ]),
    ).toEqual([2]);
  });

  it('reports bad arguments as General errors', () => {
    for (const args of [
      [0, 11, null, null],
      [0, 0, null, null],
      [0, 1.5, null, null],
      ['x', 1, null, null],
      [0, 1, [{ name: 'id', dir: 'sideways' }], null],
      [0, 1, null, [{ name: 'id', val: 1 }]],
      [0, 1, null, [{ name: 'id__~', val: 1 }]],
    ]) {
      expect(() => parseListArgs(args, 0, 10)).toThrow(DemoCallError);
    }
    expect(() => query(null, [{ name: 'missing__=', val: 1 }])).toThrow(/unknown field/);
    expect(() => query(null, [{ name: 'id__=', val: 'one' }])).toThrow(/not a number/);
  });

  it('pages consistently: any page is the matching slice of the whole', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        (start, limit) => {
          const whole = query([{ name: 'name', dir: 'asc' }], null);
          const page = query([{ name: 'name', dir: 'asc' }], null, start, limit);
          expect(page.total).toBe(3);
          expect(page.count).toBe(page.data.length);
          expect(page.data).toEqual(whole.data.slice(start, start + limit));
          const streamed = runQuery(ROWS, parseListArgs([start, limit, null, null], 0, 10), true);
          expect(streamed).toEqual(query(null, null, start, limit));
        },
      ),
    );
  });
});
