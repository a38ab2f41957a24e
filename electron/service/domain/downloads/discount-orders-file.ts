/**
 * The orders of a day range that carry a discount: their scope (one shop, one location's, or
 * every shop the caller sees) and their download, made for GET /api/discount-orders and the
 * month pack's discount file alike.
 */
import { ENDPOINTS } from '../../../../shared/api/endpoints.js';
import type { LocalDate } from '../../../../shared/dates.js';
import type { AuthContext } from '../../core/caller.js';
import { badRequest } from '../../core/errors.js';
import type { OrderRecord } from '../../core/model/sales.js';
import { mapPages } from '../../core/pages.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import { resolveLocationScope, resolveShopScope } from '../access.js';
import { withFeature } from '../capabilities.js';
import type { ServiceDeps } from '../deps.js';
import type { FileAnswer } from '../export/file-answer.js';
import { tableExportFile, type ExportFormat, type ExportQuery } from '../export/table-file.js';
import { matchesDiscountFilter } from '../orders/discount-filter.js';
import { orderPages } from '../orders/order-pages.js';
import { discountOrderTable } from '../orders/orders-export.js';
import { toDiscountOrder } from '../orders/rows.js';
import { loadShops } from '../reference/loaders.js';

export interface DiscountQuery {
  shop_id?: number | undefined;
  location_id?: number | undefined;
  include_negative?: boolean | undefined;
  only_full?: boolean | undefined;
}

export interface DiscountRange {
  from: LocalDate;
  to: LocalDate;
  shopIds: number[] | null;
  statuses: null;
}

/** The shops the list covers: one shop, one location's, or every shop the caller sees. */
async function discountScope(
  deps: ServiceDeps,
  auth: AuthContext,
  query: DiscountQuery,
): Promise<{ shopIds: number[] | null }> {
  if (query.location_id === undefined) return resolveShopScope(deps, auth, query.shop_id);
  if (query.shop_id !== undefined) {
    throw badRequest("give query parameter 'shop_id' or 'location_id', not both");
  }
  return resolveLocationScope(deps, auth, query.location_id);
}

/** The range and shops of the list: the checks of its query, before any read. */
export async function discountRangeOf(
  deps: ServiceDeps,
  auth: AuthContext,
  range: { from: LocalDate; to: LocalDate },
  query: DiscountQuery,
): Promise<DiscountRange> {
  const { shopIds } = await discountScope(deps, auth, query);
  return { ...range, shopIds, statuses: null };
}

/** The orders the query's filter keeps. */
export const discountedOf =
  (query: DiscountQuery) =>
  (orders: readonly OrderRecord[]): OrderRecord[] => {
    const filter = {
      includeNegative: query.include_negative ?? false,
      onlyFull: query.only_full ?? false,
    };
    return orders.filter((order) => matchesDiscountFilter(order, filter));
  };

/** Where an order's row links to (its page in the platform's back office). */
export const orderContextOf = (deps: ServiceDeps, auth: AuthContext) => ({
  account: auth.account,
  backofficeUrlTemplate: deps.config.backofficeUrlTemplate,
});

export async function discountOrdersFile(
  deps: ServiceDeps,
  auth: AuthContext,
  read: { range: DiscountRange; query: DiscountQuery & ExportQuery; work: ReadWork },
  format: ExportFormat,
): Promise<FileAnswer> {
  const { range, query, work } = read;
  const [pages, shops] = await Promise.all([
    withFeature(deps, auth, 'orders', () => orderPages(deps, auth, range, work)),
    loadShops(deps, auth),
  ]);
  const discounted = discountedOf(query);
  const context = orderContextOf(deps, auth);
  return tableExportFile(format, {
    fileName: ENDPOINTS['GET /api/discount-orders'].download({
      ...range,
      location_id: query.location_id ?? null,
      shop_id: query.shop_id ?? null,
    }),
    table: discountOrderTable(shops),
    rows: mapPages(pages, (page) =>
      discounted(page).map((order) => toDiscountOrder(order, context)),
    ),
    query,
  });
}
