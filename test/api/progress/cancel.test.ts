/**
 * A read whose client goes away stops its upstream work: with latency injected on the demo
 * platform, a year report, an export and the price list are aborted by their client once
 * they are reading the platform, and the demo's call counter must then stand still. Before
 * the service threaded each request's signal through its fetchers, each went on reading every
 * page it had planned after its client had left (12 to 16 calls in a pause of 16 latencies).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DemoPlatform } from '../../../electron/demo-platform/server.js';
import { DEMO_END_DATE, STRICT_PUBLIC, startTestService, type TestService } from '../harness.js';
import { abortableGet } from '../abortable-get.js';

const LATENCY_MS = 150;
/** Calls already on their way to the platform when the client left (a drain's parallel pages). */
const IN_FLIGHT_ALLOWANCE = 4;
/**
 * How long the counter must stand still after the abort, in latencies of the platform: a read
 * that went on would make a call every latency or so (a drain's pages, one after another, each
 * also parsed on a busy machine), so over 16 of them it would make several times
 * IN_FLIGHT_ALLOWANCE calls. Nothing to wait for here: it is the absence of calls that is
 * asserted, over this window.
 */
const QUIET_LATENCIES = 16;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Setup {
  api: TestService;
  platform: DemoPlatform;
  token: string;
}

async function setUp(products: number, warmPath: string): Promise<Setup> {
  const api = await startTestService({ demo: { productsPerAccount: products } });
  if (!api.service.demoPlatform) throw new Error('no demo platform');
  const token = await api.login('manager');
  // Warm the reference cache and the capability probes: what follows is the read itself.
  const warm = await api.get(warmPath, token);
  expect(warm.status, warm.text).toBe(200);
  return { api, platform: api.service.demoPlatform, token };
}

/**
 * Starts the read, aborts it once it has made `abortAfterCalls` upstream calls (mid-work), and
 * returns the upstream calls made from the abort on; also how many it made before, so the test
 * shows it was mid-work.
 */
async function callsAfterAbort(
  setup: Setup,
  path: string,
  { abortAfterCalls = IN_FLIGHT_ALLOWANCE + 1, latencyMs = LATENCY_MS } = {},
) {
  const { platform, api, token } = setup;
  platform.setFaults({ latencyMs, account: 'demo' });
  const before = platform.calls().total;
  const controller = new AbortController();
  const answer = abortableGet(api.url + path, token, controller.signal);
  await vi.waitFor(
    () =>
      expect(platform.calls().total - before, 'upstream calls of the read').toBeGreaterThanOrEqual(
        abortAfterCalls,
      ),
    { timeout: 10_000, interval: 10 },
  );
  controller.abort();
  const atAbort = platform.calls().total;
  expect(await answer).toBe('aborted');
  await sleep(latencyMs * QUIET_LATENCIES);
  const after = platform.calls().total;
  platform.clearFaults();
  return { before: atAbort - before, after: after - atAbort };
}

// The report and the orders need calls the strict-public platform does not offer (501).
describe.skipIf(STRICT_PUBLIC)('an abandoned request stops its upstream work', () => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await setUp(400, `/api/financial-report?from=${DEMO_END_DATE}`);
  });
  afterEach(() => setup.platform.clearFaults());
  afterAll(() => setup.api.close());

  it('a year report aborted mid-read makes (almost) no upstream call afterwards', async () => {
    const calls = await callsAfterAbort(
      setup,
      `/api/financial-report?from=2025-11-21&to=${DEMO_END_DATE}`,
    );
    expect(calls.before).toBeGreaterThan(4);
    expect(calls.after).toBeLessThanOrEqual(IN_FLIGHT_ALLOWANCE);
  });

  it('so does an export (the discount orders of a year as CSV)', async () => {
    const calls = await callsAfterAbort(
      setup,
      `/api/discount-orders?from=2025-11-21&to=${DEMO_END_DATE}&format=csv`,
    );
    expect(calls.before).toBeGreaterThan(4);
    expect(calls.after).toBeLessThanOrEqual(IN_FLIGHT_ALLOWANCE);
  });

  it('the service stays healthy: the same report answers in full afterwards', async () => {
    const { api, token } = setup;
    const answer = await api.get(`/api/financial-report?from=2026-10-01&to=2026-10-31`, token);
    expect(answer.status, answer.text).toBe(200);
  });
});

describe('an abandoned price list stops its upstream work', () => {
  let setup: Setup;
  // Enough products for a dozen pages of the product search (999 new rows a page).
  beforeAll(async () => {
    setup = await setUp(12_000, '/api/tax-rates');
  });
  afterAll(() => setup.api.close());

  it('aborted after the first pages, it reads no further page', async () => {
    const calls = await callsAfterAbort(setup, '/api/price-list', { abortAfterCalls: 2 });
    expect(calls.before).toBeGreaterThan(1);
    expect(calls.after).toBeLessThanOrEqual(IN_FLIGHT_ALLOWANCE);
  });
});
