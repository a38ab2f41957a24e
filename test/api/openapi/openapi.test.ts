/**
 * GET /api/openapi.json and GET /api/docs: the document covers every declared route with the
 * parameters of its schemas, and the docs page passes a strict CSP (no inline script or style).
 * Needs no upstream, so it runs on a built service through inject().
 */
import { Script } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildService } from '../../../electron/service/boot/app.js';
import { declaredRoutes, type RouteSpec } from '../../../electron/service/http/route.js';
import { openApiPath } from '../../../electron/service/http/openapi/document.js';
import { UpstreamClient } from '../../../electron/upstream/client.js';
import { testServiceConfig } from '../service-config.js';

type Json = Record<string, unknown>;

let app: FastifyInstance;
let document: Json;

/** The object's keys; a query checked across its parameters is an object piped into a transform. */
const keysOf = (schema: z.ZodType | undefined): string[] => {
  if (schema instanceof z.ZodPipe) return keysOf(schema.in as z.ZodType);
  return schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : [];
};

const operationOf = (route: RouteSpec): Json => {
  const paths = document.paths as Record<string, Record<string, Json>>;
  const operation = paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
  if (!operation) throw new Error(`${route.method} ${route.path} is missing from the document`);
  return operation;
};

beforeAll(async () => {
  app = await buildService({
    upstream: new UpstreamClient({ baseUrlTemplate: 'http://127.0.0.1:9/{account}/' }),
    config: testServiceConfig({
      version: '9.8.7',
      allowedHosts: ['127.0.0.1', 'localhost'],
    }),
  });
  const answer = await app.inject({ url: '/api/openapi.json', headers: { host: '127.0.0.1' } });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  document = JSON.parse(answer.body) as Json;
});

afterAll(async () => {
  await app.close();
});

describe('GET /api/openapi.json', () => {
  it('is OpenAPI 3.1 with the interface version, not the app version, and needs no token', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    // The specification: "The interface description carries the version 1.0.0". A client
    // checks it against that; the app's version (9.8.7 here) is /healthz's `version`.
    expect((document.info as Json).version).toBe('1.0.0');
    expect(document.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  it('lists every declared route, including the features around the resources', () => {
    const routes = declaredRoutes(app);
    const paths = routes.map((route) => `${route.method} ${route.path}`);
    for (const expected of [
      'GET /healthz',
      'GET /api/openapi.json',
      'POST /api/api-keys',
      'GET /api/api-keys',
      'DELETE /api/api-keys/:id',
      'GET /api/orders/delta',
      'GET /api/products/delta',
      'GET /api/products',
    ]) {
      expect(paths).toContain(expected);
    }
    for (const route of routes) {
      const operation = operationOf(route);
      expect(operation.summary).toBe(route.summary);
      expect(operation.tags).toEqual([route.tag]);
    }
    const operationCount = Object.values(document.paths as Record<string, Json>).reduce(
      (count, item) => count + Object.keys(item).length,
      0,
    );
    expect(operationCount).toBe(routes.length);
  });

  it("gives each operation exactly its schema's query and path parameters", () => {
    for (const route of declaredRoutes(app)) {
      const parameters = (operationOf(route).parameters ?? []) as Json[];
      const named = (location: string) =>
        parameters
          .filter((parameter) => parameter.in === location)
          .map((parameter) => parameter.name as string)
          .sort();
      expect(named('query'), `${route.method} ${route.path}`).toEqual(keysOf(route.query));
      expect(named('path'), `${route.method} ${route.path}`).toEqual(keysOf(route.params));
      for (const parameter of parameters.filter((candidate) => candidate.in === 'path')) {
        expect(parameter.required).toBe(true);
        expect(route.path).toContain(`:${String(parameter.name)}`);
      }
    }
  });

  it('marks required query parameters (from on the order lists, since/cursor optional)', () => {
    const route = declaredRoutes(app).find((candidate) => candidate.path === '/api/orders/delta');
    expect(route).toBeDefined();
    const parameters = operationOf(route as RouteSpec).parameters as Json[];
    expect(parameters.find((parameter) => parameter.name === 'since')?.required).toBe(false);
    expect(parameters.find((parameter) => parameter.name === 'limit')?.required).toBe(false);
  });

  it('documents the success status, every error status with the error body, and csv', () => {
    for (const route of declaredRoutes(app)) {
      const responses = operationOf(route).responses as Record<string, Json>;
      const success = responses[String(route.status ?? 200)];
      expect(success, `${route.method} ${route.path}`).toBeDefined();
      const content = success?.content as Record<string, unknown>;
      expect(Object.keys(content)).toContain('application/json');
      expect('text/csv' in content).toBe(route.csv === true);
      // A report of several tables answers its CSV as a zip of one file per table.
      expect('application/zip' in content).toBe(route.csv === 'zip');
      // Every route validates its query, so 400 is documented on each, with its own errors.
      const errors = [...new Set([400, ...route.errors])];
      expect(Object.keys(responses).sort()).toEqual(
        [String(route.status ?? 200), ...errors.map(String)].sort(),
      );
      for (const status of errors) {
        const error = responses[String(status)]?.content as Record<string, Json>;
        expect(error['application/json']?.schema).toEqual({
          $ref: '#/components/schemas/ErrorBody',
        });
      }
    }
    const errorBody = (document.components as Json).schemas as Record<string, Json>;
    expect(errorBody.ErrorBody?.required).toEqual(['error', 'code', 'message', 'status']);
  });

  it('asks for the bearer token everywhere except on public routes', () => {
    const schemes = (document.components as Json).securitySchemes as Record<string, Json>;
    expect(schemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const route of declaredRoutes(app)) {
      expect(operationOf(route).security).toEqual(
        route.public === true ? [] : [{ bearerAuth: [] }],
      );
    }
  });

  it('describes bodies as the client sends them and answers as the service writes them', () => {
    const route = declaredRoutes(app).find((candidate) => candidate.path === '/api/api-keys');
    const operation = operationOf(route as RouteSpec);
    const body = (operation.requestBody as Json).content as Record<string, Json>;
    expect(body['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/CreateApiKeyRequest',
    });
    const schemas = (document.components as Json).schemas as Record<string, Json>;
    expect(schemas.CreateApiKeyRequest?.required).toEqual(['name', 'password']);
    expect(Object.keys(schemas.CreatedApiKey?.properties as Json)).toContain('key');
  });

  it('resolves every $ref to a component', () => {
    const schemas = (document.components as Json).schemas as Record<string, unknown>;
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs) {
      const target = ref.slice('"$ref":"'.length, -1);
      expect(target.startsWith('#/components/schemas/'), target).toBe(true);
      expect(schemas[target.slice('#/components/schemas/'.length)], target).toBeDefined();
    }
  });
});

describe('GET /api/docs', () => {
  it('serves an HTML page without inline script or style, under a strict CSP', async () => {
    const answer = await app.inject({ url: '/api/docs', headers: { host: '127.0.0.1' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toMatch(/https?:/);
    expect(answer.body).toMatch(/<script src="\/api\/docs\/app\.js"/);
    // Every script element loads a file; no inline handlers, no style attributes, no CDN.
    expect(answer.body.match(/<script\b[^>]*>/g)?.every((tag) => /\bsrc=/.test(tag))).toBe(true);
    expect(answer.body).not.toMatch(/<script\b[^>]*>[^<]+<\/script>/);
    expect(answer.body).not.toMatch(/\son[a-z]+=/i);
    expect(answer.body).not.toMatch(/\sstyle=/i);
    expect(answer.body).not.toMatch(/https?:\/\//);
  });

  it('serves the renderer script and styles from its own origin', async () => {
    const script = await app.inject({ url: '/api/docs/app.js', headers: { host: '127.0.0.1' } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain("fetch('/api/openapi.json'");
    expect(script.body).not.toContain('innerHTML');
    // Compiles (without running): a syntax error would leave the page empty.
    expect(() => new Script(script.body)).not.toThrow();
    const styles = await app.inject({ url: '/api/docs/app.css', headers: { host: '127.0.0.1' } });
    expect(styles.statusCode).toBe(200);
    expect(styles.headers['content-type']).toMatch(/^text\/css/);
  });
});
