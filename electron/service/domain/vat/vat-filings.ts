/**
 * Filed VAT periods for the caller's platform account: marking a period filed (its return
 * computed now and kept as filed), listing, un-filing one marked by mistake, and a return's
 * view of them: a filed period's return carries its filing, the corrections since and what it
 * declared; the first open period after a filed one lists what of it is still to declare
 * (decision 0080 and its second addendum).
 */
import { randomBytes } from 'node:crypto';
import type {
  VatCorrection,
  VatCorrectionFigures,
  VatCorrectionsFromFiled,
  VatFiling,
  VatFilingUndone,
} from '../../../../shared/api/vat-filings.js';
import type { SalesVatReturn, VatReturn } from '../../../../shared/api/vat-return.js';
import { formatApiTimestamp, todayLocal, type LocalDate } from '../../../../shared/dates.js';
import type { AuthContext } from '../../core/caller.js';
import type { ServiceDeps } from '../deps.js';
import { badRequest, forbidden, notFound } from '../../core/errors.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import { standingOf } from '../../data/vat-filings/store.js';
import { asFiledOf, historyOf } from './as-filed.js';
import { sharesAfterDeclared, withOrdersBehind } from './order-figures.js';
import { periodOf, salesVatReturn, salesVatReturnByOrder } from './period-returns.js';
import { ownLocationOnly } from '../access.js';
import { notAReturnPeriod, overlapsFiled } from './refusals.js';
import {
  correctionsOf,
  filingPeriodKind,
  declaredFor,
  filedFiguresOf,
  firstOpenPeriodAfter,
  stillToDeclare,
} from './period-figures.js';

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
  if (filingPeriodKind(input.from, input.to) === null) throw notAReturnPeriod(input);
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
  // What this return declares of the filed periods before it, as its screen lists it now.
  const declared = await stillToDeclareIn(
    deps,
    auth,
    overview,
    await filingsOfLocation(deps, auth, overview.location_id),
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
    declared,
  };
  const stored = await deps.filedPeriods.add(auth.account, filing, orders);
  if ('added' in stored) return stored.added;
  throw overlapsFiled(filing, stored.overlapping);
}

/** The account's filings a caller may see: a locked user only their location's (access.ts). */
export const listVatFilings = async (deps: ServiceDeps, auth: AuthContext): Promise<VatFiling[]> =>
  ownLocationOnly(auth, await deps.filedPeriods.list(auth.account), (filing) => filing.location_id);

/**
 * Un-files a period marked by mistake. A manager's act: where the platform names the user's
 * roles, one of them must manage the account; where it does not, the service cannot tell
 * and lets the platform's own rights stand, as everywhere (docs/upstream.md).
 */
export async function unfileVatPeriod(
  deps: ServiceDeps,
  auth: AuthContext,
  id: string,
  reason: string,
): Promise<VatFilingUndone> {
  assertNotLimited(auth, 'un-filing a period');
  if (auth.roles !== null && !auth.roles.some((role) => MANAGING_ROLES.has(role))) {
    throw forbidden('only a manager may un-file a filed period');
  }
  // Kept with the filing, so the period's history says who undid it, when and why.
  const undone = { at: formatApiTimestamp(deps.clock.now()), by: auth.user.email, reason };
  if (!(await deps.filedPeriods.remove(auth.account, id, undone))) {
    throw notFound(`no filed period ${id} in account ${auth.account}`);
  }
  return undone;
}

/** What order-figures needs to link an order to the back office. */
const orderContext = (deps: ServiceDeps, auth: AuthContext) => ({
  account: auth.account,
  backofficeUrlTemplate: deps.config.backofficeUrlTemplate,
});

/**
 * Corrections of a filing, each with the orders behind it: only when there are any are the
 * period's orders read again, one by one, to compare with the shares kept with the filing
 * (plus what later filings declared of them: `declared`; order-figures.ts).
 */
async function withOrders(
  deps: ServiceDeps,
  auth: AuthContext,
  filing: VatFiling,
  corrections: VatCorrectionFigures[],
  declared: readonly VatCorrection[],
  work: ReadWork,
): Promise<VatCorrection[]> {
  if (corrections.length === 0) return [];
  const kept = sharesAfterDeclared(
    await deps.filedPeriods.ordersOf(auth.account, filing.id),
    declared,
  );
  if (kept === null) return withOrdersBehind(corrections, null, [], orderContext(deps, auth));
  const { orders } = await salesVatReturnByOrder(deps, auth, periodOf(filing), work);
  return withOrdersBehind(corrections, kept, orders, orderContext(deps, auth));
}

/**
 * What the range, were it not filed, has to declare of the filed periods before it: each
 * filed period of its location whose first open period it is, with what of it is still to
 * declare (today's figures less the filed ones less what later filings declared), each such
 * period's return computed again today. `filings` are those of the range's location.
 */
async function stillToDeclareIn(
  deps: ServiceDeps,
  auth: AuthContext,
  range: { from: string; to: string },
  filings: readonly VatFiling[],
  work: ReadWork,
): Promise<VatCorrectionsFromFiled[]> {
  const before = filings.filter((filing) => {
    const open = firstOpenPeriodAfter(filing, filings);
    return open.from === range.from && open.to === range.to;
  });
  const listed: VatCorrectionsFromFiled[] = [];
  for (const filing of before) {
    const today = filedFiguresOf(await salesVatReturn(deps, auth, periodOf(filing), work));
    const declared = declaredFor(filing.id, filings);
    const figures = stillToDeclare(filing, filings, today);
    const corrections = await withOrders(deps, auth, filing, figures, declared, work);
    if (corrections.length > 0) {
      listed.push({ filing_id: filing.id, from: filing.from, to: filing.to, corrections });
    }
  }
  return listed;
}

const filingsOfLocation = async (
  deps: ServiceDeps,
  auth: AuthContext,
  locationId: number | null,
): Promise<VatFiling[]> =>
  (await deps.filedPeriods.list(auth.account)).filter(
    (filing) => filing.location_id === locationId,
  );

/**
 * The return with what the filings say of it. A filed period: its filing, the corrections
 * since it was filed (all of them, wherever declared), and as `corrections_from_filed` what
 * it declared, as kept when it was filed. An open range: what is still to declare of each
 * filed period whose first open period it is (decision 0080, second addendum).
 */
export async function withFilings(
  deps: ServiceDeps,
  auth: AuthContext,
  overview: SalesVatReturn,
  work: ReadWork,
): Promise<VatReturn> {
  const kept = await deps.filedPeriods.history(auth.account);
  const filing_history = historyOf(kept, overview);
  const filings = standingOf(kept).filter((filing) => filing.location_id === overview.location_id);
  const filed =
    filings.find((filing) => filing.from === overview.from && filing.to === overview.to) ?? null;
  if (filed === null) {
    return {
      ...overview,
      filed: null,
      as_filed: null,
      filing_history,
      corrections: [],
      corrections_from_filed: await stillToDeclareIn(deps, auth, overview, filings, work),
    };
  }
  const since = correctionsOf(filed.figures, filedFiguresOf(overview));
  return {
    ...overview,
    filed,
    as_filed: asFiledOf(filed.figures, since),
    filing_history,
    corrections: await withOrders(deps, auth, filed, since, [], work),
    corrections_from_filed: filed.declared,
  };
}
