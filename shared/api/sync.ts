/**
 * GET /api/orders/delta and GET /api/products/delta: incremental sync. The first call sends
 * `since` (ISO 8601 with an offset, a date YYYY-MM-DD meaning Amsterdam midnight, or unix
 * seconds), every later call the `next_cursor` of the answer before; rows come ordered by
 * update time, then id.
 */
import { z } from 'zod';
import { localMidnight, parseLocalDate, parseTimestamp } from '../dates.js';
import { productSchema } from './catalog.js';
import { limitParam } from './common.js';
import { orderSchema } from './orders.js';

const ORDERS_DELTA_LIMIT_CAP = 100;
const PRODUCTS_DELTA_LIMIT_CAP = 1000;
const MAX_CURSOR_LENGTH = 1024;

/** Unix seconds: digits only, at most 12 (up to the year 33658). */
const UNIX_SECONDS = /^\d{1,12}$/;

/** `since` as an epoch-millisecond instant; midnight in Amsterdam for a plain date. */
function parseSince(text: string): number | null {
  const trimmed = text.trim();
  if (UNIX_SECONDS.test(trimmed)) return Number(trimmed) * 1000;
  const date = parseLocalDate(trimmed);
  if (date) return localMidnight(date);
  return parseTimestamp(trimmed);
}

const sinceParam = z
  .string()
  .transform((text, context): number => {
    const instant = parseSince(text);
    if (instant === null) {
      context.addIssue({
        code: 'custom',
        message:
          'must be ISO 8601 with an offset (2026-03-01T00:00:00+01:00), a date YYYY-MM-DD ' +
          `or unix seconds, got ${JSON.stringify(text.slice(0, 40))}`,
      });
      return z.NEVER;
    }
    return instant;
  })
  .meta({
    description:
      'First call only: changes at or after this moment. ISO 8601 with an offset ' +
      '(2026-03-01T00:00:00+01:00 or ...Z), a date YYYY-MM-DD (midnight in Amsterdam), or ' +
      'unix seconds.',
    example: '2026-03-01T00:00:00+01:00',
  });

const cursorText = z
  .string()
  .min(1, { message: 'must not be empty' })
  .max(MAX_CURSOR_LENGTH, { message: 'is not a cursor of this service' })
  .meta({ description: 'Later calls: the `next_cursor` of the previous answer, unchanged.' });

const deltaQuery = (cap: number) =>
  z
    .strictObject({
      since: sinceParam.optional(),
      cursor: cursorText.optional(),
      limit: limitParam(cap),
    })
    .superRefine((query, context) => {
      if (query.since !== undefined && query.cursor !== undefined) {
        context.addIssue({
          code: 'custom',
          path: ['cursor'],
          message: "cannot be combined with 'since': send 'since' first, then only 'cursor'",
        });
      } else if (query.since === undefined && query.cursor === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['since'],
          message: "is required on the first call (later calls send 'cursor' instead)",
        });
      }
    });

export const ordersDeltaQuerySchema = deltaQuery(ORDERS_DELTA_LIMIT_CAP);
export const productsDeltaQuerySchema = deltaQuery(PRODUCTS_DELTA_LIMIT_CAP);

const dateUpdated = z
  .string()
  .meta({ description: 'Last change, ISO 8601 with the Amsterdam offset.' });

const orderDeltaRowSchema = orderSchema
  .extend({ date_updated: dateUpdated })
  .meta({ id: 'OrderDeltaRow' });

const productDeltaRowSchema = productSchema
  .extend({ date_updated: dateUpdated })
  .meta({ id: 'ProductDeltaRow' });

const deltaEnvelope = <Row extends z.ZodType>(row: Row) =>
  z.object({
    data: z.array(row).meta({ description: 'Changed rows, by update time then id.' }),
    next_cursor: z.string().meta({
      description:
        'Opaque; send it as `cursor` next time. Always present, also when nothing changed, ' +
        'so a client can keep polling from where it is.',
    }),
    has_more: z
      .boolean()
      .meta({ description: 'True when more changes are waiting: call again at once.' }),
    limit: z.number().int().meta({ description: 'The page size applied (after the cap).' }),
  });

export const ordersDeltaResponseSchema = deltaEnvelope(orderDeltaRowSchema).meta({
  id: 'OrdersDelta',
});
export type OrdersDeltaResponse = z.infer<typeof ordersDeltaResponseSchema>;

export const productsDeltaResponseSchema = deltaEnvelope(productDeltaRowSchema).meta({
  id: 'ProductsDelta',
});
export type ProductsDeltaResponse = z.infer<typeof productsDeltaResponseSchema>;
