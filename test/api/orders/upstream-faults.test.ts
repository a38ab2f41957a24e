/**
 * Upstream failures on the order endpoints, injected with the demo platform's faults. Without
 * data to answer from, each becomes 502 with the upstream's reason (never a half answer or a
 * half CSV file), and an ended upstream session becomes 401 with the login hint. With the read
 * model on and the orders held, a read that cannot reach the platform (HTTP 500, a body that is
 * not JSON, no answer) answers the held orders, marked stale
 * (docs/decisions/0036-stale-answers-when-platform-unreachable.md); a refusal and an ended session
 * are still the request's failure. Every read sends `Cache-Control: no-cache`, so with the model on
 * it asks the platform first too.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../shared/api/error-body.js';
import { discountOrdersResponseSchema } from '../../../shared/api/orders.js';
import type { DemoPlatform } from '../../../electron/demo-platform/server.js';
import {
  READ_MODEL_ON,
  startPlatformReader,
  startTestService,
  type TestService,
} from '../harness.js';
import { expectUpstreamFailure } from '../expect-error.js';

/** How long the service waits for one platform call in this file. */
const UPSTREAM_TIMEOUT_MS = 4_000;

let api: TestService;
let platform: DemoPlatform;
let token: string;
let orderId: number;
/** Each list endpoint's answer before any fault. */
const clean = new Map<string, string>();

const NO_CACHE = { 'Cache-Control': 'no-cache' };

/** Answered from the read model when it is on; the order detail always asks the platform. */
const ENDPOINTS = [
  '/api/discount-orders?from=2026-03-01&to=2026-03-31',
  '/api/discount-orders?from=2026-03-01&format=csv',
  '/api/orders?from=2026-03-01',
  '/api/orders?from=2026-03-01&to=2026-03-31&format=csv',
] as const;

const endpoints = () => [...ENDPOINTS, `/api/orders/${orderId}`];

const expect502 = async (path: string, reason: RegExp) =>
  expectUpstreamFailure(await api.get(path, token, NO_CACHE), reason);

/**
 * The platform cannot be reached: 502, except where the read model holds the data, which
 * then answers exactly what it answered before the fault, marked stale.
 */
async function expectTransportFault(path: string, reason: RegExp) {
  const held = clean.get(path);
  if (!READ_MODEL_ON || held === undefined) return expect502(path, reason);
  const answer = await api.get(path, token, NO_CACHE);
  expect(answer.status, answer.text).toBe(200);
  expect(answer.headers.get('x-data-stale'), path).toBe('true');
  expect(answer.text, path).toBe(held);
}

beforeAll(async () => {
  // A hanging platform is given up on after this, not after the default 15 s: long enough
  // for every answer of a busy test machine, short enough not to wait a quarter minute.
  api = await startTestService({ upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS });
  if (!api.service.demoPlatform) throw new Error('no demo platform');
  platform = api.service.demoPlatform;
  token = await api.login('manager');
  // Warm the reference cache so the faults hit the order calls themselves.
  const first = await api.get('/api/orders?from=2026-03-01&limit=1', token);
  orderId = (first.json as { data: { id: number }[] }).data[0]?.id ?? 0;
  expect(orderId).toBeGreaterThan(0);
  for (const path of ENDPOINTS) {
    const answer = await api.get(path, token);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('x-data-stale')).toBeNull();
    clean.set(path, answer.text);
  }
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

  it('HTTP 500 from the upstream is 502, or the held orders marked stale', async () => {
    platform.setFaults({ http500Rate: 1, account: 'demo' });
    for (const path of endpoints()) await expectTransportFault(path, /500|HTTP/i);
  });

  it('a body that is not JSON is 502, or the held orders marked stale', async () => {
    platform.setFaults({ nonJsonRate: 1, account: 'demo' });
    for (const path of endpoints()) await expectTransportFault(path, /JSON/i);
  });

  it('a partial failure while draining many pages is a 502, not a shorter list', async () => {
    // Two months are several pages of 100; a quarter of the calls fail. Each attempt asks for
    // months no earlier answer read, so with the read model on it drains them from the
    // platform too (a failed drain keeps nothing); the whole list to compare with comes from
    // a service that only reads the platform, so it fills no model.
    const periods: readonly string[] = [
      'from=2026-04-01&to=2026-05-31',
      'from=2026-06-01&to=2026-07-31',
      'from=2026-08-01&to=2026-09-30',
      'from=2026-10-01&to=2026-11-20',
      'from=2025-10-01&to=2025-11-30',
      'from=2025-12-01&to=2026-01-31',
    ];
    const reader = await startPlatformReader(api);
    try {
      const readerToken = await reader.login('manager');
      platform.setFaults({ failRate: 0.25, account: 'demo' });
      let failures = 0;
      let next = 0;
      for (let attempt = 0; attempt < 6; attempt++) {
        // Six periods for six attempts: each success moves on to the next.
        const period = periods[next];
        if (period === undefined) throw new Error('no period left');
        const path = `/api/discount-orders?${period}&include_negative=1`;
        const answer = await api.get(path, token);
        if (answer.status === 502) failures++;
        else {
          expect(answer.status).toBe(200);
          platform.clearFaults();
          const whole = await reader.get(path, readerToken);
          expect(discountOrdersResponseSchema.parse(answer.json).count).toBe(
            discountOrdersResponseSchema.parse(whole.json).count,
          );
          next++;
          platform.setFaults({ failRate: 0.25, account: 'demo' });
        }
      }
      expect(failures).toBeGreaterThan(0);
    } finally {
      await reader.close();
    }
  });

  it('the other account is not affected by faults of this one', async () => {
    platform.setFaults({ failRate: 1, account: 'demo' });
    const otherToken = await api.login('otherAccount');
    const answer = await api.get('/api/discount-orders?from=2026-03-01', otherToken);
    expect(answer.status).toBe(200);
  });

  it('an upstream that does not answer is 502 after the client timeout, or the held orders marked stale', async () => {
    platform.setFaults({ hangRate: 1, account: 'demo' });
    await expectTransportFault('/api/orders?from=2026-03-01', /time|answer/i);
  });
});

describe('an ended upstream session', () => {
  it('is 401 with the login hint on every order endpoint', async () => {
    platform.expireSessions('demo');
    for (const path of endpoints()) {
      const answer = await api.get(path, token, NO_CACHE);
      expect(answer.status, answer.text).toBe(401);
      const body = errorBodySchema.parse(answer.json);
      expect(body.hint).toMatch(/log in/i);
      expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
  });
});
