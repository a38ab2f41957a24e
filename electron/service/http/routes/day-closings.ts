/**
 * GET /api/day-closings: each till's day closing, made of the financial report's figures, as
 * JSON, CSV or .xlsx.
 */
import type { FastifyInstance } from 'fastify';
import { answerExportable } from '../export/export-route.js';
import { sendTables } from '../export/send-tables.js';
import {
  computeDayClosings,
  dayClosingScopeOf,
} from '../../domain/day-closings/load-day-closings.js';
import {
  dayClosingsHeading,
  dayClosingSections,
} from '../../domain/day-closings/day-closing-sections.js';
import { defineRoute } from '../route.js';
import { REPORT_SUBJECTS } from './financial-report.js';
import type { ServiceDeps } from '../../domain/deps.js';

export function registerDayClosingsRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  defineRoute(
    app,
    'GET /api/day-closings',
    {
      summary:
        "Each till's day closing for a date range: cash expected, counted and the difference",
      description:
        'Per till per Amsterdam day: expected and counted cash, the difference (positive = short), ' +
        "flagged above `threshold` euros, the day's orders and their same-day payments per method, " +
        "the till's other payments and payouts made that day (settlements) per method; " +
        'a till-day with orders but no closing is listed with `closed: false`. The differences add ' +
        "up to the financial report's total_differences of the same range and location.",
      tag: 'reports',
    },
    async ({ query, auth, work, request, reply, endpoint }) =>
      answerExportable(
        { request, reply, query },
        {
          scope: () => dayClosingScopeOf(deps, auth, query),
          kept: REPORT_SUBJECTS,
          json: (scope) => computeDayClosings(deps, auth, scope, query.threshold, work),
          file: async (scope, download) => {
            const closings = await computeDayClosings(deps, auth, scope, query.threshold, work);
            return sendTables(reply, {
              ...download,
              fileName: endpoint.download(closings),
              tables: [dayClosingsHeading(closings), ...dayClosingSections(closings)],
              madeAt: deps.clock.now(),
            });
          },
        },
      ),
  );
}
