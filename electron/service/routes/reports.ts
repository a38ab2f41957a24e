/** GET /api/financial-report: the report for an Amsterdam day range, as JSON or CSV. */
import type { FastifyInstance } from 'fastify';
import {
  financialReportQuerySchema,
  financialReportSchema,
} from '../../../shared/api/financial-report.js';
import { resolveLocationScope } from '../access.js';
import { sendCsv, wantsCsv } from '../csv-reply.js';
import { dayRangeOf } from '../day-range.js';
import {
  loadPaymentMethods,
  loadProductGroupsIfOffered,
  loadShops,
  loadTaxRates,
} from '../reference/loaders.js';
import { fetchReportRows } from '../reports/fetch-report-rows.js';
import { computeFinancialReport } from '../reports/financial-report.js';
import { financialReportToCsvRows } from '../reports/report-csv.js';
import { withFeature } from '../capabilities.js';
import { defineRoute } from '../route.js';
import type { ServiceDeps } from '../deps.js';

/** The retailers are Dutch: their orders carry Dutch VAT rates. */
const REPORT_COUNTRY = 'NL';

export function registerReportRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  defineRoute(
    app,
    {
      method: 'GET',
      path: '/api/financial-report',
      summary: 'Financial report for a date range (Europe/Amsterdam days, inclusive)',
      description:
        'Revenue, directly paid and not-paid-now breakdowns per VAT rate, payment methods with a balance check, and turnover by group and shop. Optionally limited to one location.',
      tag: 'reports',
      query: financialReportQuerySchema,
      response: financialReportSchema,
      errors: [400, 401, 403, 501, 502],
      csv: true,
    },
    async ({ query, auth, work, request, reply }) => {
      const { from, to } = dayRangeOf(query);
      const scope = await resolveLocationScope(deps, auth, query.location_id);
      const [rows, shops, productGroups, paymentMethods, taxRates] = await withFeature(
        deps,
        auth,
        'financial_report',
        () =>
          Promise.all([
            fetchReportRows(deps, auth, { from, to }, scope.shopIds, work),
            loadShops(deps, auth),
            loadProductGroupsIfOffered(deps, auth),
            loadPaymentMethods(deps, auth),
            loadTaxRates(deps, auth, REPORT_COUNTRY),
          ]),
      );
      const report = computeFinancialReport({
        from,
        to,
        locationId: scope.locationId,
        ...rows,
        shops,
        productGroups,
        paymentMethods,
        taxRates,
      });
      if (!wantsCsv(request, query.format)) return report;
      const suffix = scope.locationId === null ? '' : `-location-${scope.locationId}`;
      return sendCsv(reply, {
        fileName: `financial-report-${from}-${to}${suffix}.csv`,
        delimiter: query.delimiter,
        ...financialReportToCsvRows(report),
      });
    },
  );
}
