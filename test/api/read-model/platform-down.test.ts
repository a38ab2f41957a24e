/**
 * The read model while the platform cannot be reached
 * (docs/decisions/0036-stale-answers-when-platform-unreachable.md):
 * with the demo platform's faults making every call fail at transport level (HTTP 500, a body
 * that is not JSON, a connection closed without an answer), the data the model holds is
 * answered as it was, marked `X-Data-Stale: true` and as old as it is; what it does not hold is
 * a 502 as without the model; once the platform answers again a no-cache read is fresh. A
 * session ended during the outage is shown the held data until the platform can say so.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPlatform } from '../../../electron/demo-platform/server.js';
import type { FaultSettings } from '../../../electron/demo-platform/faults.js';
import { expectUpstreamFailure } from '../expect-error.js';
import {
  READ_MODEL_ON,
  STRICT_PUBLIC,
  startTestService,
  type DEMO_USERS,
  type TestResponse,
  type TestService,
} from '../harness.js';
import { NO_CACHE } from './platform-calls.js';
import { testClock } from '../test-clock.js';

const MONTH = 'from=2026-10-01&to=2026-10-31';
// The report and the orders need calls the strict-public platform does not offer (501).
const HELD_BY_SUBJECT = {
  orders: STRICT_PUBLIC ? [] : [`/api/financial-report?${MONTH}`, `/api/orders?${MONTH}&limit=100`],
  products: ['/api/price-list'],
};
const HELD = Object.values(HELD_BY_SUBJECT).flat();
const NOT_HELD = STRICT_PUBLIC ? [] : ['/api/financial-report?from=2026-08-01&to=2026-08-31'];
const INTERVAL_MS = 2_000;

const OUTAGES: [string, FaultSettings, RegExp][] = [
  ['HTTP 500', { http500Rate: 1 }, /HTTP 500/],
  ['a body that is not JSON', { nonJsonRate: 1 }, /not JSON/],
  ['a connection closed without an answer', { closeRate: 1 }, /closed the connection/],
];

let api: TestService;
let platform: DemoPlatform;
const tokens = new Map<keyof typeof DEMO_USERS, string>();
/** Each held path's answer before any fault. */
const clean = new Map<string, string>();

const tokenOf = (user: keyof typeof DEMO_USERS): string => {
  const token = tokens.get(user);
  if (!token) throw new Error(`${user} is not logged in`);
  return token;
};

/** The service's clock: the sync interval passes when the test moves it on. */
const clock = testClock();

const asOfOf = (answer: TestResponse): number =>
  Date.parse(answer.headers.get('x-data-as-of') ?? '');

/** Answered fresh from the platform's data: 200, the clean body, no stale mark; its as-of. */
function expectFresh(answer: TestResponse, path: string): number {
  expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(200);
  expect(answer.headers.get('x-data-stale'), path).toBeNull();
  expect(answer.text, path).toBe(clean.get(path));
  return asOfOf(answer);
}

/** Answered from the held data, marked stale and as old as that data (`asOf`). */
function expectStale(answer: TestResponse, path: string, asOf: number): void {
  expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(200);
  expect(answer.headers.get('x-data-stale'), path).toBe('true');
  expect(asOfOf(answer), path).toBe(asOf);
  expect(answer.text, path).toBe(clean.get(path));
}

/**
 * Each held path read fresh (no-cache) before an outage; then the as-of of each path's data:
 * that of the last fresh read of its subject (the report and the orders share the orders').
 */
async function freshAsOf(): Promise<Map<string, number>> {
  const asOf = new Map<string, number>();
  for (const paths of Object.values(HELD_BY_SUBJECT)) {
    let latest = 0;
    for (const path of paths) {
      const answer = await api.get(path, tokenOf('manager'), NO_CACHE);
      latest = Math.max(latest, expectFresh(answer, path));
    }
    for (const path of paths) asOf.set(path, latest);
  }
  return asOf;
}

// Without the model there is nothing held: every fault is a 502 (test/api/*/upstream-faults).
describe.skipIf(!READ_MODEL_ON)('while the platform cannot be reached', () => {
  beforeAll(async () => {
    api = await startTestService({
      demo: { historyDays: 90 },
      readModel: { syncIntervalMs: INTERVAL_MS },
      clock,
    });
    if (!api.service.demoPlatform) throw new Error('no demo platform');
    platform = api.service.demoPlatform;
    for (const user of ['manager', 'secondManager'] as const) {
      tokens.set(user, await api.login(user));
    }
    for (const path of HELD) {
      const answer = await api.get(path, tokenOf('manager'));
      expect(answer.status, answer.text).toBe(200);
      clean.set(path, answer.text);
    }
  }, 60_000);

  afterEach(() => platform.clearFaults());
  afterAll(() => api.close());

  it.each(OUTAGES)(
    '%s on every call: what the model holds is answered as it was, marked stale',
    async (_name, faults) => {
      const asOf = await freshAsOf();
      platform.setFaults({ ...faults, account: 'demo' });
      for (const path of HELD) {
        expectStale(await api.get(path, tokenOf('manager'), NO_CACHE), path, asOf.get(path) ?? 0);
      }
    },
  );

  it('without no-cache too, once the sync interval has passed', async () => {
    const asOf = await freshAsOf();
    platform.setFaults({ closeRate: 1, account: 'demo' });
    clock.advance(INTERVAL_MS);
    for (const path of HELD) {
      expectStale(await api.get(path, tokenOf('manager')), path, asOf.get(path) ?? 0);
    }
  });

  it.skipIf(STRICT_PUBLIC).each(OUTAGES)(
    '%s on every call: a month the model does not hold is a 502 with the reason',
    async (_name, faults, reason) => {
      platform.setFaults({ ...faults, account: 'demo' });
      for (const path of NOT_HELD) {
        expectUpstreamFailure(await api.get(path, tokenOf('manager')), reason);
      }
    },
  );

  it('once the platform answers again, a no-cache read is fresh', async () => {
    const asOf = await freshAsOf();
    platform.setFaults({ http500Rate: 1, account: 'demo' });
    for (const path of HELD) {
      expectStale(await api.get(path, tokenOf('manager'), NO_CACHE), path, asOf.get(path) ?? 0);
    }
    platform.clearFaults();
    for (const path of HELD) {
      const answer = await api.get(path, tokenOf('manager'), NO_CACHE);
      expect(expectFresh(answer, path), path).toBeGreaterThan(asOf.get(path) ?? 0);
    }
  });

  it(
    STRICT_PUBLIC
      ? 'another user, logged in before the outage, holds nothing of their own: 502'
      : 'another user with the same rights, logged in before the outage, is shown the held data marked stale',
    async () => {
      const asOf = await freshAsOf();
      platform.setFaults({ http500Rate: 1, account: 'demo' });
      for (const path of HELD) {
        const answer = await api.get(path, tokenOf('secondManager'));
        // Where the platform does not say a user's rights, each user has a partition of their own.
        if (STRICT_PUBLIC) expectUpstreamFailure(answer, /HTTP 500/);
        else expectStale(answer, path, asOf.get(path) ?? 0);
      }
    },
  );

  it('a session ended during the outage is shown the held data, marked stale, until the platform can say so: then 401', async () => {
    const asOf = await freshAsOf();
    platform.setFaults({ nonJsonRate: 1, account: 'demo' });
    platform.expireSessions('demo');
    for (const path of HELD) {
      expectStale(await api.get(path, tokenOf('manager'), NO_CACHE), path, asOf.get(path) ?? 0);
    }
    platform.clearFaults();
    for (const path of HELD) {
      const answer = await api.get(path, tokenOf('manager'), NO_CACHE);
      expect(answer.status, `${path}: ${answer.text}`).toBe(401);
      expect(answer.headers.get('x-data-stale'), path).toBeNull();
    }
  });
});
