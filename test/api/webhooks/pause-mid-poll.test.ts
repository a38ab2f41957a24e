/**
 * A key revoked while something it authenticated is under way, over real HTTP: the proxy in
 * front of the demo platform holds one upstream request, the test revokes the API key, then
 * lets the request go.
 *
 * - A subscription paused while its poll is under way logs in upstream no more: held is its
 *   product read, and the test also ends the platform's sessions. The platform refuses the
 *   read for the ended session; a poller that logged in again there would be acting for a user
 *   who revoked its right to (CI once saw that login in revocation.test.ts).
 * - A subscription made or resumed with the key does not go on polling with it, nor does a
 *   schedule saved with it (the month pack's, the digest's, the bookkeeping's) run with it:
 *   held is the request's own upstream work (the order-list check, the key's first login), so
 *   the key is revoked after it authenticated the request and before the subscription or
 *   schedule held it, and the revocation paused nothing of it. Nor does a schedule saved
 *   again with a session token, keeping the key's credentials it held (held: its location
 *   check).
 *
 * And a subscription whose password the platform refuses (changed there since: the proxy
 * sends the user's logins with another one) is paused and logs in no more.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { UPSTREAM_CALLS } from '../../../electron/upstream/calls.js';
import { webhookListSchema } from '../../../shared/api/webhooks.js';
import { expectError } from '../expect-error.js';
import { DEMO_USERS } from '../harness.js';
import { rawPlatform } from '../raw-platform.js';
import { startProxiedWebhookService, type ProxiedWebhookService } from './proxied-service.js';
import { QUIET_MS } from './webhook-service.js';

const PRODUCT_READ = `function=${UPSTREAM_CALLS.searchProducts.function}`;
const ORDER_READ = `function=${UPSTREAM_CALLS.listOrders.function}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let setup: ProxiedWebhookService;
/** Set by the test: the next upstream request naming `part` waits here until released. */
let hold: { part: string; arrived: () => void; release: Promise<void> } | null = null;

/** Holds the next upstream request whose address or body has `part`. */
function holdNext(part: string): { arrived: Promise<void>; release: () => void } {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    hold = { part, arrived: resolve, release: new Promise<void>((done) => (release = done)) };
  });
  return { arrived, release: () => release() };
}

/** Set by the test: this user's logins reach the platform with a password it refuses. */
let passwordChanged: string | null = null;

beforeAll(async () => {
  setup = await startProxiedWebhookService({
    // As when the user changed their password on the platform since the key was made.
    request: (body) =>
      passwordChanged === null
        ? body
        : body.replace(`${JSON.stringify(passwordChanged)},"demo"`, `"${passwordChanged}","old"`),
    before: ({ url, body }) => {
      if (!hold || !(url.includes(hold.part) || body.includes(hold.part))) return undefined;
      const held = hold;
      hold = null;
      held.arrived();
      return held.release;
    },
  });
});

afterAll(() => setup.close());

const loginsOf = (email: string) =>
  setup.proxy.bodies.filter((body) => body.includes(email)).length;

it('a poll held up when its key is revoked does not log in again for the ended session', async () => {
  const { service, receiver, demo } = setup;
  const staffEmail = DEMO_USERS.staff.email;
  const token = await service.login('staff');
  const key = await service.newApiKey(token, 'staff');
  const subscription = await service.subscribe(key.key, receiver.url, ['product.updated']);

  const held = holdNext(PRODUCT_READ);
  await held.arrived;

  expect((await service.call('DELETE', `/api/api-keys/${key.id}`, token)).status).toBe(200);
  const paused = await service.call('GET', `/api/webhooks/${subscription.id}`, token);
  expect(paused.json).toMatchObject({ status: 'paused', paused_reason: 'api_key_revoked' });
  const logins = loginsOf(staffEmail);
  demo.expireSessions('demo');
  held.release();

  await sleep(QUIET_MS);
  expect(loginsOf(staffEmail)).toBe(logins);
});

const activeOf = async (token: string) =>
  webhookListSchema
    .parse((await setup.service.call('GET', '/api/webhooks', token)).json)
    .data.filter((entry) => entry.status === 'active');

it('a subscription is not made with a key revoked while the request was under way', async () => {
  const { service, receiver } = setup;
  const token = await service.login('manager');
  const key = await service.newApiKey(token);

  // The first order subscription of the account asks the platform whether it has the list.
  const held = holdNext(ORDER_READ);
  const subscribing = service.call('POST', '/api/webhooks', key.key, {
    url: receiver.url,
    events: ['order.updated'],
  });
  await held.arrived;
  expect((await service.call('DELETE', `/api/api-keys/${key.id}`, token)).status).toBe(200);
  held.release();

  expectError(await subscribing, 401, 'revoked');
  expect(await activeOf(token)).toEqual([]);
});

it('a subscription is not resumed with a key revoked while the request was under way', async () => {
  const { service, receiver } = setup;
  const user = DEMO_USERS.secondManager;
  const token = await service.login('secondManager');
  const first = await service.newApiKey(token, 'secondManager');
  const subscription = await service.subscribe(first.key, receiver.url, ['product.updated']);
  expect((await service.call('DELETE', `/api/api-keys/${first.id}`, token)).status).toBe(200);

  // A key not used before logs in upstream when it first authenticates a request.
  const key = await service.newApiKey(token, 'secondManager');
  const held = holdNext(user.email);
  const resuming = service.call('POST', `/api/webhooks/${subscription.id}/resume`, key.key);
  await held.arrived;
  expect((await service.call('DELETE', `/api/api-keys/${key.id}`, token)).status).toBe(200);
  held.release();

  expectError(await resuming, 401, 'revoked');
  expect(await activeOf(token)).toEqual([]);
  const stored = await service.call('GET', `/api/webhooks/${subscription.id}`, token);
  expect(stored.json).toMatchObject({ status: 'paused', paused_reason: 'api_key_revoked' });
});

/**
 * A new API key of the manager that may write files (the schedules' folders) and keep the
 * bookkeeping's schedule.
 */
async function fileWritingKey(token: string): Promise<{ id: string; key: string }> {
  const created = await setup.service.call('POST', '/api/api-keys', token, {
    name: 'schedule',
    password: DEMO_USERS.manager.password,
    may_write_files: true,
    may_manage_bookkeeping: true,
  });
  expect(created.status, created.text).toBe(201);
  return created.json as { id: string; key: string };
}

// The schedules keep a key's credentials as subscriptions do (the bookkeeping's writes no files,
// so it has no folder), and a revocation pauses them.
it.each([
  ['/api/exports/month-pack/schedule', { frequency: 'weekly' }, true],
  ['/api/digest/schedule', {}, true],
  ['/api/bookkeeping/schedule', {}, false],
])(
  '%s is not saved with a key revoked while the request was under way',
  async (path, own, files) => {
    const { service, dataDir } = setup;
    const token = await service.login('manager');
    const key = await fileWritingKey(token);

    // A key not used before logs in upstream when it first authenticates a request.
    const held = holdNext(DEMO_USERS.manager.email);
    const body = { enabled: true, time: '06:30', ...own, ...(files && { folder: dataDir }) };
    const saving = service.call('PUT', path, key.key, body);
    await held.arrived;
    expect((await service.call('DELETE', `/api/api-keys/${key.id}`, token)).status).toBe(200);
    held.release();

    expectError(await saving, 401, 'revoked');
    const stored = await service.call('GET', path, token);
    expect(stored.json).toMatchObject({ status: 'paused', paused_reason: 'api_key_revoked' });
  },
);

it('a subscription whose password the platform refuses is paused and logs in no more', async () => {
  const { service, receiver, demo } = setup;
  const user = DEMO_USERS.otherAccount;
  const token = await service.login('otherAccount');
  const key = await service.newApiKey(token, 'otherAccount');
  const subscription = await service.subscribe(key.key, receiver.url, ['product.updated']);

  passwordChanged = user.email;
  const before = loginsOf(user.email);
  demo.expireSessions(user.account);
  await vi.waitFor(() => expect(loginsOf(user.email)).toBeGreaterThan(before), 2_000);
  const paused = await vi.waitFor(async () => {
    const answer = await service.call('GET', `/api/webhooks/${subscription.id}`, token);
    expect(answer.json).toMatchObject({ status: 'paused' });
    return answer.json;
  }, 1_000);
  expect(paused).toMatchObject({ paused_reason: 'platform_login_refused' });

  const refused = loginsOf(user.email);
  await sleep(QUIET_MS);
  expect(loginsOf(user.email)).toBe(refused);
  passwordChanged = null;
});

it('a schedule saved again as it was holds no key revoked while the request was under way', async () => {
  const { service, dataDir } = setup;
  const token = await service.login('manager');
  const key = await fileWritingKey(token);
  const path = '/api/exports/month-pack/schedule';
  const body = { enabled: true, frequency: 'weekly', time: '06:30', folder: dataDir };
  expect((await service.call('PUT', path, key.key, body)).status).toBe(200);
  // Read from the platform itself: the service holds the locations once it read them.
  const raw = await rawPlatform(setup.demo.baseUrlTemplate, DEMO_USERS.manager);
  const [location] = await raw.drain('listLocations');

  // Saved again with a session token and no password, it keeps the credentials it holds;
  // held is the check of its location with the platform.
  const held = holdNext(`function=${UPSTREAM_CALLS.listLocations.function}`);
  const saving = service.call('PUT', path, token, { ...body, location_id: location?.id });
  await held.arrived;
  expect((await service.call('DELETE', `/api/api-keys/${key.id}`, token)).status).toBe(200);
  held.release();

  const saved = await saving;
  expect(saved.status, saved.text).toBe(200);
  expect(saved.json).toMatchObject({ status: 'paused', paused_reason: 'api_key_revoked' });
  const stored = await service.call('GET', path, token);
  expect(stored.json).toMatchObject({ status: 'paused', paused_reason: 'api_key_revoked' });
});
