/**
 * A period's VAT return as the sales data makes it today, and each order's share of it: what
 * a filing keeps, and what a filed period's figures are compared with (decision 0080).
 */
import type { VatFiling } from '../../../../shared/api/vat-filings.js';
import type { SalesVatReturn } from '../../../../shared/api/vat-return.js';
import type { LocalDate } from '../../../../shared/dates.js';
import type { AuthContext } from '../../core/caller.js';
import type { ServiceDeps } from '../deps.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import type { FiledOrder } from '../../data/vat-filings/filed-order.js';
import { loadAllTaxRates } from '../reference/loaders.js';
import { computeFinancialReport, reportBasis } from '../financial-report/financial-report.js';
import {
  computeReport,
  loadReportInput,
  reportScopeOf,
} from '../financial-report/load-report-input.js';
import { foreignCountryResolver, vatReturnOf } from './vat-return.js';
import { orderFiguresOf } from './order-figures.js';

type PeriodQuery = { from: LocalDate; to: LocalDate; location_id?: number | undefined };

/** The VAT return of a range and location as the sales data makes it today. */
export async function salesVatReturn(
  deps: ServiceDeps,
  auth: AuthContext,
  query: PeriodQuery,
  work: ReadWork,
): Promise<SalesVatReturn> {
  const scope = await reportScopeOf(deps, auth, query);
  const report = await computeReport(deps, auth, scope, work);
  // The whole registry: a rate's country says whether its sales are OSS (another state's).
  const registry = await loadAllTaxRates(deps, auth);
  return vatReturnOf(report, foreignCountryResolver(registry));
}

/**
 * The return and each order's share of it, from one read of every row at once (as the
 * report's drill-down reads them): what a filing keeps, and what a correction is compared
 * with to name its orders.
 */
export async function salesVatReturnByOrder(
  deps: ServiceDeps,
  auth: AuthContext,
  query: PeriodQuery,
  work: ReadWork,
): Promise<{ overview: SalesVatReturn; orders: FiledOrder[] }> {
  const scope = await reportScopeOf(deps, auth, query);
  const input = await loadReportInput(deps, auth, scope, work);
  const report = computeFinancialReport(input);
  const foreignCountryOf = foreignCountryResolver(await loadAllTaxRates(deps, auth));
  return {
    overview: vatReturnOf(report, foreignCountryOf),
    orders: orderFiguresOf(reportBasis(input), report, foreignCountryOf),
  };
}

/** The range and location a filing is of, as a return is asked for. */
export const periodOf = (filing: VatFiling): PeriodQuery => ({
  from: filing.from,
  to: filing.to,
  location_id: filing.location_id ?? undefined,
});
