/**
 * GET /api/vat-return: the VAT return by rubriek, made of the financial report's figures, as
 * JSON, CSV or .xlsx, with what was filed of the period (vat-return-filed.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { LocalDate } from '../../../../shared/dates.js';
import { answerExportable } from '../export/export-route.js';
import { sendFile } from '../export/file-reply.js';
import { defineRoute } from '../route.js';
import { dayRangeOf } from '../../domain/day-range.js';
import { vatReturnFile, vatReturnOf } from '../../domain/downloads/vat-return-file.js';
import type { ServiceDeps } from '../../domain/deps.js';

export function registerVatReturnRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  defineRoute(
    app,
    'GET /api/vat-return',
    {
      summary: 'VAT return (btw-aangifte) by rubriek for a date range, from sales data',
      description:
        "Rubrieken 1a, 1b, 1c and 1e from the financial report's VAT rows of the same range and " +
        'location (direct_paid and not_paid_now, less the refunds paid back in the range), ' +
        'exact to the cent and in whole euros rounded down; sales at a rate of another EU ' +
        'member state (the tax rate’s country) apart in `oss`, per country, for the ' +
        'One-Stop-Shop return; the rubrieken sales data cannot fill are named, never 0; ' +
        'non-revenue lines apart ' +
        'with the reason. A filed period (POST /api/vat-return/filed) answers its filing in ' +
        '`filed` and, where today’s figures differ from the filed ones, `corrections`; the ' +
        'period after a filed one lists them in `corrections_from_filed`. As CSV a zip of one CSV file per table, as .xlsx one worksheet per table.',
      tag: 'reports',
    },
    async ({ query, auth, work, request, reply }) => {
      const period = (range: { from: LocalDate; to: LocalDate }) => ({
        ...range,
        location_id: query.location_id,
      });
      return answerExportable(
        { request, reply, query },
        {
          scope: () => dayRangeOf(query, deps.config.maxRangeYears),
          // Not kept (answer-memo.ts): a filed period's answer depends on the filings as well
          // as on the read model's data, and a kept one would outlive a filing or an un-filing.
          json: (range) => vatReturnOf(deps, auth, period(range), work),
          file: async (range, download) =>
            sendFile(
              reply,
              await vatReturnFile(deps, auth, { period: period(range), work }, download),
            ),
        },
      );
    },
  );
}
