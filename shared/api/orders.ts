/**
 * Order contracts: GET /api/discount-orders (the spec's discounted orders of a day range),
 * GET /api/orders (one page of the orders of a day range) and GET /api/orders/{id} (one
 * order with its lines, VAT breakdown and payments).
 */
import { z } from 'zod';
import {
  booleanParam,
  listExportQuery,
  dayRangeQuery,
  idParam,
  limitParam,
  listEnvelope,
  pagedEnvelope,
  startParam,
} from './common.js';
import { discountOrderExport, exportKeys, orderExport } from './export-columns.js';
import { isOneOf } from '../guards.js';

/** The upstream's order statuses (the spec shows none; the upstream protocol lists these). */
export const ORDER_STATUSES = [
  'new',
  'processing',
  'on_hold',
  'complete',
  'refunded',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The cap for GET /api/orders (docs/api.md), which is also the upstream's listOrders cap. */
const ORDERS_LIMIT_CAP = 100;

const shopIdParam = idParam.meta({
  description: 'Only this sales channel (GET /api/shops); omitted = every shop you may see.',
});

// ---- GET /api/discount-orders -------------------------------------------------------------

export const discountOrdersQuerySchema = z.strictObject({
  ...dayRangeQuery,
  shop_id: shopIdParam.optional(),
  location_id: idParam
    .optional()
    .meta({ description: 'Only the shops of this location (not with shop_id).' }),
  only_full: booleanParam
    .optional()
    .meta({ description: 'Only orders whose full amount is discounted (value_wt = 0).' }),
  include_negative: booleanParam
    .optional()
    .meta({ description: 'Also negative discounts (discount_value_wt != 0 instead of > 0).' }),
  ...listExportQuery(exportKeys(discountOrderExport)),
});

const money = (description: string) => z.number().meta({ description });

export const discountOrderSchema = z
  .object({
    id: z.number().int(),
    order_number: z.string(),
    date_purchased: z.string().meta({
      description: 'ISO 8601 with the Amsterdam offset.',
      example: '2026-03-01T00:30:00+01:00',
    }),
    status: z.string().meta({
      description: `The platform's order status: ${ORDER_STATUSES.join(', ')} (or another it adds).`,
    }),
    shop_id: z.number().int(),
    currency: z.string().meta({ description: 'ISO 4217 code, e.g. EUR.' }),
    value_wt: money('Order value including VAT.'),
    value_ex_wt: money('Order value excluding VAT.'),
    discount_value_wt: money('Discount including VAT (negative for a correction).'),
    discount_value_ex_wt: money('Discount excluding VAT.'),
    customer_name: z
      .string()
      .meta({ description: 'The customer relation, else the billing name; "" when unknown.' }),
    customer_email: z
      .string()
      .meta({ description: 'The billing contact e-mail; "" when unknown.' }),
    backoffice_url: z.string().meta({ description: 'Opens the order in your back office.' }),
  })
  .meta({ id: 'DiscountOrder' });
export type DiscountOrder = z.infer<typeof discountOrderSchema>;

const orderSummarySchema = z
  .object({
    value_wt: z.number(),
    value_ex_wt: z.number(),
    discount_value_wt: z.number(),
    discount_value_ex_wt: z.number(),
  })
  .meta({ id: 'OrderSummary', description: 'Exact sums over every row of `data`.' });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const discountOrdersResponseSchema = listEnvelope(discountOrderSchema)
  .extend({
    from: z.string().meta({ description: 'First day of the range (YYYY-MM-DD).' }),
    to: z.string().meta({ description: 'Last day of the range, inclusive.' }),
    shop_id: z.number().int().nullable(),
    summary: orderSummarySchema,
  })
  .meta({
    id: 'DiscountOrderList',
    description: 'Not paginated: `count` = `total` = the number of rows in `data`.',
  });
export type DiscountOrdersResponse = z.infer<typeof discountOrdersResponseSchema>;

// ---- GET /api/orders ----------------------------------------------------------------------

/** `status`: one status or a comma-separated list of them; anything else is 400. */
const statusListParam = z
  .string()
  .transform((text, context): OrderStatus[] => {
    const tokens = text.split(',').map((token) => token.trim());
    const bad = tokens.find((token) => !isOneOf(ORDER_STATUSES, token));
    if (bad !== undefined) {
      context.addIssue({
        code: 'custom',
        message: `must be one or more of ${ORDER_STATUSES.join(', ')} (comma-separated), got ${JSON.stringify(bad)}`,
      });
      return z.NEVER;
    }
    return [...new Set(tokens.filter((token) => isOneOf(ORDER_STATUSES, token)))];
  })
  .meta({
    description: `Only these statuses, comma-separated: ${ORDER_STATUSES.join(', ')}.`,
    example: 'complete,refunded',
  });

export const ordersQuerySchema = z.strictObject({
  ...dayRangeQuery,
  shop_id: shopIdParam.optional(),
  status: statusListParam.optional(),
  start: startParam,
  limit: limitParam(ORDERS_LIMIT_CAP),
  ...listExportQuery(exportKeys(orderExport)),
});

export const orderSchema = discountOrderSchema
  .extend({
    location_id: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The physical site of the shop; null for the webshop.' }),
    is_paid: z.boolean(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

export const ordersResponseSchema = pagedEnvelope(orderSchema)
  .extend({
    from: z.string(),
    to: z.string(),
    shop_id: z.number().int().nullable(),
    status: z
      .array(z.enum(ORDER_STATUSES))
      .nullable()
      .meta({ description: 'null = every status.' }),
  })
  .meta({ id: 'OrderList' });
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

// ---- GET /api/orders/{id} -----------------------------------------------------------------

export const orderParamsSchema = z.strictObject({ id: idParam });
/** No query parameters; an unknown one is a 400 like everywhere else. */
export const orderQuerySchema = z.strictObject({});

export const NON_TURNOVER_KINDS = ['gift_card', 'tip', 'invoice_payment', 'prepayment'] as const;

const orderLineSchema = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    name: z.string(),
    product_id: z.number().int().nullable(),
    product_group_id: z.number().int().nullable(),
    quantity: z.number().meta({ description: 'Negative on a till return line.' }),
    refunded_quantity: z.number().meta({
      description: 'How much of the line was refunded afterwards (the quantity stays as sold).',
    }),
    ppu: z.number().meta({ description: 'Price per unit excluding VAT (4 decimals).' }),
    ppu_wt: z.number().meta({ description: 'Price per unit including VAT (4 decimals).' }),
    price: money('Line total excluding VAT, after discount, signed like quantity.'),
    price_wt: money('Line total including VAT, after discount, signed like quantity.'),
    tax_rate_id: z.number().int().nullable(),
    vat_percent: z.number().meta({ description: 'The line VAT as a percentage (21 = 21 %).' }),
    is_turnover: z.boolean(),
    non_turnover_kind: z
      .enum(NON_TURNOVER_KINDS)
      .nullable()
      .meta({ description: 'For a line that is not turnover: what it is.' }),
  })
  .meta({ id: 'OrderLine' });
export type OrderLine = z.infer<typeof orderLineSchema>;

const orderTaxSchema = z
  .object({
    tax_rate_id: z.number().int().nullable(),
    vat_percent: z.number(),
    net: money('Amount excluding VAT at this rate.'),
    vat: money('The VAT amount.'),
    gross: money('Amount including VAT at this rate.'),
  })
  .meta({ id: 'OrderTax' });
export type OrderTax = z.infer<typeof orderTaxSchema>;

const orderPaymentSchema = z
  .object({
    id: z.number().int(),
    amount: money('Including VAT; negative for a refund.'),
    currency: z.string(),
    status: z.string().meta({ description: 'paid, refunded, cancelled, pending, ...' }),
    date_paid: z.string().nullable().meta({
      description: 'ISO 8601 with the Amsterdam offset; null while the payment is not paid.',
    }),
    method: z.object({
      id: z.number().int(),
      title: z.string(),
      type_alias: z
        .string()
        .nullable()
        .meta({
          description:
            'Provider type, stable across accounts (Cash, Pin, ...); null when the platform ' +
            'names a type outside the known ones.',
        }),
    }),
  })
  .meta({ id: 'OrderPayment' });
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const orderDetailSchema = orderSchema
  .extend({
    date_updated: z.string().meta({ description: 'ISO 8601 with the Amsterdam offset.' }),
    lines: z.array(orderLineSchema),
    taxes: z.array(orderTaxSchema),
    payments: z.array(orderPaymentSchema).nullable().meta({
      description: "Null when the account's platform offers no payment list (not known).",
    }),
  })
  .meta({ id: 'OrderDetail' });
export type OrderDetail = z.infer<typeof orderDetailSchema>;
