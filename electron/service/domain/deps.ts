/**
 * The service's dependencies, under one name: `ServiceSetup` is what buildService is given
 * (upstream client, config, clock, logger), `ServiceDeps` what app.ts builds from it and
 * hands the routes (`deps`): the same plus the session store, the revocations, the progress
 * board, the read source, the ledger mappings and the log. Feature modules take the few fields they use
 * (`Pick<ServiceDeps, 'upstream' | 'reads'>`); the modules named here take small interfaces
 * of their own and never import this file, so that no import cycle runs through it
 * (test/unit/lint/import-cycles.test.ts).
 */
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { UpstreamClient } from '../../upstream/client.js';
import type { Clock } from '../core/clock.js';
import type { Revocations } from '../core/revocations.js';
import type { SessionStore } from '../data/sessions/store.js';
import type { VaultKeySource } from '../core/vault-key.js';
import type { HttpTimeouts } from '../http/server-options.js';
import type { LedgerMappings } from '../data/ledger-mappings/store.js';
import type { FiledPeriods } from '../data/vat-filings/store.js';
import type { JournalExports } from '../data/journal-exports/store.js';
import type { ProgressBoard } from './progress/board.js';
import type { ReadModelTiming } from '../data/read-model/timing.js';
import type { StoreSetup } from '../data/read-model/store-opener.js';
import type { ReadSource } from '../data/read-source.js';
import type { HealthTiming } from './upstream-health.js';
import type { ExportFolders } from './month-pack/export-folders.js';
import type { MonthPackTiming } from './month-pack/scheduler.js';
import type { WarmUpSettings } from './warm-up/warm-up.js';

export interface ServiceConfig {
  version: string;
  /** Template with `{account}` and `{id}`, e.g. https://{account}.storekeepercloud.com/#order/details/{id} */
  backofficeUrlTemplate: string;
  /** Host names (without port) accepted in the Host header; anything else is DNS rebinding. */
  allowedHosts: string[];
  /** Folder with the built renderer to serve at `/`; null serves no UI. */
  rendererDir: string | null;
  /**
   * Folder for settings, API keys and the webhook outbox; null keeps them in memory. With a
   * database (ServiceSetup.databaseUrl) those are kept there instead (kept-state.ts).
   */
  dataDir: string | null;
  /** Webhook receivers on loopback, also over plain http (webhooks/receiver-url.ts). */
  allowInsecureWebhooks: boolean;
  /** Webhook receivers on loopback and the local network, over https. */
  allowPrivateWebhooks: boolean;
  /** The account whose upstream host /healthz probes (the demo account, or the configured one). */
  probeAccount: string;
  /** Requests per window per client; null = off (the default). */
  rateLimit: { max: number; windowMs: number } | null;
  /** The longest day range an endpoint accepts, in years; longer is a 400 (day-range.ts). */
  maxRangeYears: number;
  /** The month pack's files' permissions: 0o600, or 0o640 with `--export-file-mode 640`. */
  exportFileMode: number;
  /** The folders the month pack may write into (`--export-folder`, the desktop's picks). */
  exportFolders: ExportFolders;
  /** The upstream is the embedded demo platform (its accounts are public): /healthz says so. */
  demoPlatform?: boolean;
}

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
  config: ServiceConfig;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Deadlines for a request's headers and body; defaults in http/server-options.ts. */
  httpTimeouts?: Partial<HttpTimeouts>;
  /** How old /healthz's upstream state may get, and the probe's timeout (upstream-health.ts). */
  healthTiming?: Partial<HealthTiming>;
  /**
   * The key that seals the credentials webhook subscriptions keep (auth/vault-key.ts): the
   * desktop app's is sealed by the OS keychain, the headless service's comes from outside
   * the data folder. Without one, a service with a data folder stores no credentials.
   */
  vaultKey?: VaultKeySource;
  /** How often the month pack looks for due schedules (month-pack/scheduler.ts). */
  monthPackTiming?: Partial<MonthPackTiming>;
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

export interface ServiceDeps {
  upstream: UpstreamClient;
  config: ServiceConfig;
  clock: Clock;
  /** Session tokens: this instance's memory, or the shared database. */
  tokens: SessionStore;
  /** Revoked API keys and logouts, announced to what keeps using credentials (webhooks). */
  revocations: Revocations;
  /** The page tallies of reads their clients follow (GET /api/progress). */
  progress: ProgressBoard;
  /** Where reads come from: the local read model when it is on, else the platform. */
  reads: ReadSource;
  /** Each platform account's ledger mapping (GET/PUT /api/ledger-mapping, the journal). */
  ledgerMappings: LedgerMappings;
  /** Each platform account's filed VAT periods (/api/vat-return/filed, the VAT return). */
  filedPeriods: FiledPeriods;
  /** What was exported of the journal: kept entries and the days of each export. */
  journalExports: JournalExports;
  log: FastifyBaseLogger;
}
