/** Tax rates of a country, or the whole EU registry. */
import type { FastifyInstance } from 'fastify';
import { taxRatesExport } from '../../../domain/reference/export-tables.js';
import { loadAllTaxRates, loadTaxRates } from '../../../domain/reference/loaders.js';
import { pageOf, toTaxRate } from '../../../domain/reference/rows.js';
import { defineRoute } from '../../route.js';
import { answerExportable } from '../../export/export-route.js';
import { sendReferenceExport } from './export-answer.js';
import type { ServiceDeps } from '../../../domain/deps.js';

export function registerTaxRatesRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  defineRoute(
    app,
    'GET /api/tax-rates',
    {
      summary: 'Tax rates; `value` is a percentage (21 = 21 %)',
      tag: 'reference',
    },
    async ({ query, auth, request, reply, work, endpoint }) => {
      return answerExportable(
        { request, reply, query },
        {
          // The list's rows: the same for the JSON page and the file.
          scope: async () =>
            (query.country_iso2 === undefined
              ? await loadAllTaxRates(deps, auth, work)
              : await loadTaxRates(deps, auth, query.country_iso2, work)
            ).map(toTaxRate),
          json: (rows) => pageOf(rows, query.start, query.limit),
          file: (rows, { format }) =>
            sendReferenceExport(
              reply,
              { format, query, fileName: endpoint.download() },
              taxRatesExport,
              rows,
            ),
        },
      );
    },
  );
}
