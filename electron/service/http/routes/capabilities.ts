/** GET /api/capabilities: which features work for the caller's account, and why not. */
import type { FastifyInstance } from 'fastify';
import { callLabel, UPSTREAM_CALLS, type UpstreamCallName } from '../../../upstream/calls.js';
import { capabilitiesOf } from '../../domain/capabilities.js';
import { defineRoute } from '../route.js';
import type { ServiceDeps } from '../../domain/deps.js';

export function registerCapabilityRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  defineRoute(
    app,
    'GET /api/capabilities',
    {
      summary: "What this account's platform offers",
      description:
        'Each feature is available, limited (works with less) or unavailable (its endpoints ' +
        'answer 501 `upstream_unsupported`), with the platform calls it lacks. Calls we only ' +
        'assume the platform has are tried once per account; `calls` lists every call the ' +
        'service uses with its evidence and what this account answered.',
      tag: 'meta',
      errors: [401, 502],
    },
    async ({ auth }) => {
      const features = await capabilitiesOf(deps, auth);
      const calls = (Object.keys(UPSTREAM_CALLS) as UpstreamCallName[]).map((name) => ({
        call: callLabel(name),
        evidence: UPSTREAM_CALLS[name].evidence,
        status: deps.upstream.support.statusOf(auth.account, name),
      }));
      return { account: auth.account, features, calls };
    },
  );
}
