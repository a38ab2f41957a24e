/**
 * The order edits the demo accepts (admin `POST /__admin/orders`, `DemoPlatform.editOrder`),
 * so tests can change orders the way a shop does after a sale and watch every reader see it.
 * Each kind changes what the service's answers are computed from: the status decides whether
 * the report counts an order, a line's price and discount move revenue and the discount
 * filter, the purchase time moves an order to another day or month, a payment (a payout is a
 * negative one) changes what was paid, and a refund takes units of a line back. Validated here, applied in edit-order.ts.
 */
import { z } from 'zod';
import { ORDER_STATUSES } from '../../../shared/api/orders.js';
import { parseTimestamp } from '../../../shared/dates.js';

const amountText = (pattern: RegExp, example: string) => {
  const error = `must be a decimal string, e.g. "${example}"`;
  return z.string({ error }).regex(pattern, { error });
};

const EUROS_ERROR = 'must be euros with two decimals as a string, e.g. "-12.50" (not cents)';

const timestampText = () => {
  const error = 'must be a timestamp with an offset, e.g. "2026-10-31 23:30:00+01:00"';
  return z.string({ error }).refine((text) => parseTimestamp(text) !== null, { error });
};

const orderEditSchema = z.discriminatedUnion(
  'kind',
  [
    /** A new status; the order is otherwise as it was (a cancelled order keeps its payments). */
    z.strictObject({ kind: z.literal('status'), status: z.enum(ORDER_STATUSES) }),
    /**
     * Reprices one product line: unit price ex VAT (default: as it is) and a discount factor
     * on the line (default 1: none; 0.8 is 20 % off, above 1 a surcharge). The order's
     * totals, discount and taxes follow; its payments do not.
     */
    z.strictObject({
      kind: z.literal('line_price'),
      line: z.int().min(0),
      ppu: amountText(/^\d{1,6}(\.\d{1,4})?$/, '12.50').optional(),
      discount: amountText(/^\d(\.\d{1,4})?$/, '0.8').optional(),
    }),
    /** A new purchase time; its payments move by the same time when `shiftPayments`. */
    z.strictObject({
      kind: z.literal('move'),
      datePurchased: timestampText(),
      shiftPayments: z.boolean().optional(),
    }),
    /**
     * One more payment: amount incl. VAT in euros with two decimals, negative for a refund, as
     * the platform's payments carry it (public code makes a refund `round(-abs($refundAmount),
     * 2)`, docs/upstream.md): "-12.50" is € 12,50 back. Two decimals always, so a count of
     * cents ("-1250") is refused rather than read as € 1.250. Status defaults to
     * `refunded` for a negative amount and `paid` otherwise; `datePaid` to the edit's time;
     * the method to the type of the order's first payment (else Web or Pin by shop).
     */
    z.strictObject({
      kind: z.literal('payment'),
      amount: z
        .string({ error: EUROS_ERROR })
        .regex(/^-?\d{1,6}\.\d{2}$/, { error: EUROS_ERROR })
        .refine((text) => Number(text) !== 0, { error: 'must not be 0' }),
      status: z.enum(['paid', 'refunded', 'pending', 'cancelled']).optional(),
      datePaid: timestampText().optional(),
      /** A payment method type's alias (Cash, Pin, Web, …), checked against the account's. */
      method: z.string().optional(),
    }),
    /**
     * A refund of `quantity` units of one product line (default: all not refunded yet): the
     * line's refunded quantity and the order's refunded amounts rise, its value drops, and
     * the share given back (incl. VAT) is a refund payment on `datePaid` (default: now).
     */
    z.strictObject({
      kind: z.literal('refund'),
      line: z.int().min(0),
      quantity: z.int().min(1).optional(),
      datePaid: timestampText().optional(),
    }),
  ],
  { error: 'must have a kind: status, line_price, move, payment or refund' },
);

export type OrderEdit = z.infer<typeof orderEditSchema>;

const orderEditRequestSchema = z.strictObject({
  account: z.string({ error: 'must be the name of a demo account' }),
  orderId: z.int({ error: 'must be an order id (an integer)' }),
  edit: orderEditSchema,
});

export type OrderEditRequest = z.infer<typeof orderEditRequestSchema>;

/** Checks a request's shape; a RangeError names the first bad field. */
export function parseOrderEditRequest(body: unknown): OrderEditRequest {
  const parsed = orderEditRequestSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue?.path.join('.') ?? '';
  throw new RangeError(path ? `${path}: ${issue?.message ?? 'invalid'}` : (issue?.message ?? ''));
}
