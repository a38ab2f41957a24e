/**
 * The one table of the API's endpoints: each named `METHOD /path` as the docs name it, with
 * its path parameters, query, body and answer schemas, its success status, the error statuses
 * it can answer, whether it answers without a token, the files it also answers and the name it
 * gives them. Everything else reads
 * it: the service's routes validate with these schemas and the OpenAPI document describes them
 * (electron/service/http/route.ts), the typed client infers each path's query and answer from
 * them (shared/client/), the month pack asks the endpoints for its files.
 * A route adds only its handler and its words for the docs. The table is split by area into
 * endpoints/ only to keep each file small; this is where it is one.
 */
import type { z } from 'zod';
import { accessEndpoints } from './endpoints/access.js';
import { catalogEndpoints } from './endpoints/catalog.js';
import { reportEndpoints } from './endpoints/reports.js';
import { runEndpoints } from './endpoints/runs.js';
import { salesEndpoints } from './endpoints/sales.js';
import {
  HTTP_METHODS,
  type EndpointName,
  type EndpointSpec,
  type HttpMethod,
} from './endpoints/spec.js';
import { webhookEndpoints } from './endpoints/webhooks.js';
import { isOneOf } from '../guards.js';

export type { EndpointName, EndpointSpec, HttpMethod } from './endpoints/spec.js';

export const ENDPOINTS = {
  ...accessEndpoints,
  ...catalogEndpoints,
  ...salesEndpoints,
  ...reportEndpoints,
  ...runEndpoints,
  ...webhookEndpoints,
} as const satisfies Record<EndpointName, EndpointSpec>;

export type Endpoints = typeof ENDPOINTS;

export type EndpointKey = keyof Endpoints;

/**
 * A path of the table with its parameters written in, each encoded: `/api/api-keys/:id` and
 * `{ id: 'key_…' }` give `/api/api-keys/key_…`. A parameter the path names and `params` lacks
 * is a mistake of the caller's, not the user's: it throws.
 */
export function filledPath(
  path: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs its parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The method and the (fastify) path of an endpoint's name. */
export function methodAndPath(name: EndpointName): { method: HttpMethod; path: string } {
  const space = name.indexOf(' ');
  const method = name.slice(0, space);
  if (!isOneOf(HTTP_METHODS, method)) throw new Error(`${name} names no HTTP method`);
  return { method, path: name.slice(space + 1) };
}

/**
 * The paths a method serves that a client names as they are: a path with a parameter in it
 * (`/api/orders/:id`) is called with the id filled in, so it is no such path.
 */
type PlainPaths<Method extends HttpMethod> = {
  [Key in EndpointKey]: Key extends `${Method} ${infer Path}`
    ? Path extends `${string}:${string}`
      ? never
      : Path
    : never;
}[EndpointKey];

type Of<Method extends HttpMethod, Path extends string> = Endpoints[`${Method} ${Path}` &
  EndpointKey];

export type GetPath = PlainPaths<'GET'>;

/** The paths that also answer CSV as text. */
export type CsvPath = {
  [Path in GetPath]: Of<'GET', Path> extends { csv: true } ? Path : never;
}[GetPath];

/** The paths that also answer files (CSV or a zip of CSV files, .xlsx): an export button's. */
export type ExportPath = {
  [Path in GetPath]: Of<'GET', Path> extends { csv: true | 'zip' } ? Path : never;
}[GetPath];

/** The query as the schema reads it: query-string text. No query schema, no parameters. */
export type GetQueryInput<Path extends GetPath> =
  Of<'GET', Path> extends { query: infer Schema extends z.ZodType }
    ? z.input<Schema>
    : Partial<Record<string, never>>;

/** The JSON answer of a path. */
export type GetAnswer<Path extends GetPath> = z.output<Of<'GET', Path>['response']>;

export type PutPath = PlainPaths<'PUT'>;

/** The body of a PUT as the caller writes it (the schema's input). */
export type PutBody<Path extends PutPath> =
  Of<'PUT', Path> extends { body: infer Schema extends z.ZodType } ? z.input<Schema> : never;

/** The JSON answer of a PUT. */
export type PutAnswer<Path extends PutPath> = z.output<Of<'PUT', Path>['response']>;

/** Every path of a method as the table names it, a parameter as `:name` (`/api/api-keys/:id`). */
export type PathOf<Method extends HttpMethod> = {
  [Key in EndpointKey]: Key extends `${Method} ${infer Path}` ? Path : never;
}[EndpointKey];

/** The PUT paths with a parameter in them (`/api/exceptions/:id/seen`). */
export type PutAtPath = Exclude<PathOf<'PUT'>, PutPath>;

/** Each path of a method, to its endpoint's name in the table. */
type NameOf<Method extends HttpMethod> = {
  [Path in PathOf<Method>]: Extract<EndpointKey, `${Method} ${Path}`>;
};

/** The table's entry of a method and path. */
export type EntryOf<
  Method extends HttpMethod,
  Path extends PathOf<Method>,
> = Endpoints[NameOf<Method>[Path]];

/** Each endpoint's JSON answer, as its schema parses it. */
type Answers = { [Key in EndpointKey]: z.output<Endpoints[Key]['response']> };

/** The JSON answer of a method and path, as its schema parses it. */
export type AnswerOf<
  Method extends HttpMethod,
  Path extends PathOf<Method>,
> = Answers[NameOf<Method>[Path]];

/** The table seen by its answers, so an answer parsed by a name's schema has that name's type. */
const ANSWER_SCHEMAS: {
  readonly [Key in EndpointKey]: { readonly response: z.ZodType<Answers[Key]> };
} = ENDPOINTS;

/** A method and path as the table names the endpoint; throws for one the table lacks. */
export function endpointName<Method extends HttpMethod, Path extends PathOf<Method>>(
  method: Method,
  path: Path,
): NameOf<Method>[Path] {
  const name = `${method} ${path}` as const;
  // `${method} ${path}` is, by its making, the name the table gives this method and path.
  const isName = (candidate: string): candidate is NameOf<Method>[Path] =>
    Object.hasOwn(ENDPOINTS, candidate);
  if (!isName(name)) throw new Error(`${name} is no endpoint of the table`);
  return name;
}

/** An endpoint's JSON answer parsed with its schema: a ZodError when the answer is not one. */
export const parsedAnswer = <Key extends EndpointKey>(name: Key, answer: unknown): Answers[Key] =>
  ANSWER_SCHEMAS[name].response.parse(answer);
