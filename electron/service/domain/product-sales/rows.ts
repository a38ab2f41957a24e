/**
 * Product figures as API rows: exact sums rounded once, as the report rounds them, and the
 * margin only where every line had a cost price (docs/decisions: product-sales).
 */
import type {
  ProductSalesRow,
  ProductSalesResponse,
} from '../../../../shared/api/product-sales.js';
import {
  add,
  percentage,
  subtract,
  toJsonNumber,
  ZERO,
  type Amount,
} from '../../../../shared/money.js';
import type { ProductFigures } from '../sales-figures/product-sales-totals.js';
import { productTurnover } from '../sales-figures/product-sales-totals.js';

/** Quantities keep up to 4 decimals (a weighed article: 0.125 kg). */
const QUANTITY_DECIMALS = 4;

interface Sums {
  quantitySold: Amount;
  quantityReturned: Amount;
  turnover: Amount;
  turnoverWt: Amount;
  cost: Amount;
  linesWithoutCost: number;
}

function figuresToJson(sums: Sums): ProductSalesResponse['totals'] {
  // A cost of goods with lines that cost 0 because their cost price is unknown is no base
  // for a margin: it would show too high a margin as if it were complete.
  const complete = sums.linesWithoutCost === 0;
  const margin = subtract(sums.turnover, sums.cost);
  return {
    quantity_sold: toJsonNumber(sums.quantitySold, QUANTITY_DECIMALS),
    quantity_returned: toJsonNumber(sums.quantityReturned, QUANTITY_DECIMALS),
    turnover: toJsonNumber(sums.turnover),
    turnover_wt: toJsonNumber(sums.turnoverWt),
    cost_of_goods: toJsonNumber(sums.cost),
    lines_without_cost_price: sums.linesWithoutCost,
    margin: complete ? toJsonNumber(margin) : null,
    // From the exact amounts, as the report's margin percentage.
    margin_percentage: complete ? percentage(margin, sums.turnover) : null,
    margin_unknown: complete ? null : 'lines_without_cost_price',
  };
}

const sumsOf = (figures: ProductFigures): Sums => {
  const { turnover, turnover_wt } = productTurnover(figures);
  return {
    quantitySold: figures.quantitySold,
    quantityReturned: figures.quantityReturned,
    turnover,
    turnoverWt: turnover_wt,
    cost: figures.cost,
    linesWithoutCost: figures.linesWithoutCost,
  };
};

export function toProductSalesRow(
  figures: ProductFigures,
  groupName: (groupId: number | null) => string | null,
): ProductSalesRow {
  return {
    product_id: figures.productId,
    sku: figures.sku,
    title: figures.title,
    product_group_id: figures.productGroupId,
    product_group_name: groupName(figures.productGroupId),
    ...figuresToJson(sumsOf(figures)),
  };
}

/** Over every product, from the exact sums (not from the rounded rows). */
export function productSalesTotals(
  products: Iterable<ProductFigures>,
): ProductSalesResponse['totals'] {
  let sums: Sums = {
    quantitySold: ZERO,
    quantityReturned: ZERO,
    turnover: ZERO,
    turnoverWt: ZERO,
    cost: ZERO,
    linesWithoutCost: 0,
  };
  for (const figures of products) {
    const own = sumsOf(figures);
    sums = {
      quantitySold: add(sums.quantitySold, own.quantitySold),
      quantityReturned: add(sums.quantityReturned, own.quantityReturned),
      turnover: add(sums.turnover, own.turnover),
      turnoverWt: add(sums.turnoverWt, own.turnoverWt),
      cost: add(sums.cost, own.cost),
      linesWithoutCost: sums.linesWithoutCost + own.linesWithoutCost,
    };
  }
  return figuresToJson(sums);
}
