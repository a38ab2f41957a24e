/** Catalog routes: products, their price rows, and the server-side price list. */
import type { FastifyInstance } from 'fastify';
import type { ServiceRuntime } from '../../runtime.js';
import { registerPriceListRoute } from './price-list.js';
import { registerProductPricesRoute } from './product-prices.js';
import { registerProductsRoute } from './products.js';

export function registerCatalogRoutes(app: FastifyInstance, runtime: ServiceRuntime): void {
  registerProductsRoute(app, runtime);
  registerProductPricesRoute(app, runtime);
  registerPriceListRoute(app, runtime);
}
