/**
 * The OpenAPI 3.1 document, generated from the same zod schemas that validate requests and
 * shape answers (every route declared with defineRoute), so the docs cannot drift from the
 * code. Schemas with a `.meta({ id })` become named components; query and body schemas are
 * described as the client sends them (io 'input'), answers as the service writes them
 * (io 'output').
 */
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { PDF_MEDIA_TYPE, XLSX_MEDIA_TYPE, ZIP_MEDIA_TYPE } from '../../../../shared/api/common.js';
import { errorBodySchema } from '../../../../shared/api/error-body.js';
import type { RouteSpec } from '../route.js';

type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

interface OpenApiInfo {
  title: string;
  version: string;
  description: string;
}

const DEFS_PREFIX = '#/$defs/';
const COMPONENTS_PREFIX = '#/components/schemas/';

/** `/api/locations/:id` → `/api/locations/{id}`. */
export const openApiPath = (fastifyPath: string): string =>
  fastifyPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const isRecord = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Rewrites every `$ref` through `rename`, depth first, returning a new value. */
function rewriteRefs(value: unknown, rename: (ref: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, rename));
  if (!isRecord(value)) return value;
  const out: JsonSchema = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] =
      key === '$ref' && typeof item === 'string' ? rename(item) : rewriteRefs(item, rename);
  }
  return out;
}

/** A converted schema, which is a JSON object (rewriteRefs keeps an object an object). */
function schemaOf(value: unknown): JsonSchema {
  if (!isRecord(value)) throw new TypeError('a JSON schema converts to an object');
  return value;
}

/**
 * Collects named schemas into `components.schemas`. The same id converted for input and for
 * output can differ (transforms, defaults); the second shape then gets an `Input` suffix.
 */
class ComponentRegistry {
  readonly schemas: Record<string, JsonSchema> = {};
  /** The unconverted definition stored under each component name, to spot clashes. */
  private readonly raw = new Map<string, unknown>();

  convert(schema: z.ZodType, io: Io): JsonSchema {
    const generated = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
    });
    const { $schema: _dialect, $defs, ...root } = generated;
    const defs = isRecord($defs) ? $defs : {};
    // Decide every name first, so references between definitions all point the same way.
    const names = new Map<string, string>();
    for (const [id, def] of Object.entries(defs)) {
      const base = id.replace(/[^A-Za-z0-9._-]/g, '_');
      const known = this.raw.get(base);
      const name =
        known === undefined || isDeepStrictEqual(known, def)
          ? base
          : `${base}${io === 'input' ? 'Input' : 'Output'}`;
      this.raw.set(name, def);
      names.set(id, name);
    }
    const rename = (ref: string): string =>
      ref.startsWith(DEFS_PREFIX)
        ? COMPONENTS_PREFIX + (names.get(ref.slice(DEFS_PREFIX.length)) ?? '')
        : ref;
    for (const [id, def] of Object.entries(defs)) {
      this.schemas[names.get(id) ?? id] = schemaOf(rewriteRefs(def, rename));
    }
    return schemaOf(rewriteRefs(root, rename));
  }
}

/** The properties and required keys of an object schema (query or path parameters). */
function objectMembers(schema: JsonSchema): { properties: JsonSchema; required: string[] } {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required)
    ? schema.required.filter((key): key is string => typeof key === 'string')
    : [];
  return { properties, required };
}

function parametersOf(
  registry: ComponentRegistry,
  schema: z.ZodType | undefined,
  location: 'query' | 'path',
): JsonSchema[] {
  if (!schema) return [];
  const { properties, required } = objectMembers(registry.convert(schema, 'input'));
  return Object.entries(properties).map(([name, property]) => {
    const propertySchema = isRecord(property) ? { ...property } : {};
    const description = propertySchema.description;
    delete propertySchema.description;
    return {
      name,
      in: location,
      required: location === 'path' || required.includes(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: propertySchema,
    };
  });
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad request: a parameter is missing, malformed or unusable (the message names it).',
  401: 'No bearer token, an expired token, or a credential the account cannot use.',
  403: 'Forbidden: outside your location, or a refused host or origin.',
  404: 'The id does not exist on this account, or the path does not exist.',
  409: 'Conflict with the current state.',
  413: 'The request body is larger than 1 MiB.',
  415: 'The request body is not application/json.',
  429: 'Too many requests; see the RateLimit and Retry-After headers.',
  500: 'A fault in the API layer; internals are never echoed.',
  502: 'The upstream platform rejected or failed the call; the message carries its reason.',
};

function operationOf(registry: ComponentRegistry, route: RouteSpec): JsonSchema {
  const status = route.status ?? 200;
  const success = registry.convert(route.response, 'output');
  const content: JsonSchema = { 'application/json': { schema: success } };
  if (route.csv === true) {
    content['text/csv'] = {
      schema: { type: 'string', description: 'UTF-8 CSV with BOM, streamed.' },
    };
  }
  if (route.csv === 'zip') {
    content[ZIP_MEDIA_TYPE] = {
      schema: {
        type: 'string',
        format: 'binary',
        description:
          'Asked for CSV: a zip of one UTF-8 CSV file with BOM per table, numbered and named by the table.',
      },
    };
  }
  if (route.csv !== undefined) {
    content[XLSX_MEDIA_TYPE] = {
      schema: {
        type: 'string',
        format: 'binary',
        description: 'An Excel workbook, streamed: typed cells, a bold frozen header row.',
      },
    };
  }
  if (route.pdf === true) {
    content[PDF_MEDIA_TYPE] = {
      schema: { type: 'string', format: 'binary', description: 'A PDF document, A4.' },
    };
  }
  const errorSchema = registry.convert(errorBodySchema, 'output');
  const responses: JsonSchema = {
    [String(status)]: { description: STATUS_TEXT[status] ?? 'Success', content },
  };
  // Every route validates its query (one without parameters refuses any), so 400 is always
  // a possible answer.
  for (const code of new Set([400, ...route.errors])) {
    responses[String(code)] = {
      description: STATUS_TEXT[code] ?? 'Error',
      content: { 'application/json': { schema: errorSchema } },
    };
  }
  const parameters = [
    ...parametersOf(registry, route.params, 'path'),
    ...parametersOf(registry, route.query, 'query'),
  ];
  const operation: JsonSchema = {
    operationId: `${route.method.toLowerCase()}${openApiPath(route.path)
      .split(/[^A-Za-z0-9]+/)
      .filter((part) => part !== '')
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
      .join('')}`,
    summary: route.summary,
    tags: [route.tag],
    ...(route.description ? { description: route.description } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: registry.convert(route.body, 'input') } },
          },
        }
      : {}),
    responses,
    security: route.public === true ? [] : [{ bearerAuth: [] }],
  };
  return operation;
}

/** Builds the whole document from the routes declared on one service instance. */
export function buildOpenApiDocument(routes: readonly RouteSpec[], info: OpenApiInfo): JsonSchema {
  const registry = new ComponentRegistry();
  const paths: Record<string, JsonSchema> = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    const item = paths[path] ?? {};
    item[route.method.toLowerCase()] = operationOf(registry, route);
    paths[path] = item;
  }
  const tags = [...new Set(routes.map((route) => route.tag))].map((name) => ({ name }));
  return {
    openapi: '3.1.1',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info,
    servers: [{ url: '/' }],
    tags,
    paths,
    components: {
      schemas: registry.schemas,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A session token from POST /api/auth/login (30 minutes) or a long-lived API key ' +
            'from POST /api/api-keys, sent as `Authorization: Bearer <token>`.',
        },
      },
    },
    security: [{ bearerAuth: [] }],
  };
}
