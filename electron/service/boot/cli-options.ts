/**
 * `npm run serve`'s flags (defined in cli-flags.ts) and their BACKOFFICE_<NAME> variables,
 * read into the service's options: a flag wins over its variable, and both win over the
 * settings file in --data-dir.
 */
import { isAbsolute } from 'node:path';
import { parseArgs, type ParseArgsOptionDescriptor } from 'node:util';
import { openHeadlessSettings } from '../../settings/file-stores.js';
import { headlessVaultKey, VAULT_KEY_VARIABLE } from './headless-vault-key.js';
import { smtpSettingsOf, SMTP_PASSWORD_VARIABLE } from './smtp-options.js';
import { packageUrlFlag } from './cli-flags-bookkeeping.js';
import {
  envName,
  LOG_LEVEL_DEFAULT,
  READ_MODEL_DEFAULT,
  SERVE_FLAG_LIST,
  type FlagName,
  type ServeFlag,
} from './cli-flags.js';
import { DEFAULT_HOST, DEFAULT_PORT, DEMO_MAX_LOCATIONS, type ServiceOptions } from './server.js';

type FlagValue = string | boolean | (string | boolean)[];

const parseOption = (flag: ServeFlag): ParseArgsOptionDescriptor => ({
  type: flag.value === undefined ? 'boolean' : 'string',
  multiple: flag.repeatable === true,
});

const PARSE_OPTIONS = Object.fromEntries(
  SERVE_FLAG_LIST.map((flag) => [flag.name, parseOption(flag)]),
);

function readFlags(argv: string[]): Map<string, FlagValue> {
  const { values } = parseArgs({ args: argv, options: PARSE_OPTIONS, strict: true });
  const flags = new Map<string, FlagValue>();
  for (const flag of SERVE_FLAG_LIST) {
    const given = values[flag.name];
    const fromEnv = process.env[envName(flag.name)];
    if (given !== undefined) flags.set(flag.name, given);
    else if (fromEnv !== undefined && fromEnv !== '') {
      flags.set(flag.name, flag.value === undefined ? /^(1|true|yes)$/i.test(fromEnv) : fromEnv);
    }
  }
  return flags;
}

function integerFlag(
  flags: Map<string, unknown>,
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

function readModelFlags(flags: Map<string, unknown>): ServiceOptions['readModel'] {
  const mode = stringFlag(flags, 'read-model') ?? READ_MODEL_DEFAULT;
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

function warmUpFlags(flags: Map<string, unknown>): ServiceOptions['warmUp'] {
  const mode = stringFlag(flags, 'warm-up') ?? 'on';
  if (mode !== 'on' && mode !== 'off') {
    throw new Error(`--warm-up must be on or off, got ${JSON.stringify(mode)}`);
  }
  const callsAtOnce = integerFlag(flags, 'warm-up-calls', 1, 64);
  const callsPerSecond = integerFlag(flags, 'warm-up-rate', 1, 10_000);
  return {
    enabled: mode === 'on',
    ...(callsAtOnce === undefined ? {} : { callsAtOnce }),
    ...(callsPerSecond === undefined ? {} : { callsPerSecond }),
  };
}

const stringFlag = (flags: Map<string, unknown>, name: FlagName): string | undefined => {
  const value = flags.get(name);
  return typeof value === 'string' ? value : undefined;
};

const booleanFlag = (flags: Map<string, unknown>, name: FlagName): boolean =>
  flags.get(name) === true;

/** A repeatable flag's values: each time it is given, or its variable split at commas. */
function listFlag(flags: Map<string, unknown>, name: FlagName): string[] {
  const value = flags.get(name);
  if (typeof value === 'string') return value.split(',');
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}

/** `--export-folder`: absolute paths only (a relative one would depend on where it started). */
function exportFoldersFlag(flags: Map<string, unknown>): string[] | undefined {
  const folders = listFlag(flags, 'export-folder').filter((folder) => folder !== '');
  for (const folder of folders) {
    if (!isAbsolute(folder))
      throw new Error(`--export-folder must be an absolute path, got ${folder}`);
  }
  return folders.length > 0 ? folders : undefined;
}

function exportFileModeFlag(flags: Map<string, unknown>): number {
  const mode = stringFlag(flags, 'export-file-mode') ?? '600';
  if (mode !== '600' && mode !== '640') {
    throw new Error(`--export-file-mode must be 600 or 640, got ${mode}`);
  }
  return Number.parseInt(mode, 8);
}

export function optionsFromArgs(argv: string[]): ServiceOptions | 'help' {
  const flags = readFlags(argv);
  if (booleanFlag(flags, 'help')) return 'help';
  const upstream = stringFlag(flags, 'upstream');
  if (upstream !== undefined && !/^https?:\/\//.test(upstream)) {
    throw new Error(`--upstream must be an http(s) URL template, got ${upstream}`);
  }
  const rateLimit = integerFlag(flags, 'rate-limit', 1, 1_000_000);
  const webhookPollInterval = integerFlag(flags, 'webhook-poll-interval', 1, 86_400);
  const maxRangeYears = integerFlag(flags, 'max-range-years', 1, 100);
  const headersTimeout = integerFlag(flags, 'headers-timeout', 1, 3600);
  const requestTimeout = integerFlag(flags, 'request-timeout', 1, 3600);
  const answerDeadline = integerFlag(flags, 'answer-deadline', 1, 3600);
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
    allowedHosts: listFlag(flags, 'allowed-host'),
    exportFolders: exportFoldersFlag(flags),
    exportFileMode: exportFileModeFlag(flags),
    allowInsecureWebhooks: booleanFlag(flags, 'allow-insecure-webhooks'),
    allowPrivateWebhooks: booleanFlag(flags, 'allow-private-webhooks'),
    rateLimit: rateLimit === undefined ? null : { max: rateLimit, windowMs: 60_000 },
    ...(webhookPollInterval === undefined
      ? {}
      : { webhookPollIntervalMs: webhookPollInterval * 1000 }),
    maxRangeYears,
    readModel: readModelFlags(flags),
    warmUp: warmUpFlags(flags),
    logger: { level: stringFlag(flags, 'log-level') ?? LOG_LEVEL_DEFAULT },
    vaultKey: headlessVaultKey({
      fromEnvironment: process.env[VAULT_KEY_VARIABLE],
      keyFile: stringFlag(flags, 'vault-key-file'),
      dataDir,
    }),
    smtp: smtpSettingsOf({
      host: stringFlag(flags, 'smtp-host'),
      port: integerFlag(flags, 'smtp-port', 1, 65535),
      security: stringFlag(flags, 'smtp-security'),
      user: stringFlag(flags, 'smtp-user'),
      from: stringFlag(flags, 'smtp-from'),
      passwordFile: stringFlag(flags, 'smtp-password-file'),
      passwordFromEnvironment: process.env[SMTP_PASSWORD_VARIABLE],
    }),
    moneybirdUrl: packageUrlFlag(stringFlag(flags, 'moneybird-url'), 'moneybird-url'),
    eBoekhoudenUrl: packageUrlFlag(stringFlag(flags, 'eboekhouden-url'), 'eboekhouden-url'),
    httpTimeouts: {
      ...(headersTimeout === undefined ? {} : { headersMs: headersTimeout * 1000 }),
      ...(requestTimeout === undefined ? {} : { requestMs: requestTimeout * 1000 }),
      ...(answerDeadline === undefined ? {} : { answerMs: answerDeadline * 1000 }),
    },
    demo: {
      seed: integerFlag(flags, 'demo-seed', 0, 2 ** 31),
      endDate: stringFlag(flags, 'demo-end-date'),
      productsPerAccount: integerFlag(flags, 'demo-products', 1, 1_000_000),
      ordersPerDay: integerFlag(flags, 'demo-orders-per-day', 0, 100_000),
      historyDays: integerFlag(flags, 'demo-history-days', 1, 5000),
      locations: integerFlag(flags, 'demo-locations', 1, DEMO_MAX_LOCATIONS),
      strictPublic: booleanFlag(flags, 'demo-strict-public'),
      port: integerFlag(flags, 'demo-port', 1, 65535),
    },
  };
}
