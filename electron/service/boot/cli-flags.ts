/**
 * The flags of `npm run serve`, defined once: each one's name, value, default and meaning.
 * The parser reads them from here (cli-options.ts), and so do `--help` (cli-usage.ts) and the
 * README's table of flags (`npm run docs:flags`, scripts/flags-reference.ts), which
 * test/unit/docs/flags-reference.test.ts holds to this list. Every flag can also be given as
 * the environment variable BACKOFFICE_<NAME> (cli-options.ts, `envName`); a flag wins over
 * the variable, and both over the settings file in --data-dir.
 */
import { DEFAULT_HTTP_TIMEOUTS } from '../http/server-options.js';
import { DEFAULT_MAX_RANGE_YEARS } from '../domain/day-range.js';
import { DEFAULT_READ_MODEL_TIMING } from '../data/read-model/timing.js';
import { DEFAULT_WEBHOOK_TIMING } from '../domain/webhooks/service.js';
import { DEFAULT_WARM_UP } from '../domain/warm-up/warm-up.js';
import { DEMO_FLAGS } from './cli-flags-demo.js';
import { SMTP_FLAGS } from './cli-flags-smtp.js';
import { BOOKKEEPING_FLAGS } from './cli-flags-bookkeeping.js';
import { DEFAULT_HOST, DEFAULT_PORT, REAL_BACKOFFICE_URL_TEMPLATE } from './server.js';

export interface ServeFlag {
  /** The name after `--`. */
  readonly name: string;
  /** The value's placeholder (`N`, `URL`); none for an on/off flag. */
  readonly value?: string;
  /** May be given more than once (comma-separated in its variable). */
  readonly repeatable?: boolean;
  /** What holds when the flag is not given; none for `--help`. */
  readonly default?: string;
  /** What it does. Markdown code spans only: `--help` shows them without the backticks. */
  readonly meaning: string;
  readonly see?: string; // a document that says more, from the repository's root
}

/** A flag's variable: BACKOFFICE_ and its name in capitals, `-` as `_`. */
export const envName = (flag: string): string =>
  `BACKOFFICE_${flag.toUpperCase().replaceAll('-', '_')}`;

const count = (value: number): string => value.toLocaleString('en-US');
const seconds = (milliseconds: number): string => count(milliseconds / 1000);
export const READ_MODEL_DEFAULT = 'on';
export const LOG_LEVEL_DEFAULT = 'info';

const SERVE_FLAGS = [
  {
    name: 'port',
    value: 'N',
    default: `${DEFAULT_PORT}, or the one in \`--data-dir\`'s \`settings.json\``,
    meaning: 'port to listen on (0: any free port)',
  },
  { name: 'host', value: 'H', default: DEFAULT_HOST, meaning: 'address to bind' },
  {
    name: 'upstream',
    value: 'URL',
    default: "the one in `--data-dir`'s `settings.json`, else the embedded demo platform",
    meaning:
      'upstream base URL template with `{account}`, e.g. `https://api-{account}.storekeepercloud.com/`',
  },
  {
    name: 'backoffice-url',
    value: 'URL',
    default: "the demo platform's own, else the real platform's",
    meaning: `order link template with \`{account}\` and \`{id}\`; the real platform's is \`${REAL_BACKOFFICE_URL_TEMPLATE}\``,
  },
  {
    name: 'data-dir',
    value: 'DIR',
    default: 'none: nothing outlives the process',
    meaning:
      "the service's folder: `settings.json` (the desktop app's settings: its port and upstream " +
      'apply when not given as flags), API keys, webhook subscriptions and outbox, the cursor ' +
      "secret, the demo platform's port and the read model (`read-model/`)",
  },
  {
    name: 'allowed-host',
    value: 'NAME',
    repeatable: true,
    default: 'the loopback names and `--host`',
    meaning: `extra \`Host\` header name to accept (repeatable; comma-separated in \`${envName('allowed-host')}\`)`,
  },
  {
    name: 'export-folder',
    value: 'DIR',
    repeatable: true,
    default: '`Documents/Back-Office Desk` in the home folder',
    meaning: `a folder (and its subfolders) the month pack may write into (repeatable; comma-separated in \`${envName('export-folder')}\`)`,
  },
  {
    name: 'export-file-mode',
    value: '600|640',
    default: '600',
    meaning: "the month pack's files' permissions: the owner's only, or the group's too",
  },
  {
    name: 'allow-insecure-webhooks',
    default: 'off',
    meaning:
      'allow webhook receivers on loopback, also over plain http (for development and tests)',
  },
  {
    name: 'allow-private-webhooks',
    default: 'off',
    meaning:
      'allow webhook receivers on loopback and the local network (private, CGNAT, unique-local ' +
      'addresses), over https; link-local, metadata and special-purpose addresses stay refused',
  },
  {
    name: 'webhook-poll-interval',
    value: 'S',
    default: seconds(DEFAULT_WEBHOOK_TIMING.pollIntervalMs),
    meaning: 'seconds between two looks for changes to send to webhook subscriptions',
  },
  {
    name: 'rate-limit',
    value: 'N',
    default: 'off',
    meaning: 'at most N requests per minute per client (429 beyond)',
  },
  {
    name: 'max-range-years',
    value: 'N',
    default: String(DEFAULT_MAX_RANGE_YEARS),
    meaning: 'the longest day range an endpoint accepts, in years; a longer one is a 400',
  },
  {
    name: 'read-model',
    value: 'on|off',
    default: READ_MODEL_DEFAULT,
    meaning: 'answer reads from the local read model (on), or ask the platform on every read (off)',
  },
  {
    name: 'database-url',
    value: 'URL',
    default: 'the embedded database',
    meaning:
      'keep the read model, sessions, API keys, webhooks and rate limits on a PostgreSQL ' +
      'server (`postgres://…`): instances on one database act as one service (without it ' +
      'the model is embedded)',
    see: 'docs/deployment.md',
  },
  {
    name: 'sync-interval',
    value: 'S',
    default: seconds(DEFAULT_READ_MODEL_TIMING.syncIntervalMs),
    meaning:
      'seconds held data may age before a read first catches up with the platform ' +
      '(0: on every read)',
  },
  {
    name: 'full-refresh-minutes',
    value: 'N',
    default: count(DEFAULT_READ_MODEL_TIMING.fullRefreshMs / 60_000),
    meaning: 'products with their prices and reference data are read whole again this often',
  },
  {
    name: 'warm-up',
    value: 'on|off',
    default: 'on',
    meaning:
      "after a login, read the user's catalog, reference lists and the orders, payments and " +
      'till closings of the last 13 months into the read model ahead of any ask, then take ' +
      "yesterday's stock snapshot, and each day's after midnight (off: read only what is asked)",
    see: 'docs/architecture.md',
  },
  {
    name: 'warm-up-calls',
    value: 'N',
    default: String(DEFAULT_WARM_UP.callsAtOnce),
    meaning: "the warm-up's platform calls in flight at most (it waits while a user's read does)",
  },
  {
    name: 'warm-up-rate',
    value: 'N',
    default: String(DEFAULT_WARM_UP.callsPerSecond),
    meaning: "the warm-up's platform calls a second at most",
  },
  {
    name: 'log-level',
    value: 'LEVEL',
    default: LOG_LEVEL_DEFAULT,
    meaning: '`fatal`, `error`, `warn`, `info` or `debug`',
  },
  {
    name: 'vault-key-file',
    value: 'PATH',
    default: 'none',
    meaning:
      'file with the key that seals the credentials webhooks, schedules and the bookkeeping ' +
      'connection keep (32 bytes: hex, base64 or raw; outside `--data-dir`, `chmod 600`); or ' +
      'the key itself in `BACKOFFICE_VAULT_KEY`. With `--data-dir` and neither, the service ' +
      'keeps none of them (the screens say so)',
  },
  ...SMTP_FLAGS,
  ...BOOKKEEPING_FLAGS,
  {
    name: 'headers-timeout',
    value: 'S',
    default: seconds(DEFAULT_HTTP_TIMEOUTS.headersMs),
    meaning: "seconds a client has to send a request's headers",
  },
  {
    name: 'request-timeout',
    value: 'S',
    default: seconds(DEFAULT_HTTP_TIMEOUTS.requestMs),
    meaning: 'seconds a client has to send a whole request (not less than `--headers-timeout`)',
  },
  {
    name: 'answer-deadline',
    value: 'S',
    default: seconds(DEFAULT_HTTP_TIMEOUTS.answerMs),
    meaning:
      'seconds a request may take until its answer begins; then 503 `answer_deadline`, and its reads stop',
  },
  ...DEMO_FLAGS,
  { name: 'help', meaning: 'print this list and exit' },
] as const satisfies readonly ServeFlag[];

export type FlagName = (typeof SERVE_FLAGS)[number]['name'];

/** The flags as one type, for code that reads every field of each. */
export const SERVE_FLAG_LIST: readonly ServeFlag[] = SERVE_FLAGS;

/** `--port N`, `--allow-insecure-webhooks`: the flag as it is typed. */
export const flagLabel = (flag: ServeFlag): string =>
  flag.value === undefined ? `--${flag.name}` : `--${flag.name} ${flag.value}`;
