import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DemoPlatform } from '../../../electron/demo-platform/index.js';
import type {
  LocationRow,
  SessionInfo,
  UpstreamAnswer,
  UpstreamAuth,
} from '../../../electron/upstream/wire.js';
import { anonymous, call, login, ok, postRaw, startSmallPlatform } from './demo-client.js';

let platform: DemoPlatform;
beforeAll(async () => {
  platform = await startSmallPlatform();
});
afterAll(() => platform.close());

describe('demo platform protocol and auth', () => {
  it('logs in and returns the session auth object', async () => {
    const auth = await login(platform);
    // As recorded auth objects: a sub-account and rights `subuser`, `user` a user name.
    expect(auth).toMatchObject({
      mode: 'hash',
      account: 'demo',
      subaccount: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      user: 'manager',
      rights: 'subuser',
    });
    expect(String(auth.hash).length).toBeGreaterThanOrEqual(32);
    const again = await login(platform);
    expect(again).not.toEqual(auth);
  });

  it('answers class Auth for a wrong password or an unknown user', async () => {
    for (const [email, password] of [
      ['manager@demo.test', 'nope'],
      ['nobody@demo.test', 'demo'],
    ]) {
      const answer = await call(platform, 'login', anonymous('demo'), [email, password, 'demo']);
      expect(answer).toMatchObject({ success: false, class: 'Auth', errno: 0 });
      expect(answer.success ? '' : answer.ref).not.toBe('');
    }
  });

  it('rejects an unknown or missing session with class Auth', async () => {
    const unknown: UpstreamAuth = {
      mode: 'hash',
      hash: 'f'.repeat(48),
      account: 'demo',
      user: 'x',
      rights: 'user',
    };
    expect(await call(platform, 'listLocations', unknown, [0, 10, null, null])).toMatchObject({
      success: false,
      class: 'Auth',
    });
    expect(
      await call(platform, 'listLocations', anonymous('demo'), [0, 10, null, null]),
    ).toMatchObject({ success: false, class: 'Auth' });
  });

  it('rejects an account that does not match the URL', async () => {
    const auth = await login(platform);
    const answer = await call(platform, 'listLocations', auth, [0, 10, null, null], 'demo2');
    expect(answer).toMatchObject({ success: false, class: 'Auth' });
    const demo2 = await login(platform, 'manager@demo2.test', 'demo2');
    expect(
      await call(
        platform,
        'listLocations',
        { ...demo2, account: 'demo' },
        [0, 10, null, null],
        'demo2',
      ),
    ).toMatchObject({ success: false, class: 'Auth' });
    // A demo session hash is not valid in demo2, even with a matching account field.
    expect(
      await call(platform, 'listLocations', { ...auth, account: 'demo2' }, [0, 10, null, null]),
    ).toMatchObject({ success: false, class: 'Auth' });
    expect(
      await call(platform, 'login', anonymous('nope'), ['a@b.c', 'demo', 'nope']),
    ).toMatchObject({ success: false, class: 'Auth' });
  });

  it('expires sessions after their lifetime', async () => {
    const shortLived = await startSmallPlatform({ sessionLifetimeSeconds: 0.3 });
    try {
      const auth = await login(shortLived);
      expect((await call(shortLived, 'sessionInfo', auth, [])).success).toBe(true);
      // Refused once its lifetime has passed (asked again until then, for at most a second more).
      await vi.waitFor(
        async () =>
          expect(await call(shortLived, 'sessionInfo', auth, [])).toMatchObject({
            success: false,
            class: 'Auth',
          }),
        { timeout: 1_300, interval: 20 },
      );
    } finally {
      await shortLived.close();
    }
  });

  it('describes the session: manager sees all, staff is locked to a till location', async () => {
    const manager = await ok<SessionInfo>(platform, 'sessionInfo', await login(platform), []);
    expect(manager).toMatchObject({
      email: 'manager@demo.test',
      account: 'demo',
      roles: ['manager'],
      locked_location_id: null,
    });
    const staffAuth = await login(platform, 'staff@demo.test');
    const staff = await ok<SessionInfo>(platform, 'sessionInfo', staffAuth, []);
    expect(staff.roles).toEqual(['staff']);
    const locations = await ok<{ data: LocationRow[] }>(platform, 'listLocations', staffAuth, [
      0,
      100,
      null,
      null,
    ]);
    expect(locations.data.map((location) => location.id)).toContain(staff.locked_location_id);
    const other = await ok<SessionInfo>(
      platform,
      'sessionInfo',
      await login(platform, 'manager@demo2.test', 'demo2'),
      [],
    );
    expect(other).toMatchObject({ account: 'demo2', roles: ['manager'] });
  });

  it("has a second manager: another user with the first manager's rights", async () => {
    const firstAuth = await login(platform);
    const secondAuth = await login(platform, 'manager2@demo.test');
    expect(secondAuth).toMatchObject({ account: 'demo', user: 'manager2' });
    const [first, second] = await Promise.all([
      ok<SessionInfo>(platform, 'sessionInfo', firstAuth, []),
      ok<SessionInfo>(platform, 'sessionInfo', secondAuth, []),
    ]);
    expect(second).toMatchObject({
      email: 'manager2@demo.test',
      account: 'demo',
      roles: first.roles,
      locked_location_id: null,
    });
    expect(second.user_id).not.toBe(first.user_id);
    const locationsOf = (auth: UpstreamAuth) =>
      ok<{ data: LocationRow[] }>(platform, 'listLocations', auth, [0, 100, null, null]);
    expect(await locationsOf(secondAuth)).toEqual(await locationsOf(firstAuth));
    const wrong = await call(platform, 'login', anonymous('demo'), [
      'manager2@demo.test',
      'nope',
      'demo',
    ]);
    expect(wrong).toMatchObject({ success: false, class: 'Auth' });
  });

  it('answers class General for unknown calls and malformed requests', async () => {
    const auth = await login(platform);
    const unknown = await postRaw(platform, 'demo', 'ShopModule', 'dropAllTables', {
      auth,
      params: [],
    });
    const unknownAnswer = JSON.parse(unknown.text) as UpstreamAnswer;
    expect(unknownAnswer).toMatchObject({ success: false, class: 'General' });
    expect(unknownAnswer.success ? '' : unknownAnswer.error).toContain('ShopModule::dropAllTables');
    const notJson = await postRaw(platform, 'demo', 'ShopModule', 'listLocations', '{nope');
    expect(notJson.status).toBe(200);
    expect(JSON.parse(notJson.text)).toMatchObject({ success: false, class: 'General' });
    const response = await fetch(
      `${platform.baseUrlTemplate.replace('{account}', 'demo')}?action=other`,
      {
        method: 'POST',
        body: JSON.stringify({ auth, params: [] }),
      },
    );
    expect(await response.json()).toMatchObject({ success: false, class: 'General' });
  });

  it('accepts a shared base URL, taking the account from auth', async () => {
    const auth = await login(platform);
    const response = await fetch(
      `${platform.url}?action=request&api=fulljson&module=ShopModule&function=listShops`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ auth, params: ['', 'nl', 0, 10, null, null] }),
      },
    );
    expect(await response.json()).toMatchObject({ success: true, response: { total: 3 } });
  });

  it('answers class Lookup for an unknown order id', async () => {
    const auth = await login(platform);
    expect(await call(platform, 'getOrder', auth, [42])).toMatchObject({
      success: false,
      class: 'Lookup',
    });
    const demo2 = await login(platform, 'manager@demo2.test', 'demo2');
    const order = await ok<{ data: { id: number }[] }>(platform, 'listOrders', auth, [
      0,
      1,
      null,
      null,
    ]);
    const id = order.data[0]?.id;
    expect(await call(platform, 'getOrder', auth, [id])).toMatchObject({
      success: true,
      response: { id },
    });
    // Another account's order is unknown here: the id spaces are disjoint.
    expect(await call(platform, 'getOrder', demo2, [id])).toMatchObject({
      success: false,
      class: 'Lookup',
    });
  });
});
