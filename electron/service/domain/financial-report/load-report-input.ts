/**
 * Everything the report is computed from, read with the caller's rights: the location scope
 * (a locked user only their own), checked first; then the `financial_report` feature check
 * (501 where the platform lacks a call), the reference lists and the rows. The report and its
 * drill-down both start here, so they cover exactly the same orders.
 */
import type { LocalDate } from '../../../../shared/dates.js';
import type { UpstreamWork } from '../../../upstream/work.js';
import { resolveLocationScope } from '../access.js';
import type { AuthContext } from '../../core/caller.js';
import { withFeature } from '../capabilities.js';
import { dayRangeOf } from '../day-range.js';
import type { ServiceDeps } from '../deps.js';
import { loadReportNames } from '../reference/report-names.js';
import { addSummedRows } from '../sales-figures/day-sums.js';
import { fetchReportRows } from '../sales-figures/fetch-report-rows.js';
import type { FinancialReport, FinancialReportInput } from './financial-report.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import { reportSums, ReportTotals } from './report-totals.js';

/** The platform the feature check asks; the read source the rows and names come from. */
type ReportDeps = Pick<ServiceDeps, 'upstream' | 'reads'>;

export interface ReportQuery {
  from: LocalDate;
  to?: LocalDate | undefined;
  location_id?: number | undefined;
}

/** The report's range and location scope: the checks of its query, before any read. */
export async function reportScopeOf(
  deps: ReportDeps & Pick<ServiceDeps, 'config'>,
  auth: AuthContext,
  query: ReportQuery,
) {
  const { from, to } = dayRangeOf(query, deps.config.maxRangeYears);
  const scope = await resolveLocationScope(deps, auth, query.location_id);
  return { from, to, scope };
}

export type ReportScope = Awaited<ReturnType<typeof reportScopeOf>>;

/** Every row of the report at once: for the drill-down, which lists the orders it names. */
export async function loadReportInput(
  deps: ReportDeps,
  auth: AuthContext,
  { from, to, scope }: ReportScope,
  /** The request's cancel signal and page tally: a client that leaves stops the reads. */
  work: UpstreamWork,
): Promise<FinancialReportInput> {
  return withFeature(deps, auth, 'financial_report', async () => {
    // The reference lists first: the rows' reads then have the request's whole bound of calls
    // in flight (call-slots.ts), to the end.
    // Every country's rates: a rate row names its member state ("6% BE"), not only NL's.
    const names = await loadReportNames(deps, auth, 'every country');
    const rows = await fetchReportRows(deps, auth, { from, to }, scope.shopIds, work);
    return { from, to, locationId: scope.locationId, ...rows, ...names };
  });
}

/**
 * The report itself, added up a page of orders at a time (report-totals.ts): from the read
 * model, a year of orders never sits in memory at once.
 */
export async function computeReport(
  deps: ReportDeps,
  auth: AuthContext,
  { from, to, scope }: ReportScope,
  work: ReadWork,
): Promise<FinancialReport> {
  return withFeature(deps, auth, 'financial_report', async () => {
    // Every country's rates: a rate row names its member state ("6% BE"), not only NL's.
    const names = await loadReportNames(deps, auth, 'every country');
    const rules = { from, to, locationId: scope.locationId, shops: names.shops };
    const totals = new ReportTotals(rules);
    await addSummedRows(deps, auth, { from, to }, scope.shopIds, work, reportSums(rules), totals);
    return totals.report(names);
  });
}
