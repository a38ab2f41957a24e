/**
 * Reference data: tax rates, payment methods, shops, locations and turnover groups, read
 * through the per-user reference cache. A location-locked user sees only their location and
 * its shops; asking for another location is 403.
 */
import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '../../../domain/deps.js';
import { registerLocationsRoutes } from './locations.js';
import { registerPaymentMethodsRoutes } from './payment-methods.js';
import { registerShopsRoutes } from './shops.js';
import { registerTaxRatesRoutes } from './tax-rates.js';
import { registerTurnoverGroupsRoutes } from './turnover-groups.js';

export function registerReferenceRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  registerTaxRatesRoutes(app, deps);
  registerPaymentMethodsRoutes(app, deps);
  registerShopsRoutes(app, deps);
  registerLocationsRoutes(app, deps);
  registerTurnoverGroupsRoutes(app, deps);
}
