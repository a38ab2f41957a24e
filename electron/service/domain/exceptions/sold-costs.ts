/**
 * What a period's sold lines say of each product's cost price (order-exceptions.ts learns it,
 * product-exceptions.ts judges the products by it): the cost of its latest line that had one,
 * the sku and name of its latest line, and whether any line lacked a cost. "Latest" is by the
 * day the line was sold on, then its order id and line id, so the same lines say the same
 * whatever order they come in (a period added up a day at a time: sales-figures/day-sums.ts).
 */
import { isZero, type Amount } from '../../../../shared/money.js';

/** Where a line stands among the period's: its day, its order's id, its own id. */
export type LineAt = readonly [day: string, orderId: number, lineId: number];

const isLater = (a: LineAt, b: LineAt): boolean =>
  a[0] !== b[0] ? a[0] > b[0] : a[1] !== b[1] ? a[1] > b[1] : a[2] > b[2];

/** What the period's lines say of a product's cost price. */
export interface SoldCost {
  /** The cost price per unit of its latest line that had one; null: none had one. */
  costPpu: Amount | null;
  /** The line `costPpu` is of; while none had a cost, the latest line. */
  costAt: LineAt;
  /** Some line of it had no cost price, or 0. */
  lacking: boolean;
  /** Its latest line's, which `namedAt` is. */
  sku: string;
  name: string;
  namedAt: LineAt;
}

/** Learns a sold line's cost price, sku and name. */
export function learnCost(
  costs: Map<number, SoldCost>,
  productId: number,
  line: { costPpu: Amount | null; at: LineAt; sku: string; name: string },
): void {
  const lacking = line.costPpu === null || isZero(line.costPpu);
  const { costPpu, at, sku, name } = line;
  mergeSoldCost(costs, productId, { costPpu, costAt: at, lacking, sku, name, namedAt: at });
}

/** Adds what other lines say of a product's cost (`cost`) to what `costs` holds of it. */
export function mergeSoldCost(
  costs: Map<number, SoldCost>,
  productId: number,
  cost: SoldCost,
): void {
  const known = costs.get(productId);
  if (!known) {
    costs.set(productId, { ...cost });
    return;
  }
  known.lacking ||= cost.lacking;
  const takesCost =
    cost.costPpu === null
      ? known.costPpu === null && isLater(cost.costAt, known.costAt)
      : known.costPpu === null || isLater(cost.costAt, known.costAt);
  if (takesCost) {
    known.costPpu = cost.costPpu;
    known.costAt = cost.costAt;
  }
  if (isLater(cost.namedAt, known.namedAt)) {
    known.sku = cost.sku;
    known.name = cost.name;
    known.namedAt = cost.namedAt;
  }
}
