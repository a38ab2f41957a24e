/**
 * What buildService (app.ts) is given: the upstream client, the config, the clock and logger,
 * and the timings and places of everything it starts. From it app.ts builds the `ServiceDeps`
 * the layers below are handed (domain/deps.ts).
 */
import type { FastifyServerOptions } from 'fastify';
import type { UpstreamClient } from '../../upstream/client.js';
import type { Clock } from '../core/clock.js';
import type { VaultKeySource } from '../core/vault-key.js';
import type { HttpTimeouts } from '../http/server-options.js';
import type { ReadModelTiming } from '../data/read-model/timing.js';
import type { StoreSetup } from '../data/read-model/store-opener.js';
import type { ServiceConfig } from '../domain/deps.js';
import type { HealthTiming } from '../domain/upstream-health.js';
import type { ScheduleTiming } from '../domain/scheduling/scheduler.js';
import type { WarmUpSettings } from '../domain/warm-up/warm-up.js';
import type { BookkeepingTiming } from '../domain/bookkeeping/setup.js';

export interface ServiceSetup {
  upstream: UpstreamClient;
  /**
   * A PostgreSQL server for everything the service keeps (kept-state.ts), shared by every
   * instance pointed at it; absent or null: this instance keeps it (memory, data folder).
   */
  databaseUrl?: string | null;
  /** Where the read model keeps its data and how fresh it keeps it; absent = no model. */
  readModel?: { store: StoreSetup; timing?: ReadModelTiming | undefined } | null | undefined;
  /** Reading each user's data ahead after a login (warm-up/warm-up.ts); on with a model. */
  warmUp?: Partial<WarmUpSettings> | undefined;
  /**
   * What the upstream does before anyone logs in, asked once the service is idle after start when
   * the warm-up is on (idle-work.ts): the embedded demo builds its catalogs then, as a platform
   * has its data at rest, not on a first login's calls on the service's own thread
   * (docs/decisions/0073-no-cold-start.md, its first addendum). With the warm-up off (the API
   * tests) it is not asked: a catalog is built when first asked for.
   */
  prepareUpstream?: (() => Promise<void>) | undefined;
  config: ServiceConfig;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Deadlines for a request's headers and body; defaults in http/server-options.ts. */
  httpTimeouts?: Partial<HttpTimeouts>;
  /** How old /healthz's upstream state may get, and the probe's timeout (upstream-health.ts). */
  healthTiming?: Partial<HealthTiming>;
  /**
   * The key that seals the credentials webhook subscriptions keep (core/vault-key.ts): the
   * desktop app's is sealed by the OS keychain, the headless service's comes from outside
   * the data folder. Without one, a service with a data folder stores no credentials.
   */
  vaultKey?: VaultKeySource;
  /**
   * How often the schedules are looked at for due runs (scheduling/scheduler.ts), and at most
   * how long the daily stock snapshot waits before it looks whether a day began (day-timer.ts).
   */
  monthPackTiming?: Partial<ScheduleTiming>;
  /** Posting into a bookkeeping package: how long to wait, lease and hold (tests shorten them). */
  bookkeepingTiming?: Partial<BookkeepingTiming>;
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
