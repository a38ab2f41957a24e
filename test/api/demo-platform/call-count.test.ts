import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPlatform } from '../../../electron/demo-platform/index.js';
import type { UpstreamAuth } from '../../../electron/upstream/wire.js';
import { UPSTREAM_CALLS } from '../../../electron/upstream/calls.js';
import { call, login, postRaw, startSmallPlatform } from './demo-client.js';

// The call counter the fuzzer reads to prove a request answered 400 cost no upstream call.
let platform: DemoPlatform;
let auth: UpstreamAuth;
beforeAll(async () => {
  platform = await startSmallPlatform();
  auth = await login(platform);
});
afterAll(() => platform.close());

const admin = async (method: string) => {
  const answer = await fetch(`${platform.url}__admin/calls`, { method });
  return { status: answer.status, json: (await answer.json()) as Record<string, unknown> };
};
const SHOPS = UPSTREAM_CALLS.listLocations;
const LOGIN = UPSTREAM_CALLS.login;

describe('the call counter (/__admin/calls)', () => {
  it('counts every protocol call per function, and DELETE starts again from zero', async () => {
    expect((await admin('DELETE')).json).toEqual({
      total: 0,
      in_flight: 0,
      calls: {},
      deepest_start: {},
      first_pages: {},
    });
    await call(platform, 'listLocations', auth, [0, 10, null, null]);
    await call(platform, 'listLocations', auth, [1, 10, null, null]);
    auth = await login(platform);
    const { status, json } = await admin('GET');
    expect(status).toBe(200);
    expect(json).toEqual({
      total: 3,
      in_flight: 0,
      calls: {
        [`${SHOPS.module}::${SHOPS.function}`]: 2,
        [`${LOGIN.module}::${LOGIN.function}`]: 1,
      },
      // The login is no list call: it has no start.
      deepest_start: { [`${SHOPS.module}::${SHOPS.function}`]: 1 },
      // The shops' list has no date filter: no month was read from its start.
      first_pages: {},
    });
    expect(platform.calls()).toEqual(json);
  });

  it('counts refused and unreadable calls too, but not the admin endpoints or order pages', async () => {
    await admin('DELETE');
    await postRaw(platform, 'demo', SHOPS.module, SHOPS.function, 'not json');
    await postRaw(platform, 'nobody', SHOPS.module, SHOPS.function, { auth, params: [] });
    await fetch(`${platform.url}demo/order/1`);
    await admin('GET');
    expect(platform.calls()).toMatchObject({ total: 2, in_flight: 0 });
  });

  it('shows a call that is not answered yet as in flight', async () => {
    await admin('DELETE');
    platform.setFaults({ hangRate: 1 });
    const controller = new AbortController();
    const pending = postRaw(
      platform,
      'demo',
      SHOPS.module,
      SHOPS.function,
      { auth, params: [] },
      controller.signal,
    ).catch(() => 'aborted');
    try {
      await expect.poll(() => platform.calls().in_flight).toBe(1);
      expect(platform.calls().total).toBe(1);
    } finally {
      platform.clearFaults();
      controller.abort();
    }
    expect(await pending).toBe('aborted');
    await expect.poll(() => platform.calls().in_flight).toBe(0);
  });

  it('refuses other methods', async () => {
    expect((await admin('POST')).status).toBe(405);
  });
});
