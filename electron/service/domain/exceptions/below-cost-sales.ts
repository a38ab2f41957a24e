/**
 * A product's lines sold below cost because of its price: a line whose unit price before discount
 * (`ppu`) is below the cost price it carries. They are its `price_below_cost` exception's
 * (product-exceptions.ts), not exceptions of their own (order-exceptions.ts), so a product priced
 * below cost is said once however often it sells; the price each line carried decides, so a product
 * repriced within the period counts only its lines sold at the low price.
 */
import { add, parseAmount, type Amount } from '../../../../shared/money.js';

/** A product's lines of the period sold at a unit price (before discount) below their cost. */
export interface BelowCostSales {
  /** Units sold so (exact: a quantity may be a weight). */
  quantity: Amount;
  /** cost_ppu × quantity − the line's price after discount, summed exactly (excl. VAT). */
  loss: Amount;
  /** The orders those lines are on, ascending. */
  orderIds: Set<number>;
  /** The latest such line's unit price and cost (its day, and its id among equal days). */
  latest: { day: string; lineId: number; ppu: Amount; cost: Amount };
}

/** One line sold at a price below its cost. */
export interface BelowCostSale {
  orderId: number;
  day: string;
  lineId: number;
  quantity: number;
  ppu: Amount;
  cost: Amount;
  /** cost × quantity − the line's price after discount. */
  loss: Amount;
}

/** Adds a line to its product's sales below cost, per product id. */
export function addBelowCostSale(
  sales: Map<number, BelowCostSales>,
  productId: number,
  { orderId, day, lineId, quantity, ppu, cost, loss }: BelowCostSale,
): void {
  const latest = { day, lineId, ppu, cost };
  const known = sales.get(productId);
  if (!known) {
    sales.set(productId, {
      quantity: parseAmount(quantity),
      loss,
      orderIds: new Set([orderId]),
      latest,
    });
    return;
  }
  known.quantity = add(known.quantity, parseAmount(quantity));
  known.loss = add(known.loss, loss);
  known.orderIds.add(orderId);
  if (day > known.latest.day || (day === known.latest.day && lineId > known.latest.lineId)) {
    known.latest = latest;
  }
}

/** Adds another part's sales below cost of a product (`from`) into `into`. */
export function mergeBelowCostSales(into: BelowCostSales, from: BelowCostSales): void {
  into.quantity = add(into.quantity, from.quantity);
  into.loss = add(into.loss, from.loss);
  for (const orderId of from.orderIds) into.orderIds.add(orderId);
  const { day, lineId } = from.latest;
  if (day > into.latest.day || (day === into.latest.day && lineId > into.latest.lineId)) {
    into.latest = from.latest;
  }
}
