/**
 * The service's dependencies, under one name: `ServiceDeps` is what boot/app.ts builds from
 * the setup it is given (boot/setup.ts: upstream client, config, clock, logger) and
 * hands the routes (`deps`): the same plus the session store, the revocations, the progress
 * board, the read source, the ledger mappings and the log. Feature modules take the few fields they use
 * (`Pick<ServiceDeps, 'upstream' | 'reads'>`); the modules named here take small interfaces
 * of their own and never import this file, so that no import cycle runs through it
 * (test/unit/lint/import-cycles.test.ts).
 */
import type { LocalDate } from '../../../shared/dates.js';
import type { ServiceLog } from '../core/log.js';
import type { UpstreamClient } from '../../upstream/client.js';
import type { Clock } from '../core/clock.js';
import type { Revocations } from '../core/revocations.js';
import type { SessionStore } from '../data/sessions/store.js';
import type { ExceptionSettings } from '../data/exception-settings/store.js';
import type { RaisedExceptions } from '../data/raised-exceptions/store.js';
import type { LedgerMappings } from '../data/ledger-mappings/store.js';
import type { FiledPeriods } from '../data/vat-filings/store.js';
import type { JournalExports } from '../data/journal-exports/store.js';
import type { ProgressBoard } from './progress/board.js';
import type { ReadSource } from '../data/read-source.js';
import type { ExportFolders } from './folder-writing/export-folders.js';

/** How the SMTP connection is secured. */
export type SmtpSecurity = 'tls' | 'starttls' | 'none';

/** Where the morning digest is mailed through (`--smtp-host` …; digest/mailer.ts sends). */
export interface SmtpSettings {
  host: string;
  port: number;
  /** tls: TLS from the start (465); starttls: upgrade required (587); none: loopback only. */
  security: SmtpSecurity;
  user: string | null;
  /** A secret: never logged, never answered, never written to a file by the service. */
  password: string | null;
  /** The From address. */
  from: string;
}

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
  /** Where the morning digest is mailed through (`--smtp-host` …); null or absent: not mailed. */
  smtp?: SmtpSettings | null;
  /**
   * The bookkeeping packages' API base URLs (`--moneybird-url`, `--eboekhouden-url`); absent:
   * the packages' own (bookkeeping/service.ts).
   */
  bookkeepingUrls?: { moneybird: string; eBoekhouden: string };
  /** A test hook: past stock snapshots from the demo platform's history (PastStockHook). */
  pastStock?: PastStockHook | null;
}

/**
 * For tests only (ServiceOptions.pastStockSnapshots, with the embedded demo platform): a
 * partition's first stock snapshot is preceded by one for each of `dates`, its stock read from
 * the demo's own history (its GET /__admin/stock) and valued at today's prices, so a test has a
 * year of snapshots at once. The real platform keeps no stock history; nothing else sets it.
 */
export interface PastStockHook {
  dates: readonly LocalDate[];
  stockOn(account: string, date: LocalDate): { product_id: number; stock: number }[];
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
  /** Exception thresholds per account and seen marks per user (/api/exceptions). */
  exceptionSettings: ExceptionSettings;
  /** The exceptions `exception.raised` told already, per webhook subscription. */
  raisedExceptions: RaisedExceptions;
  /** Each platform account's filed VAT periods (/api/vat-return/filed, the VAT return). */
  filedPeriods: FiledPeriods;
  /** What was exported of the journal: kept entries and the days of each export. */
  journalExports: JournalExports;
  log: ServiceLog;
}
