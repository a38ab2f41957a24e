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
    errors: [400, 401, 403, 501, 502],
  },
  'GET /api/orders/:id': {
    params: orderParamsSchema,
    query: orderQuerySchema,
    response: orderDetailSchema,
    errors: [400, 401, 403, 404, 502],
  },
  'GET /api/discount-orders': {
    query: discountOrdersQuerySchema,
    response: discountOrdersResponseSchema,
    csv: true,
    download: discountOrdersFileName,
    errors: [400, 401, 403, 501, 502],
  },
  'GET /api/product-sales': {
    query: productSalesQuerySchema,
    response: productSalesResponseSchema,
    csv: true,
    download: productSalesFileName,
    errors: [400, 401, 403, 501, 502],
  },
  'GET /api/slow-movers': {
    query: slowMoversQuerySchema,
    response: slowMoversResponseSchema,
    csv: true,
    download: slowMoversFileName,
    errors: [400, 401, 403, 501, 502],
  },
  'GET /api/dashboard': {
    query: dashboardQuerySchema,
    response: dashboardSchema,
    errors: [400, 401, 403, 501, 502],
  },
  'GET /api/sales-by-hour': {
    query: salesByHourQuerySchema,
    response: salesByHourSchema,
    csv: 'zip',
    download: periodFileName('sales-by-hour'),
    errors: [400, 401, 403, 406, 501, 502],
  },
} as const satisfies Record<EndpointName, EndpointSpec>;
