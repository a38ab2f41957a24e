/**
 * startService: the local API listening on loopback, with the embedded demo platform as its
 * upstream when none is configured. Used by `npm run serve` and by the Electron main process.
 */
import type { FastifyServerOptions } from 'fastify';
import { startDemoPlatform, type DemoPlatform } from '../../demo-platform/server.js';
import { UpstreamClient } from '../../upstream/client.js';
import { buildService } from './app.js';
import { readModelSetup, type ReadModelOptions } from './read-model-setup.js';
import type { ServiceSetup } from './setup.js';
import type { Clock } from '../core/clock.js';
import type { VaultKeySource } from '../core/vault-key.js';
import { DEFAULT_MAX_RANGE_YEARS } from '../domain/day-range.js';
import { lockDataFolder } from './data-folder-lock.js';
import { ExportFolders } from '../domain/folder-writing/export-folders.js';
import { storeDemoPort, storedDemoPort } from './demo-port.js';
import type { HttpTimeouts } from '../http/server-options.js';
import { findPackageRoot, findRendererDir, readAppVersion } from '../core/package-root.js';
import type { PastStockHook, SmtpSettings } from '../domain/deps.js';
import { pastStockHook } from './past-stock.js';
import { PACKAGE_URLS } from '../domain/bookkeeping/setup.js';
import { fieldOf } from '../../../shared/guards.js';

export {
  DEFAULTS as DEMO_DEFAULTS,
  MAX_LOCATIONS as DEMO_MAX_LOCATIONS,
} from '../../demo-platform/options.js';
export { DataFolderInUse } from './data-folder-lock.js';
export * from './shell-api.js';

export const DEFAULT_PORT = 7411;
export const DEFAULT_HOST = '127.0.0.1';
export const REAL_BACKOFFICE_URL_TEMPLATE =
  'https://{account}.storekeepercloud.com/#order/details/{id}';
/**
 * Where the screens link outside the app, for the desktop app's link policy (desktop/
 * trusted-url.ts takes the https hosts): an order in the back office, a posted day's document
 * in Moneybird (its web app is on the API's host; e-Boekhouden gives no link).
 */
export const EXTERNAL_LINK_TEMPLATES = [REAL_BACKOFFICE_URL_TEMPLATE, PACKAGE_URLS.moneybird];

interface DemoOptions {
  seed?: number;
  endDate?: string;
  productsPerAccount?: number;
  ordersPerDay?: number;
  historyDays?: number;
  /** Locations with a till each; from the third on with a webshop of their own (a chain). */
  locations?: number;
  /** Only the calls and fields the real platform is publicly known to have. */
  strictPublic?: boolean;
  /** A fixed port; by default the one stored in the data folder, else any free port. */
  port?: number;
  /** The time the demo stamps order edits with (tests; DemoPlatformOptions.clock). */
  clock?: () => number;
}

export interface ServiceOptions {
  /** Who holds the data folder, as a second service's refusal names it (data-folder-lock.ts). */
  program?: string;
  port?: number;
  host?: string;
  /** Upstream base URL template with `{account}`; null or absent starts the demo platform. */
  upstream?: string | null;
  backofficeUrlTemplate?: string;
  dataDir?: string | null;
  allowInsecureWebhooks?: boolean;
  allowPrivateWebhooks?: boolean;
  rateLimit?: { max: number; windowMs: number } | null;
  /** Where the month pack may write (`--export-folder`; folder-writing/export-folders.ts). */
  exportFolders?: string[];
  /** The month pack's files' permissions (default 0o600; 0o640 lets the owner's group read). */
  exportFileMode?: number;
  /** The longest day range an endpoint accepts, in years (default 5). */
  maxRangeYears?: number;
  /** Extra host names accepted in the Host header (for a service bound to another interface). */
  allowedHosts?: string[];
  demo?: DemoOptions;
  /** Serve this built renderer at `/`; default dist/renderer when built. */
  rendererDir?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Seals the credentials webhooks keep; needed with a data folder (core/vault-key.ts). */
  vaultKey?: VaultKeySource;
  /** The SMTP server the morning digest is mailed through; null or absent: not mailed. */
  smtp?: SmtpSettings | null;
  /** How long one upstream call may take, its body included (default 15 s). */
  upstreamTimeoutMs?: number;
  /** Deadlines for a request's headers, body and answer (default 10 s, 30 s and 120 s). */
  httpTimeouts?: Partial<HttpTimeouts>;
  /** The local read model (default on, embedded, in `<dataDir>/read-model` or in memory). */
  readModel?: ReadModelOptions;
  /** Reading each user's data ahead after a login (default on with the read model). */
  warmUp?: ServiceSetup['warmUp'];
  /** The time as the service reads it (default `Date.now()`); tests move it on instead of waiting. */
  clock?: Clock;
  /** How often the month pack looks for due schedules (default a minute). */
  monthPackTiming?: ServiceSetup['monthPackTiming'];
  /** How often webhook subscriptions poll the platform for changes (default a minute). */
  webhookPollIntervalMs?: number;
  /** The packages' API base URLs; default the embedded demo's stand-ins, else the packages' own. */
  moneybirdUrl?: string;
  eBoekhoudenUrl?: string;
  bookkeepingTiming?: ServiceSetup['bookkeepingTiming'];
  /** Tests only, with the embedded demo: past stock snapshots from its history (PastStockHook). */
  pastStockSnapshots?: PastStockHook['dates'];
}

export interface RunningService {
  url: string;
  port: number;
  host: string;
  /** The embedded demo platform, when the service started one. */
  demoPlatform: DemoPlatform | null;
  /** The stored demo port that was taken by another program this time (links to it break). */
  demoPortTaken: number | null;
  /** Lets the month pack write into a folder the desktop user picked in the app's dialog. */
  allowExportFolder(folder: string): void;
  close(): Promise<void>;
}

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

export async function startService(options: ServiceOptions = {}): Promise<RunningService> {
  const host = options.host ?? DEFAULT_HOST;
  const root = findPackageRoot();
  // Before anything reads or writes the folder: a second service on it refuses to start.
  const lock = options.dataDir
    ? await lockDataFolder(options.dataDir, options.program ?? 'npm run serve')
    : null;
  let demoPlatform: DemoPlatform | null = null;
  let built: { close(): Promise<unknown> } | null = null;
  const exportFolders = new ExportFolders(options.exportFolders);
  try {
    const demo = options.upstream ? null : await startEmbeddedDemo(options);
    demoPlatform = demo?.platform ?? null;
    const upstreamTemplate = options.upstream ?? demoPlatform?.baseUrlTemplate ?? '';
    const app = await buildService({
      upstream: new UpstreamClient({
        baseUrlTemplate: upstreamTemplate,
        timeoutMs: options.upstreamTimeoutMs,
      }),
      logger: options.logger,
      clock: options.clock,
      monthPackTiming: options.monthPackTiming,
      bookkeepingTiming: options.bookkeepingTiming,
      ...(options.webhookPollIntervalMs === undefined
        ? {}
        : { webhookTiming: { pollIntervalMs: options.webhookPollIntervalMs } }),
      vaultKey: options.vaultKey,
      databaseUrl: options.readModel?.databaseUrl ?? null,
      httpTimeouts: options.httpTimeouts,
      readModel: readModelSetup(options.readModel, options.dataDir),
      warmUp: options.warmUp,
      prepareUpstream: demo ? () => demo.platform.prepareCatalogs() : undefined,
      config: {
        version: readAppVersion(root),
        backofficeUrlTemplate:
          options.backofficeUrlTemplate ??
          demoPlatform?.backofficeUrlTemplate ??
          REAL_BACKOFFICE_URL_TEMPLATE,
        allowedHosts: [...LOOPBACK_NAMES, host, ...(options.allowedHosts ?? [])],
        rendererDir:
          options.rendererDir === undefined ? findRendererDir(root) : options.rendererDir,
        dataDir: options.dataDir ?? null,
        allowInsecureWebhooks: options.allowInsecureWebhooks ?? false,
        allowPrivateWebhooks: options.allowPrivateWebhooks ?? false,
        rateLimit: options.rateLimit ?? null,
        maxRangeYears: options.maxRangeYears ?? DEFAULT_MAX_RANGE_YEARS,
        exportFileMode: options.exportFileMode ?? 0o600,
        exportFolders,
        smtp: options.smtp ?? null,
        probeAccount: 'demo',
        demoPlatform: demoPlatform !== null,
        pastStock: pastStockHook(options.pastStockSnapshots, demoPlatform),
        bookkeepingUrls: {
          moneybird: options.moneybirdUrl ?? demoPlatform?.moneybirdUrl ?? PACKAGE_URLS.moneybird,
          eBoekhouden:
            options.eBoekhoudenUrl ?? demoPlatform?.eBoekhoudenUrl ?? PACKAGE_URLS.eBoekhouden,
        },
      },
    });
    built = app;
    lock?.onLost((reason) =>
      app.log.error(
        { folder: options.dataDir },
        `the data folder is no longer this service's: ${reason}; it writes nothing more into it`,
      ),
    );
    await app.listen({ port: options.port ?? DEFAULT_PORT, host });
    const address = app.server.address();
    const port =
      typeof address === 'object' && address ? address.port : (options.port ?? DEFAULT_PORT);
    const [urlHost, platform] = [host.includes(':') ? `[${host}]` : host, demoPlatform];
    return {
      url: `http://${urlHost}:${port}/`,
      port,
      host,
      demoPlatform: platform,
      allowExportFolder: (folder) => exportFolders.allow(folder),
      demoPortTaken: demo?.storedPortTaken ?? null,
      close: () => closeAll([app, platform], () => lock?.release()),
    };
  } catch (error) {
    await closeAll([built, demoPlatform], () => lock?.release());
    throw error;
  }
}

/** Closes what was started (a listen fails after the schedules start), then frees the folder. */
async function closeAll(parts: ({ close(): Promise<unknown> } | null)[], release: () => unknown) {
  try {
    for (const part of parts) await part?.close();
  } finally {
    await release();
  }
}

const isPortTaken = (error: unknown): boolean => fieldOf(error, 'code') === 'EADDRINUSE';

/**
 * The demo platform on the port asked for, else the one it had last time (so order links
 * survive a restart), else any free port; the port it got is stored for the next start. A
 * stored port another program has taken meanwhile is given up rather than failing the start.
 */
async function startEmbeddedDemo(
  options: ServiceOptions,
): Promise<{ platform: DemoPlatform; storedPortTaken: number | null }> {
  const dataDir = options.dataDir ?? null;
  const stored = options.demo?.port === undefined ? await storedDemoPort(dataDir) : null;
  const start = (port: number) =>
    startDemoPlatform({
      port,
      seed: options.demo?.seed,
      endDate: options.demo?.endDate,
      strictPublic: options.demo?.strictPublic,
      clock: options.demo?.clock,
      sizing: {
        productsPerAccount: options.demo?.productsPerAccount,
        ordersPerDay: options.demo?.ordersPerDay,
        historyDays: options.demo?.historyDays,
        locations: options.demo?.locations,
      },
    });
  let platform: DemoPlatform;
  let storedPortTaken: number | null = null;
  try {
    platform = await start(options.demo?.port ?? stored ?? 0);
  } catch (error) {
    if (stored === null || !isPortTaken(error)) throw error;
    storedPortTaken = stored;
    platform = await start(0);
  }
  try {
    await storeDemoPort(dataDir, platform.port);
  } catch (error) {
    await platform.close();
    throw error;
  }
  return { platform, storedPortTaken };
}
