/**
 * What a snapshot's stock is worth: each product in stock at its cost price and at its sale
 * price excl. VAT, exact (shared/money.ts) and rounded to cents only in the answer, per turnover
 * group and in total. A product below zero is valued at zero and named; one in stock without a
 * cost price is valued at zero at cost and named; a product at zero adds nothing but counts.
 */
import type { StockValueLine, StockValueProduct } from '../../../../shared/api/stock-value.js';
import { add, multiply, toJsonNumber, ZERO, type Amount } from '../../../../shared/money.js';
import type { StockLine, StockLines } from '../../core/model/stock-snapshot.js';

/** Unit prices as the platform keeps them: four decimals. */
const UNIT_DECIMALS = 4;

/** Each product's sku and title by id, as today's catalog names it. */
export type ProductNames = ReadonlyMap<number, { sku: string; title: string }>;

export interface ExactValue {
  atCost: Amount;
  atSalePrice: Amount;
  products: number;
}

export interface StockValuation {
  total: ExactValue;
  /** By turnover group id (null: ungrouped), in group id order, null last. */
  groups: Map<number | null, ExactValue>;
  withoutCost: number[];
  negativeStock: number[];
  /** Every line with its value, by product id: valued once, for the totals and the list. */
  lines: ValuedLine[];
}

export interface ValuedLine {
  line: StockLine;
  atCost: Amount;
  atSalePrice: Amount;
}

const emptyValue = (): ExactValue => ({ atCost: ZERO, atSalePrice: ZERO, products: 0 });

function addTo(value: ExactValue, atCost: Amount, atSalePrice: Amount): void {
  value.atCost = add(value.atCost, atCost);
  value.atSalePrice = add(value.atSalePrice, atSalePrice);
  value.products += 1;
}

const byGroupId = ([a]: [number | null, ExactValue], [b]: [number | null, ExactValue]) =>
  (a ?? Number.MAX_SAFE_INTEGER) - (b ?? Number.MAX_SAFE_INTEGER);

/**
 * In stock without a cost price: named in `without_cost` and valued at zero at cost. The one rule
 * for it, which the exceptions' `stock_without_cost` names too (latest-snapshot.ts).
 */
export const isWithoutCost = (line: StockLine): boolean => line.stock > 0 && line.cost === null;

/** A line's value, exact: zero below zero stock, and at cost without a cost price. */
export function valueOfLine(line: StockLine): ValuedLine {
  const inStock = line.stock > 0 ? line.stock : 0;
  return {
    line,
    atCost: line.cost === null || inStock === 0 ? ZERO : multiply(line.cost, inStock),
    atSalePrice: line.sale === null || inStock === 0 ? ZERO : multiply(line.sale, inStock),
  };
}

export function valueStock(lines: StockLines): StockValuation {
  const total = emptyValue();
  const groups = new Map<number | null, ExactValue>();
  const withoutCost: number[] = [];
  const negativeStock: number[] = [];
  const valued: ValuedLine[] = [];
  // A snapshot's lines come nearly in id order (a whole one is kept sorted), which the sort
  // passes through in one run.
  for (const line of [...lines.values()].sort((a, b) => a.productId - b.productId)) {
    if (line.stock < 0) negativeStock.push(line.productId);
    else if (isWithoutCost(line)) withoutCost.push(line.productId);
    const value = valueOfLine(line);
    valued.push(value);
    const group = groups.get(line.groupId) ?? emptyValue();
    groups.set(line.groupId, group);
    addTo(group, value.atCost, value.atSalePrice);
    addTo(total, value.atCost, value.atSalePrice);
  }
  const byGroup = new Map([...groups].sort(byGroupId));
  return { total, groups: byGroup, withoutCost, negativeStock, lines: valued };
}

/** The answer's figures of an exact value: euros rounded to cents. */
export const valueFigures = (value: ExactValue) => ({
  value_at_cost: toJsonNumber(value.atCost),
  value_at_sale_price: toJsonNumber(value.atSalePrice),
  products: value.products,
});

/** A named product of the answer, with its sku and title where the catalog still has it. */
export function namedProduct(
  productId: number,
  lines: StockLines,
  names: ProductNames,
): StockValueProduct {
  const name = names.get(productId);
  return {
    product_id: productId,
    sku: name?.sku ?? null,
    title: name?.title ?? null,
    stock: lines.get(productId)?.stock ?? 0,
  };
}

/**
 * A line's cost price as the answer shows it (per unit, 4 decimals) and where it came from: the
 * price list shows the same figures of the latest snapshot's lines (list-costs.ts).
 */
export const costFigures = (line: StockLine) => ({
  cost_price: line.cost === null ? null : toJsonNumber(line.cost, UNIT_DECIMALS),
  cost_source: line.costSource,
});

/**
 * Every line of the answer, by product id (valueStock's order and values): what a user checks
 * any value by (per unit, 4 decimals).
 */
export function valuedLines(valued: readonly ValuedLine[], names: ProductNames): StockValueLine[] {
  return valued.map(({ line, atCost, atSalePrice }) => {
    const name = names.get(line.productId);
    return {
      product_id: line.productId,
      sku: name?.sku ?? null,
      title: name?.title ?? null,
      group_id: line.groupId,
      stock: line.stock,
      ...costFigures(line),
      sale_price: line.sale === null ? null : toJsonNumber(line.sale, UNIT_DECIMALS),
      value_at_cost: toJsonNumber(atCost),
      value_at_sale_price: toJsonNumber(atSalePrice),
    };
  });
}
