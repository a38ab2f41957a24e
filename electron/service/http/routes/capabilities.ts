/** GET /api/capabilities: which features work for the caller's account, and why not. */
import type { FastifyInstance } from 'fastify';
import type { CredentialStorage } from '../../../../shared/api/capabilities.js';
import { callLabel, UPSTREAM_CALLS } from '../../../upstream/calls.js';
import { capabilitiesOf } from '../../domain/capabilities.js';
import { defineRoute } from '../route.js';
import type { ServiceDeps } from '../../domain/deps.js';
import { credentialStorageOf, type VaultKeySource } from '../../core/vault-key.js';
import { keysOf } from '../../../../shared/guards.js';

export function registerCapabilityRoutes(
  app: FastifyInstance,
  deps: ServiceDeps,
  vaultKey: VaultKeySource | undefined,
): void {
  // Asked of the key's source once, when first needed (the features open it at the start too).
  let storage: Promise<CredentialStorage> | undefined;
  const credentialStorage = () => {
    storage ??= credentialStorageOf(deps.config.dataDir, vaultKey).catch((error: unknown) => {
      storage = undefined;
      throw error;
    });
    return storage;
  };
  defineRoute(
    app,
    'GET /api/capabilities',
    {
      summary: "What this account's platform offers",
      description:
        'Each feature is available, limited (works with less) or unavailable (its endpoints ' +
        'answer 501 `upstream_unsupported`), with the platform calls it lacks. Calls we only ' +
        'assume the platform has are tried once per account; `calls` lists every call the ' +
        'service uses with its evidence and what this account answered; `credential_storage` ' +
        'whether the service can keep the secrets schedules, the bookkeeping connection and ' +
        'webhooks need, and what fixes it when it cannot.',
      tag: 'meta',
    },
    async ({ auth }) => {
      const [features, credential_storage] = await Promise.all([
        capabilitiesOf(deps, auth),
        credentialStorage(),
      ]);
      const calls = keysOf(UPSTREAM_CALLS).map((name) => ({
        call: callLabel(name),
        evidence: UPSTREAM_CALLS[name].evidence,
        status: deps.upstream.support.statusOf(auth.account, name),
      }));
      return { account: auth.account, features, calls, credential_storage };
    },
  );
}
