/** The endpoint table's part for orders and sales: the lists, the dashboard and its hours. */
import {
  dashboardQuerySchema,
  dashboardSchema,
  salesByHourQuerySchema,
  salesByHourSchema,
} from '../dashboard.js';
import {
  discountOrdersFileName,
  ordersFileName,
  periodFileName,
  productSalesFileName,
  slowMoversFileName,
} from '../download-names.js';
import {
  discountOrdersQuerySchema,
  discountOrdersResponseSchema,
  orderDetailSchema,
  orderParamsSchema,
  orderQuerySchema,
  ordersQuerySchema,
  ordersResponseSchema,
} from '../orders.js';
import {
  productSalesQuerySchema,
  productSalesResponseSchema,
  slowMoversQuerySchema,
  slowMoversResponseSchema,
} from '../product-sales.js';
import type { EndpointName, EndpointSpec } from './spec.js';

export const salesEndpoints = {
  'GET /api/orders': {
    query: ordersQuerySchema,
    response: ordersResponseSchema,
    csv: true,
    download: ordersFileName,
  },
  'GET /api/orders/:id': {
    params: orderParamsSchema,
    query: orderQuerySchema,
    response: orderDetailSchema,
  },
  'GET /api/discount-orders': {
    query: discountOrdersQuerySchema,
    response: discountOrdersResponseSchema,
    csv: true,
    download: discountOrdersFileName,
  },
  'GET /api/product-sales': {
    query: productSalesQuerySchema,
    response: productSalesResponseSchema,
    csv: true,
    download: productSalesFileName,
  },
  'GET /api/slow-movers': {
    query: slowMoversQuerySchema,
    response: slowMoversResponseSchema,
    csv: true,
    download: slowMoversFileName,
  },
  'GET /api/dashboard': { query: dashboardQuerySchema, response: dashboardSchema },
  'GET /api/sales-by-hour': {
    query: salesByHourQuerySchema,
    response: salesByHourSchema,
    csv: 'zip',
    download: periodFileName('sales-by-hour'),
  },
} as const satisfies Record<EndpointName, EndpointSpec>;
