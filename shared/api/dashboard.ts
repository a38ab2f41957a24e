/**
 * GET /api/dashboard and GET /api/sales-by-hour: the Today screen's figures, defined once.
 * Both are the financial report's turnover lines (the same orders, statuses, scope, and
 * refunds on the day they were paid back), placed on the Amsterdam wall clock: the dashboard
 * a day so far against the same weekday a week and 52 weeks before, up to the same time of
 * day; the sales per hour of the day and per weekday × hour over a range. docs/api.md, "The
 * Today screen", says which orders count and what "so far" means.
 */
import { z } from 'zod';
import { bridgeSchema } from './bridges.js';
import { dateParam, dayRangeQuery, exportQuery, idParam, localDate } from './common.js';

const money = z.number().meta({ description: 'Euros, rounded to cents.' });

export const dashboardQuerySchema = z.strictObject({
  date: dateParam
    .optional()
    .meta({ description: 'The Amsterdam day; default today on the service’s clock.' }),
  location_id: idParam.optional().meta({ description: 'Only the tills of this location.' }),
});

const salesFiguresSchema = z
  .object({
    turnover: money.meta({
      description:
        'Turnover lines sold less taken back, excl. VAT (the report’s total_sales − total_returns).',
    }),
    turnover_wt: money.meta({ description: 'The same incl. VAT.' }),
    orders: z.number().int().meta({
      description: 'Orders sold with at least one turnover line (returns and refunds are none).',
    }),
    average_basket_wt: money.nullable().meta({
      description: 'What those orders sold incl. VAT, per order, before refunds; null: no order.',
    }),
  })
  .meta({ id: 'SalesFigures' });
export type SalesFigures = z.output<typeof salesFiguresSchema>;

const change = z.number().nullable().meta({
  description: 'Percent change against the earlier day (2 decimals); null when that was 0.',
});

const dashboardComparisonSchema = z
  .object({
    date: localDate.meta({ description: 'The earlier day (YYYY-MM-DD).' }),
    figures: salesFiguresSchema,
    change: z.object({
      turnover: change,
      turnover_wt: change,
      orders: change,
      average_basket_wt: change,
    }),
  })
  .meta({ id: 'DashboardComparison' });

const dashboardScopeSchema = z
  .object({
    figures: salesFiguresSchema,
    last_week: dashboardComparisonSchema.meta({ description: 'The same weekday 7 days before.' }),
    last_year: dashboardComparisonSchema.meta({
      description: 'The same weekday 52 weeks (364 days) before.',
    }),
  })
  .meta({ id: 'DashboardScope' });

export const dashboardSchema = z
  .object({
    date: localDate,
    location_id: z.number().int().nullable(),
    currency: z.literal('EUR'),
    as_of: z.string().meta({
      description:
        'The service clock’s time the answer was computed at (ISO 8601, Amsterdam); not the ' +
        'data’s as-of, which X-Data-As-Of says, as on every answer made from held data.',
    }),
    until: z
      .string()
      .nullable()
      .meta({
        description:
          'Today: the Amsterdam wall-clock time (HH:MM:SS) the day and both earlier days are ' +
          'counted up to (inclusive); null: a past day, counted whole.',
      }),
    cash_differences: money.meta({
      description:
        'The day’s till closings, expected − counted (the report’s total_differences); not in ' +
        'turnover here, which the report lowers by it. 0 until a till is closed.',
    }),
    report_bridge: bridgeSchema.meta({
      description:
        'From the financial report’s turnover of the same day and scope (after the cash ' +
        'differences) to total.figures.turnover (`compared`).',
    }),
    total: dashboardScopeSchema,
    locations: z
      .array(
        dashboardScopeSchema.extend({
          location_id: z
            .number()
            .int()
            .nullable()
            .meta({ description: 'null: the shops without a location (a webshop).' }),
          name: z.string().nullable().meta({ description: 'The location’s name; null with it.' }),
        }),
      )
      .meta({ description: 'Per location of the scope with shops; they add up to `total`.' }),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.output<typeof dashboardSchema>;

export const salesByHourQuerySchema = z.strictObject({
  ...dayRangeQuery,
  location_id: idParam.optional().meta({ description: 'Only the tills of this location.' }),
  ...exportQuery,
});

const hourSalesSchema = z
  .object({
    hour: z.number().int().min(0).max(23).meta({ description: 'Amsterdam wall-clock hour.' }),
    turnover: money,
    turnover_wt: money,
    orders: z.number().int(),
  })
  .meta({ id: 'HourSales' });
export type HourSales = z.output<typeof hourSalesSchema>;

export const salesByHourSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    location_id: z.number().int().nullable(),
    currency: z.literal('EUR'),
    hours: z.array(hourSalesSchema).meta({
      description:
        'Hours 0–23 of the wall clock, all 24 always: on the 25-hour day both 02:00 hours are ' +
        'hour 2; on the 23-hour day hour 2 has nothing.',
    }),
    weekdays: z
      .array(
        z.object({
          weekday: z.number().int().min(1).max(7).meta({ description: '1 = Monday … 7 = Sunday.' }),
          days: z.number().int().meta({ description: 'How many of this weekday the range holds.' }),
          hours: z.array(hourSalesSchema),
        }),
      )
      .meta({ description: 'Monday to Sunday, each with its 24 hours.' }),
    total: z.object({
      turnover: money,
      turnover_wt: money,
      orders: z.number().int(),
      cash_differences: money.meta({
        description: 'The range’s till closings, expected − counted: not in any hour.',
      }),
    }),
  })
  .meta({ id: 'SalesByHour' });
export type SalesByHour = z.output<typeof salesByHourSchema>;
