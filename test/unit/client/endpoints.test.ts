/**
 * The endpoint map (shared/api/endpoints.ts) types the client's reads; these tests hold it to
 * the service: each path is a GET route declared with the very same query and answer schema
 * objects, documented under the same component, and what the client writes for a typed query
 * is what the route's schema reads. The service is built but never listens.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { buildService } from '../../../electron/service/boot/app.js';
import { buildOpenApiDocument } from '../../../electron/service/http/openapi/document.js';
import { declaredRoutes, type RouteSpec } from '../../../electron/service/http/route.js';
import { UpstreamClient } from '../../../electron/upstream/client.js';
import {
  getEndpoints,
  putEndpoints,
  type CsvPath,
  type GetAnswer,
  type GetEndpoint,
  type GetPath,
  type PutEndpoint,
  type PutPath,
} from '../../../shared/api/endpoints.js';
import { toSearchParams, type ClientQuery, type Query } from '../../../shared/client/index.js';
import { testServiceConfig } from '../../api/service-config.js';

type Json = Record<string, unknown>;

let app: FastifyInstance;
let documentPaths: Record<string, Record<string, Json>>;

const entries = Object.entries(getEndpoints) as [GetPath, GetEndpoint][];

const putEntries = Object.entries(putEndpoints) as [PutPath, PutEndpoint][];

const routeOf = (path: string, method: RouteSpec['method'] = 'GET'): RouteSpec => {
  const route = declaredRoutes(app).find((spec) => spec.method === method && spec.path === path);
  if (!route) throw new Error(`no ${method} route declares ${path}`);
  return route;
};

beforeAll(async () => {
  app = await buildService({
    upstream: new UpstreamClient({ baseUrlTemplate: 'http://127.0.0.1:9/{account}/' }),
    config: testServiceConfig({ version: '0.0.0', allowedHosts: ['127.0.0.1'] }),
  });
  const document = buildOpenApiDocument(declaredRoutes(app), {
    title: 'test',
    version: '0.0.0',
    description: '',
  });
  documentPaths = document.paths as Record<string, Record<string, Json>>;
});

afterAll(async () => {
  await app.close();
});

describe('the endpoint map agrees with the service', () => {
  it.each(entries)('%s is a GET route declared with the same schemas', (path, endpoint) => {
    const route = routeOf(path);
    expect(route.query).toBe(endpoint.query);
    expect(route.response).toBe(endpoint.response);
    expect(route.csv === true, 'answers CSV').toBe(endpoint.csv === true);
  });

  it.each(putEntries)('%s is a PUT route declared with the same schemas', (path, endpoint) => {
    const route = routeOf(path, 'PUT');
    expect(route.body).toBe(endpoint.body);
    expect(route.response).toBe(endpoint.response);
  });

  it.each(entries)('%s is documented with the answer schema of the map', (path, endpoint) => {
    const success = (documentPaths[path]?.get?.responses as Record<string, Json>)['200'];
    const content = success?.content as Record<string, { schema: Json }>;
    const id = z.globalRegistry.get(endpoint.response)?.id;
    expect(id, 'the answer schema has a component id').toBeTypeOf('string');
    expect(content['application/json']?.schema.$ref).toBe(`#/components/schemas/${id}`);
    expect('text/csv' in content).toBe(endpoint.csv === true);
  });
});

describe('the types the client infers from it', () => {
  it('types each answer as the route writes it: no answer schema transforms anything', () => {
    // The route's handler is checked against z.input of the answer schema and nothing parses
    // the answer on either side, so the client's z.output is right only while the two agree.
    type Written = { [Path in GetPath]: z.input<(typeof getEndpoints)[Path]['response']> };
    expectTypeOf<Written>().toEqualTypeOf<{ [Path in GetPath]: GetAnswer<Path> }>();
  });

  it('names the paths that answer CSV, and those that answer CSV tables in a zip', () => {
    const csvPaths = [
      '/api/price-list',
      '/api/shops',
      '/api/locations',
      '/api/tax-rates',
      '/api/turnover-groups',
      '/api/payment-methods',
      '/api/discount-orders',
      '/api/journal',
      '/api/orders',
    ] as const;
    expectTypeOf<CsvPath>().toEqualTypeOf<(typeof csvPaths)[number]>();
    expect(entries.filter(([, endpoint]) => endpoint.csv === true).map(([path]) => path)).toEqual(
      csvPaths,
    );
    // Reports of several tables: their CSV is a zip of one file per table, never text.
    expect(entries.filter(([, endpoint]) => endpoint.csv === 'zip').map(([path]) => path)).toEqual([
      '/api/financial-report',
      '/api/vat-return',
      '/api/day-closings',
      '/api/sales-by-hour',
    ]);
  });

  it("writes numbers and booleans as text the route's query schema reads", () => {
    const reads = (path: GetPath, query: Query) => {
      const endpoint: GetEndpoint = getEndpoints[path];
      return endpoint.query?.parse(Object.fromEntries(toSearchParams(query)));
    };
    const orders: ClientQuery<'/api/discount-orders'> = {
      from: '2026-03-01',
      shop_id: 12,
      only_full: true,
      include_negative: false,
      format: undefined,
    };
    expect(reads('/api/discount-orders', orders)).toEqual({
      from: '2026-03-01',
      shop_id: 12,
      only_full: true,
      include_negative: false,
    });
    const prices: ClientQuery<'/api/product-prices'> = { product_ids: '7,8', limit: 500 };
    expect(reads('/api/product-prices', prices)).toEqual({
      product_ids: [7, 8],
      start: 0,
      limit: 500,
    });
  });

  it('refuses at compile time what the route would refuse', () => {
    // @ts-expect-error the discount orders need `from`
    const missing: ClientQuery<'/api/discount-orders'> = { to: '2026-03-01' };
    // @ts-expect-error `format` is json or csv
    const format: ClientQuery<'/api/shops'> = { format: 'xml' };
    // @ts-expect-error /api/me takes no parameters
    const extra: ClientQuery<'/api/me'> = { limit: 1 };
    expect([missing, format, extra]).toHaveLength(3);
  });
});
