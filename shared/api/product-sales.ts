/**
 * What sells and what does not: GET /api/product-sales (per product, the quantities, turnover,
 * cost of goods and margin of a day range, counted as the financial report counts them) and
 * GET /api/slow-movers (products with stock on hand that did not sell in the last N days).
 */
import { z } from 'zod';
import {
  dayRangeQuery,
  idParam,
  integerParam,
  limitParam,
  listExportQuery,
  pagedEnvelope,
  sortParam,
  startParam,
  localDate,
} from './common.js';
import { exportKeys, productSalesExport, slowMoversExport } from './export-columns.js';

export const PRODUCT_SALES_LIMIT_CAP = 1000;

/**
 * Why a margin is not given: lines without a cost price (the platform's order lines carry no
 * `cost_ppu`, or some do not), so the cost of goods is incomplete and a margin over it would
 * be too high.
 */
const MARGIN_UNKNOWN_REASONS = ['lines_without_cost_price'] as const;

const marginUnknown = z
  .enum(MARGIN_UNKNOWN_REASONS)
  .nullable()
  .meta({
    description:
      'Why `margin` and `margin_percentage` are null: `lines_without_cost_price` (some of the ' +
      "lines carry no cost price, so the cost of goods is incomplete). null when they're given.",
  });

const money = z.number().meta({ description: 'Euros, rounded to cents as the report rounds.' });
const quantity = z.number().meta({ description: 'A decimal quantity.' });

/** The figures a row and the totals share. */
const salesFigures = {
  quantity_sold: quantity.meta({ description: 'Σ quantity of the sale lines.' }),
  quantity_returned: quantity.meta({
    description:
      'Σ quantity that came back (positive): till returns on their day, refunds on the day ' +
      'they were paid back.',
  }),
  turnover: money.meta({ description: 'Sales − returns, excl. VAT.' }),
  turnover_wt: money.meta({ description: 'Sales − returns, incl. VAT.' }),
  cost_of_goods: money.meta({
    description:
      'Σ quantity × cost price (a return gives its cost back); a line without a cost price ' +
      'counts 0, as in the report.',
  }),
  lines_without_cost_price: z.number().int().meta({
    description: 'Sale lines without a cost price (the report counts them the same way).',
  }),
  margin: money.nullable().meta({
    description: 'turnover − cost_of_goods; null when `margin_unknown` names why.',
  }),
  margin_percentage: z
    .number()
    .nullable()
    .meta({
      description:
        'margin / turnover × 100 from the exact amounts, 2 decimals; null with the margin, or ' +
        'when the turnover is 0.',
    }),
  margin_unknown: marginUnknown,
};

const productSalesRowSchema = z
  .object({
    product_id: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'null: turnover lines that name no product (shipping, a free line).' }),
    sku: z.string().meta({ description: 'As the latest line of the product names it.' }),
    title: z.string(),
    product_group_id: z.number().int().nullable(),
    product_group_name: z.string().nullable(),
    ...salesFigures,
  })
  .meta({ id: 'ProductSalesRow' });
export type ProductSalesRow = z.infer<typeof productSalesRowSchema>;

export const productSalesQuerySchema = z.strictObject({
  ...dayRangeQuery,
  location_id: idParam.optional().meta({ description: "That location's shops, as the report." }),
  product_group_id: idParam
    .optional()
    .meta({ description: 'Only the lines of this turnover group.' }),
  start: startParam,
  limit: limitParam(PRODUCT_SALES_LIMIT_CAP),
  ...listExportQuery(exportKeys(productSalesExport)),
  sort: sortParam(exportKeys(productSalesExport)).meta({
    description:
      'The order of the rows, before paging and in an export: `key` ascending or `-key` ' +
      'descending (stable; empty cells last). Default `-turnover`, the best sellers first; ' +
      '`-quantity_sold`, `-margin` and `-margin_percentage` rank by quantity and margin.',
  }),
});

export const productSalesResponseSchema = pagedEnvelope(productSalesRowSchema)
  .extend({
    from: z.string(),
    to: z.string(),
    location_id: z.number().int().nullable(),
    product_group_id: z.number().int().nullable(),
    sort: z.string().meta({ description: 'The order applied, e.g. `-turnover` (the default).' }),
    currency: z.literal('EUR'),
    totals: z.object(salesFigures).meta({
      description:
        "Over every row (not only this page): turnover, turnover_wt and cost_of_goods equal the financial report's turnover_by_group total and total_cost_of_goods_sold for the same period and location (the report's total_turnover also subtracts cash differences, which belong to no product).",
    }),
  })
  .meta({ id: 'ProductSalesList' });
export type ProductSalesResponse = z.infer<typeof productSalesResponseSchema>;

// ---- GET /api/slow-movers -----------------------------------------------------------------

export const SLOW_MOVER_DEFAULT_DAYS = 90;
/** How far back a last sale is looked for: a year (and never less than the days asked). */
export const SLOW_MOVER_MAX_DAYS = 365;

const COST_UNKNOWN_REASONS = ['no_cost_rows', 'no_cost_price'] as const;

export const slowMoversQuerySchema = z.strictObject({
  days: integerParam
    .refine((days) => days >= 1 && days <= SLOW_MOVER_MAX_DAYS, {
      message: `must be from 1 to ${SLOW_MOVER_MAX_DAYS}`,
    })
    .optional()
    .transform((days) => days ?? SLOW_MOVER_DEFAULT_DAYS)
    .meta({
      description: `No sale in this many days, today included; default ${SLOW_MOVER_DEFAULT_DAYS}.`,
    }),
  location_id: idParam
    .optional()
    .meta({ description: "Sales of that location's shops only (stock is the account's)." }),
  product_group_id: idParam.optional().meta({ description: 'Only products of this group.' }),
  start: startParam,
  limit: limitParam(PRODUCT_SALES_LIMIT_CAP),
  ...listExportQuery(exportKeys(slowMoversExport)),
  sort: sortParam(exportKeys(slowMoversExport)).meta({
    description:
      'The order of the rows, before paging and in an export: `key` ascending or `-key` ' +
      'descending (stable; empty cells last). Default `-stock_value`, the most money first.',
  }),
});

const slowMoverSchema = z
  .object({
    product_id: z.number().int(),
    sku: z.string(),
    title: z.string(),
    product_group_id: z.number().int().nullable(),
    product_group_name: z.string().nullable(),
    stock: z.number().meta({ description: 'Orderable stock on hand (more than 0).' }),
    cost_price: z
      .number()
      .nullable()
      .meta({ description: 'Cost price per unit excl. VAT (price type 3); null: unknown.' }),
    stock_value: money.nullable().meta({
      description: 'stock × cost_price, at cost; null when `cost_unknown` says why.',
    }),
    cost_unknown: z
      .enum(COST_UNKNOWN_REASONS)
      .nullable()
      .meta({
        description:
          '`no_cost_rows`: the platform offers no price rows with cost prices ' +
          '(GET /api/capabilities, `price_rows`); `no_cost_price`: the product has none.',
      }),
    last_sold_on: localDate.nullable().meta({
      description: `The last day it sold (Europe/Amsterdam); null: not in the last ${SLOW_MOVER_MAX_DAYS} days.`,
    }),
  })
  .meta({ id: 'SlowMover' });
export type SlowMover = z.infer<typeof slowMoverSchema>;

export const slowMoversResponseSchema = pagedEnvelope(slowMoverSchema)
  .extend({
    days: z.number().int(),
    since: z.string().meta({ description: 'The first day of the N days without a sale.' }),
    to: z.string().meta({ description: 'Today (Europe/Amsterdam), the last of those days.' }),
    location_id: z.number().int().nullable(),
    product_group_id: z.number().int().nullable(),
    sort: z.string(),
    currency: z.literal('EUR'),
    totals: z.object({
      stock_value: money.meta({ description: 'Σ stock_value of the rows whose cost is known.' }),
      without_cost: z.number().int().meta({ description: 'Rows whose stock value is unknown.' }),
    }),
  })
  .meta({ id: 'SlowMoverList' });
export type SlowMoversResponse = z.infer<typeof slowMoversResponseSchema>;
