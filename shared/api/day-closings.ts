/**
 * GET /api/day-closings: each till's day closing (the Z) for an Amsterdam day range, defined
 * once: expected against counted cash, the till-day's orders and payments per method, and
 * the till-days that sold but were never closed. A difference is the till's kasverschil,
 * counted − expected (a shortage negative); they add up to minus the financial report's
 * `revenue.total_differences` of the same range and location, which counts expected − counted
 * because it is taken off turnover.
 */
import { z } from 'zod';
import { dayRangeQuery, exportQuery, idParam, localDate } from './common.js';

/** Above this many euros a cash difference (short or over) is flagged, unless asked otherwise. */
export const DEFAULT_DIFFERENCE_THRESHOLD = '5.00';

export const dayClosingsQuerySchema = z.strictObject({
  ...dayRangeQuery,
  location_id: idParam.optional().meta({ description: 'Only the tills of this location.' }),
  shop_id: idParam.optional().meta({ description: 'Only this till (shop).' }),
  threshold: z
    .string()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, { message: 'must be euros such as 5 or 5.00' })
    .optional()
    .meta({
      description: `Flag differences whose size exceeds this many euros; default ${DEFAULT_DIFFERENCE_THRESHOLD}.`,
    }),
  ...exportQuery,
});

const money = z.number().meta({ description: 'Euros, rounded to cents.' });

const dayClosingPaymentSchema = z
  .object({
    type_alias: z.string().meta({ description: 'As in the report’s payment_methods.' }),
    name: z.string(),
    amount: money,
  })
  .meta({ id: 'DayClosingPayment' });

const dayClosingSchema = z
  .object({
    date: localDate.meta({ description: 'The Amsterdam day (YYYY-MM-DD).' }),
    shop_id: z.number().int(),
    shop_name: z.string(),
    location_id: z.number().int().nullable(),
    closed: z.boolean().meta({ description: 'false: orders that day but no day closing.' }),
    closing_id: z.number().int().nullable(),
    expected_cash: money.nullable(),
    counted_cash: money.nullable(),
    difference: money.nullable().meta({
      description:
        'counted_cash − expected_cash (kasverschil): negative = cash short, positive = cash over.',
    }),
    flagged: z.boolean().meta({ description: '|difference| above the threshold.' }),
    orders: z.number().int().meta({ description: 'Orders in the report’s scope that day.' }),
    payments: z
      .array(dayClosingPaymentSchema)
      .meta({ description: 'Payments that paid the day’s orders that day, per method.' }),
    settlements: z.array(dayClosingPaymentSchema).meta({
      description:
        'Other payments of the till’s orders made that day, per method: an order paid later ' +
        'or in part, a refund paid back (negative), whatever day the order was sold.',
    }),
  })
  .meta({ id: 'DayClosing' });

export const dayClosingsResponseSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    location_id: z.number().int().nullable(),
    shop_id: z.number().int().nullable(),
    currency: z.literal('EUR'),
    threshold: money,
    totals: z.object({
      difference: money.meta({
        description:
          'Σ difference (counted − expected): minus the report’s total_differences, which counts expected − counted.',
      }),
      flagged: z.number().int(),
      not_closed: z.number().int(),
      orders: z.number().int(),
    }),
    count: z.number().int(),
    total: z.number().int(),
    data: z.array(dayClosingSchema).meta({ description: 'By date, then shop id.' }),
  })
  .meta({ id: 'DayClosings' });

export type DayClosings = z.infer<typeof dayClosingsResponseSchema>;
export type DayClosing = z.infer<typeof dayClosingSchema>;
