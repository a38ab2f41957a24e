/** GET /api/orders: one page of the orders of a day range; as an export, every order of it. */
import type { FastifyInstance } from 'fastify';
import { resolveShopScope } from '../../../domain/access.js';
import { withFeature } from '../../../domain/capabilities.js';
import { answerExportable } from '../../export/export-route.js';
import { sendTableExport } from '../../export/send-export.js';
import { mapPages } from '../../../core/pages.js';
import { orderPages } from '../../../domain/orders/order-pages.js';
import { orderTable } from '../../../domain/orders/orders-export.js';
import { toOrder } from '../../../domain/orders/rows.js';
import { loadShops } from '../../../domain/reference/loaders.js';
import { defineRoute } from '../../route.js';
import type { ServiceDeps } from '../../../domain/deps.js';
import { dayRangeOf } from '../../../domain/day-range.js';

export function registerOrdersListRoute(app: FastifyInstance, deps: ServiceDeps): void {
  defineRoute(
    app,
    'GET /api/orders',
    {
      summary: 'Orders of a date range (Europe/Amsterdam days, inclusive), one page at a time',
      description:
        'Ordered by date_purchased, then id. `status` takes one status or a comma-separated ' +
        'list. `limit` is at most 100 (larger values are cut to 100 and echoed). As CSV or .xlsx ' +
        'the answer holds every order of the range (start and limit do not apply).',
      tag: 'orders',
    },
    async ({ query, auth, work, request, reply, endpoint }) => {
      const context = {
        account: auth.account,
        backofficeUrlTemplate: deps.config.backofficeUrlTemplate,
      };
      return answerExportable(
        { request, reply, query },
        {
          scope: async () => {
            const { from, to } = dayRangeOf(query, deps.config.maxRangeYears);
            const scope = await resolveShopScope(deps, auth, query.shop_id);
            return { from, to, shopIds: scope.shopIds, statuses: query.status ?? null };
          },
          kept: ['orders'],
          json: async (range) => {
            const page = await withFeature(deps, auth, 'orders', () =>
              deps.reads.ordersPage(auth, range, query, work),
            );
            const data = page.data.map((order) => toOrder(order, context));
            return {
              start: query.start,
              limit: query.limit,
              count: data.length,
              total: page.total,
              from: range.from,
              to: range.to,
              shop_id: query.shop_id ?? null,
              status: query.status ?? null,
              data,
            };
          },
          file: async (range, { format }) => {
            const [pages, shops] = await Promise.all([
              withFeature(deps, auth, 'orders', () => orderPages(deps, auth, range, work)),
              loadShops(deps, auth),
            ]);
            return sendTableExport(reply, format, {
              fileName: endpoint.download({ ...range, shop_id: query.shop_id ?? null }),
              table: orderTable(shops),
              rows: mapPages(pages, (orders) => orders.map((order) => toOrder(order, context))),
              query,
            });
          },
        },
      );
    },
  );
}
