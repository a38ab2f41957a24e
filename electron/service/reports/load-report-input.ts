/**
 * Everything the report is computed from, read with the caller's rights: the location scope
 * (a locked user only their own), checked first; then the `financial_report` feature check
 * (501 where the platform lacks a call), the reference lists and the rows. The report and its
 * drill-down both start here, so they cover exactly the same orders.
 */
import type { LocalDate } from '../../../shared/dates.js';
import type { UpstreamWork } from '../../upstream/work.js';
import { resolveLocationScope } from '../access.js';
import type { AuthContext } from '../caller.js';
import { withFeature } from '../capabilities.js';
import { dayRangeOf } from '../day-range.js';
import type { ServiceDeps } from '../deps.js';
import {
  loadPaymentMethods,
  loadProductGroupsIfOffered,
  loadShops,
  loadTaxRates,
} from '../reference/loaders.js';
import { fetchReportRows } from './fetch-report-rows.js';
import type { FinancialReportInput } from './financial-report.js';

/** The retailers are Dutch: their orders carry Dutch VAT rates. */
const REPORT_COUNTRY = 'NL';

export interface ReportQuery {
  from: LocalDate;
  to?: LocalDate | undefined;
  location_id?: number | undefined;
}

/** The report's range and location scope: the checks of its query, before any read. */
export async function reportScopeOf(deps: ServiceDeps, auth: AuthContext, query: ReportQuery) {
  const { from, to } = dayRangeOf(query, deps.config.maxRangeYears);
  const scope = await resolveLocationScope(deps, auth, query.location_id);
  return { from, to, scope };
}

export type ReportScope = Awaited<ReturnType<typeof reportScopeOf>>;

export async function loadReportInput(
  deps: ServiceDeps,
  auth: AuthContext,
  { from, to, scope }: ReportScope,
  /** The request's cancel signal and page tally: a client that leaves stops the reads. */
  work: UpstreamWork,
): Promise<FinancialReportInput> {
  return withFeature(deps, auth, 'financial_report', async () => {
    // The reference lists first: a few small calls, usually cached. The rows' reads then have
    // the request's whole bound of calls in flight (call-slots.ts), to the end.
    const [shops, productGroups, paymentMethods, taxRates] = await Promise.all([
      loadShops(deps, auth),
      loadProductGroupsIfOffered(deps, auth),
      loadPaymentMethods(deps, auth),
      loadTaxRates(deps, auth, REPORT_COUNTRY),
    ]);
    const rows = await fetchReportRows(deps, auth, { from, to }, scope.shopIds, work);
    return {
      from,
      to,
      locationId: scope.locationId,
      ...rows,
      shops,
      productGroups,
      paymentMethods,
      taxRates,
    };
  });
}
