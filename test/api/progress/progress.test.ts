/**
 * GET /api/progress: while a slow year report runs (latency injected on the demo platform),
 * polling its X-Progress-Id shows the upstream pages read rising to the pages to read, then
 * done; the id is the caller's own (another user's answers as unknown), and a malformed id is a 400,
 * in the header as in the query.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UNKNOWN_PROGRESS, progressSchema, type Progress } from '../../../shared/api/progress.js';
import type { DemoPlatform } from '../../../electron/demo-platform/server.js';
import { expectError } from '../expect-error.js';
import { DEMO_END_DATE, STRICT_PUBLIC, startTestService, type TestService } from '../harness.js';

let api: TestService;
let platform: DemoPlatform;
let manager: string;
let staff: string;

const YEAR_REPORT = `/api/financial-report?from=2025-11-21&to=${DEMO_END_DATE}`;
/**
 * Months no other read here asks for: with the read model on, months read before are answered
 * from the model without reading the platform, so the read to cancel must be a first ask.
 */
const EARLIER_YEAR = '/api/financial-report?from=2024-11-21&to=2025-10-31';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * How often the test asks for the progress of a running report: it samples the pages read
 * over the report's run (a few seconds at the latency injected), not a wait for an event.
 */
const SAMPLE_EVERY_MS = 100;

beforeAll(async () => {
  if (STRICT_PUBLIC) return;
  // History back to September 2024, for EARLIER_YEAR.
  api = await startTestService({ demo: { historyDays: 800 } });
  if (!api.service.demoPlatform) throw new Error('no demo platform');
  platform = api.service.demoPlatform;
  manager = await api.login('manager');
  staff = await api.login('staff');
  // Warm the reference cache and the capability probes, so the pages counted are the report's.
  expect((await api.get(`/api/financial-report?from=${DEMO_END_DATE}`, manager)).status).toBe(200);
});

afterAll(async () => {
  if (STRICT_PUBLIC) return;
  platform.clearFaults();
  await api.close();
});

const progressOf = async (id: string, token = manager) => api.get(`/api/progress?id=${id}`, token);

// The report needs calls the strict-public platform does not offer (501).
describe.skipIf(STRICT_PUBLIC)('GET /api/progress', () => {
  it('follows a slow report from its first pages to done', async () => {
    platform.setFaults({ latencyMs: 20, account: 'demo' });
    const id = randomUUID();
    const report = api.get(YEAR_REPORT, manager, { 'X-Progress-Id': id });
    const seen: Progress[] = [];
    let finished = false;
    void report.finally(() => (finished = true));
    while (!finished) {
      const answer = await progressOf(id);
      expect(answer.status).toBe(200);
      const progress = progressSchema.parse(answer.json);
      if (progress.known) seen.push(progress);
      else expect(progress).toEqual(UNKNOWN_PROGRESS); // asked before the service started on it
      await sleep(SAMPLE_EVERY_MS);
    }
    expect((await report).status).toBe(200);
    platform.clearFaults();

    const running = seen.filter((progress) => !progress.done);
    expect(running.length, 'polled while it ran').toBeGreaterThan(3);
    for (const progress of running) {
      expect(progress.pages_read).toBeLessThanOrEqual(progress.pages_total);
    }
    for (let index = 1; index < seen.length; index++) {
      expect(seen[index]?.pages_read).toBeGreaterThanOrEqual(seen[index - 1]?.pages_read ?? 0);
    }
    const mid = running.find((progress) => progress.pages_read > 0 && progress.pages_total > 0);
    expect(mid, 'some pages read, more to read').toBeDefined();

    const end = progressSchema.parse((await progressOf(id)).json);
    expect(end.done).toBe(true);
    expect(end.cancelled).toBe(false);
    // A year of orders (100 a page), their payments (100 orders a list) and day closings.
    expect(end.pages_read).toBe(end.pages_total);
    expect(end.pages_total).toBeGreaterThan(60);
  });

  it('shows a read whose client went away as cancelled', async () => {
    platform.setFaults({ latencyMs: 100, account: 'demo' });
    const id = randomUUID();
    const controller = new AbortController();
    const report = fetch(api.url + EARLIER_YEAR, {
      headers: { Authorization: `Bearer ${manager}`, 'X-Progress-Id': id },
      signal: controller.signal,
    }).catch(() => 'aborted');
    // Aborted mid-read: once some pages are read.
    await vi.waitFor(
      async () => {
        const progress = progressSchema.parse((await progressOf(id)).json);
        expect(progress.known ? progress.pages_read : 0, 'pages read').toBeGreaterThan(0);
      },
      { timeout: 10_000, interval: 20 },
    );
    controller.abort();
    expect(await report).toBe('aborted');
    // The service ends the read once it hears the client went away.
    const end = await vi.waitFor(
      async () => {
        const progress = progressSchema.parse((await progressOf(id)).json);
        expect(progress.done, 'the read ended').toBe(true);
        return progress;
      },
      { timeout: 10_000, interval: 20 },
    );
    platform.clearFaults();
    expect(end).toMatchObject({ done: true, cancelled: true });
    expect(end.pages_read).toBeLessThan(end.pages_total);
  });

  it('counts the pages of the delta feeds too', async () => {
    for (const feed of ['/api/products/delta', '/api/orders/delta']) {
      const id = randomUUID();
      expect(
        (await api.get(`${feed}?since=2026-11-01&limit=100`, manager, { 'X-Progress-Id': id }))
          .status,
      ).toBe(200);
      const end = progressSchema.parse((await progressOf(id)).json);
      expect(end, feed).toMatchObject({ known: true, done: true, cancelled: false });
      expect(end.pages_read, feed).toBeGreaterThan(0);
    }
  });

  it("is the caller's own: another user's id is unknown to them", async () => {
    const id = randomUUID();
    expect(
      (
        await api.get(`/api/financial-report?from=${DEMO_END_DATE}`, manager, {
          'X-Progress-Id': id,
        })
      ).status,
    ).toBe(200);
    expect(progressSchema.parse((await progressOf(id, manager)).json)).toMatchObject({
      known: true,
      done: true,
    });
    // Someone else's read answers exactly as an id that names nothing: it tells nothing.
    expect((await progressOf(id, staff)).json).toEqual(UNKNOWN_PROGRESS);
    expect((await progressOf(randomUUID())).json).toEqual(UNKNOWN_PROGRESS);
  });

  it('refuses a malformed id, in the query and in the header', async () => {
    expectError(await progressOf('12'), 400, "query parameter 'id' must be a UUID");
    expectError(await api.get('/api/progress', manager), 400, "'id' is required");
    const answer = await api.get(`/api/financial-report?from=${DEMO_END_DATE}`, manager, {
      'X-Progress-Id': 'not-a-uuid',
    });
    expectError(answer, 400, 'the X-Progress-Id header must be a UUID');
  });
});
