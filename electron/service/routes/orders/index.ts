/** The order endpoints: discounted orders, the order list and one order. */
import type { FastifyInstance } from 'fastify';
import type { ServiceRuntime } from '../../runtime.js';
import { registerDiscountOrdersRoute } from './discount-orders.js';
import { registerOrderDetailRoute } from './order-detail.js';
import { registerOrdersListRoute } from './orders-list.js';

export function registerOrderRoutes(app: FastifyInstance, runtime: ServiceRuntime): void {
  registerDiscountOrdersRoute(app, runtime);
  registerOrdersListRoute(app, runtime);
  registerOrderDetailRoute(app, runtime);
}
