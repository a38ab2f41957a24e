/**
 * How a stock snapshot is kept small: as the lines that changed since the snapshot before it
 * (a product whose stock or prices moved, one that came, one that went), written as one text of
 * JSON tuples per snapshot, which the database compresses. Every FULL_EVERY-th snapshot is kept
 * whole, so a date is read back from at most that many texts (stock-snapshots.ts). 50,000
 * products of which a few thousand change a day stay some tens of kB a day.
 */
import { costSourceSchema, type CostSource } from '../../../../shared/api/stock-value.js';
import { formatAmount, parseStoredAmount, type Amount } from '../../../../shared/money.js';
import type { StockLine, StockLines } from '../../core/model/stock-snapshot.js';

/** A snapshot kept whole after this many kept as changes. */
export const FULL_EVERY = 30;

/** A product's line, or `[id]` alone: the product is no longer in the snapshot. */
type Tuple =
  | [productId: number]
  | [
      productId: number,
      stock: number,
      cost: string | null,
      costSource: CostSource | null,
      sale: string | null,
      groupId: number | null,
    ];

const COST_SOURCES: ReadonlySet<unknown> = new Set(costSourceSchema.options);
const textOrNull = (value: unknown): boolean => value === null || typeof value === 'string';

/**
 * Whether `value` is a tuple as encodeChanges writes it: the same check a schema would make,
 * by hand, as each of 50,000 lines is read back (a schema's parse of every line was a third of
 * reading a date back: docs/stock-value.md). Amounts are checked where they are parsed.
 */
function isTuple(value: unknown): value is Tuple {
  if (!Array.isArray(value) || typeof value[0] !== 'number') return false;
  if (value.length === 1) return true;
  const fields: readonly unknown[] = value;
  const [, stock, cost, costSource, sale, groupId] = fields;
  return (
    value.length === 6 &&
    typeof stock === 'number' &&
    textOrNull(cost) &&
    (costSource === null || COST_SOURCES.has(costSource)) &&
    textOrNull(sale) &&
    (groupId === null || typeof groupId === 'number')
  );
}

const text = (amount: Amount | null): string | null =>
  amount === null ? null : formatAmount(amount, { decimals: 8 });
const amountOf = (value: string | null): Amount | null =>
  value === null ? null : parseStoredAmount(value);

const sameLine = (a: StockLine, b: StockLine): boolean =>
  a.stock === b.stock &&
  a.cost === b.cost &&
  a.costSource === b.costSource &&
  a.sale === b.sale &&
  a.groupId === b.groupId;

const tupleOf = (line: StockLine): Tuple => [
  line.productId,
  line.stock,
  text(line.cost),
  line.costSource,
  text(line.sale),
  line.groupId,
];

/** The text of `next` kept as its changes since `previous` (or whole, with no `previous`). */
export function encodeChanges(previous: StockLines | null, next: StockLines): string {
  const tuples: Tuple[] = [];
  for (const [productId, line] of next) {
    const before = previous?.get(productId);
    if (!before || !sameLine(before, line)) tuples.push(tupleOf(line));
  }
  for (const productId of previous?.keys() ?? []) {
    if (!next.has(productId)) tuples.push([productId]);
  }
  return JSON.stringify(tuples.sort((a, b) => a[0] - b[0]));
}

function lineOf(tuple: Tuple): StockLine | null {
  if (tuple.length === 1) return null;
  const [productId, stock, cost, costSource, sale, groupId] = tuple;
  return { productId, stock, cost: amountOf(cost), costSource, sale: amountOf(sale), groupId };
}

/**
 * Lays the changes of `encoded` over `lines`, in place (a whole snapshot's over an empty map):
 * a date is read back through up to FULL_EVERY texts, and a copy of 50,000 lines per text was
 * most of the collector's work.
 */
export function layChanges(lines: Map<number, StockLine>, encoded: string): void {
  const tuples: unknown = JSON.parse(encoded);
  if (!Array.isArray(tuples)) throw new Error('a stock snapshot text that is not a list');
  // Checked as it is read: a text the database hands back is data, not a promise of a shape.
  for (const tuple of tuples) {
    if (!isTuple(tuple))
      throw new Error(`a stock snapshot line of another shape: ${JSON.stringify(tuple)}`);
    const line = lineOf(tuple);
    if (line) lines.set(tuple[0], line);
    else lines.delete(tuple[0]);
  }
}

/** `base` with the changes of `encoded` laid over it, `base` left as it was. */
export function applyChanges(base: StockLines, encoded: string): Map<number, StockLine> {
  const lines = new Map(base);
  layChanges(lines, encoded);
  return lines;
}
