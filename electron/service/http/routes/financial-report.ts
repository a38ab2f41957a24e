/**
 * GET /api/financial-report: the report for an Amsterdam day range, as JSON, CSV, .xlsx or a
 * PDF laid out as its print view; and GET /api/financial-report/orders: the orders behind one
 * of its figures.
 */
import type { FastifyInstance } from 'fastify';
import { answerExportable } from '../export/export-route.js';
import { sendFile } from '../export/file-reply.js';
import { assertShopKey } from '../../domain/access.js';
import {
  computeReport,
  loadReportInput,
  reportScopeOf,
} from '../../domain/financial-report/load-report-input.js';
import { sendMemoAnswer } from '../plugins/answer-memo.js';
import { reportOrders } from '../../domain/financial-report/report-orders.js';
import { financialReportFile } from '../../domain/downloads/financial-report-file.js';
import { defineRoute } from '../route.js';
import type { ServiceDeps } from '../../domain/deps.js';

/**
 * What the report is computed from, of what the read model holds (also the VAT return and
 * the day closings, made of its figures: vat-return.ts, day-closings.ts).
 */
export const REPORT_SUBJECTS = ['orders', 'closings'] as const;

export function registerFinancialReportRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  defineRoute(
    app,
    'GET /api/financial-report',
    {
      summary: 'Financial report for a date range (Europe/Amsterdam days, inclusive)',
      description:
        'Revenue, directly paid and not-paid-now breakdowns per VAT rate, payment methods with a balance check, and turnover by group and shop. Optionally limited to one location. As CSV a zip of one CSV file per table, as .xlsx one worksheet per table, each after the Report table that says what and which period (headers, labels and the CSV convention in the language of `lang`: docs/api.md, Exports); as PDF (`format=pdf`) the report laid out as its print view on A4, in the language of `lang`.',
      tag: 'reports',
    },
    async ({ query, auth, work, request, reply }) =>
      answerExportable(
        { request, reply, query },
        {
          // The PDF is this endpoint's own format, asked for by name only (not by Accept).
          ownFormats: ['pdf'],
          scope: () => reportScopeOf(deps, auth, query),
          kept: REPORT_SUBJECTS,
          json: (scope) => computeReport(deps, auth, scope, work),
          file: async (scope, download) =>
            sendFile(reply, await financialReportFile(deps, auth, { scope, work }, download)),
        },
      ),
  );

  defineRoute(
    app,
    'GET /api/financial-report/orders',
    {
      summary: 'The orders behind one figure of the financial report (drill-down)',
      description:
        "Takes the report's query (from, to, location_id) and names one figure: `figure` is its kind, " +
        'and the kind takes exactly its key parameters (product_group_id and tax_rate_id accept ' +
        "`none` for the null row). Each order carries its exact contribution in the figure's own " +
        "fields; `totals`, their sum rounded to cents, equals the report's figure. A well-formed key " +
        'that matches nothing answers an empty list with totals 0; a location id as `shop_id` ' +
        "is a 400 and another location's shop a 403, as everywhere. Cash differences of day " +
        'closings are not orders and are no figure here.',
      tag: 'reports',
    },
    async ({ query, auth, work, request, reply }) => {
      const scope = await reportScopeOf(deps, auth, query);
      if ('shop_id' in query.figure) await assertShopKey(deps, auth, query.figure.shop_id);
      if (await sendMemoAnswer(request, REPORT_SUBJECTS)) return reply;
      const input = await loadReportInput(deps, auth, scope, work);
      return reportOrders(input, query.figure, {
        account: auth.account,
        backofficeUrlTemplate: deps.config.backofficeUrlTemplate,
      });
    },
  );
}
