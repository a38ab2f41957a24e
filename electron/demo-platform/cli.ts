/**
 * `npm run demo-platform -- [flags]`: the demo platform on its own port, for trying the
 * protocol by hand and for benchmarks against a large data set.
 */
import { parseArgs } from 'node:util';
import { DEFAULTS } from './options.js';
import { startDemoPlatform } from './server.js';

const FLAGS = {
  port: { type: 'string' },
  seed: { type: 'string' },
  products: { type: 'string' },
  'orders-per-day': { type: 'string' },
  'history-days': { type: 'string' },
  locations: { type: 'string' },
  'end-date': { type: 'string' },
  'cached-orders': { type: 'string' },
  'session-lifetime': { type: 'string' },
  'latency-ms': { type: 'string' },
  'fail-rate': { type: 'string' },
  'http500-rate': { type: 'string' },
  'non-json-rate': { type: 'string' },
  'hang-rate': { type: 'string' },
  'max-calls-in-flight': { type: 'string' },
  'strict-public': { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

const USAGE = `Usage: npm run demo-platform -- [flags]
  --port N                 port on 127.0.0.1 (default 0 = a free port)
  --seed N                 data seed (default ${DEFAULTS.seed}); same seed, same data
  --products N             products per account (default ${DEFAULTS.productsPerAccount})
  --orders-per-day N       average orders per day per account (default ${DEFAULTS.ordersPerDay})
  --history-days N         days of history (default ${DEFAULTS.historyDays})
  --locations N            locations per account, each with a till (default ${DEFAULTS.locations}); from the
                           third on each with a webshop of its own too (10: a chain)
  --end-date YYYY-MM-DD    last day of history (default today in Amsterdam)
  --cached-orders N        orders per account kept generated in memory (default ${DEFAULTS.cachedOrders});
                           more costs memory (some 2 kB an order), fewer regenerates days
  --session-lifetime S     absolute session lifetime in seconds (default ${DEFAULTS.sessionLifetimeSeconds})
  --max-calls-in-flight N  calls per account in flight at most (default ${DEFAULTS.maxCallsInFlight}); more are
                           answered HTTP 429 with Retry-After
  --latency-ms N           added latency per call
  --fail-rate R            share of calls answered success:false (0..1)
  --http500-rate R         share answered with HTTP 500
  --non-json-rate R        share answered with a body that is not JSON
  --hang-rate R            share never answered
  --strict-public          answer only the calls public integrations make, in the fields
                           their recordings show; every assumed call is an unknown function
Faults can be changed while running: POST /__admin/faults; GET /__admin/calls counts the
calls received (see admin.ts); POST /__admin/orders edits an order (see admin-orders.ts).`;

function numberFlag(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (value.trim() === '' || Number.isNaN(number)) throw new Error(`--${name} must be a number`);
  return number;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ args: process.argv.slice(2), options: FLAGS, strict: true });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const platform = await startDemoPlatform({
    port: numberFlag(values.port, 'port'),
    seed: numberFlag(values.seed, 'seed'),
    endDate: values['end-date'],
    cachedOrders: numberFlag(values['cached-orders'], 'cached-orders'),
    sessionLifetimeSeconds: numberFlag(values['session-lifetime'], 'session-lifetime'),
    maxCallsInFlight: numberFlag(values['max-calls-in-flight'], 'max-calls-in-flight'),
    strictPublic: values['strict-public'] ?? false,
    sizing: {
      productsPerAccount: numberFlag(values.products, 'products'),
      ordersPerDay: numberFlag(values['orders-per-day'], 'orders-per-day'),
      historyDays: numberFlag(values['history-days'], 'history-days'),
      locations: numberFlag(values.locations, 'locations'),
    },
    faults: {
      latencyMs: numberFlag(values['latency-ms'], 'latency-ms'),
      failRate: numberFlag(values['fail-rate'], 'fail-rate'),
      http500Rate: numberFlag(values['http500-rate'], 'http500-rate'),
      nonJsonRate: numberFlag(values['non-json-rate'], 'non-json-rate'),
      hangRate: numberFlag(values['hang-rate'], 'hang-rate'),
    },
  });
  console.log(
    `demo platform listening on ${platform.url}${values['strict-public'] ? ' (strict public)' : ''}`,
  );
  console.log(
    `accounts: ${platform.accounts.join(', ')}; base URL template ${platform.baseUrlTemplate}`,
  );
  console.log(
    `bookkeeping stand-ins: Moneybird ${platform.moneybirdUrl}, e-Boekhouden ` +
      `${platform.eBoekhoudenUrl} (any token starting with "demo")`,
  );
  const stop = () => {
    platform.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
