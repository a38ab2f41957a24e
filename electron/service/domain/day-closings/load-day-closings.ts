/**
 * The tills' day closings with the caller's rights, read as the report reads its rows
 * (sales-figures/fetch-report-rows.ts), so from the read model when it is on. The query is checked
 * before any read of orders: the range, the location, and the shop (a shop of another account, or
 * one not at the asked location, is a 400; one of another location than a locked user's, 403).
 */
import {
  DEFAULT_DIFFERENCE_THRESHOLD,
  type DayClosings,
} from '../../../../shared/api/day-closings.js';
import { parseAmount, toJsonNumber } from '../../../../shared/money.js';
import { resolveShopScope } from '../access.js';
import type { AuthContext } from '../../core/caller.js';
import { withFeature } from '../capabilities.js';
import type { ServiceDeps } from '../deps.js';
import { badRequest } from '../../core/errors.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import { loadPaymentMethods, loadShops } from '../reference/loaders.js';
import { addSummedRows } from '../sales-figures/day-sums.js';
import {
  reportScopeOf,
  type ReportQuery,
  type ReportScope,
} from '../financial-report/load-report-input.js';
import { dayClosingSums, DayClosingTotals } from './day-closings.js';

type DayClosingDeps = Pick<ServiceDeps, 'upstream' | 'reads' | 'config'>;

interface DayClosingQuery extends ReportQuery {
  shop_id?: number | undefined;
  threshold?: string | undefined;
}

interface DayClosingScope extends ReportScope {
  shopId: number | null;
}

export async function dayClosingScopeOf(
  deps: DayClosingDeps,
  auth: AuthContext,
  query: DayClosingQuery,
): Promise<DayClosingScope> {
  const range = await reportScopeOf(deps, auth, query);
  if (query.shop_id === undefined) return { ...range, shopId: null };
  const [shop] = (await resolveShopScope(deps, auth, query.shop_id)).shops;
  const { locationId } = range.scope;
  if (shop && locationId !== null && shop.location_id !== locationId) {
    throw badRequest(`shop_id ${shop.id} is not a shop of location ${locationId}`);
  }
  return { ...range, shopId: query.shop_id };
}

export function computeDayClosings(
  deps: DayClosingDeps,
  auth: AuthContext,
  { from, to, scope, shopId }: DayClosingScope,
  threshold: string | undefined,
  work: ReadWork,
): Promise<DayClosings> {
  return withFeature(deps, auth, 'financial_report', async () => {
    const [shops, paymentMethods] = await Promise.all([
      loadShops(deps, auth),
      loadPaymentMethods(deps, auth),
    ]);
    const rules = { from, to, locationId: scope.locationId, shops, shopId };
    const totals = new DayClosingTotals(rules);
    const shopIds = shopId === null ? scope.shopIds : [shopId];
    await addSummedRows(deps, auth, { from, to }, shopIds, work, dayClosingSums(rules), totals);
    const limit = parseAmount(threshold ?? DEFAULT_DIFFERENCE_THRESHOLD);
    return {
      from,
      to,
      location_id: scope.locationId,
      shop_id: shopId,
      currency: 'EUR',
      threshold: toJsonNumber(limit),
      ...totals.result({ paymentMethods }, limit),
    };
  });
}
