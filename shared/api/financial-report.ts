/**
 * GET /api/financial-report: the query and the answer, defined once. The report's formulas
 * are documented in docs/financial-report.md. Every money field is euros rounded to cents;
 * the sums behind them are exact.
 */
import { z } from 'zod';
import { bridgeSchema } from './bridges.js';
import { dayRangeQuery, exportQuery, idParam, localDate } from './common.js';

export const financialReportQuerySchema = z.strictObject({
  ...dayRangeQuery,
  location_id: idParam
    .optional()
    .meta({ description: 'Only the shops of this location (and their day closings).' }),
  ...exportQuery,
  format: z
    .enum(['json', 'csv', 'xlsx', 'pdf'], { message: 'must be json, csv, xlsx or pdf' })
    .optional()
    .meta({
      description:
        'Answer format; without it the Accept header decides (default JSON). `pdf`: the report ' +
        'laid out as its print view, A4 (application/pdf; asked for by this parameter only).',
    }),
});

const money = z.number().meta({ description: 'Euros, rounded to cents.' });

const groupKey = {
  product_group_id: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'Turnover group; null for lines without a group.' }),
  product_group_code: z
    .string()
    .nullable()
    .meta({ description: 'Revenue-ledger key of the group; null when unknown.' }),
  name: z.string(),
};

const revenueRowSchema = z
  .object({
    ...groupKey,
    sales: money,
    sales_wt: money,
    returns: money,
    returns_wt: money,
    turnover: money.meta({ description: 'sales - returns (cash differences are not in rows).' }),
    turnover_wt: money,
  })
  .meta({ id: 'FinancialReportRevenueRow' });

const revenueSchema = z
  .object({
    total_sales: money,
    total_sales_wt: money,
    total_returns: money,
    total_returns_wt: money,
    total_differences: money.meta({
      description: 'Sum of expected_cash - counted_cash over day closings; positive = cash short.',
    }),
    total_turnover: money.meta({ description: 'sales - returns - differences.' }),
    total_turnover_wt: money,
    total_cost_of_goods_sold: money,
    lines_without_cost_price: z
      .number()
      .int()
      .meta({
        description:
          'Turnover lines the platform gave no cost price; they count as cost 0, so the margin ' +
          'is overstated by their cost. 0 when every line has one.',
      }),
    turnover_without_cost_price: money.meta({
      description:
        'Turnover (sales − returns, excl. VAT) of the lines_without_cost_price: the part of ' +
        'total_turnover whose margin counts as 100 %. Its orders: figure turnover_without_cost.',
    }),
    turnover_without_cost_price_wt: money.meta({
      description: 'The same incl. VAT.',
    }),
    margin: z.object({
      value: money.meta({ description: 'total_turnover - total_cost_of_goods_sold.' }),
      percentage: z
        .number()
        .nullable()
        .meta({ description: 'Of total_turnover, 2 decimals; null when turnover is 0.' }),
    }),
    non_revenue: z.object({
      gift_cards: money,
      tips: money,
      invoice_payments: money,
      prepayments: money,
      total: money.meta({ description: 'All non-turnover lines, incl. VAT.' }),
    }),
    rows: z.array(revenueRowSchema),
  })
  .meta({ id: 'FinancialReportRevenue' });

const rateRowSchema = z
  .object({
    tax_rate_id: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'null: non-turnover lines (and lines without a tax rate).' }),
    rate: z
      .number()
      .nullable()
      .meta({ description: 'Percentage (21 means 21 %); null for the tax_rate_id null row.' }),
    country_iso2: z
      .string()
      .nullable()
      .meta({
        description:
          'The member state whose rate it is (NL, BE, …), as the tax-rate registry names it; ' +
          'null for the tax_rate_id null row or a rate the registry does not list.',
      }),
    net: money,
    vat: money,
    gross: money,
  })
  .meta({ id: 'FinancialReportRateRow' });

const vatTotalSchema = z.object({ net: money, vat: money, gross: money });

const paymentMethodTotalSchema = z
  .object({
    type_alias: z.string().meta({
      description:
        'Provider type (Cash, Pin, Web, ...). A type the platform names by id only is ' +
        "`type:<id>` (that account's id), a method without a type `method:<id>`.",
    }),
    name: z.string().meta({ description: 'Friendly title.' }),
    amount: money,
  })
  .meta({ id: 'FinancialReportPaymentMethod' });

const balanceCheckSchema = z
  .object({
    payments_total: money,
    expected_total: money.meta({ description: 'direct_paid.total.gross.' }),
    difference: money.meta({ description: 'payments_total - expected_total.' }),
    ok: z.boolean(),
  })
  .meta({ id: 'FinancialReportBalanceCheck' });

const directPaidSchema = z
  .object({
    rates: z.array(rateRowSchema),
    total: vatTotalSchema,
    payment_methods: z.array(paymentMethodTotalSchema),
    balance_check: balanceCheckSchema,
  })
  .meta({ id: 'FinancialReportDirectPaid' });

const notPaidNowSchema = z
  .object({ rates: z.array(rateRowSchema), total: vatTotalSchema })
  .meta({ id: 'FinancialReportNotPaidNow' });

const refundsSchema = z
  .object({
    rates: z.array(rateRowSchema),
    total: vatTotalSchema,
  })
  .meta({
    id: 'FinancialReportRefunds',
    description:
      'Refunds recorded on an order afterwards (refunded_quantity), counted on the day the ' +
      'refund was paid back, whatever day the order was sold: the refunded shares by VAT ' +
      'rate, as negative amounts. The VAT return adds them to direct_paid and not_paid_now.',
  });

const settlementsSchema = z
  .object({
    payment_methods: z.array(paymentMethodTotalSchema),
    total: money,
  })
  .meta({
    id: 'FinancialReportSettlements',
    description:
      'Every payment that moved money in the range and did not pay a sale of its own day in ' +
      'full (direct_paid.payment_methods): payments of orders on account, paid later or in ' +
      'part, and refunds paid back (negative), on the day each was made, of orders sold in ' +
      'or before the range. They settle what customers owe.',
  });

const shopTurnover = {
  shop_id: z.number().int(),
  turnover: money,
  turnover_wt: money,
};

const turnoverByGroupSchema = z
  .object({
    rows: z.array(
      z.object({
        ...groupKey,
        shops: z.array(z.object(shopTurnover)),
        total: money,
        total_wt: money,
      }),
    ),
    shop_totals: z.array(z.object({ ...shopTurnover, name: z.string() })),
    total: z.object({ turnover: money, turnover_wt: money }),
  })
  .meta({ id: 'FinancialReportTurnoverByGroup' });

export const financialReportSchema = z
  .object({
    from: localDate.meta({ description: 'First local day, inclusive (YYYY-MM-DD).' }),
    to: localDate.meta({ description: 'Last local day, inclusive (YYYY-MM-DD).' }),
    location_id: z.number().int().nullable(),
    currency: z.literal('EUR'),
    revenue: revenueSchema,
    direct_paid: directPaidSchema,
    not_paid_now: notPaidNowSchema,
    refunds: refundsSchema,
    settlements: settlementsSchema,
    turnover_by_group: turnoverByGroupSchema,
    bridges: z
      .object({
        vat_return: bridgeSchema.meta({
          description: 'From revenue.total_turnover to the VAT return’s 1a + 1b + 1c + 1e + OSS.',
        }),
        shop_totals: bridgeSchema.meta({
          description: 'From revenue.total_turnover to turnover_by_group.total (the shops’ sum).',
        }),
      })
      .meta({ description: 'Why figures a user compares with turnover differ from it.' }),
  })
  .meta({ id: 'FinancialReport' });

export type FinancialReport = z.infer<typeof financialReportSchema>;
export type FinancialReportRevenue = z.infer<typeof revenueSchema>;
export type FinancialReportRateRow = z.infer<typeof rateRowSchema>;
export type FinancialReportVatTotal = z.infer<typeof vatTotalSchema>;
export type FinancialReportDirectPaid = z.infer<typeof directPaidSchema>;
export type FinancialReportNotPaidNow = z.infer<typeof notPaidNowSchema>;
export type FinancialReportPaymentMethod = z.infer<typeof paymentMethodTotalSchema>;
export type FinancialReportTurnoverByGroup = z.infer<typeof turnoverByGroupSchema>;
