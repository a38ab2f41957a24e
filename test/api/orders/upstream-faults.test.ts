/**
 * Upstream failures on the order endpoints, injected with the demo platform's faults: each
 * becomes 502 with the upstream's reason (never a half answer or a half CSV file), and an
 * ended upstream session becomes 401 with the login hint.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../shared/api/common.js';
import { discountOrdersResponseSchema } from '../../../shared/api/orders.js';
import type { DemoPlatform } from '../../../electron/demo-platform/server.js';
import { startTestService, type TestService } from '../harness.js';
import { expectUpstreamFailure } from '../expect-error.js';

let api: TestService;
let platform: DemoPlatform;
let token: string;
let orderId: number;

const ENDPOINTS = [
  '/api/discount-orders?from=2026-03-01&to=2026-03-31',
  '/api/discount-orders?from=2026-03-01&format=csv',
  '/api/orders?from=2026-03-01',
  '/api/orders?from=2026-03-01&to=2026-03-31&format=csv',
] as const;

const endpoints = () => [...ENDPOINTS, `/api/orders/${orderId}`];

const expect502 = async (path: string, reason: RegExp) =>
  expectUpstreamFailure(await api.get(path, token), reason);

beforeAll(async () => {
  api = await startTestService();
  if (!api.service.demoPlatform) throw new Error('no demo platform');
  platform = api.service.demoPlatform;
  token = await api.login('manager');
  // Warm the reference cache so the faults hit the order calls themselves.
  const first = await api.get('/api/orders?from=2026-03-01&limit=1', token);
  orderId = (first.json as { data: { id: number }[] }).data[0]?.id ?? 0;
  expect(orderId).toBeGreaterThan(0);
});

afterEach(() => {
  platform.clearFaults();
});

afterAll(async () => {
  await api.close();
});

describe('upstream faults', () => {
  it('a refused call (success:false) is 502 with the upstream reason', async () => {
    platform.setFaults({ failRate: 1, account: 'demo' });
    for (const path of endpoints()) await expect502(path, /./);
  });

  it('HTTP 500 from the upstream is 502', async () => {
    platform.setFaults({ http500Rate: 1, account: 'demo' });
    for (const path of endpoints()) await expect502(path, /500|HTTP/i);
  });

  it('a body that is not JSON is 502', async () => {
    platform.setFaults({ nonJsonRate: 1, account: 'demo' });
    for (const path of endpoints()) await expect502(path, /JSON/i);
  });

  it('a partial failure while draining many pages is a 502, not a shorter list', async () => {
    // A range of 60 days is several pages of 100; a quarter of the calls fail.
    platform.setFaults({ failRate: 0.25, account: 'demo' });
    let failures = 0;
    for (let attempt = 0; attempt < 6; attempt++) {
      const answer = await api.get(
        '/api/discount-orders?from=2026-03-01&to=2026-04-30&include_negative=1',
        token,
      );
      if (answer.status === 502) failures++;
      else {
        expect(answer.status).toBe(200);
        platform.clearFaults();
        const clean = await api.get(
          '/api/discount-orders?from=2026-03-01&to=2026-04-30&include_negative=1',
          token,
        );
        expect(discountOrdersResponseSchema.parse(answer.json).count).toBe(
          discountOrdersResponseSchema.parse(clean.json).count,
        );
        platform.setFaults({ failRate: 0.25, account: 'demo' });
      }
    }
    expect(failures).toBeGreaterThan(0);
  });

  it('the other account is not affected by faults of this one', async () => {
    platform.setFaults({ failRate: 1, account: 'demo' });
    const otherToken = await api.login('otherAccount');
    const answer = await api.get('/api/discount-orders?from=2026-03-01', otherToken);
    expect(answer.status).toBe(200);
  });

  it('an upstream that does not answer is 502 after the client timeout', async () => {
    platform.setFaults({ hangRate: 1, account: 'demo' });
    await expect502('/api/orders?from=2026-03-01', /time|answer/i);
  }, 60_000);
});

describe('an ended upstream session', () => {
  it('is 401 with the login hint on every order endpoint', async () => {
    platform.expireSessions('demo');
    for (const path of endpoints()) {
      const answer = await api.get(path, token);
      expect(answer.status, answer.text).toBe(401);
      const body = errorBodySchema.parse(answer.json);
      expect(body.hint).toMatch(/log in/i);
      expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
  });
});
