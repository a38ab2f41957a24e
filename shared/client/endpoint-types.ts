/**
 * The client's view of the endpoint table: what a caller passes for a path's query, its path
 * parameters and body, and the argument list of a read or a request that sends. Everything is
 * derived from the table's schemas.
 */
import type { z } from 'zod';
import type { EntryOf, GetPath, GetQueryInput, HttpMethod, PathOf } from '../api/endpoints.js';
import type { Query, QueryValue } from './query-string.js';

/**
 * What a caller may pass for one query parameter. The schema reads query-string text, and
 * toSearchParams writes a number or a boolean as text, so a number is welcome where the schema
 * takes any text and a boolean where it takes 'true' and 'false'; anything else as the schema
 * reads it.
 */
type AsQueryText<Input> =
  | Input
  | (`${number}` extends Input ? number : never)
  | (`${boolean}` extends Input ? boolean : never);

/**
 * The query of a path as the caller writes it; optional parameters may be undefined. (Extract
 * changes no parameter's type; it lets the compiler see that any path's query is a Query.)
 */
export type ClientQuery<Path extends GetPath> = QueryText<GetQueryInput<Path>>;

type QueryText<Input> = {
  [Key in keyof Input]: Extract<AsQueryText<Input[Key]>, QueryValue>;
};

export interface RequestOptions {
  signal?: AbortSignal;
  /** Sent as X-Progress-Id, so GET /api/progress can tell how far this read has come. */
  progressId?: string;
  /**
   * Sent as `Cache-Control: no-cache`: the service first catches its read model up with the
   * platform, then answers (a user's "refresh").
   */
  noCache?: boolean;
}

/** The parameters a query cannot do without. */
type RequiredKeys<Query> = {
  [Key in keyof Query]-?: undefined extends Query[Key] ? never : Key;
}[keyof Query];

/** A query with a required parameter must be given; otherwise it may be left out. */
export type ReadArgs<Path extends GetPath> = [RequiredKeys<ClientQuery<Path>>] extends [never]
  ? [query?: ClientQuery<Path>, options?: RequestOptions]
  : [query: ClientQuery<Path>, options?: RequestOptions];

/** The methods whose requests send something: a body, path parameters, or both. */
export type SendMethod = Exclude<HttpMethod, 'GET'>;

/**
 * One part of a request as the entry's schema reads it: required where the entry has the
 * schema (a query only when it needs a parameter), absent where it has none. (Extract changes
 * no part's type; it lets the compiler see that any entry's part is a SentParts one.)
 */
type Part<Entry, Key extends 'params' | 'query' | 'body'> = Entry extends {
  [K in Key]: infer Schema extends z.ZodType;
}
  ? Key extends 'query'
    ? Partial<Record<string, never>> extends z.input<Schema>
      ? { [K in Key]?: QueryText<z.input<Schema>> }
      : { [K in Key]: QueryText<z.input<Schema>> }
    : { [K in Key]: Extract<z.input<Schema>, SentParts[Key]> }
  : { [K in Key]?: never };

/**
 * What a POST, PUT or DELETE sends, from its entry: the path's parameters (`{ id }` for
 * `/api/api-keys/:id`), the query and the JSON body, each where the entry has one.
 */
export type SendRequest<Method extends SendMethod, Path extends PathOf<Method>> = Part<
  EntryOf<Method, Path>,
  'params'
> &
  Part<EntryOf<Method, Path>, 'query'> &
  Part<EntryOf<Method, Path>, 'body'>;

/** Any request that sends, as the client writes it onto the wire. */
export interface SentParts {
  params?: Readonly<Record<string, string | number>>;
  query?: Query;
  body?: unknown;
}

export interface SendOptions {
  signal?: AbortSignal;
}

/** A request with a part to send must be given; one with none may be left out. */
export type SendArgs<Method extends SendMethod, Path extends PathOf<Method>> = [
  RequiredKeys<SendRequest<Method, Path>>,
] extends [never]
  ? [request?: SendRequest<Method, Path>, options?: SendOptions]
  : [request: SendRequest<Method, Path>, options?: SendOptions];
