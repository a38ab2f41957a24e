import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DemoPlatform } from '../../../electron/demo-platform/index.js';
import type { UpstreamAuth } from '../../../electron/upstream/wire.js';
import { UPSTREAM_CALLS } from '../../../electron/upstream/calls.js';
import { call, login, postRaw, startSmallPlatform } from './demo-client.js';

let platform: DemoPlatform;
let auth: UpstreamAuth;
beforeAll(async () => {
  platform = await startSmallPlatform();
  auth = await login(platform);
});
afterEach(() => platform.clearFaults());
afterAll(() => platform.close());

const SHOPS = UPSTREAM_CALLS.listLocations;
const rawShops = (account = 'demo', signal?: AbortSignal, callAuth = auth) =>
  postRaw(
    platform,
    account,
    SHOPS.module,
    SHOPS.function,
    { auth: callAuth, params: [0, 10, null, null] },
    signal,
  );

const admin = (method: string, body?: unknown, query = '') =>
  fetch(`${platform.url}__admin/faults${query}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });

describe('fault injection', () => {
  it('answers success:false class General at failRate 1', async () => {
    platform.setFaults({ failRate: 1 });
    expect(await call(platform, 'listLocations', auth, [0, 10, null, null])).toMatchObject({
      success: false,
      class: 'General',
    });
  });

  it('answers HTTP 500 at http500Rate 1', async () => {
    platform.setFaults({ http500Rate: 1 });
    expect((await rawShops()).status).toBe(500);
  });

  it('answers a body that is not JSON at nonJsonRate 1', async () => {
    platform.setFaults({ nonJsonRate: 1 });
    const answer = await rawShops();
    expect(answer.status).toBe(200);
    expect(() => JSON.parse(answer.text) as unknown).toThrow();
  });

  it('never answers at hangRate 1, until the client gives up', async () => {
    platform.setFaults({ hangRate: 1 });
    const started = Date.now();
    await expect(rawShops('demo', AbortSignal.timeout(300))).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('adds latency', async () => {
    platform.setFaults({ latencyMs: 250 });
    const started = Date.now();
    expect((await rawShops()).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
  });

  it('expires sessions on demand, so the next call is class Auth', async () => {
    const session = await login(platform);
    platform.setFaults({ expireSessions: true });
    expect(await call(platform, 'listLocations', session, [0, 10, null, null])).toMatchObject({
      success: false,
      class: 'Auth',
    });
    auth = await login(platform);
    expect((await call(platform, 'listLocations', auth, [0, 10, null, null])).success).toBe(true);
  });

  it('applies per account, and clearFaults ends them', async () => {
    platform.setFaults({ account: 'demo2', failRate: 1 });
    expect((await call(platform, 'listLocations', auth, [0, 10, null, null])).success).toBe(true);
    expect(
      await call(
        platform,
        'login',
        { mode: 'none', account: 'demo2', user: 'anonymous', rights: 'anonymous' },
        ['manager@demo2.test', 'demo', 'demo2'],
      ),
    ).toMatchObject({ success: false, class: 'General' });
    platform.clearFaults('demo2');
    expect((await login(platform, 'manager@demo2.test', 'demo2')).account).toBe('demo2');
  });

  it('is controlled at runtime through the admin endpoint', async () => {
    const set = await admin('POST', { account: 'demo', http500Rate: 1 });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ accounts: { demo: { http500Rate: 1 } } });
    expect((await rawShops()).status).toBe(500);
    expect(await (await admin('GET')).json()).toMatchObject({
      accounts: { demo: { http500Rate: 1 } },
    });
    expect((await admin('DELETE', undefined, '?account=demo')).status).toBe(200);
    expect((await rawShops()).status).toBe(200);
    expect((await admin('POST', { failRate: 2 })).status).toBe(400);
    expect((await admin('POST', { account: 'nope', failRate: 1 })).status).toBe(400);
    expect((await admin('POST', { expireSessions: true })).status).toBe(200);
    expect(await call(platform, 'listLocations', auth, [0, 10, null, null])).toMatchObject({
      success: false,
      class: 'Auth',
    });
    auth = await login(platform);
  });

  it('can start with faults configured', async () => {
    const faulty = await startSmallPlatform({ faults: { failRate: 1 } });
    try {
      const answer = await call(
        faulty,
        'login',
        { mode: 'none', account: 'demo', user: 'anonymous', rights: 'anonymous' },
        ['manager@demo.test', 'demo', 'demo'],
      );
      expect(answer).toMatchObject({ success: false, class: 'General' });
    } finally {
      await faulty.close();
    }
  });

  it('closes promptly even with a request left hanging', async () => {
    const hanging = await startSmallPlatform({ faults: { hangRate: 1 } });
    const pending = postRaw(hanging, 'demo', SHOPS.module, SHOPS.function, {
      auth,
      params: [],
    }).catch(() => 'aborted');
    // The request has reached the platform, which holds it.
    await vi.waitFor(() => expect(hanging.calls().in_flight, 'requests held').toBe(1), {
      timeout: 5_000,
      interval: 10,
    });
    await hanging.close();
    expect(await pending).toBe('aborted');
  });
});
