/** GET /api/discount-orders: the orders of a day range that carry a discount, JSON, CSV or .xlsx. */
import type { FastifyInstance } from 'fastify';
import { resolveLocationScope, resolveShopScope } from '../../../domain/access.js';
import type { AuthContext } from '../../../core/caller.js';
import { badRequest } from '../../../core/errors.js';
import { withFeature } from '../../../domain/capabilities.js';
import { answerExportable } from '../../export/export-route.js';
import { sendTableExport } from '../../export/send-export.js';
import { mapPages } from '../../../core/pages.js';
import { matchesDiscountFilter, summarizeOrders } from '../../../domain/orders/discount-filter.js';
import { orderPages } from '../../../domain/orders/order-pages.js';
import { discountOrderTable } from '../../../domain/orders/orders-export.js';
import { toDiscountOrder } from '../../../domain/orders/rows.js';
import { loadShops } from '../../../domain/reference/loaders.js';
import { defineRoute } from '../../route.js';
import type { ServiceDeps } from '../../../domain/deps.js';
import { dayRangeOf } from '../../../domain/day-range.js';
import type { OrderRecord } from '../../../core/model/sales.js';

/** The shops the list covers: one shop, one location's, or every shop the caller sees. */
async function discountScope(
  deps: ServiceDeps,
  auth: AuthContext,
  query: { shop_id?: number | undefined; location_id?: number | undefined },
): Promise<{ shopIds: number[] | null }> {
  if (query.location_id === undefined) return resolveShopScope(deps, auth, query.shop_id);
  if (query.shop_id !== undefined) {
    throw badRequest("give query parameter 'shop_id' or 'location_id', not both");
  }
  return resolveLocationScope(deps, auth, query.location_id);
}

export function registerDiscountOrdersRoute(app: FastifyInstance, deps: ServiceDeps): void {
  defineRoute(
    app,
    'GET /api/discount-orders',
    {
      summary: 'Orders with a discount in a date range (Europe/Amsterdam days, inclusive)',
      description:
        'Every status is listed. Base filter `discount_value_wt > 0`; with `include_negative` ' +
        '`discount_value_wt != 0`; `only_full` additionally requires `value_wt = 0`. Ordered ' +
        'by date_purchased, then id. Not paginated: `count` = `total` = rows in `data`; ' +
        '`summary` holds exact sums over the rows. A user locked to a location sees only its ' +
        "shops; another location's shop is 403. `location_id` limits the list to that " +
        "location's shops (as the financial report does); it does not go with `shop_id`.",
      tag: 'orders',
    },
    async ({ query, auth, work, request, reply, endpoint }) => {
      const filter = {
        includeNegative: query.include_negative ?? false,
        onlyFull: query.only_full ?? false,
      };
      const context = {
        account: auth.account,
        backofficeUrlTemplate: deps.config.backofficeUrlTemplate,
      };
      const discounted = (orders: readonly OrderRecord[]) =>
        orders.filter((order) => matchesDiscountFilter(order, filter));
      return answerExportable(
        { request, reply, query },
        {
          scope: async () => {
            const { from, to } = dayRangeOf(query, deps.config.maxRangeYears);
            const { shopIds } = await discountScope(deps, auth, query);
            return { from, to, shopIds, statuses: null };
          },
          kept: ['orders'],
          json: async (range) => {
            const orders = discounted(
              await withFeature(deps, auth, 'orders', () => deps.reads.orders(auth, range, work)),
            );
            const data = orders.map((order) => toDiscountOrder(order, context));
            return {
              count: data.length,
              total: data.length,
              from: range.from,
              to: range.to,
              shop_id: query.shop_id ?? null,
              summary: summarizeOrders(orders),
              data,
            };
          },
          file: async (range, { format }) => {
            const [pages, shops] = await Promise.all([
              withFeature(deps, auth, 'orders', () => orderPages(deps, auth, range, work)),
              loadShops(deps, auth),
            ]);
            return sendTableExport(reply, format, {
              fileName: endpoint.download({
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
          },
        },
      );
    },
  );
}
