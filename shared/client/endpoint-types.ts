/**
 * The client's view of the endpoint table: what a caller passes for a path's query, and the
 * argument list of a read. Everything is derived from the table's schemas.
 */
import type { GetPath, GetQueryInput } from '../api/endpoints.js';
import type { QueryValue } from './query-string.js';

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
export type ClientQuery<Path extends GetPath> = {
  [Key in keyof GetQueryInput<Path>]: Extract<AsQueryText<GetQueryInput<Path>[Key]>, QueryValue>;
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
