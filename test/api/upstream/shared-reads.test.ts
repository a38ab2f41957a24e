/**
 * Reading the platform with care: concurrent identical reads of one session share one
 * upstream request (single flight), never across sessions; a caller that leaves does not
 * take the shared read from the others; and a read whose connection the platform closes
 * before answering is sent once more (reads only: the login never is).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DemoPlatform } from '../../../electron/demo-platform/server.js';
import { DEMO_USERS, STRICT_PUBLIC, startTestService, type TestService } from '../harness.js';
import { expectError, expectUpstreamFailure } from '../expect-error.js';
import { abortableGet } from '../abortable-get.js';

const REPORT = '/api/financial-report?from=2026-03-01&to=2026-04-30';
const PRODUCTS = '/api/products?limit=5';
const SEARCH = 'ShopModule::naturalSearchShopFlatProductForHooks';
const LOGIN = 'RelationsModule::startSessionByEmail';

let api: TestService;
let platform: DemoPlatform;
let token: string;

const resetCalls = () => fetch(`${platform.url}__admin/calls`, { method: 'DELETE' });

/** Protocol calls the requests of `run` caused, once the platform is quiet again. */
async function callsOf(run: () => Promise<unknown>): Promise<number> {
  await resetCalls();
  await run();
  for (let waited = 0; platform.calls().in_flight > 0 && waited < 5000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return platform.calls().total;
}

beforeAll(async () => {
  // How the upstream client reads the platform, so the read model is off: with it on, a report
  // asked before is answered from the model without these reads, and two sessions with the
  // same rights share its data by design (docs/decisions/0033-partitions-by-rights.md).
  api = await startTestService({ readModel: { enabled: false } });
  if (!api.service.demoPlatform) throw new Error('no demo platform');
  platform = api.service.demoPlatform;
  token = await api.login('manager');
});

afterEach(() => platform.clearFaults());

afterAll(async () => {
  await api.close();
});

describe.skipIf(STRICT_PUBLIC)('single flight', () => {
  let solo: { calls: number; answer: string };
  let secondSession: string;

  beforeAll(async () => {
    secondSession = await api.login('manager');
    // Warm each session's reference lists and the capability checks: what is left is the report's own reads.
    for (const user of [token, secondSession])
      expect((await api.get(REPORT, user)).status).toBe(200);
    let answer = '';
    const calls = await callsOf(async () => {
      const report = await api.get(REPORT, token);
      expect(report.status).toBe(200);
      answer = report.text;
    });
    solo = { calls, answer };
    expect(solo.calls).toBeGreaterThan(5);
  });

  it('four identical report requests of one session cost about one set of upstream calls', async () => {
    // Reads overlap in time as they do against a real platform, not within a loopback millisecond.
    platform.setFaults({ latencyMs: 30 });
    const answers: string[] = [];
    const calls = await callsOf(async () => {
      const reports = await Promise.all([1, 2, 3, 4].map(() => api.get(REPORT, token)));
      for (const report of reports) answers.push(report.text);
    });
    expect(answers).toEqual([solo.answer, solo.answer, solo.answer, solo.answer]);
    expect(calls).toBeGreaterThanOrEqual(solo.calls);
    expect(calls).toBeLessThan(solo.calls * 1.5);
  });

  it('two sessions share nothing, even of the same user', async () => {
    const calls = await callsOf(() =>
      Promise.all([api.get(REPORT, token), api.get(REPORT, secondSession)]),
    );
    expect(calls).toBe(2 * solo.calls);
  });

  it('a caller that leaves does not end the shared read for the other', async () => {
    platform.setFaults({ latencyMs: 40 });
    const before = platform.calls().total;
    const leaving = new AbortController();
    const left = abortableGet(`${api.url}${REPORT}`, token, leaving.signal);
    const staying = api.get(REPORT, token);
    // The shared read is under way (both requests, sent together, share it from its first call).
    await vi.waitFor(
      () =>
        expect(platform.calls().total - before, 'calls of the shared read').toBeGreaterThanOrEqual(
          2,
        ),
      { timeout: 5_000, interval: 10 },
    );
    leaving.abort();
    expect(await left).toBe('aborted');
    const answer = await staying;
    expect(answer.status, answer.text).toBe(200);
    expect(answer.text).toBe(solo.answer);
  });
});

describe('a connection closed before the answer', () => {
  it('is read once more: one close answers 200', async () => {
    const expected = await api.get(PRODUCTS, token);
    expect(expected.status).toBe(200);
    await resetCalls();
    platform.setFaults({ closeNext: 1 });
    const answer = await api.get(PRODUCTS, token);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual(expected.json);
    expect(platform.calls().calls[SEARCH]).toBe(2);
  });

  it('closed twice is 502 with the reason', async () => {
    await resetCalls();
    platform.setFaults({ closeNext: 2 });
    expectUpstreamFailure(
      await api.get(PRODUCTS, token),
      /upstream closed the connection before answering/,
    );
    expect(platform.calls().calls[SEARCH]).toBe(2);
  });

  it('the login is never sent twice', async () => {
    await resetCalls();
    platform.setFaults({ closeNext: 1 });
    const answer = await api.post('/api/auth/login', DEMO_USERS.manager);
    expectError(answer, 502, /closed the connection before answering/);
    expect(platform.calls().calls[LOGIN]).toBe(1);
  });
});
