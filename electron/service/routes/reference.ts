/**
 * Reference data: tax rates, payment methods, shops, locations and turnover groups, read
 * through the per-user reference cache. A location-locked user sees only their location and
 * its shops; asking for another location is 403.
 */
import type { FastifyInstance } from 'fastify';
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
} from '../../../shared/api/reference.js';
import type { TaxRateRow } from '../../upstream/wire.js';
import { visibleLocations, visibleShops } from '../access.js';
import {
  customerPaymentMethods,
  pageOf,
  toLocation,
  toShop,
  toTaxRate,
  toTurnoverGroup,
} from '../catalog/reference-rows.js';
import type { AuthContext } from '../context.js';
import { forbidden, notFound } from '../errors.js';
import {
  loadLocations,
  loadPaymentMethods,
  loadProductGroups,
  loadShops,
  loadTaxRates,
} from '../reference-data.js';
import { defineRoute } from '../route.js';
import type { ServiceRuntime } from '../runtime.js';

/** The whole EU registry in the upstream's order (country, so Austria first), cached. */
const loadAllTaxRates = (runtime: ServiceRuntime, auth: AuthContext): Promise<TaxRateRow[]> =>
  runtime.reference.get(auth, 'tax-rates:*', () =>
    runtime.upstream.drain<TaxRateRow>('listTaxRates', auth.upstream, {
      order: [
        { name: 'country_iso2', dir: 'asc' },
        { name: 'id', dir: 'asc' },
      ],
    }),
  );

export function registerReferenceRoutes(app: FastifyInstance, runtime: ServiceRuntime): void {
  defineRoute(
    app,
    {
      method: 'GET',
      path: '/api/tax-rates',
      summary: 'Tax rates; `value` is a percentage (21 = 21 %)',
      tag: 'reference',
      query: taxRatesQuerySchema,
      response: taxRatesResponseSchema,
      errors: [400, 401, 502],
    },
    async ({ query, auth }) => {
      const rows =
        query.country_iso2 === undefined
          ? await loadAllTaxRates(runtime, auth)
          : await loadTaxRates(runtime, auth, query.country_iso2);
      return pageOf(rows.map(toTaxRate), query.start, query.limit);
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      path: '/api/payment-methods',
      summary: 'Published, customer-facing payment methods: the default first, then by title',
      description:
        'Internal providers (types Returns, PaymentBalance, Imported, Dummy) and unpublished ' +
        'ones are left out. Titles sort case-insensitively in Dutch collation.',
      tag: 'reference',
      query: paymentMethodsQuerySchema,
      response: paymentMethodsResponseSchema,
      errors: [400, 401, 502],
    },
    async ({ auth }) => {
      const data = customerPaymentMethods(await loadPaymentMethods(runtime, auth));
      return { count: data.length, total: data.length, data };
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      path: '/api/shops',
      summary: 'Shops (sales channels: webshop, tills) that resolve `shop_id`',
      description: 'A user locked to a location sees only the shops of that location.',
      tag: 'reference',
      query: shopsQuerySchema,
      response: shopsResponseSchema,
      errors: [400, 401, 502],
    },
    async ({ query, auth }) => {
      const shops = visibleShops(auth, await loadShops(runtime, auth));
      return pageOf(shops.map(toShop), query.start, query.limit);
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      path: '/api/locations',
      summary: 'Locations (physical sites) with their shops',
      description: 'A user locked to a location sees only that location.',
      tag: 'reference',
      query: locationsQuerySchema,
      response: locationsResponseSchema,
      errors: [400, 401, 502],
    },
    async ({ query, auth }) => {
      const [locations, shops] = await Promise.all([
        loadLocations(runtime, auth),
        loadShops(runtime, auth),
      ]);
      const data = visibleLocations(auth, locations).map((row) => toLocation(row, shops));
      return pageOf(data, query.start, query.limit);
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      path: '/api/locations/:id',
      summary: 'One location with its shops',
      tag: 'reference',
      params: locationParamsSchema,
      response: locationSchema,
      errors: [400, 401, 403, 404, 502],
    },
    async ({ params, auth }) => {
      const [locations, shops] = await Promise.all([
        loadLocations(runtime, auth),
        loadShops(runtime, auth),
      ]);
      const location = locations.find((row) => row.id === params.id);
      if (!location) {
        const message = shops.some((shop) => shop.id === params.id)
          ? `${params.id} is a shop id, not a location id`
          : `location ${params.id} does not exist on account ${auth.account}`;
        throw notFound(message);
      }
      if (auth.lockedLocationId !== null && location.id !== auth.lockedLocationId) {
        throw forbidden(`you are limited to location ${auth.lockedLocationId}`);
      }
      return toLocation(location, shops);
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      path: '/api/turnover-groups',
      summary: 'Turnover groups (product groups) that resolve `product_group_id`',
      tag: 'reference',
      query: turnoverGroupsQuerySchema,
      response: turnoverGroupsResponseSchema,
      errors: [400, 401, 502],
    },
    async ({ query, auth }) => {
      const groups = await loadProductGroups(runtime, auth);
      return pageOf(groups.map(toTurnoverGroup), query.start, query.limit);
    },
  );
}
