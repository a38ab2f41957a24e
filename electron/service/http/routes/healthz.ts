/**
 * Health check (no auth): is the service up, and what it last knew of the upstream. The
 * upstream state comes from upstream-health.ts, refreshed in the background, so a request
 * never waits for the upstream and many requests cost at most one upstream call per period.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { folderLostReason } from '../../data/files/folder-guard.js';
import { healthSchema } from '../../../../shared/api/meta.js';
import { defineRoute } from '../route.js';
import type { ServiceDeps } from '../../domain/deps.js';
import {
  UpstreamHealth,
  type HealthTiming,
  type UpstreamProbe,
} from '../../domain/upstream-health.js';

type Problem = z.infer<typeof healthSchema>['problems'][number];

/** What does not work as it should, each with its reason. */
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

export function registerHealthzRoutes(
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
    'GET /healthz',
    {
      summary: 'Service health and the last known upstream state',
      tag: 'meta',
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
