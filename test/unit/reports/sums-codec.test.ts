/**
 * The day sums' codec (sales-figures/sums-codec.ts) gives back exactly what it was given: Maps and
 * arrays of records of one shape in columns, and everything else as v8's serializer keeps it.
 */
import { serialize } from 'node:v8';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeSums,
  encodeSums,
} from '../../../electron/service/domain/sales-figures/sums-codec.js';

const roundTrip = (value: unknown) => decodeSums(encodeSums(value));

describe('sums codec', () => {
  it('gives back Maps of records, nested, with bigints beyond 64 bits, nulls and tuples', () => {
    const figures = new Map<number | null, unknown>([
      [1, { id: 1, name: 'Koffie', sold: 12_50000000n, at: ['2026-10-25', 7, 3], group: null }],
      [null, { id: null, name: '', sold: -(2n ** 70n), at: ['2026-10-24', 1, 1], group: 4 }],
    ]);
    const sums = {
      products: figures,
      days: new Map([['2026-10-25|11', { sold: 1n, returned: 0n, closings: [{ id: 3 }] }]]),
      mixed: new Map<string, unknown>([
        ['a', { x: 1 }],
        ['b', { y: 2 }],
      ]),
      orderIds: new Set([5, 6]),
      empty: new Map(),
      count: 3,
    };
    expect(roundTrip(sums)).toEqual(sums);
  });

  it('gives back any Map of same-shaped records of bigints, numbers and text', () => {
    const record = fc.record({
      amount: fc.bigInt(),
      count: fc.oneof(fc.integer(), fc.double({ noNaN: true })),
      name: fc.oneof(fc.string(), fc.constant(null)),
    });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer(), record)), (entries) => {
        const map = new Map(entries);
        expect(roundTrip({ map })).toEqual({ map });
      }),
    );
  });

  it('gives back any array of same-shaped records in its order, and arrays of mixed shapes', () => {
    const record = fc.record({
      instant: fc.integer(),
      sold: fc.bigInt(),
      basket: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(record), (rows) => {
        expect(roundTrip({ rows })).toEqual({ rows });
      }),
    );
    const mixed = [{ a: 1 }, { b: 2n }, [{ c: null }], 'text'];
    expect(roundTrip(mixed)).toEqual(mixed);
  });

  it('reads a Map kept in columns before arrays had them (no count)', () => {
    const before = {
      '\u0000columns': { keys: [1, 2], fields: ['a'], columns: [Float64Array.of(5, 6)] },
    };
    const text = Buffer.from(serialize(before)).toString('base64');
    expect(decodeSums(text)).toEqual(
      new Map([
        [1, { a: 5 }],
        [2, { a: 6 }],
      ]),
    );
  });

  it('keeps an array of records in columns: far smaller than record by record', () => {
    // A day's sale moments (today/moment-sums.ts).
    const rows = Array.from({ length: 1000 }, (_, n) => ({
      instant: 1_793_403_000_000 + n * 7_919,
      shopId: n % 20,
      sold: BigInt(n) * 12_345n,
      soldWt: BigInt(n) * 14_937n,
      returned: 0n,
      returnedWt: 0n,
      basket: n % 3 === 0,
    }));
    const asRecords = Buffer.from(serialize(rows)).toString('base64');
    expect(encodeSums(rows).length).toBeLessThan(asRecords.length / 2);
  });
});
