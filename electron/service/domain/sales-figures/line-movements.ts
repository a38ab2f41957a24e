/**
 * What one turnover line moved: what it sold and what came back. A return is a line with a
 * negative quantity: a till return as the platform records it, or a credit note's line, the
 * refunded share of a sold line on the day it was paid back. The report's parts take their
 * lines from refund-and-payment-dating.ts, which hands a sale over with nothing refunded and a
 * refund recorded afterwards as such a credit note, so `refunded_quantity` is never read here.
 */
import { multiply, negate, parseAmount, ZERO, type Amount } from '../../../../shared/money.js';
import type { OrderLineRecord } from '../../core/model/sales.js';
import type { NetGross } from './vat-breakdown.js';

export interface LineMovement {
  sold: NetGross;
  /**
   * What came back, as a positive amount for goods returned. The line's amounts are its signed
   * totals, so they are negated, never made absolute: the return of a discount line (a line of
   * negative price, sold as a reduction) comes back negative and lowers the returns by what
   * the discount had taken off, as the VAT figures of the same line do.
   */
  returned: NetGross;
}

const NOTHING: NetGross = { net: ZERO, gross: ZERO };

export function movementOf(line: OrderLineRecord): LineMovement {
  const net = parseAmount(line.price);
  const gross = parseAmount(line.price_wt);
  if (line.quantity < 0)
    return { sold: NOTHING, returned: { net: negate(net), gross: negate(gross) } };
  // A line of quantity 0 moves no goods (the platform gives it price 0).
  if (line.quantity === 0) return { sold: NOTHING, returned: NOTHING };
  return { sold: { net, gross }, returned: NOTHING };
}

/**
 * Cost of the goods: cost_ppu × quantity, so a return (a till return, a credit note) gives
 * its cost back; a line without a cost price costs 0 (and is counted as such).
 */
export function costOf(line: OrderLineRecord): Amount {
  if (line.cost_ppu === null) return ZERO;
  return multiply(parseAmount(line.cost_ppu), line.quantity);
}
