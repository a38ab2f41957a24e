/**
 * How a stock snapshot is kept small: as the lines that changed since the snapshot before it
 * (a product whose stock or prices moved, one that came, one that went), written as one text of
 * JSON tuples per snapshot, which the database compresses. Every FULL_EVERY-th snapshot is kept
 * whole, so a date is read back from at most that many texts (stock-snapshots.ts). 50,000
 * products of which a few thousand change a day stay some tens of kB a day.
 */
import { z } from 'zod';
import { costSourceSchema } from '../../../../shared/api/stock-value.js';
import { formatAmount, parseAmount, type Amount } from '../../../../shared/money.js';
import type { StockLine, StockLines } from '../../core/model/stock-snapshot.js';

/** A snapshot kept whole after this many kept as changes. */
export const FULL_EVERY = 30;

/** A product's line, or `[id]` alone: the product is no longer in the snapshot. */
const tupleSchema = z.union([
  z.tuple([z.number()]),
  z.tuple([
    z.number(),
    z.number(),
    z.string().nullable(),
    costSourceSchema.nullable(),
    z.string().nullable(),
    z.number().nullable(),
  ]),
]);
type Tuple = z.infer<typeof tupleSchema>;
const changesSchema = z.array(tupleSchema);

const text = (amount: Amount | null): string | null =>
  amount === null ? null : formatAmount(amount, { decimals: 8 });
const amountOf = (value: string | null): Amount | null =>
  value === null ? null : parseAmount(value);

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

/** `base` with the changes of `encoded` laid over it (a whole snapshot's over nothing). */
export function applyChanges(base: StockLines, encoded: string): Map<number, StockLine> {
  const lines = new Map(base);
  // Checked as it is read: a text the database hands back is data, not a promise of a shape.
  for (const tuple of changesSchema.parse(JSON.parse(encoded))) {
    const line = lineOf(tuple);
    if (line) lines.set(tuple[0], line);
    else lines.delete(tuple[0]);
  }
  return lines;
}
