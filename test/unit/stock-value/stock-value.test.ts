/**
 * The stock value's pure parts: a snapshot kept as its changes reads back as it was taken
 * (data/read-model/stock-changes.ts); valuing is exact to the cent, per group and in total,
 * with negative stock and products without a cost price named and valued at zero
 * (domain/stock-value/valuing.ts); the estimate works back through units sold and returned
 * (domain/stock-value/estimate.ts).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyChanges,
  encodeChanges,
} from '../../../electron/service/data/read-model/stock-changes.js';
import type { StockLine } from '../../../electron/service/core/model/stock-snapshot.js';
import { estimateBack } from '../../../electron/service/domain/stock-value/estimate.js';
import { valueFigures, valueStock } from '../../../electron/service/domain/stock-value/valuing.js';
import { parseAmount } from '../../../shared/money.js';

const line = (productId: number, stock: number, cost: string | null, sale = '10'): StockLine => ({
  productId,
  groupId: productId % 2 === 0 ? 7 : null,
  stock,
  cost: cost === null ? null : parseAmount(cost),
  costSource: cost === null ? null : 'cost_price',
  sale: parseAmount(sale),
});
const linesOf = (...lines: StockLine[]) => new Map(lines.map((each) => [each.productId, each]));

describe('stock snapshot changes', () => {
  const lineArbitrary = fc.record({
    productId: fc.integer({ min: 1, max: 40 }),
    groupId: fc.option(fc.integer({ min: 1, max: 3 })),
    stock: fc.integer({ min: -50, max: 500 }).map((n) => n / 4),
    cost: fc.option(fc.integer({ min: 0, max: 99_999 }).map((n) => parseAmount(n / 100))),
    costSource: fc.constantFrom('cost_price' as const, 'purchase_price' as const, null),
    sale: fc.option(fc.integer({ min: 0, max: 99_999 }).map((n) => parseAmount(n / 10_000))),
  });
  const snapshot = fc
    .array(lineArbitrary, { maxLength: 30 })
    .map((lines) => new Map(lines.map((each) => [each.productId, each])));

  it('a chain of snapshots kept as changes reads back as each was taken', () => {
    fc.assert(
      fc.property(fc.array(snapshot, { minLength: 1, maxLength: 6 }), (series) => {
        let previous: Map<number, StockLine> | null = null;
        let read = new Map<number, StockLine>();
        for (const next of series) {
          read = applyChanges(read, encodeChanges(previous, next));
          expect(read).toEqual(next);
          previous = next;
        }
      }),
    );
  });

  it('keeps only what changed: an unchanged snapshot is empty, a gone product its id', () => {
    const day1 = linesOf(line(1, 5, '2.50'), line(2, 3, null), line(3, 1, '1'));
    const day2 = linesOf(line(1, 5, '2.50'), line(2, 2, null));
    expect(encodeChanges(day1, day1)).toBe('[]');
    expect(JSON.parse(encodeChanges(day1, day2))).toEqual([
      [2, 2, null, null, '10.00000000', 7],
      [3],
    ]);
  });

  it('refuses a stored line of another shape, as a schema would', () => {
    const day1 = encodeChanges(null, linesOf(line(1, 5, '2.50')));
    expect(applyChanges(new Map(), day1)).toEqual(linesOf(line(1, 5, '2.50')));
    for (const text of [
      '{}',
      '[[1, 5, "2.5", "guessed", "10", null]]',
      '[[1, "5", null, null, "10", null]]',
      '[[1, 5, null, null, "10"]]',
      '[[1, 5, null, null, 10, null]]',
      '[["1"]]',
    ]) {
      expect(() => applyChanges(new Map(), text), text).toThrow();
    }
  });
});

describe('valuing a snapshot', () => {
  it('sums stock × price exactly, rounds only the answer, per group and in total', () => {
    const lines = linesOf(
      line(1, 3, '0.335', '0.5'),
      line(2, 1.5, '2.10', '3.333'),
      line(3, 3, '0.335', '0.5'),
    );
    const valuation = valueStock(lines);
    // 3 × 0.335 twice is 2.01, not 1.01 + 1.01 rounded apart; 1.5 × 3.333 is 4.9995.
    expect(valueFigures(valuation.total)).toEqual({
      value_at_cost: 5.16,
      value_at_sale_price: 8,
      products: 3,
    });
    expect(valueFigures(valuation.groups.get(null) ?? valuation.total)).toEqual({
      value_at_cost: 2.01,
      value_at_sale_price: 3,
      products: 2,
    });
    expect([...valuation.groups.keys()]).toEqual([7, null]);
  });

  it('values negative stock and stock without a cost price at zero, and names them', () => {
    const lines = linesOf(
      line(1, -4, '5'),
      line(2, 6, null, '2'),
      line(3, 0, null),
      line(4, 2, '1'),
    );
    const valuation = valueStock(lines);
    expect(valuation.negativeStock).toEqual([1]);
    expect(valuation.withoutCost).toEqual([2]);
    expect(valueFigures(valuation.total)).toEqual({
      value_at_cost: 2,
      value_at_sale_price: 32,
      products: 4,
    });
  });
});

describe('the estimate before the first snapshot', () => {
  it('adds back the units sold since and takes off those returned, decimals exact', () => {
    const snapshot = linesOf(line(1, 10, '1'), line(2, 0.3, '1'), line(3, 4, '1'));
    const moved = new Map([
      [1, { sold: 5, returned: 2 }],
      [2, { sold: 0.1, returned: 0.2 }],
    ]);
    const estimated = estimateBack(snapshot, moved);
    expect([...estimated.values()].map((each) => each.stock)).toEqual([13, 0.2, 4]);
    expect(estimated.get(1)?.cost).toEqual(snapshot.get(1)?.cost);
  });
});
