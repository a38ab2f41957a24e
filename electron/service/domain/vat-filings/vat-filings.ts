/**
 * Filed VAT periods for the caller's platform account: marking a period filed (its return
 * computed now and kept as filed), listing, un-filing one marked by mistake, and a return's
 * view of them: a filed period's return carries its filing and the corrections since; the
 * next period's return lists those corrections, to be declared in it (decision 0080).
 */
import { randomBytes } from 'node:crypto';
import type { VatFiling } from '../../../../shared/api/vat-filings.js';
import type { SalesVatReturn, VatReturn } from '../../../../shared/api/vat-return.js';
import { formatApiTimestamp, todayLocal, type LocalDate } from '../../../../shared/dates.js';
import type { AuthContext } from '../../core/caller.js';
import type { ServiceDeps } from '../deps.js';
import { ApiError, badRequest, forbidden, notFound } from '../../core/errors.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import { loadAllTaxRates } from '../reference/loaders.js';
import { computeFinancialReport, reportBasis } from '../reports/financial-report.js';
import { computeReport, loadReportInput, reportScopeOf } from '../reports/load-report-input.js';
import { foreignCountryResolver, vatReturnOf } from '../reports/vat-return.js';
import { orderFiguresOf, withOrdersBehind } from './order-figures.js';
import type { FiledOrder } from '../../data/vat-filings/filed-order.js';
import { correctionsOf, filedFiguresOf, nextPeriodOf } from './period-figures.js';

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
async function salesVatReturnByOrder(
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

/**
 * A return is the whole account's (or a location's) books towards the tax office: a user
 * limited to a location may read it, not mark it filed or un-file it.
 */
function assertNotLimited(auth: AuthContext, what: string): void {
  if (auth.lockedLocationId === null) return;
  throw forbidden(
    `${what} is for a user not limited to a location; you are limited to location ` +
      `${auth.lockedLocationId}`,
  );
}

/** Roles that manage the account's books, as the platform names them (docs/upstream.md). */
const MANAGING_ROLES = new Set(['manager', 'admin']);

export async function fileVatPeriod(
  deps: ServiceDeps,
  auth: AuthContext,
  input: { from: LocalDate; to: LocalDate; location_id?: number | null | undefined },
  work: ReadWork,
): Promise<VatFiling> {
  assertNotLimited(auth, 'marking a period filed');
  if (input.from > input.to) {
    throw badRequest(`field 'from' (${input.from}) is after 'to' (${input.to})`);
  }
  const today = todayLocal(deps.clock.now());
  if (input.to >= today) {
    throw badRequest(
      `field 'to' (${input.to}): a period can be filed once it is over; today is ${today}`,
    );
  }
  const { overview, orders } = await salesVatReturnByOrder(
    deps,
    auth,
    { from: input.from, to: input.to, location_id: input.location_id ?? undefined },
    work,
  );
  const filing: VatFiling = {
    id: `vfp_${randomBytes(8).toString('hex')}`,
    from: overview.from,
    to: overview.to,
    location_id: overview.location_id,
    filed_at: formatApiTimestamp(deps.clock.now()),
    filed_by: auth.user.email,
    figures: filedFiguresOf(overview),
  };
  const stored = await deps.filedPeriods.add(auth.account, filing, orders);
  if ('added' in stored) return stored.added;
  const other = stored.overlapping;
  throw new ApiError(
    409,
    `${filing.from} to ${filing.to} overlaps the filed period ${other.from} to ${other.to} ` +
      `(${other.id}, filed ${other.filed_at} by ${other.filed_by}); un-file that one first ` +
      `(DELETE /api/vat-return/filed/${other.id}) if it was marked by mistake`,
  );
}

export const listVatFilings = (deps: ServiceDeps, auth: AuthContext): Promise<VatFiling[]> =>
  deps.filedPeriods.list(auth.account);

/**
 * Un-files a period marked by mistake. A manager's act: where the platform names the user's
 * roles, one of them must manage the account; where it does not, the service cannot tell
 * and lets the platform's own rights stand, as everywhere (docs/upstream.md).
 */
export async function unfileVatPeriod(
  deps: ServiceDeps,
  auth: AuthContext,
  id: string,
): Promise<void> {
  assertNotLimited(auth, 'un-filing a period');
  if (auth.roles !== null && !auth.roles.some((role) => MANAGING_ROLES.has(role))) {
    throw forbidden('only a manager may un-file a filed period');
  }
  if (!(await deps.filedPeriods.remove(auth.account, id))) {
    throw notFound(`no filed period ${id} in account ${auth.account}`);
  }
}

/**
 * The corrections of a filing against today's figures, each with the orders behind it: only
 * when there is a difference are the period's orders read again, one by one, to compare with
 * the shares kept with the filing (order-figures.ts).
 */
async function correctionsOfFiling(
  deps: ServiceDeps,
  auth: AuthContext,
  filing: VatFiling,
  today: SalesVatReturn,
  work: ReadWork,
) {
  const corrections = correctionsOf(filing.figures, filedFiguresOf(today));
  if (corrections.length === 0) return [];
  const filedOrders = await deps.filedPeriods.ordersOf(auth.account, filing.id);
  const context = {
    account: auth.account,
    backofficeUrlTemplate: deps.config.backofficeUrlTemplate,
  };
  if (filedOrders === null) return withOrdersBehind(corrections, null, [], context);
  const { orders } = await salesVatReturnByOrder(deps, auth, periodOf(filing), work);
  return withOrdersBehind(corrections, filedOrders, orders, context);
}

const periodOf = (filing: VatFiling): PeriodQuery => ({
  from: filing.from as LocalDate,
  to: filing.to as LocalDate,
  location_id: filing.location_id ?? undefined,
});

/**
 * The return with what the filings say of it: its own filing and corrections when the range
 * and location are a filed period; the corrections of each filed period of the same location
 * it is the next period of, each such period's return computed again today.
 */
export async function withFilings(
  deps: ServiceDeps,
  auth: AuthContext,
  overview: SalesVatReturn,
  work: ReadWork,
): Promise<VatReturn> {
  const filings = (await deps.filedPeriods.list(auth.account)).filter(
    (filing) => filing.location_id === overview.location_id,
  );
  const filed =
    filings.find((filing) => filing.from === overview.from && filing.to === overview.to) ?? null;
  const before = filings.filter((filing) => {
    const next = nextPeriodOf(filing.from as LocalDate, filing.to as LocalDate);
    return next.from === overview.from && next.to === overview.to;
  });
  const corrections_from_filed = [];
  for (const filing of before) {
    const today = await salesVatReturn(deps, auth, periodOf(filing), work);
    const corrections = await correctionsOfFiling(deps, auth, filing, today, work);
    if (corrections.length > 0) {
      corrections_from_filed.push({
        filing_id: filing.id,
        from: filing.from,
        to: filing.to,
        corrections,
      });
    }
  }
  return {
    ...overview,
    filed,
    corrections: filed ? await correctionsOfFiling(deps, auth, filed, overview, work) : [],
    corrections_from_filed,
  };
}
