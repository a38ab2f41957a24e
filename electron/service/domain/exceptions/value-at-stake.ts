/**
 * What a catalog exception puts at stake in the stock value (docs/stock-value.md, "The
 * exceptions' value at stake"), exact (shared/money.ts) and rounded to cents in the answer:
 *
 * - **Negative stock**: the units below zero at the product's cost price, the stock value's
 *   own (its cost price row, else its purchase price row), else the cost its latest sold line of
 *   the period carried: goods sold that the stock never held, which the stock value counts as
 *   zero. Null when no cost price is known.
 * - **No cost price**: its products' stock at the base sale price excl. VAT, the stock value's
 *   other figure: what the stock value at cost leaves out of them is at most that much (a
 *   product sold at a loss aside), since it values them at zero. A product not in stock adds
 *   nothing.
 */
import { add, multiply, toJsonNumber, ZERO, type Amount } from '../../../../shared/money.js';
import type { StockCostRow } from '../../data/platform/stock-cost-rows.js';
import { costOf } from '../stock-value/current-stock.js';

/** A product's stock and base sale price excl. VAT as the catalog has them now. */
export interface HeldStock {
  stock: number;
  sale: Amount | null;
}

/** The units below zero of a product at `stock` (< 0) at its cost; null: no cost known. */
export function negativeStockStake(
  stock: number,
  costRow: StockCostRow | undefined,
  soldCost: Amount | null,
): number | null {
  const cost = costOf(costRow, soldCost ?? undefined).cost;
  return cost === null ? null : toJsonNumber(multiply(cost, -stock));
}

/** The stock of the products in stock at their base sale price excl. VAT, summed. */
export function withoutCostStake(
  productIds: Iterable<number>,
  held: ReadonlyMap<number, HeldStock>,
): number {
  let total = ZERO;
  for (const id of productIds) {
    const product = held.get(id);
    if (!product || product.stock <= 0 || product.sale === null) continue;
    total = add(total, multiply(product.sale, product.stock));
  }
  return toJsonNumber(total);
}
