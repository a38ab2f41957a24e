/**
 * Exceptions (signaleringen): what in a period of sales and in the catalog a retailer should
 * look at, each exception with the threshold it crossed (GET /api/exceptions); the thresholds,
 * per platform account (GET/PUT /api/exception-thresholds); and "seen" marks, per user
 * (GET /api/exceptions/seen, PUT /api/exceptions/{id}/seen). The exceptions are the same for
 * every user of the same rights, so they are answered from the answer memo; the seen marks,
 * each user's own, are read beside them. Defined once here; the service validates with these and
 * the renderer reads with them.
 */
import { z } from 'zod';
import { dayRangeQuery, idParam } from './common.js';
import { isOneOf } from '../guards.js';
import { stockSnapshotHeadSchema } from './stock-value.js';

/** Every kind the service checks, in the order the screen lists its filter. */
export const EXCEPTION_KINDS = [
  'cash_difference',
  'repeated_cash_difference',
  'refunds',
  'discount',
  'line_below_cost',
  'price_below_cost',
  'never_priced',
  'no_cost_price',
  'stock_without_cost',
  'negative_stock',
] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];

/**
 * Kinds the issue names that no platform call records, so nothing is found for them: a
 * manual price change at the till (the order lines carry the price charged, not whether the
 * cashier typed it). Listed in every answer's `not_checked`, never silently absent.
 */
export const UNRECORDED_KINDS = ['manual_price_change'] as const;

const euros = z
  .string()
  .regex(/^\d{1,6}(\.\d{1,2})?$/, { message: 'must be euros such as 5 or 5.00' });
const percent = z
  .number()
  .min(0)
  .max(100)
  // Read from the number as it was written (JSON's shortest form): 14.29 × 100 is no integer in
  // binary floats, so multiplying refused some thousand of the two-decimal percentages.
  .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), { message: 'at most 2 decimals' });

export const exceptionThresholdsInputSchema = z
  .strictObject({
    cash_difference: euros.meta({
      description: 'A till-day whose cash difference (short or over) exceeds this many euros.',
    }),
    repeated_difference: euros.meta({
      description:
        'A till whose difference exceeds this many euros on `repeated_days` of its closings running.',
    }),
    repeated_days: z.number().int().min(2).max(31).meta({
      description: 'How many closings running make a repeated difference.',
    }),
    refund_share: percent.meta({
      description: "A till's or shop's returns of a day above this percentage of its sales.",
    }),
    refund_amount: euros.meta({
      description: "A till's or shop's returns of a day above this many euros (incl. VAT).",
    }),
    discount_share: percent.meta({
      description: "An order's discount above this percentage of its price before discount.",
    }),
    line_loss: euros.meta({
      description: 'A line sold below its cost price by more than this many euros (excl. VAT).',
    }),
  })
  .meta({ id: 'ExceptionThresholdsInput' });
export type ExceptionThresholdsInput = z.infer<typeof exceptionThresholdsInputSchema>;

/** The thresholds an account has until it sets its own (docs/api.md, "Exceptions"). */
export const DEFAULT_EXCEPTION_THRESHOLDS: ExceptionThresholdsInput = {
  cash_difference: '5.00',
  repeated_difference: '1.00',
  repeated_days: 3,
  refund_share: 10,
  refund_amount: '100.00',
  discount_share: 30,
  line_loss: '0.00',
};

export const exceptionThresholdsSchema = exceptionThresholdsInputSchema
  .extend({
    updated_at: z.string().nullable().meta({ description: 'Null: the defaults, never set.' }),
  })
  .meta({ id: 'ExceptionThresholds' });
export type ExceptionThresholds = z.infer<typeof exceptionThresholdsSchema>;

export const exceptionsQuerySchema = z.strictObject({
  ...dayRangeQuery,
  location_id: idParam.optional().meta({ description: 'Only this location’s tills and shops.' }),
  kind: z
    .enum(EXCEPTION_KINDS)
    .optional()
    .meta({ description: `Only this kind: ${EXCEPTION_KINDS.join(', ')}.` }),
});

/**
 * The kinds that are a standing state of the catalog rather than news: each is ONE exception (per
 * kind) whose `products` are the products in that state, so a catalog with 200 unpriced products
 * is one row that says 200, not 200 rows (0090's addendum, "A catalog state is one finding").
 */
const CATALOG_STATE_KINDS = ['never_priced', 'no_cost_price', 'stock_without_cost'] as const;
export type CatalogStateKind = (typeof CATALOG_STATE_KINDS)[number];
export const isCatalogStateKind = (kind: ExceptionKind): kind is CatalogStateKind =>
  isOneOf(CATALOG_STATE_KINDS, kind);

/**
 * The kinds about the catalog, a product's state rather than a period's sales: never of a day or
 * a location (`day` and `location_id` null), the account's catalog, which every user of the
 * account is shown, a user limited to a location too, and may mark seen (docs/api.md).
 */
const CATALOG_KINDS = [...CATALOG_STATE_KINDS, 'price_below_cost', 'negative_stock'] as const;
export const isCatalogKind = (kind: ExceptionKind): boolean => isOneOf(CATALOG_KINDS, kind);

export const exceptionSubjectSchema = z
  .object({
    type: z.enum(['till_day', 'order', 'order_line', 'product', 'products']),
    id: z.number().int().meta({
      description: 'Shop id, order id, line id or product id; 0 for `products` (a catalog state).',
    }),
    label: z.string().meta({
      description:
        'Shop name, order number or SKU and title; for `products`, how many ("200 products").',
    }),
  })
  .meta({ id: 'ExceptionSubject' });

const exceptionProductSchema = z
  .object({
    id: z.number().int(),
    sku: z.string().meta({ description: 'Empty when the product has none.' }),
    title: z.string(),
  })
  .meta({ id: 'ExceptionProduct' });
export type ExceptionProduct = z.infer<typeof exceptionProductSchema>;

const exceptionSchema = z
  .object({
    id: z.string().meta({
      description:
        'Stable: kind, day, location and subject hashed (the same finding keeps its id on ' +
        'every ask, so a seen mark or a digest can tell it again).',
    }),
    kind: z.enum(EXCEPTION_KINDS),
    day: z.string().nullable().meta({
      description:
        'The Amsterdam day (YYYY-MM-DD); null for a product’s state, which belongs to no day.',
    }),
    location_id: z.number().int().nullable(),
    shop_id: z.number().int().nullable(),
    shop_name: z.string().nullable(),
    cashier: z.string().nullable().meta({
      description: 'Always null: the platform records no cashier on an order or a closing.',
    }),
    subject: exceptionSubjectSchema,
    amount: z.number().nullable().meta({
      description: 'The money involved, euros (difference, returns, discount, loss); null: none.',
    }),
    measured: z.number().nullable().meta({
      description: 'What was compared with the threshold, in `unit`.',
    }),
    threshold: z.number().nullable().meta({ description: 'The threshold it crossed, in `unit`.' }),
    unit: z.enum(['EUR', 'percent', 'closings', 'quantity']).nullable(),
    orders_path: z
      .string()
      .nullable()
      .meta({
        description:
          'The API path of its orders: the day’s orders of the till, or the one order; for a ' +
          'product priced below cost, its orders of the period (the report’s drill-down of its ' +
          'turnover; `order_ids` names those sold below cost); null for any other product’s ' +
          'state, and for a product priced below cost that was not sold so in the period.',
      }),
    sold_below_cost: z
      .number()
      .nullable()
      .meta({
        description:
          '`price_below_cost` only: the units sold in the period at a unit price (before ' +
          'discount) below their cost; their loss is `amount`. Null for every other kind.',
      }),
    order_ids: z.array(z.number().int()).nullable().meta({
      description:
        '`price_below_cost` only: the orders of those units, ascending. Null for every other kind.',
    }),
    returns: z
      .array(
        z.object({
          id: z.number().int(),
          order_number: z.string(),
          backoffice_url: z.string(),
          amount: z.number().meta({ description: 'What of it was returned that day, incl. VAT.' }),
        }),
      )
      .nullable()
      .meta({
        description:
          '`refunds` only: the orders whose returns made it (returned at the till or refunded ' +
          'afterwards, on that day), ascending id, each with its returns that day; they add up ' +
          'to `amount`. An order refunded later was often sold on another day, so the day’s ' +
          'orders (`orders_path`) need not hold it. Null for every other kind.',
      }),
    value_at_stake: z
      .number()
      .nullable()
      .meta({
        description:
          'What it puts at stake in the stock value, euros excl. VAT: for `negative_stock` the ' +
          'units below zero at the cost price (the cost price row, else the purchase price row, ' +
          'else the cost of its latest sold line of the period; null when none is known); for ' +
          '`stock_without_cost` its products’ stock at the sale price excl. VAT of the ' +
          'snapshot (`stock_snapshot`), their value at sale price in GET /api/stock-value on ' +
          'its day, which the value at cost counts as zero. Null for every other kind.',
      }),
    products: z
      .array(exceptionProductSchema)
      .nullable()
      .meta({
        description:
          '`never_priced`, `no_cost_price` and `stock_without_cost` only (subject `products`): ' +
          'every product in that state, by SKU; how many is its length. Null for every other ' +
          'kind.',
      }),
  })
  .meta({ id: 'Exception' });
export type Exception = z.infer<typeof exceptionSchema>;

export const exceptionsResponseSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    location_id: z.number().int().nullable(),
    kind: z.enum(EXCEPTION_KINDS).nullable(),
    currency: z.literal('EUR'),
    thresholds: exceptionThresholdsSchema,
    not_checked: z
      .array(z.object({ kind: z.string(), reason: z.string() }))
      .meta({ description: 'Kinds not checked for this account, and why.' }),
    counts: z.record(z.enum(EXCEPTION_KINDS), z.number().int()).meta({
      description:
        'Findings per kind, before the `kind` filter: rows as listed, so a catalog state ' +
        '(`never_priced`, `no_cost_price`, `stock_without_cost`) counts 1 however many ' +
        'products it holds.',
    }),
    stock_snapshot: stockSnapshotHeadSchema.nullable().meta({
      description:
        'The latest daily stock snapshot, which `stock_without_cost` is of: its products are ' +
        'those GET /api/stock-value names in `without_cost` on its `date`. Null: none is kept ' +
        '(none taken yet, or no read model keeps them), and `stock_without_cost` is in ' +
        '`not_checked`.',
    }),
    count: z.number().int(),
    data: z.array(exceptionSchema).meta({ description: 'Newest day first.' }),
  })
  .meta({ id: 'Exceptions' });
export type ExceptionsResponse = z.infer<typeof exceptionsResponseSchema>;
