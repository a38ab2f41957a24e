/**
 * A turnover group's products as its opened row lists them: the group's lines, asked for when
 * it opens (queries.ts), sorted by value at cost, highest first, so the products that make up
 * most of a group's value come first; a group of thousands is shown a part at a time
 * (components/table/InParts.tsx).
 */
import type { StockValueLine } from '../../../../shared/api/stock-value.js';

/**
 * The products an opened group shows at first, and how many more each "show more" adds: a
 * group of a 50,000-product catalog holds thousands, and rendered at once such a table holds the
 * page for a second or more (ExceptionsTable.tsx measured 1.6 s for 4,785 rows).
 */
export const GROUP_PART = 100;

/**
 * Highest value at cost first; equal values (the many at zero: no cost price, none in stock)
 * by value at sale price, then by product id, so the order never depends on the answer's.
 */
export const byValueAtCost = (a: StockValueLine, b: StockValueLine): number =>
  b.value_at_cost - a.value_at_cost ||
  b.value_at_sale_price - a.value_at_sale_price ||
  a.product_id - b.product_id;

/** A group's lines sorted by byValueAtCost (a copy: the answer's stay as they came). */
export const sortedByValue = (lines: readonly StockValueLine[]): StockValueLine[] =>
  [...lines].sort(byValueAtCost);
