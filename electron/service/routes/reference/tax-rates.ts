/** Tax rates of a country, or the whole EU registry. */
import type { FastifyInstance } from 'fastify';
import { taxRatesQuerySchema, taxRatesResponseSchema } from '../../../../shared/api/reference.js';
import { taxRatesCsv } from '../../reference/csv.js';
import { loadAllTaxRates, loadTaxRates } from '../../reference/loaders.js';
import { pageOf, toTaxRate } from '../../reference/rows.js';
import { defineRoute } from '../../route.js';
import { csvAnswer } from './csv-answer.js';
import type { ServiceDeps } from '../../deps.js';

export function registerTaxRatesRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  defineRoute(
    app,
    {
      method: 'GET',
      path: '/api/tax-rates',
      summary: 'Tax rates; `value` is a percentage (21 = 21 %)',
      tag: 'reference',
      query: taxRatesQuerySchema,
      response: taxRatesResponseSchema,
      errors: [400, 401, 502],
      csv: true,
    },
    async ({ query, auth, ...http }) => {
      const upstreamRows =
        query.country_iso2 === undefined
          ? await loadAllTaxRates(deps, auth)
          : await loadTaxRates(deps, auth, query.country_iso2);
      const rows = upstreamRows.map(toTaxRate);
      return csvAnswer(http, query, taxRatesCsv, rows) ?? pageOf(rows, query.start, query.limit);
    },
  );
}
