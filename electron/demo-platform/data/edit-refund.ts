/**
 * A refund recorded on an order after the sale, as the platform records one
 * (docs/upstream.md, "When was a refund made?"): the line keeps its quantity and says how much
 * of it came back, the order's value drops by that share and `refunded_price(_wt)` rises by it,
 * and the money given back is a payment of its own, negative, on the refund's day. Which is
 * how the demo's generated refunds look, so the report counts an edited refund as theirs.
 */
import { add, negate, parseAmount, shareInCents, subtract } from '../../../shared/money.js';
import type { EditedOrder } from './edit-order.js';
import { payloadMoney, type DemoOrder } from './order-rows.js';

/** A refund of `quantity` units (default: the rest) of one product line. */
export interface RefundEdit {
  kind: 'refund';
  line: number;
  quantity?: number | undefined;
  datePaid?: string | undefined;
}

/** The order with the line's units refunded, and the gross amount to pay back. */
export function refundLine(
  current: EditedOrder,
  edit: RefundEdit,
): { order: DemoOrder; payBack: string } {
  const { order } = current;
  const item = order.order_items[edit.line];
  if (!item) {
    throw new RangeError(
      `edit.line: order ${order.id} has ${order.order_items.length} lines, numbered from 0`,
    );
  }
  const left = item.quantity - item.refunded_quantity;
  const quantity = edit.quantity ?? left;
  if (item.product_id === null || quantity < 1 || quantity > left) {
    throw new RangeError(
      `edit.quantity: line ${edit.line} of order ${order.id} has ${Math.max(left, 0)} units to refund`,
    );
  }
  // Each step pays back the share of all units refunded so far less what earlier steps paid,
  // so a line refunded unit by unit pays back exactly its total (3 × € 10 / 3: 3.33, 3.34,
  // 3.33), as the service's credit note reckons it (one rounding of the refunded share).
  const refundedShare = (amount: string | number, units: number) =>
    shareInCents(parseAmount(amount), units, item.quantity);
  const step = (amount: string | number) =>
    subtract(
      refundedShare(amount, item.refunded_quantity + quantity),
      refundedShare(amount, item.refunded_quantity),
    );
  const net = step(item.price);
  const gross = step(item.price_wt);
  const items = order.order_items.map((line, index) =>
    index === edit.line ? { ...line, refunded_quantity: line.refunded_quantity + quantity } : line,
  );
  const whole = items.every(
    (line) => line.product_id === null || line.refunded_quantity === line.quantity,
  );
  return {
    order: {
      ...order,
      status: whole ? 'refunded' : order.status,
      order_items: items,
      value: payloadMoney(subtract(parseAmount(order.value), net)),
      value_wt: payloadMoney(subtract(parseAmount(order.value_wt), gross)),
      refunded_price: payloadMoney(add(parseAmount(order.refunded_price), net)),
      refunded_price_wt: payloadMoney(add(parseAmount(order.refunded_price_wt), gross)),
    },
    payBack: payloadMoney(negate(gross)),
  };
}
