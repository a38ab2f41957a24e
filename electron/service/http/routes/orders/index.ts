/** The order endpoints: discounted orders, the order list and one order. */
import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '../../../domain/deps.js';
import { registerDiscountOrdersRoute } from './discount-orders.js';
import { registerOrderDetailRoute } from './order-detail.js';
import { registerOrdersListRoute } from './orders-list.js';

export function registerOrderRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  registerDiscountOrdersRoute(app, deps);
  registerOrdersListRoute(app, deps);
  registerOrderDetailRoute(app, deps);
}
