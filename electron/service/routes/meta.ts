/** Health check (no auth): is the service up, and does the upstream answer. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { UpstreamTransportError } from '../../upstream/errors.js';
import { defineRoute } from '../route.js';
import type { ServiceDeps } from '../deps.js';

export const healthSchema = z
  .object({
    status: z.literal('ok'),
    version: z.string(),
    upstream: z.enum(['ok', 'degraded']),
  })
  .meta({ id: 'Health' });

/**
 * Any protocol answer, even a refusal of the anonymous call, proves the upstream is reachable;
 * only a transport failure (no answer, HTTP error, garbage) counts as degraded.
 */
async function probeUpstream(deps: ServiceDeps): Promise<'ok' | 'degraded'> {
  try {
    const auth = deps.upstream.anonymousAuth(deps.config.probeAccount);
    await deps.upstream.call('sessionInfo', auth, []);
    return 'ok';
  } catch (error) {
    return error instanceof UpstreamTransportError ? 'degraded' : 'ok';
  }
}

export function registerMetaRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  defineRoute(
    app,
    {
      method: 'GET',
      path: '/healthz',
      summary: 'Service health and upstream reachability',
      tag: 'meta',
      public: true,
      response: healthSchema,
      errors: [],
    },
    async () => ({
      status: 'ok' as const,
      version: deps.config.version,
      upstream: await probeUpstream(deps),
    }),
  );
}
