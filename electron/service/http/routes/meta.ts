/**
 * Health check (no auth): is the service up, and what it last knew of the upstream. The
 * upstream state comes from upstream-health.ts, refreshed in the background, so a request
 * never waits for the upstream and many requests cost at most one upstream call per period.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../route.js';
import type { ServiceDeps } from '../../domain/deps.js';
import {
  UpstreamHealth,
  type HealthTiming,
  type UpstreamProbe,
} from '../../domain/upstream-health.js';

export const healthSchema = z
  .object({
    status: z.literal('ok'),
    version: z.string(),
    upstream: z.enum(['ok', 'degraded', 'unknown']).meta({
      description:
        'The last known upstream state; `unknown` until the first check has ended (a request starts one).',
    }),
    upstream_checked_at: z.string().nullable().meta({
      description: 'When that state was established (ISO 8601, UTC); null while `unknown`.',
    }),
    upstream_age_ms: z.number().int().nullable().meta({
      description: 'How old that state is, in milliseconds; null while `unknown`.',
    }),
    read_model: z
      .object({
        engine: z.enum(['pglite', 'postgres']),
        state: z.enum(['starting', 'ready', 'failed']).meta({
          description:
            '`starting` while the embedded database starts beside the service (a few seconds; ' +
            'reads wait for it), `failed` when it could not be opened (reads answer 500).',
        }),
      })
      .nullable()
      .meta({ description: 'The local read model reads answer from; null when it is off.' }),
    demo_platform: z.boolean().meta({
      description:
        'The upstream is the embedded demo platform, whose accounts are public (README): the ' +
        'login page then says how to log in to it.',
    }),
  })
  .meta({ id: 'Health' });

const probeUpstream =
  (deps: ServiceDeps): UpstreamProbe =>
  async (account, signal) =>
    (await deps.upstream.reachable(account, signal)) ? 'ok' : 'degraded';

export function registerMetaRoutes(
  app: FastifyInstance,
  deps: ServiceDeps,
  healthTiming?: Partial<HealthTiming>,
): void {
  const health = new UpstreamHealth(
    probeUpstream(deps),
    deps.clock,
    healthTiming,
    deps.config.probeAccount,
  );
  deps.upstream.reachability.listen((reached, account) => health.heard(reached, account));
  app.addHook('onClose', (_instance, done) => {
    health.stop();
    done();
  });
  defineRoute(
    app,
    {
      method: 'GET',
      path: '/healthz',
      summary: 'Service health and the last known upstream state',
      tag: 'meta',
      public: true,
      response: healthSchema,
      errors: [],
    },
    () => {
      const { upstream, checkedAt } = health.report();
      return {
        status: 'ok' as const,
        version: deps.config.version,
        upstream,
        upstream_checked_at: checkedAt === null ? null : new Date(checkedAt).toISOString(),
        upstream_age_ms: checkedAt === null ? null : Math.max(0, deps.clock.now() - checkedAt),
        read_model: deps.reads.modelState(),
        demo_platform: deps.config.demoPlatform === true,
      };
    },
  );
}
