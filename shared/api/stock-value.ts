/**
 * GET /api/stock-value: what the stock was worth at the end of a day, at cost and at sale price
 * excl. VAT, made from the service's own daily stock snapshots (the platform keeps no stock
 * history): per turnover group and in total, with the products it cannot value named, and the
 * snapshot it comes from (docs/stock-value.md).
 */
import { z } from 'zod';
import { dateParam, exportQuery, idParam, localDate } from './common.js';

/** Where a product's cost price comes from, in the order they are tried. */
export const COST_SOURCES = ['cost_price', 'purchase_price', 'last_sale'] as const;
export const costSourceSchema = z.enum(COST_SOURCES).meta({
  description:
    "`cost_price`: the platform's cost price row (price type 3); `purchase_price`: its purchase " +
    'price row (type 2), where it has no cost price row; `last_sale`: the cost price of its ' +
    'latest sold line, where it has neither.',
});
export type CostSource = z.infer<typeof costSourceSchema>;

/**
 * Which daily stock snapshot an answer beside the stock value is made of (the price list's cost
 * prices, the exceptions' stock without a cost price): GET /api/stock-value on its `date` shows
 * the same figures.
 */
export const stockSnapshotHeadSchema = z.object({
  date: localDate.meta({ description: 'The day whose closing stock the snapshot holds.' }),
  taken_at: z.string().meta({ description: 'When it was taken (ISO 8601, UTC).' }),
});
export type StockSnapshotHead = z.infer<typeof stockSnapshotHeadSchema>;

export const stockValueQuerySchema = z.strictObject({
  date: dateParam.meta({
    description: 'The day whose closing stock is valued (Europe/Amsterdam); not after today.',
    example: '2026-10-31',
  }),
  location_id: idParam.optional().meta({
    description:
      "Checked against the caller's locations (a location-locked user gets theirs). The " +
      "platform's stock is the account's, not a location's: the value is the account's.",
  }),
  group_id: z
    .union([z.literal('none'), idParam], {
      message: 'must be a turnover group id (digits only) or none',
    })
    .optional()
    .meta({
      description:
        "Adds `lines`: that turnover group's products (`none`: those without a group, the " +
        "answer's group with id null). Must be one of the answer's groups; JSON only.",
      example: '12',
    }),
  lines: z
    .enum(['all'], { message: 'must be all' })
    .optional()
    .meta({
      description:
        '`all` adds `lines`: every product counted (10 MB of JSON at 50,000 products). JSON ' +
        'only; not with `group_id`. The CSV and .xlsx always list every product.',
    }),
  ...exportQuery,
  format: z
    .enum(['json', 'csv', 'xlsx', 'pdf'], { message: 'must be json, csv, xlsx or pdf' })
    .optional()
    .meta({
      description:
        'Answer format; without it the Accept header decides (default JSON). `pdf`: the ' +
        'heading, totals, groups and named products on A4 (application/pdf; asked for by this ' +
        'parameter only); every product is in the CSV and .xlsx.',
    }),
});

const money = z.number().meta({ description: 'Euros, the exact sum rounded to cents.' });

/**
 * How the answer relates to its snapshot: the date's own; the nearest one before the date
 * (none was taken on the date, so changes in between are not in it); or, before the first
 * snapshot, an estimate back from the first one.
 */
export const SNAPSHOT_BASES = ['own', 'earlier', 'estimate_back'] as const;

const snapshotSchema = z.object({
  date: localDate.meta({ description: 'The day whose closing stock the snapshot holds.' }),
  taken_at: z.string().meta({ description: 'When it was taken (ISO 8601, UTC).' }),
  basis: z.enum(SNAPSHOT_BASES).meta({
    description:
      "`own`: the date's own snapshot; `earlier`: the nearest one before the date (the stock " +
      'moved in between, which the value does not show); `estimate_back`: the first snapshot, ' +
      'after the date, worked back through the units sold and returned since.',
  }),
  days_between: z.number().int().meta({ description: 'Days between the snapshot and the date.' }),
});

const valueFigures = {
  value_at_cost: money.meta({ description: 'Σ stock × cost price of the products in stock.' }),
  value_at_sale_price: money.meta({
    description: 'Σ stock × sale price excl. VAT of the products in stock.',
  }),
  products: z.number().int().meta({ description: 'Products counted (unlimited stock not).' }),
};

const groupSchema = z.object({
  id: z.number().int().nullable().meta({ description: 'Turnover group; null: ungrouped.' }),
  name: z.string().nullable(),
  ...valueFigures,
});

const namedProductSchema = z.object({
  product_id: z.number().int(),
  sku: z.string().nullable().meta({ description: 'Null when the catalog no longer has it.' }),
  title: z.string().nullable(),
  stock: z.number().meta({ description: 'A decimal quantity.' }),
});

const lineSchema = z.object({
  product_id: z.number().int(),
  sku: z.string().nullable().meta({ description: 'Null when the catalog no longer has it.' }),
  title: z.string().nullable(),
  group_id: z.number().int().nullable().meta({ description: 'Turnover group; null: ungrouped.' }),
  stock: z.number().meta({ description: 'A decimal quantity; below zero is valued at zero.' }),
  cost_price: z
    .number()
    .nullable()
    .meta({ description: 'Per unit excl. VAT, 4 decimals, as the snapshot keeps it; null: none.' }),
  cost_source: costSourceSchema.nullable(),
  sale_price: z
    .number()
    .nullable()
    .meta({ description: 'Base sale price per unit excl. VAT, 4 decimals; null: never priced.' }),
  value_at_cost: money.meta({
    description:
      'Stock × cost price, rounded to cents; the totals are rounded from the exact sums, so ' +
      'the rounded lines may add up to a cent or so apart.',
  }),
  value_at_sale_price: money,
});

export const stockValueSchema = z
  .object({
    date: localDate,
    location_id: z.number().int().nullable(),
    snapshot: snapshotSchema
      .nullable()
      .meta({ description: 'Null when no snapshot is taken yet: every figure is 0.' }),
    first_snapshot: localDate
      .nullable()
      .meta({ description: 'The day of the first snapshot (the earliest date not estimated).' }),
    estimate: z.boolean().meta({
      description:
        'True before the first snapshot: the stock worked back from it through the units sold ' +
        'and returned since; receipts, counts and shrinkage in between are unknown.',
    }),
    ...valueFigures,
    groups: z.array(groupSchema),
    without_cost: z.array(namedProductSchema).meta({
      description: 'Products in stock without a cost price: valued at zero at cost.',
    }),
    negative_stock: z.array(namedProductSchema).meta({
      description: 'Products below zero: valued at zero.',
    }),
    lines: z
      .array(lineSchema)
      .optional()
      .meta({
        description:
          'Only when asked (`group_id` or `lines=all`): the products of that group or every ' +
          'product counted, by product id, with its stock, cost price and where it came from, ' +
          'and its value, so any figure can be checked by hand.',
      }),
  })
  .meta({ id: 'StockValue' });
export type StockValue = z.infer<typeof stockValueSchema>;
export type StockValueGroup = z.infer<typeof groupSchema>;
export type StockValueProduct = z.infer<typeof namedProductSchema>;
export type StockValueLine = z.infer<typeof lineSchema>;
/** An answer with the lines it was asked for (`lines=all`, `group_id`, the files' every line). */
export type StockValueWithLines = StockValue & { lines: StockValueLine[] };
