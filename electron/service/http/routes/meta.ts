/**
 * Health check (no auth): is the service up, and what it last knew of the upstream. The
 * upstream state comes from upstream-health.ts, refreshed in the background, so a request
 * never waits for the upstream and many requests cost at most one upstream call per period.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { folderLostReason } from '../../data/files/folder-guard.js';
import { defineRoute } from '../route.js';
import type { ServiceDeps } from '../../domain/deps.js';
import {
  UpstreamHealth,
  type HealthTiming,
  type UpstreamProbe,
} from '../../domain/upstream-health.js';

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']).meta({
      description:
        '`degraded`: the service answers, but something it keeps does not work as it should: ' +
        '`problems` says what and why.',
    }),
    problems: z
      .array(
        z.object({
          code: z.enum(['read_model_failed', 'data_folder_lost']).meta({
            description:
              '`read_model_failed`: the read model could not be opened or failed while ' +
              'answering; reads ask the platform until it is made again, by itself. ' +
              '`data_folder_lost`: the data folder is no longer this service’s (its lock was ' +
              'emptied, removed or replaced): it writes nothing more into it until restarted.',
          }),
          message: z.string(),
        }),
      )
      .meta({ description: 'Empty while `status` is `ok`.' }),
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
            'reads ask the platform meanwhile), `failed` when it could not be opened or failed ' +
            'while answering (reads ask the platform; it is made again by itself).',
        }),
        failure: z
          .string()
          .nullable()
          .meta({ description: 'Why it failed last; null unless `failed`.' }),
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

type Problem = z.infer<typeof healthSchema>['problems'][number];

/** What does not work as it should, each with its reason (issue 57, items 3 and 4). */
function problemsOf(deps: ServiceDeps): Problem[] {
  const problems: Problem[] = [];
  const model = deps.reads.modelState();
  if (model?.state === 'failed') {
    problems.push({
      code: 'read_model_failed',
      message:
        `the read model failed (${model.failure ?? 'no reason given'}); reads ask the ` +
        'platform until it is made again',
    });
  }
  const lost = folderLostReason(deps.config.dataDir);
  if (lost !== null) {
    problems.push({
      code: 'data_folder_lost',
      message: `the data folder is no longer this service's: ${lost}; it writes nothing more`,
    });
  }
  return problems;
}

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
      const problems = problemsOf(deps);
      return {
        status: problems.length === 0 ? ('ok' as const) : ('degraded' as const),
        problems,
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
