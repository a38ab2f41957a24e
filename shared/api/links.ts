/**
 * A link to one of the API's GET endpoints, as an answer hands it to its client (an exception's
 * orders, a drill-down): built from the endpoint table (endpoints.ts), so a link names only an
 * endpoint that exists, fills in exactly its path's parameters and asks only for parameters its
 * query takes; renaming either breaks the build, not a link at run time.
 */
import type { z } from 'zod';
import { buildUrl } from '../client/query-string.js';
import { filledPath, methodAndPath, type EndpointKey, type Endpoints } from './endpoints.js';

type GetName = Extract<EndpointKey, `GET ${string}`>;

type PathOf<Name extends GetName> = Name extends `GET ${infer Path}` ? Path : never;

/** The parameters a path names (`/api/orders/:id`: `id`). */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters the endpoint's query takes, as a client sends them. */
type QueryNames<Name extends GetName> = Endpoints[Name] extends { query: z.ZodType }
  ? Extract<keyof z.input<Endpoints[Name]['query']>, string>
  : never;

type LinkParams<Name extends GetName> = Record<ParamNames<PathOf<Name>>, string | number>;

/** A link's query: a parameter left out (undefined, null) is not in the link. */
export type LinkQuery<Name extends GetName> = Partial<
  Record<QueryNames<Name>, string | number | null | undefined>
>;

/** The path of `name` with its parameters filled in, and the query, in the order given. */
export function linkTo<Name extends GetName>(
  name: Name,
  params: LinkParams<Name>,
  query: LinkQuery<Name> = {},
): string {
  return buildUrl('', filledPath(methodAndPath(name).path, params), query);
}
