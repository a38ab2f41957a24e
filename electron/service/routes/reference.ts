/**
 * Reference data: tax rates, payment methods, shops, locations and turnover groups, read
 * through the per-user reference cache. A location-locked user sees only their location and
 * its shops; asking for another location is 403.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
import { visibleLocations, visibleShops } from '../access.js';
import {
  pageOf,
  toLocation,
  toShop,
  toTaxRate,
  toTurnoverGroup,
} from '../catalog/reference-rows.js';
import {
  locationsCsv,
  paymentMethodsCsv,
  shopsCsv,
  taxRatesCsv,
  turnoverGroupsCsv,
  type CsvLayout,
} from '../catalog/reference-csv.js';
import { withFeature } from '../capabilities.js';
import { sendCsv, wantsCsv } from '../csv-reply.js';
import { customerPaymentMethods } from '../reference/payment-methods.js';
import { forbidden, notFound } from '../errors.js';
import {
  loadLocations,
  loadPaymentMethods,
  loadProductGroups,
  loadShops,
  loadAllTaxRates,
  loadTaxRates,
} from '../reference-data.js';
import { defineRoute } from '../route.js';
import type { ServiceRuntime } from '../runtime.js';

/** When the caller asked for CSV: every row of the list as CSV (start and limit do not apply). */
function csvAnswer<Row>(
  { request, reply }: { request: FastifyRequest; reply: FastifyReply },
  query: { format?: 'json' | 'csv' | undefined; delimiter?: ',' | ';' | undefined },
  layout: CsvLayout<Row>,
  rows: Row[],
): FastifyReply | null {
  if (!wantsCsv(request, query.format)) return null;
  return sendCsv(reply, {
    fileName: layout.fileName,
    delimiter: query.delimiter,
    columns: layout.columns,
    rows: rows.map(layout.cells),
  });
}

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
      csv: true,
    },
    async ({ query, auth, ...http }) => {
      const upstreamRows =
        query.country_iso2 === undefined
          ? await loadAllTaxRates(runtime, auth)
          : await loadTaxRates(runtime, auth, query.country_iso2);
      const rows = upstreamRows.map(toTaxRate);
      return csvAnswer(http, query, taxRatesCsv, rows) ?? pageOf(rows, query.start, query.limit);
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      path: '/api/payment-methods',
      summary: 'Published, customer-facing payment methods: the default first, then by title',
      description:
        'Internal providers (types Returns, PaymentBalance, Imported, Dummy) and inactive, ' +
        'deleted or unpublished ones are left out. Titles sort case-insensitively in Dutch ' +
        'collation; a platform that marks no method as default lists them by title only.',
      tag: 'reference',
      query: paymentMethodsQuerySchema,
      response: paymentMethodsResponseSchema,
      errors: [400, 401, 502],
      csv: true,
    },
    async ({ query, auth, ...http }) => {
      const data = customerPaymentMethods(await loadPaymentMethods(runtime, auth));
      return (
        csvAnswer(http, query, paymentMethodsCsv, data) ?? {
          count: data.length,
          total: data.length,
          data,
        }
      );
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
      csv: true,
    },
    async ({ query, auth, ...http }) => {
      const rows = visibleShops(auth, await loadShops(runtime, auth)).map(toShop);
      return csvAnswer(http, query, shopsCsv, rows) ?? pageOf(rows, query.start, query.limit);
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
      csv: true,
    },
    async ({ query, auth, ...http }) => {
      const [locations, shops] = await Promise.all([
        loadLocations(runtime, auth),
        loadShops(runtime, auth),
      ]);
      const data = visibleLocations(auth, locations).map((row) => toLocation(row, shops));
      return csvAnswer(http, query, locationsCsv, data) ?? pageOf(data, query.start, query.limit);
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
      description:
        'Needs a platform call we only assume exists; 501 `upstream_unsupported` when the ' +
        "account's platform lacks it (see GET /api/capabilities).",
      tag: 'reference',
      query: turnoverGroupsQuerySchema,
      response: turnoverGroupsResponseSchema,
      errors: [400, 401, 501, 502],
      csv: true,
    },
    async ({ query, auth, ...http }) => {
      const groups = await withFeature(runtime, auth, 'turnover_groups', () =>
        loadProductGroups(runtime, auth),
      );
      const rows = groups.map(toTurnoverGroup);
      return (
        csvAnswer(http, query, turnoverGroupsCsv, rows) ?? pageOf(rows, query.start, query.limit)
      );
    },
  );
}
