/**
 * A product's cost price: its sale price excl. VAT times the factor drawn for it, except for
 * one product in 50, priced below its cost (a cost price entered wrong, or a price not raised
 * after the cost rose), so the exceptions' price_below_cost and line_below_cost have a case
 * in any catalog of 50 or more (GET /api/exceptions).
 */
import { multiply, parseAmount, round, type Amount } from '../../../shared/money.js';

const isPricedBelowCost = (n: number): boolean => n % 50 === 13;

const BELOW_COST_FACTOR = parseAmount('1.25');

/** Null without a drawn factor (a product without a cost price). */
export function costPpuOf(n: number, ppu: Amount, drawn: Amount | null): Amount | null {
  if (drawn === null) return null;
  return round(multiply(ppu, isPricedBelowCost(n) ? BELOW_COST_FACTOR : drawn), 4);
}
