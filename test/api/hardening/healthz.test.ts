/**
 * /healthz answers from the last known upstream state and says how old it is; a request that
 * finds the state stale starts one background probe (never two at once, each bounded by its
 * own timeout) and does not wait for it. So N requests cost a bounded number of upstream
 * calls, and the health check stays fast while the upstream hangs. Short timings here.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { healthSchema } from '../../../shared/api/meta.js';
import { startSmallService, type SmallService } from './small-service.js';
import { testClock } from '../test-clock.js';

const MAX_AGE_MS = 300;
const PROBE_TIMEOUT_MS = 400;
const PROBE_CALL = 'RelationsModule::getSessionInfo';

let service: SmallService;
/** The service's clock: a test makes the known state stale by moving it on, not by waiting. */
const clock = testClock();
const makeStale = () => clock.advance(MAX_AGE_MS);

beforeAll(async () => {
  service = await startSmallService({
    clock,
    healthTiming: { maxAgeMs: MAX_AGE_MS, probeTimeoutMs: PROBE_TIMEOUT_MS },
    // Longer than the probe's own timeout: the probe's bound is what is tested.
    upstreamTimeoutMs: 10_000,
  });
});

afterEach(() => service.demo.clearFaults());

afterAll(() => service.close());

type Health = z.output<typeof healthSchema>;

async function health(): Promise<{ body: Health; ms: number }> {
  const began = performance.now();
  const response = await fetch(`${service.base}/healthz`);
  const body = healthSchema.parse(await response.json());
  return { body, ms: performance.now() - began };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * The pause between two requests of a stream of them, over a window of real time: what is
 * counted there (probes started, answers' latency) needs requests spread over the window.
 */
const REQUEST_GAP_MS = 10;

/**
 * Waits until the state is ok and younger than the max age: then no probe is under way (the
 * last one ended when it was set, and none starts before it is stale), and moving the clock on
 * makes the next request start one.
 */
const freshOk = () =>
  vi.waitFor(
    async () => {
      const { body } = await health();
      expect(body.upstream).toBe('ok');
      expect(body.upstream_age_ms).toBeLessThan(MAX_AGE_MS);
    },
    { timeout: 3_000, interval: 20 },
  );

/** Waits until the probes started since `before` reach `count`. */
const probesReach = (before: number, count: number) =>
  vi.waitFor(
    () => expect(service.upstreamCalls(PROBE_CALL) - before).toBeGreaterThanOrEqual(count),
    {
      timeout: 3_000,
      interval: 10,
    },
  );

/** Polls /healthz until the upstream state is `state`. */
const waitForState = (state: Health['upstream'], timeout = 3_000) =>
  vi.waitFor(
    async () => {
      const { body } = await health();
      expect(body.upstream).toBe(state);
      return body;
    },
    { timeout, interval: 50 },
  );

describe('GET /healthz', () => {
  it('says unknown before the first probe has ended, then ok with the age of that state', async () => {
    const first = await health();
    expect(first.body).toMatchObject({
      status: 'ok',
      upstream: 'unknown',
      upstream_checked_at: null,
      upstream_age_ms: null,
      // A platform given by its address, not the embedded demo: no demo hint on the login page.
      demo_platform: false,
    });
    const known = await waitForState('ok');
    expect(Date.parse(known.upstream_checked_at ?? '')).toBeLessThanOrEqual(Date.now());
    expect(known.upstream_age_ms).toBeGreaterThanOrEqual(0);
    expect(known.upstream_age_ms).toBeLessThan(MAX_AGE_MS + 1_000);
  });

  it('makes at most one upstream call for 50 requests at once', async () => {
    await freshOk();
    // "At once" for the service: its time stands still while they arrive. Real time runs on,
    // and on a busy machine the last of the 50 came more than the max age after the probe had
    // ended, when starting a second one is right.
    const letTimeRun = clock.stop();
    try {
      makeStale();
      const before = service.upstreamCalls(PROBE_CALL);
      const answers = await Promise.all(Array.from({ length: 50 }, () => health()));
      expect(answers.filter((answer) => answer.ms < 1_000)).toHaveLength(50);
      // Only a request starts a probe: once the one started has ended (the state is fresh
      // again), a second one queued behind it would have made its call too.
      await probesReach(before, 1);
      await freshOk();
      expect(service.upstreamCalls(PROBE_CALL) - before).toBe(1);
    } finally {
      letTimeRun();
    }
  });

  it('makes a bounded number of upstream calls for a steady stream of requests', async () => {
    const before = service.upstreamCalls(PROBE_CALL);
    const began = performance.now();
    let requests = 0;
    while (performance.now() - began < 1_500) {
      await health();
      requests += 1;
      await sleep(REQUEST_GAP_MS);
    }
    const calls = service.upstreamCalls(PROBE_CALL) - before;
    // One per period of staleness at most (plus the one under way at the start).
    expect(requests).toBeGreaterThan(20);
    expect(calls).toBeGreaterThanOrEqual(1);
    expect(calls).toBeLessThanOrEqual(Math.ceil(1_500 / MAX_AGE_MS) + 1);
  });

  it('answers at once while the upstream hangs, and says degraded after the probe timeout', async () => {
    await freshOk();
    service.demo.setFaults({ hangRate: 1 });
    makeStale();
    const before = service.upstreamCalls(PROBE_CALL);
    const during: number[] = [];
    const began = performance.now();
    let last: Health | undefined;
    while (performance.now() - began < 3 * PROBE_TIMEOUT_MS) {
      const { body, ms } = await health();
      during.push(ms);
      last = body;
      await sleep(2 * REQUEST_GAP_MS);
    }
    // Every answer fast, none waiting for the hanging upstream.
    expect(Math.max(...during)).toBeLessThan(250);
    expect(last?.upstream).toBe('degraded');
    // One probe at a time, each ended by its timeout: a bounded number of calls.
    const calls = service.upstreamCalls(PROBE_CALL) - before;
    expect(calls).toBeGreaterThanOrEqual(1);
    expect(calls).toBeLessThanOrEqual(Math.ceil((3 * PROBE_TIMEOUT_MS) / PROBE_TIMEOUT_MS) + 1);
  });

  it('keeps the last known state, with its growing age, while a probe is under way', async () => {
    await freshOk();
    service.demo.setFaults({ latencyMs: 600 });
    makeStale();
    const first = await health();
    // The probe the first request started is under way (until its timeout): the age grows.
    clock.advance(150);
    const second = await health();
    expect(first.body.upstream).toBe('ok');
    expect(second.body.upstream).toBe('ok');
    expect(second.body.upstream_checked_at).toBe(first.body.upstream_checked_at);
    expect(second.body.upstream_age_ms).toBeGreaterThan(first.body.upstream_age_ms ?? 0);
  });

  it('says degraded at the top, naming the platform, until the upstream answers again', async () => {
    service.demo.setFaults({ closeRate: 1 });
    const down = await waitForState('degraded');
    expect(down.status).toBe('degraded');
    expect(down.problems.map((problem) => problem.code)).toEqual(['upstream_unreachable']);
    expect(down.problems[0]?.message).toContain('the platform could not be reached at ');
    service.demo.clearFaults();
    const back = await waitForState('ok');
    expect(back).toMatchObject({ status: 'ok', problems: [] });
  });

  it('still asks the platform when it is known to refuse the probe call as unknown', async () => {
    // What a strict platform's "unknown function" leaves in the client: the call is not sent
    // for the features that need it. The health probe must not read that as a fresh answer.
    service.upstream.support.record('demo', 'sessionInfo', 'unsupported');
    await freshOk();
    makeStale();
    const before = service.upstreamCalls(PROBE_CALL);
    service.demo.setFaults({ http500Rate: 1 });
    await waitForState('degraded');
    expect(service.upstreamCalls(PROBE_CALL) - before).toBeGreaterThanOrEqual(1);
  });

  it('is described in the OpenAPI document with the state and its age', async () => {
    const document = (await (await fetch(`${service.base}/api/openapi.json`)).json()) as {
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    const properties = document.components.schemas.Health?.properties ?? {};
    expect(Object.keys(properties)).toEqual(
      expect.arrayContaining(['upstream', 'upstream_checked_at', 'upstream_age_ms']),
    );
    expect(JSON.stringify(properties.upstream)).toContain('unknown');
  });
});
