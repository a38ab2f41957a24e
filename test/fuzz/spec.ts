/**
 * The operations of the service's own OpenAPI document (GET /api/openapi.json), reduced to
 * what the fuzzer needs: method, path, parameters with their schemas, the body schema, who
 * may call it, and what it documents (error statuses, success content types). Reading the
 * live document, not a copy, means a new route is fuzzed without touching the fuzzer.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  example?: unknown;
  description?: string;
  $ref?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export interface Parameter {
  name: string;
  in: 'query' | 'path';
  required: boolean;
  schema: JsonSchema;
  description: string;
}

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. `/api/orders/{id}`. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, with `$ref`s resolved; null when the route takes no body. */
  body: JsonSchema | null;
  /** Needs a bearer token or API key. */
  secured: boolean;
  /** Statuses the operation documents. */
  statuses: Set<number>;
  /** Content types of its 2xx answers. */
  successTypes: Set<string>;
}

export interface ApiSpec {
  operations: Operation[];
  /** The error body's schema (components.schemas.ErrorBody). */
  errorBody: JsonSchema;
}

interface RawOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

interface RawDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, JsonSchema> };
  security?: unknown[];
}

/** Replaces `$ref`s to components.schemas by the schema itself (the document has no cycles). */
function resolve(schema: JsonSchema, schemas: Record<string, JsonSchema>, depth = 0): JsonSchema {
  if (depth > 20) throw new Error('schema nesting too deep: a cycle?');
  const target = schema.$ref
    ? schemas[schema.$ref.replace('#/components/schemas/', '')]
    : undefined;
  if (schema.$ref && !target) throw new Error(`unresolved ${schema.$ref}`);
  const base = target ?? schema;
  const resolved: JsonSchema = { ...base };
  if (base.items) resolved.items = resolve(base.items, schemas, depth + 1);
  if (base.properties) {
    resolved.properties = Object.fromEntries(
      Object.entries(base.properties).map(([key, value]) => [
        key,
        resolve(value, schemas, depth + 1),
      ]),
    );
  }
  return resolved;
}

export function readSpec(document: unknown): ApiSpec {
  const raw = document as RawDocument;
  const schemas = raw.components.schemas;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(raw.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const responses = operation.responses ?? {};
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).map((parameter) => ({
          ...parameter,
          required: parameter.required,
          description: parameter.description,
          schema: resolve(parameter.schema, schemas),
        })),
        body: bodySchema ? resolve(bodySchema, schemas) : null,
        secured: (operation.security ?? raw.security ?? []).length > 0,
        statuses: new Set(Object.keys(responses).map(Number)),
        successTypes: new Set(
          Object.entries(responses)
            .filter(([status]) => status.startsWith('2'))
            .flatMap(([, response]) => Object.keys(response.content ?? {})),
        ),
      });
    }
  }
  const errorBody = schemas.ErrorBody;
  if (!errorBody) throw new Error('the document has no ErrorBody schema');
  return { operations, errorBody };
}
