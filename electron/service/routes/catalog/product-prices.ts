/**
 * GET /api/product-prices: the price rows of up to 200 products. `product_ids` is checked by
 * the query schema before anything reaches the upstream: a malformed list is a 400, never a
 * fallback to every price of the account.
 */
import type { FastifyInstance } from 'fastify';
import {
  productPricesQuerySchema,
  productPricesResponseSchema,
} from '../../../../shared/api/catalog.js';
import { inList } from '../../../upstream/filters.js';
import type { ProductPriceRow } from '../../../upstream/wire.js';
import { toProductPrice } from '../../catalog/rows.js';
import { defineRoute } from '../../route.js';
import type { ServiceRuntime } from '../../runtime.js';

export function registerProductPricesRoute(app: FastifyInstance, runtime: ServiceRuntime): void {
  defineRoute(
    app,
    {
      method: 'GET',
      path: '/api/product-prices',
      summary: 'Price rows of the given products',
      description:
        'Every price row (sale, purchase, cost; base and quantity tiers) of the listed ' +
        'products, ordered by product id then row id. Join each row to its product via ' +
        '`product_id`; the base sale price is the `is_sale_price` row with `from_qty` null ' +
        '(or at most 1). A product may have no sale row at all (never priced).',
      tag: 'catalog',
      query: productPricesQuerySchema,
      response: productPricesResponseSchema,
      errors: [400, 401, 502],
    },
    async ({ query, auth }) => {
      const page = await runtime.upstream.list<ProductPriceRow>(
        'listProductPrices',
        auth.upstream,
        {
          start: query.start,
          limit: query.limit,
          order: [
            { name: 'product_id', dir: 'asc' },
            { name: 'id', dir: 'asc' },
          ],
          filters: [inList('product_id', query.product_ids)],
        },
      );
      const data = page.data.map(toProductPrice);
      return {
        start: query.start,
        limit: query.limit,
        count: data.length,
        total: page.total,
        data,
      };
    },
  );
}
