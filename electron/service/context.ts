/** What every part of the service is given: its dependencies and the caller's identity. */
import type { FastifyServerOptions } from 'fastify';
import type { UpstreamClient, UpstreamSession } from '../upstream/client.js';

export interface Clock {
  now(): number;
}

export interface ServiceConfig {
  version: string;
  /** Template with `{account}` and `{id}`, e.g. https://{account}.storekeepercloud.com/#order/details/{id} */
  backofficeUrlTemplate: string;
  /** Host names (without port) accepted in the Host header; anything else is DNS rebinding. */
  allowedHosts: string[];
  /** Folder with the built renderer to serve at `/`; null serves no UI. */
  rendererDir: string | null;
  /** Folder for settings, API keys and the webhook outbox; null keeps them in memory. */
  dataDir: string | null;
  allowInsecureWebhooks: boolean;
  /** The account whose upstream host /healthz probes (the demo account, or the configured one). */
  probeAccount: string;
  /** Requests per window per client; null = off (the default). */
  rateLimit: { max: number; windowMs: number } | null;
}

export interface ServiceDeps {
  upstream: UpstreamClient;
  config: ServiceConfig;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Webhook timing overrides (tests use short ones); defaults in webhooks/service.ts. */
  webhookTiming?: Partial<{
    pollIntervalMs: number;
    tickMs: number;
    retryBaseMs: number;
    maxBackoffMs: number;
    maxAttempts: number;
    requestTimeoutMs: number;
  }>;
}

/** The authenticated caller, resolved from a session token or an API key. */
export interface AuthContext {
  kind: 'token' | 'api-key';
  account: string;
  upstream: UpstreamSession;
  /**
   * `key` is a hash of the login e-mail (auth/identity.ts): always known, it owns API keys
   * and webhook subscriptions and keys the caches. Id and name are null when the platform
   * does not say.
   */
  user: { key: string; id: number | null; email: string; name: string | null };
  /** Null when the platform does not say (see auth/identity.ts). */
  roles: string[] | null;
  /** A user locked to a location only ever sees that location's shops and data. */
  lockedLocationId: number | null;
  /** What the platform did not tell about the user, as GET /api/me names it. */
  unknown: string[];
  /** Unix seconds; null for API keys, which do not expire. */
  expiresAt: number | null;
  /**
   * API keys only: starts a fresh upstream session into `upstream` after the upstream ended
   * the old one; false when the key can no longer be used. A session token has none (401).
   */
  renewUpstream?: () => Promise<boolean>;
}
