/**
 * startService: the local API listening on loopback, with the embedded demo platform as its
 * upstream when none is configured. Used by `npm run serve` and by the Electron main process.
 */
import type { FastifyServerOptions } from 'fastify';
import { startDemoPlatform, type DemoPlatform } from '../demo-platform/server.js';
import { UpstreamClient } from '../upstream/client.js';
import { buildService } from './app.js';
import { findPackageRoot, findRendererDir, readAppVersion } from './package-root.js';

export const DEFAULT_PORT = 7411;
export const DEFAULT_HOST = '127.0.0.1';
export const REAL_BACKOFFICE_URL_TEMPLATE =
  'https://{account}.storekeepercloud.com/#order/details/{id}';

export interface DemoOptions {
  seed?: number;
  endDate?: string;
  productsPerAccount?: number;
  ordersPerDay?: number;
  historyDays?: number;
  /** Only the calls and fields the real platform is publicly known to have. */
  strictPublic?: boolean;
}

export interface ServiceOptions {
  port?: number;
  host?: string;
  /** Upstream base URL template with `{account}`; null or absent starts the demo platform. */
  upstream?: string | null;
  backofficeUrlTemplate?: string;
  dataDir?: string | null;
  allowInsecureWebhooks?: boolean;
  rateLimit?: { max: number; windowMs: number } | null;
  /** Extra host names accepted in the Host header (for a service bound to another interface). */
  allowedHosts?: string[];
  demo?: DemoOptions;
  /** Serve this built renderer at `/`; default dist/renderer when built. */
  rendererDir?: string | null;
  logger?: FastifyServerOptions['logger'];
}

export interface RunningService {
  url: string;
  port: number;
  host: string;
  /** The embedded demo platform, when the service started one. */
  demoPlatform: DemoPlatform | null;
  close(): Promise<void>;
}

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

export async function startService(options: ServiceOptions = {}): Promise<RunningService> {
  const host = options.host ?? DEFAULT_HOST;
  const root = findPackageRoot();
  const demoPlatform = options.upstream
    ? null
    : await startDemoPlatform({
        port: 0,
        seed: options.demo?.seed,
        endDate: options.demo?.endDate,
        strictPublic: options.demo?.strictPublic,
        sizing: {
          productsPerAccount: options.demo?.productsPerAccount,
          ordersPerDay: options.demo?.ordersPerDay,
          historyDays: options.demo?.historyDays,
        },
      });
  try {
    const upstreamTemplate = options.upstream ?? demoPlatform?.baseUrlTemplate ?? '';
    const app = await buildService({
      upstream: new UpstreamClient({ baseUrlTemplate: upstreamTemplate }),
      logger: options.logger,
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
        rateLimit: options.rateLimit ?? null,
        probeAccount: 'demo',
      },
    });
    await app.listen({ port: options.port ?? DEFAULT_PORT, host });
    const address = app.server.address();
    const port =
      typeof address === 'object' && address ? address.port : (options.port ?? DEFAULT_PORT);
    const urlHost = host.includes(':') ? `[${host}]` : host;
    return {
      url: `http://${urlHost}:${port}/`,
      port,
      host,
      demoPlatform,
      close: async () => {
        await app.close();
        await demoPlatform?.close();
      },
    };
  } catch (error) {
    await demoPlatform?.close();
    throw error;
  }
}
