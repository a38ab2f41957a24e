import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { QueryCache, type QuerySource } from '../../../electron/demo-platform/query-cache.js';
import { parseListArgs, runQuery, type ListArgs } from '../../../electron/demo-platform/query.js';

interface Row {
  id: number;
  group: number;
  when: string;
  note: string | null;
}

const ROWS: Row[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  group: (index * 7) % 5,
  // Offsets differ, so text order and instant order disagree.
  when: `2026-10-25 0${index % 4}:${String(index % 60).padStart(2, '0')}:00${index % 3 ? '+01:00' : '+02:00'}`,
  note: index % 4 === 0 ? null : `note ${index % 9}`,
}));

const argsOf = (start: number, limit: number, order: unknown, filters: unknown): ListArgs =>
  parseListArgs([start, limit, order, filters], 0, 1000);

/** A cache over ROWS that counts how often it had to read them. */
function counted(limits = { queries: 4, rows: 1000 }) {
  const cache = new QueryCache<Row>(limits);
  let opened = 0;
  const open = (natural: boolean) => (): QuerySource<Row> => {
    opened++;
    return { rows: ROWS, natural };
  };
  return { cache, open, opens: () => opened };
}

const BY_GROUP = [{ name: 'group', dir: 'desc' }];
const GROUP_BELOW_3 = [{ name: 'group__<', val: 3 }];

describe('query cache', () => {
  it('answers the next page of a query from the rows it kept, as the engine would', () => {
    const { cache, open, opens } = counted();
    for (const start of [0, 10, 20, 30, 40]) {
      const args = argsOf(start, 10, BY_GROUP, GROUP_BELOW_3);
      expect(cache.page(args, 0, open(false))).toEqual(runQuery(ROWS, args, false));
    }
    expect(opens()).toBe(1);
  });

  it('keeps no query answered whole: it would only push the paged ones out', () => {
    const { cache, open, opens } = counted();
    cache.page(argsOf(0, 100, BY_GROUP, GROUP_BELOW_3), 0, open(false));
    cache.page(argsOf(30, 10, BY_GROUP, GROUP_BELOW_3), 0, open(false));
    expect(cache.size).toBe(0);
    expect(opens()).toBe(2);
  });

  it('forgets every query when the generation changes, and not before', () => {
    const { cache, open, opens } = counted();
    cache.page(argsOf(0, 10, null, null), 0, open(true));
    cache.page(argsOf(10, 10, null, null), 0, open(true));
    expect(opens()).toBe(1);
    cache.page(argsOf(20, 10, null, null), 1, open(true));
    expect(opens()).toBe(2);
    cache.page(argsOf(30, 10, null, null), 1, open(true));
    expect(opens()).toBe(2);
  });

  it('tells queries apart by filters and order, whatever page they ask', () => {
    const { cache, open, opens } = counted();
    cache.page(argsOf(0, 10, null, [{ name: 'group__=', val: 1 }]), 0, open(true));
    cache.page(argsOf(0, 10, null, [{ name: 'group__=', val: '1' }]), 0, open(true));
    cache.page(argsOf(0, 10, [{ name: 'id', dir: 'desc' }], null), 0, open(false));
    cache.page(argsOf(0, 10, [{ name: 'id', dir: 'asc' }], null), 0, open(true));
    expect(opens()).toBe(4);
    cache.page(argsOf(5, 3, [{ name: 'id', dir: 'desc' }], null), 0, open(false));
    expect(opens()).toBe(4);
  });

  it('holds at most its bounds of queries and rows, the least recently used out first', () => {
    const { cache, open, opens } = counted({ queries: 2, rows: 100 });
    const query = (group: number, start = 0) =>
      cache.page(argsOf(start, 2, null, [{ name: 'group__=', val: group }]), 0, open(true));
    query(0);
    query(1);
    query(0, 2); // used last: query 1 is now the oldest
    query(2);
    expect(cache.size).toBe(2);
    expect(opens()).toBe(3);
    query(0, 4);
    expect(opens()).toBe(3);
    query(1, 2);
    expect(opens()).toBe(4);
    // 60 rows each: two do not fit in 100, so the older one goes.
    cache.page(argsOf(0, 2, null, null), 0, open(true));
    cache.page(argsOf(0, 2, [{ name: 'id', dir: 'desc' }], null), 0, open(false));
    expect(cache.size).toBe(1);
    // A query matching more rows than the bound is answered, and not kept.
    const small = counted({ queries: 2, rows: 59 });
    expect(small.cache.page(argsOf(0, 2, null, null), 0, small.open(true)).total).toBe(60);
    expect(small.cache.size).toBe(0);
  });

  it('answers every page of random queries as the uncached engine does', () => {
    const filter = fc.oneof(
      fc.record({ name: fc.constant('group__<'), val: fc.integer({ min: 0, max: 5 }) }),
      fc.record({ name: fc.constant('id__>='), val: fc.integer({ min: 0, max: 61 }) }),
      fc.record({ name: fc.constant('note__notnull'), val: fc.constantFrom('1', '0') }),
      fc.record({
        name: fc.constant('when__<'),
        val: fc.constantFrom('2026-10-25 01:30:00+01:00', '2026-10-25T00:00:00Z'),
      }),
    );
    const order = fc.array(
      fc.record({
        name: fc.constantFrom('id', 'group', 'when', 'note'),
        dir: fc.constantFrom('asc', 'desc'),
      }),
      { maxLength: 2 },
    );
    const pages = fc.array(
      fc.record({ start: fc.integer({ min: 0, max: 70 }), limit: fc.integer({ min: 1, max: 25 }) }),
      { minLength: 1, maxLength: 6 },
    );
    fc.assert(
      fc.property(fc.array(filter, { maxLength: 3 }), order, pages, (filters, sort, asked) => {
        const { cache, open } = counted({ queries: 2, rows: 40 });
        const natural = sort.length === 0;
        for (const { start, limit } of asked) {
          const args = argsOf(start, limit, sort, filters);
          expect(cache.page(args, 0, open(natural))).toEqual(runQuery(ROWS, args, natural));
        }
      }),
    );
  });
});
