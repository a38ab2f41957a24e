/**
 * A subscription paused while its poll is under way logs in upstream no more, over real HTTP:
 * the proxy in front of the demo platform holds the subscription's product read, the test
 * revokes the API key it polls with and ends the platform's sessions, then lets the read go.
 * The platform refuses it for the ended session; a poller that logged in again there would be
 * acting for a user who revoked its right to (CI once saw that login in revocation.test.ts).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { UPSTREAM_CALLS } from '../../../electron/upstream/calls.js';
import { DEMO_USERS } from '../harness.js';
import { startProxiedWebhookService, type ProxiedWebhookService } from './proxied-service.js';
import { QUIET_MS } from './webhook-service.js';

const PRODUCT_READ = `function=${UPSTREAM_CALLS.searchProducts.function}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let setup: ProxiedWebhookService;
/** Set by the test: the next product read waits here until the test lets it go. */
let hold: { arrived: () => void; release: Promise<void> } | null = null;

beforeAll(async () => {
  setup = await startProxiedWebhookService({
    before: ({ url }) => {
      if (!hold || !url.includes(PRODUCT_READ)) return undefined;
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

  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    hold = { arrived: resolve, release: new Promise<void>((done) => (release = done)) };
  });
  await arrived;

  expect((await service.call('DELETE', `/api/api-keys/${key.id}`, token)).status).toBe(200);
  const paused = await service.call('GET', `/api/webhooks/${subscription.id}`, token);
  expect(paused.json).toMatchObject({ status: 'paused', paused_reason: 'api_key_revoked' });
  const logins = loginsOf(staffEmail);
  demo.expireSessions('demo');
  release();

  await sleep(QUIET_MS);
  expect(loginsOf(staffEmail)).toBe(logins);
});
