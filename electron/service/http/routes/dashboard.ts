/**
 * The Today screen's endpoints: GET /api/dashboard (a day so far against the same weekday
 * last week and last year) and GET /api/sales-by-hour (per hour and weekday × hour, also as
 * CSV or .xlsx). Both are the financial report's turnover lines (domain/today/).
 */
import type { FastifyInstance } from 'fastify';
import { compareDates, localDateOf } from '../../../../shared/dates.js';
import type { ServiceDeps } from '../../domain/deps.js';
import { reportScopeOf } from '../../domain/financial-report/load-report-input.js';
import { computeDashboard, dashboardScopeOf } from '../../domain/today/dashboard.js';
import { computeSalesByHour } from '../../domain/today/sales-by-hour.js';
import { salesByHourSections } from '../../domain/today/sales-by-hour-sections.js';
import { sendMemoAnswer } from '../plugins/answer-memo.js';
import { answerExportable } from '../export/export-route.js';
import { sendTables } from '../export/send-tables.js';
import { defineRoute } from '../route.js';
import { REPORT_SUBJECTS } from './financial-report.js';

export function registerDashboardRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  defineRoute(
    app,
    'GET /api/dashboard',
    {
      summary: 'One day so far against the same weekday last week and last year, per location',
      description:
        'Turnover excl. and incl. VAT, orders and average basket of an Amsterdam day (default ' +
        "today on the service's clock), in total and per location, against the same weekday 7 " +
        'and 364 days before. Today is counted up to the clock’s wall-clock time (`until`), and ' +
        'so are both earlier days; a past day is counted whole, and then equals the financial ' +
        'report of that day (total_sales − total_returns; cash differences apart). With the ' +
        'platform out of reach (X-Data-Stale) the day is counted up to the data’s X-Data-As-Of ' +
        'instead, where that is earlier. A day after today is a 400.',
      tag: 'reports',
    },
    async ({ query, auth, work, request, reply }) => {
      const scope = await dashboardScopeOf(deps, auth, query);
      // A past day's answer depends on the data only and may be kept; today's moves with the
      // clock, so it is computed each time.
      const past = compareDates(scope.date, localDateOf(scope.now)) < 0;
      if (past && (await sendMemoAnswer(request, REPORT_SUBJECTS))) return reply;
      return computeDashboard(deps, auth, scope, work);
    },
  );

  defineRoute(
    app,
    'GET /api/sales-by-hour',
    {
      summary: 'Turnover and orders per hour of the day and per weekday × hour for a date range',
      description:
        'The financial report’s turnover lines of the range (sales at their purchase, refunds ' +
        'when paid back) per Amsterdam wall-clock hour 0–23 and per weekday (1 = Monday) × ' +
        'hour; the hours add up to the report’s total_sales − total_returns of the same range ' +
        'and location. On the 25-hour day both 02:00 hours are hour 2. As CSV a zip of one CSV ' +
        'file per table, as .xlsx one worksheet per table.',
      tag: 'reports',
    },
    async ({ query, auth, work, request, reply, endpoint }) =>
      answerExportable(
        { request, reply, query },
        {
          scope: () => reportScopeOf(deps, auth, query),
          kept: REPORT_SUBJECTS,
          json: (scope) => computeSalesByHour(deps, auth, scope, work),
          file: async (scope, download) => {
            const sales = await computeSalesByHour(deps, auth, scope, work);
            return sendTables(reply, {
              ...download,
              fileName: endpoint.download(sales),
              tables: salesByHourSections(sales),
              madeAt: deps.clock.now(),
            });
          },
        },
      ),
  );
}
