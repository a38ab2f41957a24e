/**
 * GET /api/product-sales: per product what sold in a day range, counted as the financial
 * report counts it; GET /api/slow-movers: products with stock on hand that did not sell in
 * the last N days. Both page their JSON in the asked order and export every row.
 */
import type { FastifyInstance } from 'fastify';
import {
  computeProductSales,
  DEFAULT_PRODUCT_SALES_SORT,
  sortText,
} from '../../domain/product-sales/product-sales.js';
import { productSalesTable, slowMoversTable } from '../../domain/product-sales/export-tables.js';
import {
  computeSlowMovers,
  DEFAULT_SLOW_MOVERS_SORT,
} from '../../domain/product-sales/slow-movers.js';
import { reportScopeOf } from '../../domain/financial-report/load-report-input.js';
import type { ServiceDeps } from '../../domain/deps.js';
import { answerExportable } from '../export/export-route.js';
import { sendTableExport } from '../export/send-export.js';
import { defineRoute } from '../route.js';
import { REPORT_SUBJECTS } from './financial-report.js';

const page = <Row>(rows: readonly Row[], start: number, limit: number) => {
  const data = rows.slice(start, start + limit);
  return { start, limit, count: data.length, total: rows.length, data };
};

export function registerProductSalesRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  defineRoute(
    app,
    'GET /api/product-sales',
    {
      summary: 'Sales per product for a date range (Europe/Amsterdam days, inclusive)',
      description:
        "The financial report's turnover lines added up per product: quantity sold and returned, " +
        'turnover excl. and incl. VAT, cost of goods, margin and margin %. A refund counts on ' +
        'the day it was paid back, as in the report. Over all products turnover, turnover_wt ' +
        "and cost_of_goods (`totals`) equal the report's turnover by group and cost of goods for " +
        'the same period and location. Where a line has no cost price its cost counts 0 and ' +
        'the margin is null with `margin_unknown` saying why. `sort` orders the rows before ' +
        'paging (default `-turnover`: best sellers). A user locked to a location sees only ' +
        "its shops; another location's id is 403. As CSV or .xlsx every row.",
      tag: 'reports',
    },
    async ({ query, auth, work, request, reply, endpoint }) => {
      const sort = query.sort ?? DEFAULT_PRODUCT_SALES_SORT;
      const options = { productGroupId: query.product_group_id, sort };
      // `sort` orders the JSON too (every export option else is for exports only).
      return answerExportable(
        { request, reply, query: { ...query, sort: undefined } },
        {
          scope: () => reportScopeOf(deps, auth, query),
          kept: REPORT_SUBJECTS,
          json: async (scope) => {
            const sales = await computeProductSales(deps, auth, scope, options, work);
            return {
              ...page(sales.rows, query.start, query.limit),
              from: scope.from,
              to: scope.to,
              location_id: scope.scope.locationId,
              product_group_id: query.product_group_id ?? null,
              sort: sortText(sort),
              currency: 'EUR' as const,
              totals: sales.totals,
            };
          },
          file: async (scope, { format }) => {
            const sales = await computeProductSales(deps, auth, scope, options, work);
            return sendTableExport(reply, format, {
              fileName: endpoint.download({
                from: scope.from,
                to: scope.to,
                location_id: scope.scope.locationId,
                product_group_id: query.product_group_id ?? null,
              }),
              table: productSalesTable,
              rows: sales.rows,
              // Already in the asked order, which is the default one when none was asked.
              query: { ...query, sort: undefined },
            });
          },
        },
      );
    },
  );

  defineRoute(
    app,
    'GET /api/slow-movers',
    {
      summary: 'Products with stock on hand and no sale in the last N days',
      description:
        'Products of the catalog with a counted stock above 0 (unlimited stock is none) and no ' +
        "sale line in the last `days` days up to today, in the report's order statuses and the " +
        "caller's shops (a location's with `location_id`; the stock is the account's). Each " +
        'with its cost price (price type 3, where the platform offers price rows), stock value ' +
        'at cost and the last day it sold within a year; an unknown cost is null with ' +
        '`cost_unknown` saying why, never 0. With the read model on, the cost prices are the ' +
        'ones it holds, read whole again every full-refresh interval (or with ' +
        '`Cache-Control: no-cache`), and answer marked stale when the platform cannot be ' +
        'reached. `sort` orders the rows before paging (default `-stock_value`). As CSV or ' +
        '.xlsx every row.',
      tag: 'reports',
    },
    async ({ query, auth, work, request, reply, endpoint }) => {
      const sort = query.sort ?? DEFAULT_SLOW_MOVERS_SORT;
      return answerExportable(
        { request, reply, query: { ...query, sort: undefined } },
        {
          scope: () => query,
          // Not kept: the window moves with the day.
          kept: null,
          json: async () => {
            const slow = await computeSlowMovers(deps, auth, query, sort, work);
            return {
              ...page(slow.rows, query.start, query.limit),
              days: slow.window.days,
              since: slow.window.since,
              to: slow.window.to,
              location_id: slow.locationId,
              product_group_id: query.product_group_id ?? null,
              sort: sortText(sort),
              currency: 'EUR' as const,
              totals: slow.totals,
            };
          },
          file: async (_scope, { format }) => {
            const slow = await computeSlowMovers(deps, auth, query, sort, work);
            return sendTableExport(reply, format, {
              fileName: endpoint.download({
                ...slow.window,
                location_id: slow.locationId,
                product_group_id: query.product_group_id ?? null,
              }),
              table: slowMoversTable,
              rows: slow.rows,
              query: { ...query, sort: undefined },
            });
          },
        },
      );
    },
  );
}
