/**
 * Health check (no auth): is the service up, what does not work as it should (each problem
 * named: domain/health-problems.ts), and what it last knew of the upstream. The
 * upstream state comes from upstream-health.ts, refreshed in the background, so a request
 * never waits for the upstream and many requests cost at most one upstream call per period.
 */
import type { FastifyInstance } from 'fastify';
import { diskRoomOf } from '../../data/files/disk-room.js';
import { folderLostReason } from '../../data/files/folder-guard.js';
import { defineRoute } from '../route.js';
import type { ServiceDeps } from '../../domain/deps.js';
import { healthProblems } from '../../domain/health-problems.js';
import {
  UpstreamHealth,
  type HealthTiming,
  type UpstreamProbe,
} from '../../domain/upstream-health.js';

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
    },
    async () => {
      const { upstream, checkedAt } = health.report();
      const model = deps.reads.modelState();
      const problems = healthProblems({
        upstream,
        upstreamCheckedAt: checkedAt,
        model,
        folderLost: folderLostReason(deps.config.dataDir),
        diskRoom: await diskRoomOf(deps.config.dataDir),
      });
      return {
        status: problems.length === 0 ? ('ok' as const) : ('degraded' as const),
        problems,
        version: deps.config.version,
        upstream,
        upstream_checked_at: checkedAt === null ? null : new Date(checkedAt).toISOString(),
        upstream_age_ms: checkedAt === null ? null : Math.max(0, deps.clock.now() - checkedAt),
        read_model: model,
        demo_platform: deps.config.demoPlatform === true,
      };
    },
  );
}
