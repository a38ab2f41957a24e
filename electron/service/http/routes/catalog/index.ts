/** Catalog routes: products, their price rows, and the server-side price list. */
import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '../../../domain/deps.js';
import { registerPriceListRoute } from './price-list.js';
import { registerProductPricesRoute } from './product-prices.js';
import { registerProductsRoute } from './products.js';

export function registerCatalogRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  registerProductsRoute(app, deps);
  registerProductPricesRoute(app, deps);
  registerPriceListRoute(app, deps);
}
