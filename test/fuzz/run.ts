/**
 * `npm run fuzz`: fuzzes every operation of the service's OpenAPI document over real HTTP
 * and fails on any 5xx, any error answer outside the one error body, any upstream call for
 * a request answered 400, and any error the service logs (see checks.ts, options.ts).
 *
 * The service is the build output (`dist/`), started in a child process with its embedded
 * demo platform (no faults injected), a temporary data folder and a vault key; the demo
 * platform's call counter says what each request cost upstream.
 */
import { DemoSession } from '../tools/demo-session.js';
import { startServiceProcess } from '../tools/service-process.js';
import { runFuzz } from './fuzz-loop.js';
import { RECEIVER_URLS } from './json-values.js';
import { KnownValues, learnFromAnswer, seedKnownValues } from './known-values.js';
import { fuzzOptions } from './options.js';
import { printSummary, writeReport } from './report.js';
import { readSpec } from './spec.js';
import { UpstreamCalls } from './upstream-calls.js';

const options = fuzzOptions(process.argv.slice(2));
process.stdout.write(
  `fuzz: seed ${options.seed}, at most ${options.runs} requests or ${options.seconds} s` +
    `${options.strictPublic ? ', strict-public demo platform' : ''}\n`,
);

// The API tests' demo size: big enough for every case, small enough to answer fast.
const service = await startServiceProcess({
  args: [
    ...['--demo-products', '400', '--demo-orders-per-day', '12', '--demo-history-days', '420'],
    ...(options.strictPublic ? ['--demo-strict-public'] : []),
    // The receivers it subscribes are on loopback (json-values.ts), which only the operator
    // may allow: nothing listens there, and nothing is delivered off this machine.
    '--allow-private-webhooks',
  ],
});
let failed: boolean;
try {
  const session = await DemoSession.open(service.url);
  const spec = readSpec(await session.get('/api/openapi.json'));
  const known = new KnownValues();
  await seedKnownValues((path) => session.get(path).catch(() => null), known);
  // Logging a user out pauses their subscriptions: none is left polling the platform, so
  // every upstream call during a request is that request's.
  const pauseWebhooks = async () => {
    const token = await session.freshToken();
    await fetch(`${service.url}/api/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
  };
  const webhook = await session.postWithKey('/api/webhooks', {
    url: RECEIVER_URLS[0],
    // Not order.updated: the strict-public platform has no order list (501).
    events: ['product.updated'],
  });
  learnFromAnswer(known, 'POST', '/api/webhooks', 201, webhook);
  await pauseWebhooks();

  const started = performance.now();
  const result = await runFuzz(
    {
      base: new URL(service.url),
      spec,
      known,
      credentials: {
        get token() {
          return session.token;
        },
        apiKey: session.apiKey,
        freshToken: () => session.freshToken(),
      },
      upstream: new UpstreamCalls(service.demoUrl),
      beforeEach: () => session.renewIfOld(),
      pauseWebhooks,
      exited: () => service.exited(),
      verbose: options.verbose,
    },
    options,
  );
  const errors = service.errorLines();
  printSummary(result, options, (performance.now() - started) / 1000, errors);
  writeReport(result, options.seed, errors);
  failed = result.counterexamples.length > 0 || errors.length > 0 || service.exited() !== null;
} finally {
  await service.stop();
}
process.stdout.write(failed ? '\nfuzz: FAIL\n' : '\nfuzz: PASS\n');
process.exitCode = failed ? 1 : 0;
