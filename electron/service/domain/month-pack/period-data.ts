/**
 * Whether the pack's period holds data: a pack of a period without orders or day closings is
 * refused (422 `no_data`) rather than written as files of zeros.
 */
import type { FinancialReport } from '../../../../shared/api/financial-report.js';
import { ApiError } from '../../core/errors.js';
import { computeReport, reportScopeOf } from '../financial-report/load-report-input.js';
import { periodQuery, type PackMaking, type PackOptions } from './files.js';

/**
 * Whether a report has any figure: an order line, a payment (an order's own, or one settling
 * an order of an earlier period: its journal has an entry), a refund, or a day closing's
 * difference.
 */
export function reportHasData(report: FinancialReport): boolean {
  return (
    report.revenue.rows.length > 0 ||
    report.settlements.payment_methods.length > 0 ||
    report.refunds.rates.length > 0 ||
    report.revenue.total_differences !== 0 ||
    report.revenue.non_revenue.total !== 0 ||
    report.direct_paid.rates.length > 0 ||
    report.direct_paid.payment_methods.length > 0 ||
    report.not_paid_now.rates.length > 0
  );
}

const noData = ({ from, to, locationId }: PackOptions): ApiError =>
  new ApiError(
    422,
    `there are no orders or day closings from ${from} to ${to}` +
      `${locationId === null ? '' : ` at location ${locationId}`}: no month pack was written`,
    {},
    { code: 'no_data' },
  );

/** Throws 422 `no_data` unless the period's report (read as the run's caller) has a figure. */
export async function checkForData(
  { deps, auth, work }: Omit<PackMaking, 'keep'>,
  options: PackOptions,
): Promise<void> {
  const scope = await reportScopeOf(deps, auth, periodQuery(options));
  if (!reportHasData(await computeReport(deps, auth, scope, work))) throw noData(options);
}
