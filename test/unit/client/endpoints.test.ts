/**
 * The endpoint table (shared/api/endpoints.ts) is the one declaration of each endpoint; these
 * tests hold the service and the client to it: every entry is served by exactly one route and
 * documented with its answer schema's component, and what the client writes for a typed query
 * is what the entry's schema reads. The service is built but never listens.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { buildService } from '../../../electron/service/boot/app.js';
import {
  buildOpenApiDocument,
  openApiPath,
} from '../../../electron/service/http/openapi/document.js';
import { declaredRoutes } from '../../../electron/service/http/route.js';
import { UpstreamClient } from '../../../electron/upstream/client.js';
import {
  ENDPOINTS,
  methodAndPath,
  type CsvPath,
  type EndpointKey,
  type EndpointSpec,
  type ExportPath,
  type GetAnswer,
  type GetPath,
} from '../../../shared/api/endpoints.js';
import { toSearchParams, type ClientQuery, type Query } from '../../../shared/client/index.js';
import { testServiceConfig } from '../../api/service-config.js';

type Json = Record<string, unknown>;

let app: FastifyInstance;
let documentPaths: Record<string, Record<string, Json>>;

const entries = Object.entries(ENDPOINTS) as [EndpointKey, EndpointSpec][];

const getEntries = entries
  .filter(([name]) => name.startsWith('GET '))
  .map(([name, endpoint]) => [methodAndPath(name).path, endpoint] as const);

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

describe('the endpoint table and the service', () => {
  it('serves every endpoint of the table with exactly one route, and no other', () => {
    const served = declaredRoutes(app).map((route) => `${route.method} ${route.path}`);
    expect([...served].sort()).toEqual(entries.map(([name]) => name).sort());
  });

  it.each(entries)('%s is documented with the answer schema of the table', (name, endpoint) => {
    const { method, path } = methodAndPath(name);
    const operation = documentPaths[openApiPath(path)]?.[method.toLowerCase()];
    const status = String(endpoint.status ?? 200);
    const success = (operation?.responses as Record<string, Json> | undefined)?.[status];
    const content = success?.content as Record<string, { schema: Json }>;
    const id = z.globalRegistry.get(endpoint.response)?.id;
    const schema = content['application/json']?.schema;
    if (id !== undefined) expect(schema?.$ref).toBe(`#/components/schemas/${id}`);
    else expect(schema, 'an answer schema without an id is written out').toBeTypeOf('object');
    expect('text/csv' in content).toBe(endpoint.csv === true);
    expect('application/zip' in content).toBe(endpoint.csv === 'zip');
    expect('application/pdf' in content).toBe(endpoint.pdf === true);
    // The error statuses are the table's (and 400, which any query can earn), not the route's.
    const statuses = Object.keys(operation?.responses as Json).filter((code) => code !== status);
    expect(statuses.sort()).toEqual([...new Set([400, ...endpoint.errors])].map(String).sort());
  });
});

describe('the types the client infers from it', () => {
  it('types each answer as the route writes it: no answer schema transforms anything', () => {
    // The route's handler is checked against z.input of the answer schema and nothing parses
    // the answer on either side, so the client's z.output is right only while the two agree.
    type Written = { [Path in GetPath]: z.input<(typeof ENDPOINTS)[`GET ${Path}`]['response']> };
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
      '/api/product-sales',
      '/api/slow-movers',
      '/api/journal',
      '/api/orders',
    ] as const;
    expectTypeOf<CsvPath>().toEqualTypeOf<(typeof csvPaths)[number]>();
    const paths = (csv: EndpointSpec['csv']) =>
      getEntries.filter(([, endpoint]) => endpoint.csv === csv).map(([path]) => path);
    expect(paths(true).sort()).toEqual([...csvPaths].sort());
    // Reports of several tables: their CSV is a zip of one file per table, never text.
    expect(paths('zip').sort()).toEqual(
      [
        '/api/financial-report',
        '/api/vat-return',
        '/api/day-closings',
        '/api/sales-by-hour',
        '/api/stock-value',
      ].sort(),
    );
  });

  it("writes numbers and booleans as text the route's query schema reads", () => {
    const reads = (path: GetPath, query: Query) => {
      const endpoint: EndpointSpec = ENDPOINTS[`GET ${path}`];
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
    // @ts-expect-error the dashboard answers no file: no export button may name it
    const noFile: ExportPath = '/api/dashboard';
    const reportFile: ExportPath = '/api/financial-report';
    expect([missing, format, extra, noFile, reportFile]).toHaveLength(5);
  });
});
