/** The endpoint table's part for the catalogue, the reference lists and the delta feeds. */
import {
  priceListQuerySchema,
  priceListResponseSchema,
  productPricesQuerySchema,
  productPricesResponseSchema,
  productsQuerySchema,
  productsResponseSchema,
} from '../catalog.js';
import { fixedFileName, priceListFileName } from '../download-names.js';
import {
  locationParamsSchema,
  locationSchema,
  locationsQuerySchema,
  locationsResponseSchema,
  paymentMethodsQuerySchema,
  paymentMethodsResponseSchema,
  shopsQuerySchema,
  shopsResponseSchema,
  taxRatesQuerySchema,
  taxRatesResponseSchema,
  turnoverGroupsQuerySchema,
  turnoverGroupsResponseSchema,
} from '../reference.js';
import {
  ordersDeltaQuerySchema,
  ordersDeltaResponseSchema,
  productsDeltaQuerySchema,
  productsDeltaResponseSchema,
} from '../sync.js';
import type { EndpointName, EndpointSpec } from './spec.js';

export const catalogEndpoints = {
  'GET /api/products': {
    query: productsQuerySchema,
    response: productsResponseSchema,
    errors: [400, 401, 502],
  },
  'GET /api/product-prices': {
    query: productPricesQuerySchema,
    response: productPricesResponseSchema,
    errors: [400, 401, 502],
  },
  'GET /api/price-list': {
    query: priceListQuerySchema,
    response: priceListResponseSchema,
    csv: true,
    download: priceListFileName,
    errors: [400, 401, 502],
  },
  'GET /api/shops': {
    query: shopsQuerySchema,
    response: shopsResponseSchema,
    csv: true,
    download: fixedFileName('shops'),
    errors: [400, 401, 502],
  },
  'GET /api/locations': {
    query: locationsQuerySchema,
    response: locationsResponseSchema,
    csv: true,
    download: fixedFileName('locations'),
    errors: [400, 401, 502],
  },
  'GET /api/locations/:id': {
    params: locationParamsSchema,
    response: locationSchema,
    errors: [400, 401, 403, 404, 502],
  },
  'GET /api/tax-rates': {
    query: taxRatesQuerySchema,
    response: taxRatesResponseSchema,
    csv: true,
    download: fixedFileName('tax-rates'),
    errors: [400, 401, 502],
  },
  'GET /api/turnover-groups': {
    query: turnoverGroupsQuerySchema,
    response: turnoverGroupsResponseSchema,
    csv: true,
    download: fixedFileName('turnover-groups'),
    errors: [400, 401, 501, 502],
  },
  'GET /api/payment-methods': {
    query: paymentMethodsQuerySchema,
    response: paymentMethodsResponseSchema,
    csv: true,
    download: fixedFileName('payment-methods'),
    errors: [400, 401, 502],
  },
  'GET /api/orders/delta': {
    query: ordersDeltaQuerySchema,
    response: ordersDeltaResponseSchema,
    errors: [400, 401, 403, 501, 502],
  },
  'GET /api/products/delta': {
    query: productsDeltaQuerySchema,
    response: productsDeltaResponseSchema,
    errors: [400, 401, 502],
  },
} as const satisfies Record<EndpointName, EndpointSpec>;
