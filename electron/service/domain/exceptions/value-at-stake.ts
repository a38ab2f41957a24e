/**
 * What a catalog exception puts at stake in the stock value (docs/stock-value.md, "The
 * exceptions' value at stake"), exact (shared/money.ts) and rounded to cents in the answer:
 *
 * - **Negative stock**: the units below zero at the product's cost price, the stock value's
 *   own (its cost price row, else its purchase price row), else the cost its latest sold line of
 *   the period carried: goods sold that the stock never held, which the stock value counts as
 *   zero. Null when no cost price is known.
 * - **Stock without a cost price**: its products' stock at the snapshot's sale price excl. VAT,
 *   their value at sale price in the stock value of that day: what its value at cost leaves out
 *   of them is at most that much (a product sold at a loss aside), since it values them at zero.
 */
import { add, multiply, toJsonNumber, ZERO } from '../../../../shared/money.js';
import type { Amount } from '../../../../shared/money.js';
import type { StockLine } from '../../core/model/stock-snapshot.js';
import type { StockCostRow } from '../../data/platform/stock-cost-rows.js';
import { costOf } from '../stock-value/current-stock.js';
import { valueOfLine } from '../stock-value/valuing.js';

/** The units below zero of a product at `stock` (< 0) at its cost; null: no cost known. */
export function negativeStockStake(
  stock: number,
  costRow: StockCostRow | undefined,
  soldCost: Amount | null,
): number | null {
  const cost = costOf(costRow, soldCost ?? undefined).cost;
  return cost === null ? null : toJsonNumber(multiply(cost, -stock));
}

/** A snapshot's lines valued at their sale price excl. VAT as the stock value values them. */
export function withoutCostStake(lines: Iterable<StockLine>): number {
  let total = ZERO;
  for (const line of lines) total = add(total, valueOfLine(line).atSalePrice);
  return toJsonNumber(total);
}
