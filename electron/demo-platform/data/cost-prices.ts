/**
 * A product's cost price: its sale price excl. VAT times the factor drawn for it, except for
 * one product in 50, priced below its cost (a cost price entered wrong, or a price not raised
 * after the cost rose), so the exceptions' price_below_cost and line_below_cost have a case
 * in any catalog of 50 or more (GET /api/exceptions). And the cost its sold lines carry: its
 * cost price, or for one product in 30 of those without a cost or a purchase row a cost price
 * it had when it sold and has no longer (a cost row removed since), so the stock value's third
 * cost source, the latest sold line's (docs/stock-value.md), has a case in any catalog of 60.
 */
import { multiply, parseAmount, round, type Amount } from '../../../shared/money.js';

const isPricedBelowCost = (n: number): boolean => n % 50 === 13;

const BELOW_COST_FACTOR = parseAmount('1.25');

/** n % 20 === 15 has no cost row (n % 4 === 3); n % 3 !== 0, no purchase row (catalog.ts). */
const hadCostRowOnceOnly = (n: number): boolean => n % 20 === 15 && n % 3 !== 0;

const FORMER_COST_FACTOR = parseAmount('0.6');

/** Null without a drawn factor (a product without a cost price). */
export function costPpuOf(n: number, ppu: Amount, drawn: Amount | null): Amount | null {
  if (drawn === null) return null;
  return round(multiply(ppu, isPricedBelowCost(n) ? BELOW_COST_FACTOR : drawn), 4);
}

/** The cost price per unit a sold line of the product carries; null: none. */
export function lineCostPpuOf(n: number, ppu: Amount, costPpu: Amount | null): Amount | null {
  if (costPpu !== null || !hadCostRowOnceOnly(n)) return costPpu;
  return round(multiply(ppu, FORMER_COST_FACTOR), 4);
}
