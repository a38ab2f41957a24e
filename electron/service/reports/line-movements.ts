/**
 * What one turnover line moved: what it sold and what came back. A till return is a line of
 * its own with a negative quantity; a refund made on the order afterwards keeps the line as
 * sold and records `refunded_quantity` on it (as the platform's recorded orders do), so the
 * refunded share of the line's price is a return too. The platform dates neither kind of
 * return apart from its order, so both count on the order's purchase day.
 */
import {
  abs,
  multiply,
  parseAmount,
  shareInCents,
  ZERO,
  type Amount,
} from '../../../shared/money.js';
import type { OrderItemRow } from '../../upstream/wire.js';
import type { NetGross } from './vat-breakdown.js';

export interface LineMovement {
  sold: NetGross;
  /** Magnitudes (positive). */
  returned: NetGross;
}

const NOTHING: NetGross = { net: ZERO, gross: ZERO };

/** The refunded part of a sold line, never more than the line. */
const refundedOf = (line: OrderItemRow): number =>
  Math.min(Math.max(line.refunded_quantity, 0), line.quantity);

export function movementOf(line: OrderItemRow): LineMovement {
  const net = parseAmount(line.price);
  const gross = parseAmount(line.price_wt);
  if (line.quantity < 0) return { sold: NOTHING, returned: { net: abs(net), gross: abs(gross) } };
  // A line of quantity 0 moves no goods (the platform gives it price 0).
  if (line.quantity === 0) return { sold: NOTHING, returned: NOTHING };
  const refunded = refundedOf(line);
  return {
    sold: { net, gross },
    returned:
      refunded === 0
        ? NOTHING
        : {
            net: shareInCents(net, refunded, line.quantity),
            gross: shareInCents(gross, refunded, line.quantity),
          },
  };
}

/**
 * Cost of the goods that stayed sold: cost_ppu × (quantity − refunded), so a return gives
 * its cost back; a line without a cost price costs 0 (and is counted as such).
 */
export function costOf(line: OrderItemRow): Amount {
  if (line.cost_ppu === null) return ZERO;
  const kept = line.quantity > 0 ? line.quantity - refundedOf(line) : line.quantity;
  return multiply(parseAmount(line.cost_ppu), kept);
}
