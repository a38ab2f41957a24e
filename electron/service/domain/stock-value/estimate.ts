/**
 * The stock on a day before the first snapshot, estimated back from that snapshot: a product
 * had then what it has in the snapshot plus the units sold since, less the units returned
 * since (they were not in stock yet on the day). Receipts, counts and shrinkage in between are
 * unknown to the service, so the estimate is marked as one (docs/stock-value.md). Prices and
 * groups are the snapshot's: the platform keeps no price history either.
 */
import type { StockLine, StockLines } from '../../core/model/stock-snapshot.js';

/** The units of a product sold and returned after the day, up to the snapshot's day. */
export interface UnitsMoved {
  sold: number;
  returned: number;
}

/** Quantities are decimals: summed in ten-thousandths so 0.1 + 0.2 stays 0.3. */
const SCALE = 10_000;
const exact = (quantity: number): number => Math.round(quantity * SCALE);

export function estimateBack(
  snapshot: StockLines,
  moved: ReadonlyMap<number, UnitsMoved>,
): Map<number, StockLine> {
  const lines = new Map<number, StockLine>();
  for (const [productId, line] of snapshot) {
    const units = moved.get(productId);
    const stock = units
      ? (exact(line.stock) + exact(units.sold) - exact(units.returned)) / SCALE
      : line.stock;
    lines.set(productId, { ...line, stock });
  }
  return lines;
}
