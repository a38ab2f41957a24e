/**
 * One way to serve an endpoint: its declaration (method, path, schemas, status, errors, files) from the
 * one table in shared/api/endpoints.ts, its words for the docs, and its handler. Registering a
 * route validates its query, path parameters and body with the table's schemas, and records it
 * for the generated OpenAPI document, so the contract is stated once.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ENDPOINTS,
  methodAndPath,
  type EndpointKey,
  type EndpointSpec,
  type Endpoints,
  type HttpMethod,
} from '../../../shared/api/endpoints.js';
import { UpstreamAuthError } from '../../upstream/errors.js';
import type { AuthContext } from '../core/caller.js';
import { authOf } from './plugins/auth.js';
import type { RequestWork } from './plugins/request-work.js';
import { parseBody, parseParams, parseQuery } from './validation.js';

/**
 * What a route says of itself for people: the docs' words. They sit beside the handler; the
 * contract, its error statuses too, sits in the table.
 */
export interface RouteDocs {
  summary: string;
  tag: string;
  description?: string;
}

/** A declared route as the OpenAPI document reads it: the table's entry and the docs. */
export interface RouteSpec extends RouteDocs, EndpointSpec {
  method: HttpMethod;
  /** Fastify path, e.g. `/api/locations/:id`. */
  path: string;
}

type Out<Spec, Key extends string> = Spec extends { [K in Key]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

interface RouteInput<Spec extends EndpointSpec> {
  query: Out<Spec, 'query'>;
  params: Out<Spec, 'params'>;
  body: Out<Spec, 'body'>;
  /** The endpoint's entry in the table: its download name, for a route that answers files. */
  endpoint: Spec;
  /** The caller; routes marked public get a placeholder that throws 401 when used. */
  auth: AuthContext;
  /**
   * Hand to every upstream read made for this request: it stops them when the client goes
   * away, and counts their pages for GET /api/progress.
   */
  work: RequestWork;
  request: FastifyRequest;
  reply: FastifyReply;
}

type RouteHandler<Spec extends EndpointSpec> = (
  input: RouteInput<Spec>,
) => Promise<z.input<Spec['response']> | FastifyReply> | z.input<Spec['response']> | FastifyReply;

/**
 * An API key's upstream session can end while the key stays valid: on that 401 from the
 * upstream a read is retried once with a fresh session (reads are safe to retry).
 */
async function runOnceRenewed<T>(request: FastifyRequest, run: () => Promise<T> | T): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const renew = request.auth?.renewUpstream;
    if (!(error instanceof UpstreamAuthError) || request.method !== 'GET' || !renew) throw error;
    if (!(await renew())) throw error;
    return run();
  }
}

function workOf(request: FastifyRequest): RequestWork {
  // Set by the preHandler hook of plugins/request-work.ts, which runs before every handler.
  if (!request.work) throw new Error('request-work plugin not registered');
  return request.work;
}

const registries = new WeakMap<FastifyInstance, RouteSpec[]>();

/** Every route declared on this instance, in declaration order (for the OpenAPI document). */
export const declaredRoutes = (app: FastifyInstance): readonly RouteSpec[] =>
  registries.get(app) ?? [];

const NO_QUERY = z.strictObject({});

export function defineRoute<Key extends EndpointKey>(
  app: FastifyInstance,
  name: Key,
  docs: RouteDocs,
  handler: RouteHandler<Endpoints[Key]>,
): void {
  const endpoint: EndpointSpec = ENDPOINTS[name];
  const spec: RouteSpec = { ...methodAndPath(name), ...docs, ...endpoint };
  const registry = registries.get(app) ?? [];
  registries.set(app, registry);
  registry.push(spec);

  app.route({
    method: spec.method,
    url: spec.path,
    config: { public: spec.public === true, tables: spec.csv === 'zip' },
    handler: async (request, reply) => {
      // A route that takes no query parameters refuses any, as the others refuse unknown ones.
      if (!spec.query) parseQuery(NO_QUERY, request.query);
      const input = {
        query: spec.query ? parseQuery(spec.query, request.query) : undefined,
        params: spec.params ? parseParams(spec.params, request.params) : undefined,
        body: spec.body ? parseBody(spec.body, request.body) : undefined,
        endpoint,
        get auth() {
          return authOf(request);
        },
        work: workOf(request),
        request,
        reply,
      } as RouteInput<Endpoints[Key]>;
      const result = await runOnceRenewed(request, () => handler(input));
      if (result === reply) return reply;
      if (spec.status !== undefined) reply.code(spec.status);
      return result;
    },
  });
}
