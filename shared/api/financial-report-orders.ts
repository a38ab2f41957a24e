/**
 * GET /api/financial-report/orders: the orders behind one figure of the financial report
 * (its drill-down). The query is the report's own (from, to, location_id) plus the figure:
 * `figure` names its kind, and the key parameters that kind takes name which row or cell.
 * Each order carries its contribution to the figure, in the figure's own fields; `totals` is
 * their exact sum rounded as the report rounds, so it equals the report's figure to the cent.
 */
import { z } from 'zod';
import { dayRangeQuery, idParam, listEnvelope } from './common.js';
import { orderSchema } from './orders.js';
import { isOneOf, keysOf } from '../guards.js';

/** Which key parameters each kind of figure takes, and where it sits in the report JSON. */
const FIGURE_KEYS = {
  /** turnover_by_group.rows[].shops[] */
  turnover_cell: ['product_group_id', 'shop_id'],
  /** turnover_by_group.rows[].total / total_wt */
  turnover_group: ['product_group_id'],
  /** turnover_by_group.shop_totals[] */
  turnover_shop: ['shop_id'],
  /** turnover_by_group.total */
  turnover_total: [],
  /** GET /api/product-sales: one product's turnover / turnover_wt */
  turnover_product: ['product_id'],
  /** revenue.turnover_without_cost_price / _wt: the lines without a cost price */
  turnover_without_cost: [],
  /** revenue.rows[] */
  revenue_group: ['product_group_id'],
  /** direct_paid.rates[] */
  direct_paid_rate: ['tax_rate_id'],
  /** direct_paid.total */
  direct_paid_total: [],
  /** not_paid_now.rates[] */
  not_paid_now_rate: ['tax_rate_id'],
  /** not_paid_now.total */
  not_paid_now_total: [],
  /** direct_paid.payment_methods[] */
  payment_method: ['type_alias'],
  /** direct_paid.balance_check.payments_total (the payment methods' total) */
  payments_total: [],
  /** refunds.rates[] */
  refunds_rate: ['tax_rate_id'],
  /** refunds.total */
  refunds_total: [],
  /** settlements.payment_methods[] */
  settlement_method: ['type_alias'],
  /** settlements.total */
  settlements_total: [],
} as const;
type FigureKind = keyof typeof FIGURE_KEYS;
export const FIGURE_KINDS = keysOf(FIGURE_KEYS);
type FigureKeyName = (typeof FIGURE_KEYS)[FigureKind][number];

/** The amount fields a figure (and each order's contribution to it) has. */
const FIGURE_MEASURES = {
  turnover: ['turnover', 'turnover_wt'],
  revenue: ['sales', 'sales_wt', 'returns', 'returns_wt', 'turnover', 'turnover_wt'],
  vat: ['net', 'vat', 'gross'],
  payments: ['amount'],
} as const;
export type Measure = (typeof FIGURE_MEASURES)[keyof typeof FIGURE_MEASURES][number];

export const measuresOf = (kind: FigureKind): readonly Measure[] => {
  if (kind.startsWith('turnover_')) return FIGURE_MEASURES.turnover;
  if (kind === 'revenue_group') return FIGURE_MEASURES.revenue;
  if (
    kind === 'payment_method' ||
    kind === 'payments_total' ||
    kind === 'settlement_method' ||
    kind === 'settlements_total'
  ) {
    return FIGURE_MEASURES.payments;
  }
  return FIGURE_MEASURES.vat;
};

const groupId = z.number().int().nullable().meta({ description: 'null: lines without a group.' });
const taxRateId = z
  .number()
  .int()
  .nullable()
  .meta({ description: 'null: the tax_rate_id null row.' });
const shopId = z.number().int();
const typeAlias = z.string();
const figureOf = <Kind extends FigureKind, Keys extends z.ZodRawShape>(kind: Kind, keys: Keys) =>
  z.object({ kind: z.literal(kind), ...keys });

/** A figure named by its kind and keys; the answer echoes it. */
export const reportFigureSchema = z
  .discriminatedUnion('kind', [
    figureOf('turnover_cell', { product_group_id: groupId, shop_id: shopId }),
    figureOf('turnover_group', { product_group_id: groupId }),
    figureOf('turnover_shop', { shop_id: shopId }),
    figureOf('turnover_total', {}),
    figureOf('turnover_product', {
      product_id: z
        .number()
        .int()
        .nullable()
        .meta({ description: 'null: turnover lines that name no product.' }),
    }),
    figureOf('turnover_without_cost', {}),
    figureOf('revenue_group', { product_group_id: groupId }),
    figureOf('direct_paid_rate', { tax_rate_id: taxRateId }),
    figureOf('direct_paid_total', {}),
    figureOf('not_paid_now_rate', { tax_rate_id: taxRateId }),
    figureOf('not_paid_now_total', {}),
    figureOf('payment_method', { type_alias: typeAlias }),
    figureOf('payments_total', {}),
    figureOf('refunds_rate', { tax_rate_id: taxRateId }),
    figureOf('refunds_total', {}),
    figureOf('settlement_method', { type_alias: typeAlias }),
    figureOf('settlements_total', {}),
  ])
  .meta({ id: 'ReportFigure' });
export type ReportFigure = z.infer<typeof reportFigureSchema>;

/** An id, or `none` for the report's null row (lines without a group or tax rate). */
const idOrNone = (what: string) =>
  z
    .union([z.literal('none').transform(() => null), idParam])
    .meta({ description: `A ${what} id, or \`none\` for the report's null row.` });

const figureParam = z
  .enum(FIGURE_KINDS as [FigureKind, ...FigureKind[]], {
    // Worded as validation.ts words a missing or repeated parameter everywhere else.
    error: (issue) =>
      issue.input === undefined
        ? 'is required'
        : Array.isArray(issue.input)
          ? 'was given more than once'
          : `must be one of ${FIGURE_KINDS.join(', ')}`,
  })
  .meta({
    description:
      'The kind of figure: ' +
      FIGURE_KINDS.map((kind) => `${kind} (${FIGURE_KEYS[kind].join(', ') || 'no key'})`).join(
        '; ',
      ) +
      '. A kind takes exactly the key parameters listed with it.',
  });

export const reportOrdersQuerySchema = z
  .strictObject({
    ...dayRangeQuery,
    location_id: idParam.optional().meta({ description: 'As for the report.' }),
    figure: figureParam,
    product_group_id: idOrNone('turnover group').optional(),
    shop_id: idParam.optional().meta({ description: 'A shop id (a column of the matrix).' }),
    tax_rate_id: idOrNone('tax rate').optional(),
    product_id: idOrNone('product')
      .optional()
      .meta({ description: 'A product id (GET /api/product-sales), or `none`.' }),
    type_alias: z
      .string()
      .min(1, { message: 'must not be empty' })
      .max(100, { message: 'must be at most 100 characters' })
      .optional()
      .meta({ description: "A payment method's type_alias as the report names it." }),
  })
  .transform((query, context) => {
    const { from, to, location_id, figure, ...given } = query;
    const wanted: readonly FigureKeyName[] = FIGURE_KEYS[figure];
    // Absent parameters are absent keys: every key left in `given` was sent.
    for (const name of Object.keys(given)) {
      if (!isOneOf(wanted, name)) {
        const takes = wanted.length === 0 ? 'no key' : wanted.join(', ');
        const message = `is not a key of figure ${figure} (it takes ${takes})`;
        context.addIssue({ code: 'custom', path: [name], message });
      }
    }
    for (const name of wanted) {
      if (given[name] === undefined) {
        const message = `is required for figure ${figure}`;
        context.addIssue({ code: 'custom', path: [name], message });
      }
    }
    const parsed = reportFigureSchema.safeParse({ kind: figure, ...given });
    if (!parsed.success) return z.NEVER;
    return { from, to, location_id, figure: parsed.data };
  });

const exactMoney = z.number().meta({
  description: 'Euros, exact (not rounded to cents): the sum of a column, rounded, is the total.',
});
const money = z.number().meta({ description: 'Euros, rounded to cents as the report rounds.' });

/** The figure's own fields; only those of its kind are present (see `measures`). */
const amountsOf = (amount: z.ZodNumber) =>
  z.object({
    turnover: amount.optional(),
    turnover_wt: amount.optional(),
    sales: amount.optional(),
    sales_wt: amount.optional(),
    returns: amount.optional(),
    returns_wt: amount.optional(),
    net: amount.optional(),
    vat: amount.optional(),
    gross: amount.optional(),
    amount: amount.optional(),
  });
export type FigureAmounts = z.infer<ReturnType<typeof amountsOf>>;

const reportOrderSchema = orderSchema
  .extend({
    shop_name: z.string(),
    contribution: amountsOf(exactMoney).meta({
      description: 'What this order adds to the figure.',
    }),
  })
  .meta({ id: 'ReportOrder' });
export type ReportOrder = z.infer<typeof reportOrderSchema>;

export const reportOrdersResponseSchema = listEnvelope(reportOrderSchema)
  .extend({
    from: z.string(),
    to: z.string(),
    location_id: z.number().int().nullable(),
    currency: z.literal('EUR'),
    figure: reportFigureSchema,
    measures: z
      .array(z.enum([...new Set(Object.values(FIGURE_MEASURES).flat())] as [Measure, ...Measure[]]))
      .meta({ description: 'The fields of `totals` and of every contribution, in report order.' }),
    totals: amountsOf(money).meta({
      description: "The figure: the exact sum of the contributions, equal to the report's figure.",
    }),
  })
  .meta({
    id: 'ReportOrderList',
    description: 'Orders sorted by purchase time, then id. Not paginated: count = total.',
  });
export type ReportOrdersResponse = z.infer<typeof reportOrdersResponseSchema>;
