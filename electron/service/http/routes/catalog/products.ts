/** GET /api/products: one page of the catalog, searched with the upstream's natural search. */
import type { FastifyInstance } from 'fastify';
import { LIST_LANGUAGE, searchQueryOf } from '../../../../upstream/list-args.js';
import { catalogTypeFilter, toProduct } from '../../../data/platform/product-rows.js';
import { defineRoute } from '../../route.js';
import type { ServiceDeps } from '../../../domain/deps.js';

export function registerProductsRoute(app: FastifyInstance, deps: ServiceDeps): void {
  defineRoute(
    app,
    'GET /api/products',
    {
      summary: 'Products, one page at a time',
      description:
        "The platform's natural search matches `q` (in the demo platform: every " +
        'whitespace-separated term must occur in the sku or the title, case-insensitive); ' +
        'no `q` lists the whole catalog. Lists simple products and the variants of ' +
        'configurable products, not the configurable parents. Ordered by shop product id, ' +
        'so the paging loop (start += count while start < total) sees every product once.',
      tag: 'catalog',
    },
    async ({ query, auth, work }) => {
      const page = await deps.upstream.list('searchProducts', auth.upstream, {
        leading: [searchQueryOf(query.q), LIST_LANGUAGE],
        start: query.start,
        limit: query.limit,
        order: [{ name: 'id', dir: 'asc' }],
        filters: [catalogTypeFilter],
        ...work,
      });
      const data = page.data.map(toProduct);
      return {
        q: query.q ?? '',
        start: query.start,
        limit: query.limit,
        count: data.length,
        total: page.total,
        data,
      };
    },
  );
}
