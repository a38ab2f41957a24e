/**
 * GET /api/product-prices: the price rows of up to 200 products. `product_ids` is checked by
 * the query schema before anything reaches the upstream: a malformed list is a 400, never a
 * fallback to every price of the account.
 *
 * Where the platform offers a price call (assumed, see capabilities.ts) every row comes from
 * it: regular, discount, deposit, quantity tiers, purchase and cost prices. Otherwise the
 * rows are the price objects the platform embeds in each product (regular, discount,
 * deposit), which is what its recorded answers carry.
 */
import type { FastifyInstance } from 'fastify';
import { type ProductPrice } from '../../../../../shared/api/catalog.js';
import { inList } from '../../../../upstream/filters.js';
import { offers } from '../../../domain/capabilities.js';
import { LIST_LANGUAGE, NO_QUERY } from '../../../../upstream/list-args.js';
import type { UpstreamWork } from '../../../../upstream/work.js';
import {
  byProductThenId,
  embeddedPricesOf,
  toProductPrice,
} from '../../../data/platform/product-rows.js';
import type { AuthContext } from '../../../core/caller.js';
import { pageOf } from '../../../domain/reference/rows.js';
import { defineRoute } from '../../route.js';
import type { ServiceDeps } from '../../../domain/deps.js';

/** Every product id asked for fits one upstream page (200 ids, at most a few rows each). */
async function embeddedPriceRows(
  deps: ServiceDeps,
  auth: AuthContext,
  productIds: number[],
  work: UpstreamWork,
): Promise<ProductPrice[]> {
  const products = await deps.upstream.drain('searchProducts', auth.upstream, {
    leading: [NO_QUERY, LIST_LANGUAGE],
    order: [{ name: 'id', dir: 'asc' }],
    filters: [inList('product_id', productIds)],
    ...work,
  });
  return products.flatMap(embeddedPricesOf).map(toProductPrice).sort(byProductThenId);
}

export function registerProductPricesRoute(app: FastifyInstance, deps: ServiceDeps): void {
  defineRoute(
    app,
    'GET /api/product-prices',
    {
      summary: 'Price rows of the given products',
      description:
        'The price rows of the listed products, ordered by product id then row id. Join ' +
        'each row to its product via `product_id`; the base sale price is the ' +
        '`is_sale_price` row with `from_qty` null (or at most 1). A product may have no sale ' +
        'row at all (never priced). Where the platform offers its price call the rows include ' +
        'quantity tiers, purchase and cost prices; otherwise they are the regular, discount ' +
        'and deposit prices embedded in each product (GET /api/capabilities, `price_rows`).',
      tag: 'catalog',
    },
    async ({ query, auth, work }) => {
      if (!(await offers(deps, auth, 'price_rows'))) {
        const rows = await embeddedPriceRows(deps, auth, query.product_ids, work);
        return pageOf(rows, query.start, query.limit);
      }
      const page = await deps.upstream.list('listProductPrices', auth.upstream, {
        start: query.start,
        limit: query.limit,
        order: [
          { name: 'product_id', dir: 'asc' },
          { name: 'id', dir: 'asc' },
        ],
        filters: [inList('product_id', query.product_ids)],
        ...work,
      });
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
