/**
 * Kept answers (plugins/answer-memo.ts) and the checks they come after. A kept answer is
 * looked up only once the request's input is checked, after the caller's partition has been
 * caught up with the caller's own session where the platform has not vouched for it lately. So
 * a request refused as bad input asks the platform nothing, however new its session; a
 * session the platform has ended gets 401, never an answer kept for others; and a kept answer
 * equals the one computed, gzipped or not as the client accepts.
 */
import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPlatform } from '../../../electron/demo-platform/server.js';
import { READ_MODEL_ON, STRICT_PUBLIC, startTestService, type TestService } from '../harness.js';
import { testClock } from '../test-clock.js';
import { callsOf, expectWarm } from './platform-calls.js';

const MONTH = 'from=2026-10-01&to=2026-10-31';
const KEPT_PATHS = [
  '/api/price-list',
  // The report and the orders need calls the strict-public platform does not offer (501).
  ...(STRICT_PUBLIC
    ? []
    : [
        `/api/financial-report?${MONTH}`,
        `/api/financial-report/orders?${MONTH}&figure=turnover_total`,
        `/api/discount-orders?${MONTH}`,
        `/api/orders?${MONTH}&limit=50`,
      ]),
];
const REFUSED_PATHS = STRICT_PUBLIC
  ? ['/api/price-list?limit=5']
  : [
      '/api/financial-report?from=2026-10-31&to=2026-10-01',
      '/api/financial-report/orders?from=2026-10-31&to=2026-10-01&figure=turnover_total',
      '/api/discount-orders?from=1990-01-01&to=2026-10-31',
      '/api/orders?from=2026-10-01&to=2026-10-31&limit=0',
      '/api/price-list?limit=5',
    ];

/** A GET as sent, its body as it came: no Accept-Encoding unless given, nothing decoded. */
const rawGet = (api: TestService, path: string, token: string, acceptEncoding?: string) =>
  new Promise<{ encoding?: string; vary?: string; length?: string; body: Buffer }>(
    (resolve, reject) => {
      const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
      if (acceptEncoding !== undefined) headers['Accept-Encoding'] = acceptEncoding;
      const asked = httpRequest(api.url + path, { headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const { 'content-encoding': encoding, vary, 'content-length': length } = answer.headers;
          resolve({ encoding, vary, length, body: Buffer.concat(chunks) });
        });
      });
      asked.on('error', reject).end();
    },
  );

describe.skipIf(!READ_MODEL_ON)('kept answers', () => {
  let api: TestService;
  let platform: DemoPlatform;
  const computed = new Map<string, string>();

  beforeAll(async () => {
    // A long sync interval: a session the platform has vouched for is not checked again.
    api = await startTestService({
      demo: { historyDays: 60 },
      readModel: { syncIntervalMs: 60_000 },
    });
    if (!api.service.demoPlatform) throw new Error('no demo platform');
    platform = api.service.demoPlatform;
    const token = await api.login('manager');
    for (const path of KEPT_PATHS) {
      // Twice: the first answer of a whole catalog read is not kept, the second is.
      for (let ask = 0; ask < 2; ask++) {
        const answer = await api.get(path, token);
        expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(200);
        computed.set(path, `${answer.headers.get('content-type')}\n${answer.text}`);
      }
    }
  }, 60_000);

  afterAll(() => api.close());

  it('a new session of the same user gets the answers as computed, asking only its own catch-up', async () => {
    const token = await api.login('manager');
    for (const path of KEPT_PATHS) {
      let text = '';
      const calls = await callsOf(platform, async () => {
        const answer = await api.get(path, token);
        expect(answer.status, path).toBe(200);
        text = `${answer.headers.get('content-type')}\n${answer.text}`;
      });
      expectWarm(calls);
      expect(text, path).toBe(computed.get(path));
    }
  });

  it('a request refused as bad input asks the platform nothing, from a session not vouched for', async () => {
    const token = await api.login('manager');
    for (const path of REFUSED_PATHS) {
      const calls = await callsOf(platform, async () => {
        const answer = await api.get(path, token);
        expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(400);
      });
      expect(calls.total, path).toBe(0);
    }
  });

  it('a large kept answer goes gzipped to a client that accepts gzip, as it is to others', async () => {
    const token = await api.login('manager');
    const asComputed = computed.get('/api/price-list')?.split('\n').slice(1).join('\n');
    expect(asComputed?.length).toBeGreaterThan(16 * 1024);
    // The copy is made off the main thread once the answer is kept: ask until it is there.
    let zipped = await rawGet(api, '/api/price-list', token, 'gzip, deflate, br');
    for (let tries = 0; zipped.encoding !== 'gzip' && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      zipped = await rawGet(api, '/api/price-list', token, 'gzip, deflate, br');
    }
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.vary).toBe('Accept-Encoding');
    expect(zipped.body.length).toBeLessThan(Buffer.byteLength(asComputed ?? '') / 4);
    expect(gunzipSync(zipped.body).toString()).toBe(asComputed);
    for (const refusing of [undefined, 'identity', 'gzip;q=0, identity', 'br']) {
      const plain = await rawGet(api, '/api/price-list', token, refusing);
      expect(plain.encoding, String(refusing)).toBeUndefined();
      expect(plain.vary).toBe('Accept-Encoding');
      expect(plain.body.toString(), String(refusing)).toBe(asComputed);
    }
  });

  it('a session the platform has ended gets 401, not an answer kept for others', async () => {
    const token = await api.login('manager');
    platform.expireSessions('demo');
    for (const path of KEPT_PATHS) {
      const answer = await api.get(path, token);
      expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(401);
    }
  });
});

describe.skipIf(!READ_MODEL_ON || STRICT_PUBLIC)('kept files', () => {
  let api: TestService;
  let platform: DemoPlatform;
  const clock = testClock();

  beforeAll(async () => {
    api = await startTestService({
      clock,
      demo: { historyDays: 60, ordersPerDay: 4, productsPerAccount: 100 },
      readModel: { syncIntervalMs: 60_000 },
    });
    if (!api.service.demoPlatform) throw new Error('no demo platform');
    platform = api.service.demoPlatform;
  }, 60_000);

  afterAll(() => api.close());

  // Each file says when it was made (the zip's entries, the workbook's and the PDF's dates):
  // asked again a minute later on the service's clock (past the sync interval, within the
  // kept answers' time to live), a file made again would say so.
  it('the report as CSV, .xlsx and PDF, asked again with nothing changed, is the kept bytes', async () => {
    const token = await api.login('manager');
    // The first catch-up after the month's first read stores the orders it finds changed
    // since, of any month: made before the files, so that they are read at the data's state.
    await api.get(`/api/financial-report?${MONTH}`, token);
    clock.advance(61_000);
    await api.get(`/api/financial-report?${MONTH}`, token);
    for (const format of ['csv', 'xlsx', 'pdf']) {
      const path = `/api/financial-report?${MONTH}&format=${format}`;
      const first = await rawGet(api, path, token);
      clock.advance(61_000);
      let again = first;
      const calls = await callsOf(platform, async () => {
        again = await rawGet(api, path, token);
      });
      expect(again.body.equals(first.body), format).toBe(true);
      // The catch-up a minute later, and nothing else.
      expect(calls.total, format).toBeLessThanOrEqual(2);
      const renewed = await rawGet(api, path.replace('format=', 'lang=nl&format='), token);
      expect(renewed.body.equals(first.body), format).toBe(false);
    }
  });
});

describe.skipIf(!READ_MODEL_ON)('a kept answer of a megabyte or more', () => {
  let api: TestService;

  beforeAll(async () => {
    api = await startTestService({
      demo: { historyDays: 2, productsPerAccount: 5000 },
      readModel: { syncIntervalMs: 60_000 },
    });
  }, 60_000);

  afterAll(() => api.close());

  it('is kept gzipped only, and unzipped as it goes to a client that does not accept gzip', async () => {
    const token = await api.login('manager');
    const first = await rawGet(api, '/api/price-list', token, undefined);
    expect(first.body.length).toBeGreaterThan(1024 * 1024);
    let zipped = await rawGet(api, '/api/price-list', token, 'gzip');
    for (let tries = 0; zipped.encoding !== 'gzip' && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      zipped = await rawGet(api, '/api/price-list', token, 'gzip');
    }
    expect(zipped.encoding).toBe('gzip');
    expect(gunzipSync(zipped.body).equals(first.body)).toBe(true);
    for (const refusing of [undefined, 'identity']) {
      const plain = await rawGet(api, '/api/price-list', token, refusing);
      expect(plain.encoding, String(refusing)).toBeUndefined();
      expect(plain.length, String(refusing)).toBe(String(first.body.length));
      expect(plain.body.equals(first.body), String(refusing)).toBe(true);
    }
  });
});
