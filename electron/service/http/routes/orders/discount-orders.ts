/** GET /api/discount-orders: the orders of a day range that carry a discount, JSON, CSV or .xlsx. */
import type { FastifyInstance } from 'fastify';
import { withFeature } from '../../../domain/capabilities.js';
import { answerExportable } from '../../export/export-route.js';
import { sendFile } from '../../export/file-reply.js';
import { summarizeOrders } from '../../../domain/orders/discount-filter.js';
import { toDiscountOrder } from '../../../domain/orders/rows.js';
import { defineRoute } from '../../route.js';
import type { ServiceDeps } from '../../../domain/deps.js';
import { dayRangeOf } from '../../../domain/day-range.js';
import {
  discountedOf,
  discountOrdersFile,
  discountRangeOf,
  orderContextOf,
} from '../../../domain/downloads/discount-orders-file.js';

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
    async ({ query, auth, work, request, reply }) => {
      const context = orderContextOf(deps, auth);
      const discounted = discountedOf(query);
      return answerExportable(
        { request, reply, query },
        {
          scope: () =>
            discountRangeOf(deps, auth, dayRangeOf(query, deps.config.maxRangeYears), query),
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
          file: async (range, { format }) =>
            sendFile(reply, await discountOrdersFile(deps, auth, { range, query, work }, format)),
        },
      );
    },
  );
}
