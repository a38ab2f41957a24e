/**
 * The flags of `npm run serve`. Each flag can also be given as an environment
 * variable BACKOFFICE_<NAME> (e.g. BACKOFFICE_PORT=8080); a flag wins over the variable, and
 * both win over the settings file in --data-dir.
 */
import { parseArgs } from 'node:util';
import { openHeadlessSettings } from '../settings/file-stores.js';
import { headlessVaultKey, VAULT_KEY_VARIABLE } from './auth/headless-vault-key.js';
import { DEFAULT_MAX_RANGE_YEARS } from './day-range.js';
import { DEFAULT_HOST, DEFAULT_PORT, type ServiceOptions } from './server.js';

const FLAGS = {
  port: { type: 'string' },
  host: { type: 'string' },
  upstream: { type: 'string' },
  'backoffice-url': { type: 'string' },
  'data-dir': { type: 'string' },
  'allowed-host': { type: 'string', multiple: true },
  'allow-insecure-webhooks': { type: 'boolean' },
  'rate-limit': { type: 'string' },
  'max-range-years': { type: 'string' },
  'read-model': { type: 'string' },
  'database-url': { type: 'string' },
  'sync-interval': { type: 'string' },
  'full-refresh-minutes': { type: 'string' },
  'log-level': { type: 'string' },
  'vault-key-file': { type: 'string' },
  'headers-timeout': { type: 'string' },
  'request-timeout': { type: 'string' },
  'demo-seed': { type: 'string' },
  'demo-end-date': { type: 'string' },
  'demo-products': { type: 'string' },
  'demo-orders-per-day': { type: 'string' },
  'demo-history-days': { type: 'string' },
  'demo-strict-public': { type: 'boolean' },
  'demo-port': { type: 'string' },
  help: { type: 'boolean' },
} as const;

export const USAGE = `Usage: npm run serve -- [flags]
  --port N                  port to listen on (default ${DEFAULT_PORT})
  --host H                  address to bind (default ${DEFAULT_HOST})
  --upstream URL            upstream base URL template with {account}
                            (default: start the embedded demo platform)
  --backoffice-url URL      order link template with {account} and {id}
  --data-dir DIR            settings (settings.json: port and upstream when not given
                            as flags), API keys and webhook outbox
  --allowed-host NAME       extra Host header name to accept (repeatable)
  --allow-insecure-webhooks allow plain-http webhook URLs on loopback
  --rate-limit N            at most N requests per minute per client (default off)
  --max-range-years N       longest day range an endpoint accepts; longer is a 400
                            (default ${DEFAULT_MAX_RANGE_YEARS})
  --read-model on|off       answer reads from the local read model (default on) or ask
                            the platform on every read (off)
  --database-url URL        keep the read model on a PostgreSQL server (postgres://…);
                            default: the embedded database, in --data-dir/read-model
                            (in memory without --data-dir)
  --sync-interval S         seconds held data may age before a read first catches up
                            with the platform (default 10)
  --full-refresh-minutes N  products with their prices and reference data are read
                            whole again this often (default 15)
  --log-level LEVEL         fatal|error|warn|info|debug (default info)
  --vault-key-file PATH     key that seals the credentials webhooks keep (32 bytes, hex or
                            base64; outside --data-dir, chmod 600); or set the key itself
                            in BACKOFFICE_VAULT_KEY. Without either, a service with
                            --data-dir creates no webhooks
  --headers-timeout S       seconds a client has to send a request's headers (default 10)
  --request-timeout S       seconds a client has to send a whole request (default 30)
  --demo-seed N, --demo-end-date YYYY-MM-DD, --demo-products N,
  --demo-orders-per-day N, --demo-history-days N   size the demo platform
  --demo-port N             port of the embedded demo platform (default: the one it had
                            last time, kept in --data-dir, else any free port)
  --demo-strict-public      the demo platform answers only the calls the real platform is
                            publicly known to offer, in their recorded fields
Each flag may also be set as BACKOFFICE_<FLAG> (e.g. BACKOFFICE_PORT=8080).`;

type FlagName = keyof typeof FLAGS;

function envName(flag: string): string {
  return `BACKOFFICE_${flag.toUpperCase().replace(/-/g, '_')}`;
}

function readFlags(argv: string[]): Map<FlagName, string | boolean | string[]> {
  const { values } = parseArgs({ args: argv, options: FLAGS, strict: true });
  const flags = new Map<FlagName, string | boolean | string[]>();
  for (const name of Object.keys(FLAGS) as FlagName[]) {
    const given = values[name];
    const fromEnv = process.env[envName(name)];
    if (given !== undefined) flags.set(name, given);
    else if (fromEnv !== undefined && fromEnv !== '') {
      flags.set(name, FLAGS[name].type === 'boolean' ? /^(1|true|yes)$/i.test(fromEnv) : fromEnv);
    }
  }
  return flags;
}

function integerFlag(
  flags: Map<FlagName, unknown>,
  name: FlagName,
  min: number,
  max: number,
): number | undefined {
  const value = flags.get(name);
  if (value === undefined) return undefined;
  const number = Number(value);
  if (typeof value !== 'string' || !/^\d+$/.test(value) || number < min || number > max) {
    throw new Error(
      `--${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`,
    );
  }
  return number;
}

function readModelFlags(flags: Map<FlagName, unknown>): ServiceOptions['readModel'] {
  const mode = stringFlag(flags, 'read-model') ?? 'on';
  if (mode !== 'on' && mode !== 'off') {
    throw new Error(`--read-model must be on or off, got ${JSON.stringify(mode)}`);
  }
  const databaseUrl = stringFlag(flags, 'database-url');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('--database-url must be a postgres:// or postgresql:// URL');
  }
  const syncInterval = integerFlag(flags, 'sync-interval', 0, 86_400);
  const fullRefresh = integerFlag(flags, 'full-refresh-minutes', 1, 10_080);
  return {
    enabled: mode === 'on',
    databaseUrl: databaseUrl ?? null,
    ...(syncInterval === undefined ? {} : { syncIntervalMs: syncInterval * 1000 }),
    ...(fullRefresh === undefined ? {} : { fullRefreshMs: fullRefresh * 60_000 }),
  };
}

const stringFlag = (flags: Map<FlagName, unknown>, name: FlagName): string | undefined => {
  const value = flags.get(name);
  return typeof value === 'string' ? value : undefined;
};

export function optionsFromArgs(argv: string[]): ServiceOptions | 'help' {
  const flags = readFlags(argv);
  if (flags.get('help') === true) return 'help';
  const upstream = stringFlag(flags, 'upstream');
  if (upstream !== undefined && !/^https?:\/\//.test(upstream)) {
    throw new Error(`--upstream must be an http(s) URL template, got ${upstream}`);
  }
  const rateLimit = integerFlag(flags, 'rate-limit', 1, 1_000_000);
  const maxRangeYears = integerFlag(flags, 'max-range-years', 1, 100);
  const headersTimeout = integerFlag(flags, 'headers-timeout', 1, 3600);
  const requestTimeout = integerFlag(flags, 'request-timeout', 1, 3600);
  const allowedHosts = flags.get('allowed-host');
  const dataDir = stringFlag(flags, 'data-dir') ?? null;
  // The desktop app's settings file, when a data folder is given: below flags and variables.
  const settings = dataDir === null ? null : openHeadlessSettings(dataDir).read();
  const settingsUpstream =
    settings?.upstream.kind === 'platform' ? settings.upstream.urlTemplate : null;
  return {
    port: integerFlag(flags, 'port', 0, 65535) ?? settings?.port ?? DEFAULT_PORT,
    host: stringFlag(flags, 'host') ?? DEFAULT_HOST,
    upstream: upstream ?? settingsUpstream,
    backofficeUrlTemplate: stringFlag(flags, 'backoffice-url'),
    dataDir,
    allowedHosts: Array.isArray(allowedHosts)
      ? allowedHosts
      : typeof allowedHosts === 'string'
        ? allowedHosts.split(',')
        : [],
    allowInsecureWebhooks: flags.get('allow-insecure-webhooks') === true,
    rateLimit: rateLimit === undefined ? null : { max: rateLimit, windowMs: 60_000 },
    maxRangeYears,
    readModel: readModelFlags(flags),
    logger: { level: stringFlag(flags, 'log-level') ?? 'info' },
    vaultKey: headlessVaultKey({
      fromEnvironment: process.env[VAULT_KEY_VARIABLE],
      keyFile: stringFlag(flags, 'vault-key-file'),
      dataDir,
    }),
    httpTimeouts: {
      ...(headersTimeout === undefined ? {} : { headersMs: headersTimeout * 1000 }),
      ...(requestTimeout === undefined ? {} : { requestMs: requestTimeout * 1000 }),
    },
    demo: {
      seed: integerFlag(flags, 'demo-seed', 0, 2 ** 31),
      endDate: stringFlag(flags, 'demo-end-date'),
      productsPerAccount: integerFlag(flags, 'demo-products', 1, 1_000_000),
      ordersPerDay: integerFlag(flags, 'demo-orders-per-day', 0, 100_000),
      historyDays: integerFlag(flags, 'demo-history-days', 1, 5000),
      strictPublic: flags.get('demo-strict-public') === true,
      port: integerFlag(flags, 'demo-port', 1, 65535),
    },
  };
}
