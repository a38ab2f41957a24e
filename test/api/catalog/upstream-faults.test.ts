/**
 * Upstream failures on the catalog and reference endpoints, injected with the demo
 * platform's faults: each becomes 502 with the upstream's reason (never a partial list or a
 * half CSV), an ended upstream session becomes 401 with the login hint, and a malformed
 * `product_ids` is a 400 before any upstream call is made.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { priceListResponseSchema } from '../../../shared/api/catalog.js';
import { errorBodySchema } from '../../../shared/api/error-body.js';
import type { DemoPlatform } from '../../../electron/demo-platform/server.js';
import {
  STRICT_PUBLIC,
  startPlatformReader,
  startTestService,
  type TestService,
} from '../harness.js';
import { expectUpstreamFailure } from '../expect-error.js';
import { NO_CACHE } from '../read-model/platform-calls.js';

/** How long the service waits for one platform call in this file. */
const UPSTREAM_TIMEOUT_MS = 4_000;

let api: TestService;
let platform: DemoPlatform;
let token: string;

// Reference lists are cached per user once read; failures are not. Nothing here reads them
// successfully with `token` before the fault tests, so every request below reaches the upstream,
// with the read model on too: it holds nothing of this account, so there is nothing to answer
// while the platform fails (what it answers when it holds the data: test/api/read-model).
const ENDPOINTS = [
  '/api/products',
  '/api/products?q=koffie&start=10&limit=5',
  '/api/product-prices?product_ids=1000001,1000002',
  '/api/price-list',
  '/api/price-list?format=csv',
  '/api/price-list?format=csv&delimiter=;',
  '/api/tax-rates?country_iso2=NL',
  '/api/tax-rates',
  '/api/payment-methods',
  '/api/shops',
  '/api/locations',
  '/api/locations/1001',
  // Needs an assumed call; the strict-public run answers it 501 (test/api/capabilities).
  ...(STRICT_PUBLIC ? [] : ['/api/turnover-groups']),
];

const expect502 = async (path: string, reason: RegExp) =>
  expectUpstreamFailure(await api.get(path, token), reason);

beforeAll(async () => {
  // A hanging platform is given up on after this, not after the default 15 s: long enough
  // for every answer of a busy test machine, short enough not to wait a quarter minute.
  api = await startTestService({ upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS });
  if (!api.service.demoPlatform) throw new Error('no demo platform');
  platform = api.service.demoPlatform;
  token = await api.login('manager');
});
afterEach(() => platform.clearFaults());
afterAll(() => api.close());

describe('a malformed product_ids', () => {
  it('is 400 even while every upstream call fails: it is checked before any call', async () => {
    platform.setFaults({ failRate: 1, account: 'demo' });
    await expect502('/api/product-prices?product_ids=1000001', /Injected failure/);
    for (const ids of [
      'abc',
      '',
      '1,,2',
      '12abc',
      Array.from({ length: 201 }, () => '7').join(','),
    ]) {
      const answer = await api.get(`/api/product-prices?product_ids=${ids}`, token);
      expect(answer.status, ids).toBe(400);
      expect(errorBodySchema.parse(answer.json).message).toContain('product_ids');
    }
    const missing = await api.get('/api/product-prices', token);
    expect(missing.status).toBe(400);
  });

  it('is 400 even while the upstream does not answer at all', async () => {
    platform.setFaults({ hangRate: 1, account: 'demo' });
    const started = Date.now();
    const answer = await api.get('/api/product-prices?product_ids=1,x', token);
    expect(answer.status).toBe(400);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('upstream faults', () => {
  it('a refused call (success:false) is 502 with the upstream reason', async () => {
    platform.setFaults({ failRate: 1, account: 'demo' });
    for (const path of ENDPOINTS) await expect502(path, /Injected failure/);
  });

  it('HTTP 500 from the upstream is 502', async () => {
    platform.setFaults({ http500Rate: 1, account: 'demo' });
    for (const path of ENDPOINTS) await expect502(path, /HTTP 500/);
  });

  it('a body that is not JSON is 502', async () => {
    platform.setFaults({ nonJsonRate: 1, account: 'demo' });
    for (const path of ENDPOINTS) await expect502(path, /not JSON/);
  });

  it('a partial failure while gathering the price list is a 502, never a shorter list', async () => {
    // The whole list to compare with comes from a service that only reads the platform: the
    // service under test holds nothing of this account yet, so with the read model on its
    // first answer drains the catalog under the faults too. `no-cache`: with the model on, each
    // later ask catches up with the platform first, so the faults reach every attempt.
    const reader = await startPlatformReader(api);
    const clean = priceListResponseSchema.parse(
      (
        await reader
          .login('otherAccount')
          .then((readerToken) => reader.get('/api/price-list', readerToken))
          // oxlint-disable-next-line typescript/no-misused-promises -- `finally` awaits it
          .finally(() => reader.close())
      ).json,
    );
    const otherToken = await api.login('otherAccount');
    platform.setFaults({ failRate: 0.5, account: 'demo2' });
    const statuses = new Set<number>();
    for (let attempt = 0; attempt < 12; attempt++) {
      const answer = await api.get('/api/price-list', otherToken, { 'Cache-Control': 'no-cache' });
      statuses.add(answer.status);
      if (answer.status === 200) {
        expect(priceListResponseSchema.parse(answer.json).data).toEqual(clean.data);
      } else {
        expect(answer.status, answer.text).toBe(502);
      }
    }
    expect(statuses.has(502)).toBe(true);
  });

  it('the other account is not affected by faults of this one', async () => {
    platform.setFaults({ failRate: 1, account: 'demo' });
    const otherToken = await api.login('otherAccount');
    for (const path of ['/api/price-list', '/api/payment-methods', '/api/products']) {
      expect((await api.get(path, otherToken)).status, path).toBe(200);
    }
  });

  it('an upstream that does not answer is 502 after the client timeout', async () => {
    platform.setFaults({ hangRate: 1, account: 'demo' });
    await expect502('/api/products', /time|answer/i);
  });
});

describe('an ended upstream session', () => {
  it('is 401 with the login hint on every catalog and reference endpoint', async () => {
    platform.expireSessions('demo');
    // Asking for fresh data: otherwise, within the sync interval of the platform's last answer
    // to this session, the read model answers what it holds (decision 0035, read-model tests).
    for (const path of ENDPOINTS) {
      const answer = await api.get(path, token, NO_CACHE);
      expect(answer.status, `${path}: ${answer.text}`).toBe(401);
      expect(errorBodySchema.parse(answer.json).hint).toMatch(/log in/i);
      expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
  });
});
