/**
 * Revocation stops webhook subscriptions, over real HTTP: revoking the API key a subscription
 * polls with, or logging out its user, pauses it with a visible reason; a paused subscription
 * neither logs in upstream nor delivers (a proxy in front of the demo platform sees every
 * login), and its sealed credentials are dropped from the data folder; the owner resumes it
 * with an API key, and it goes on where it stopped.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoutSchema } from '../../../shared/api/auth.js';
import {
  deliveryListSchema,
  deliverySchema,
  webhookListSchema,
  webhookSchema,
  type CreatedWebhook,
} from '../../../shared/api/webhooks.js';
import type { DemoPlatform } from '../../../electron/demo-platform/server.js';
import { verifySignature } from '../../../electron/service/domain/webhooks/signer.js';
import { DEMO_USERS } from '../harness.js';
import { expectError } from '../expect-error.js';
import type { UpstreamProxy } from '../upstream-proxy.js';
import { startProxiedWebhookService, type ProxiedWebhookService } from './proxied-service.js';
import type { Receiver } from './receiver.js';
import { clock, QUIET_MS, type WebhookService } from './webhook-service.js';

let setup: ProxiedWebhookService;
let demo: DemoPlatform;
let proxy: UpstreamProxy;
let receiver: Receiver;
let dataDir: string;
let service: WebhookService;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * The gap between two reads of a delivery's attempts that must agree for them to count as
 * settled: an attempt under way when the subscription was paused ends with the receiver's
 * answer (at once here), well within it.
 */
const SETTLE_MS = 250;

/** Upstream logins of a user: after its sessions ended, a polling subscription logs in again. */
const loginsOf = (email: string) => proxy.bodies.filter((body) => body.includes(email)).length;

const signedFor = (subscription: CreatedWebhook, from = 0) =>
  receiver.received
    .slice(from)
    .filter((entry) =>
      verifySignature(
        subscription.secret,
        String(entry.headers['x-backoffice-signature'] ?? ''),
        entry.body,
        Math.floor(clock.now() / 1000),
      ),
    );

async function webhookOf(bearer: string, id: string) {
  const answer = await service.call('GET', `/api/webhooks/${id}`, bearer);
  expect(answer.status, answer.text).toBe(200);
  return webhookSchema.parse(answer.json);
}

async function deliveryOf(bearer: string, subscriptionId: string, deliveryId: string) {
  const answer = await service.call('GET', `/api/webhooks/${subscriptionId}/deliveries`, bearer);
  return deliveryListSchema
    .parse(answer.json)
    .data.find((entry) => entry.delivery_id === deliveryId);
}

/**
 * The delivery's attempts once they have stopped changing (an attempt under way when the
 * subscription was paused may still finish): two reads a while apart that agree.
 */
async function settledAttempts(bearer: string, subscriptionId: string, deliveryId: string) {
  let last = -1;
  for (;;) {
    const attempts = (await deliveryOf(bearer, subscriptionId, deliveryId))?.attempts ?? 0;
    if (attempts === last) return attempts;
    last = attempts;
    await sleep(SETTLE_MS);
  }
}

/** The subscription's record as the journal last wrote it. */
async function storedRecord(id: string): Promise<Record<string, unknown> | undefined> {
  const lines = (await readFile(join(dataDir, 'webhooks.jsonl'), 'utf8')).trimEnd().split('\n');
  let record: Record<string, unknown> | undefined;
  for (const line of lines) {
    const parsed = JSON.parse(line) as {
      snapshot?: { subscriptions: Record<string, unknown>[] };
      entry?: { op: string; record?: Record<string, unknown> };
    };
    const found = parsed.snapshot?.subscriptions.find((candidate) => candidate.id === id);
    if (found) record = found;
    if (parsed.entry?.op === 'subscription' && parsed.entry.record?.id === id) {
      record = parsed.entry.record;
    }
  }
  return record;
}

beforeAll(async () => {
  setup = await startProxiedWebhookService();
  ({ demo, proxy, receiver, dataDir, service } = setup);
});

afterAll(() => setup.close());

describe('revoking an API key', () => {
  it('pauses the subscriptions that poll with it: no upstream login, no delivery', async () => {
    const staffEmail = DEMO_USERS.staff.email;
    const token = await service.login('staff');
    const key = await service.newApiKey(token, 'staff');
    const otherKey = await service.newApiKey(token, 'staff');
    const subscription = await service.subscribe(key.key, receiver.url, ['product.updated']);
    const untouched = await service.subscribe(otherKey.key, receiver.url, ['product.updated']);
    expect(subscription).toMatchObject({ status: 'active', paused_reason: null, paused_at: null });

    // The check works: with its upstream session ended, the active subscription logs in again.
    let logins = loginsOf(staffEmail);
    demo.expireSessions('demo');
    await expect.poll(() => loginsOf(staffEmail), { timeout: 5_000 }).toBeGreaterThan(logins);

    receiver.failAlways(500);
    const ping = deliverySchema.parse(
      (await service.call('POST', `/api/webhooks/${subscription.id}/ping`, key.key)).json,
    );
    expect(ping.status).toBe('pending');
    // The receiver has refused it at least once, so a retry is due when the key is revoked.
    await expect
      .poll(async () => (await deliveryOf(key.key, subscription.id, ping.delivery_id))?.attempts)
      .toBeGreaterThanOrEqual(1);

    expect((await service.call('DELETE', `/api/api-keys/${key.id}`, token)).status).toBe(200);
    const paused = await webhookOf(token, subscription.id);
    expect(paused).toMatchObject({ status: 'paused', paused_reason: 'api_key_revoked' });
    expect(paused.paused_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await webhookOf(token, untouched.id)).toMatchObject({ status: 'active' });
    const list = webhookListSchema.parse((await service.call('GET', '/api/webhooks', token)).json);
    expect(list.data.find((entry) => entry.id === subscription.id)?.paused_reason).toBe(
      'api_key_revoked',
    );
    expectError(await service.call('GET', '/api/me', key.key), 401);
    // The credentials it may no longer use are no longer kept either.
    expect(await storedRecord(subscription.id)).toMatchObject({ credentials: null });

    // Paused: the only staff subscription still active is the other key's; pause that one too,
    // then nothing of this user may log in upstream or deliver any more.
    expect((await service.call('DELETE', `/api/api-keys/${otherKey.id}`, token)).status).toBe(200);
    logins = loginsOf(staffEmail);
    demo.expireSessions('demo');
    const attemptsWhenPaused = await settledAttempts(token, subscription.id, ping.delivery_id);
    receiver.failAlways(null);
    const seen = receiver.received.length;
    await sleep(QUIET_MS);
    expect(loginsOf(staffEmail)).toBe(logins);
    expect(signedFor(subscription, seen)).toEqual([]);
    // The receiver would accept now: a retry after the pause would have delivered it.
    expect(await deliveryOf(token, subscription.id, ping.delivery_id)).toMatchObject({
      status: 'pending',
      attempts: attemptsWhenPaused,
    });

    const refused = await service.call('POST', `/api/webhooks/${subscription.id}/ping`, token);
    expectError(refused, 409, 'resume');
    expect(refused.json).toMatchObject({
      code: 'webhook_paused',
      paused_reason: 'api_key_revoked',
    });
    // In the one error shape as the OpenAPI document states it (no field it does not name):
    // `npm run fuzz` found paused_reason outside the documented ErrorBody.
    const document = (await service.call('GET', '/api/openapi.json')).json as {
      components: { schemas: { ErrorBody: { properties: Record<string, unknown> } } };
    };
    const documented = Object.keys(document.components.schemas.ErrorBody.properties);
    expect(documented).toEqual(expect.arrayContaining(Object.keys(refused.json as object)));
  });
});

describe('resuming', () => {
  it('takes an API key of the owner, seals fresh credentials, and goes on where it stopped', async () => {
    const token = await service.login('staff');
    const [paused] = webhookListSchema
      .parse((await service.call('GET', '/api/webhooks', token)).json)
      .data.filter((entry) => entry.paused_reason === 'api_key_revoked');
    if (!paused) throw new Error('no paused subscription from the test before');
    const path = `/api/webhooks/${paused.id}/resume`;

    expectError(await service.call('POST', path, token), 403, 'API key');
    const managerToken = await service.login('manager');
    const managerKey = await service.newApiKey(managerToken);
    expectError(await service.call('POST', path, managerKey.key), 404);
    expectError(await service.call('POST', '/api/webhooks/nope/resume', token), 400, "'id'");

    const key = await service.newApiKey(token, 'staff');
    const logins = loginsOf(DEMO_USERS.staff.email);
    const answer = await service.call('POST', path, key.key);
    expect(answer.status, answer.text).toBe(200);
    expect(webhookSchema.parse(answer.json)).toMatchObject({
      id: paused.id,
      status: 'active',
      paused_reason: null,
      paused_at: null,
    });
    expect(await storedRecord(paused.id)).toMatchObject({ api_key_id: key.id, paused: null });
    // The delivery that waited goes out, and polling (an upstream login) starts again.
    const waiting = deliveryListSchema
      .parse((await service.call('GET', `/api/webhooks/${paused.id}/deliveries`, token)).json)
      .data.find((entry) => entry.event_types.includes('ping'));
    await expect
      .poll(async () => (await deliveryOf(token, paused.id, waiting?.delivery_id ?? ''))?.status)
      .toBe('delivered');
    await expect
      .poll(() => loginsOf(DEMO_USERS.staff.email), { timeout: 5_000 })
      .toBeGreaterThan(logins);

    // Revoking the key it was resumed with pauses it again.
    expect((await service.call('DELETE', `/api/api-keys/${key.id}`, token)).status).toBe(200);
    expect(await webhookOf(token, paused.id)).toMatchObject({ paused_reason: 'api_key_revoked' });
  });
});

describe('logging out', () => {
  it("ends the token and pauses every subscription of the user, not other users'", async () => {
    const staffToken = await service.login('staff');
    const staffKey = await service.newApiKey(staffToken, 'staff');
    const staffSubscription = await service.subscribe(staffKey.key, receiver.url, [
      'product.updated',
    ]);
    const token = await service.login('manager');
    const key = await service.newApiKey(token);
    const first = await service.subscribe(key.key, receiver.url, ['product.updated']);
    const second = await service.subscribe(key.key, receiver.url, ['product.updated']);

    expectError(await service.call('POST', '/api/auth/logout', key.key), 403, 'DELETE');
    const answer = await service.call('POST', '/api/auth/logout', token);
    expect(answer.status, answer.text).toBe(200);
    expect(logoutSchema.parse(answer.json)).toEqual({ logged_out: true, paused_webhooks: 2 });
    expectError(await service.call('GET', '/api/me', token), 401);
    expectError(await service.call('POST', '/api/auth/logout', token), 401);

    for (const subscription of [first, second]) {
      expect(await webhookOf(key.key, subscription.id)).toMatchObject({
        status: 'paused',
        paused_reason: 'user_logged_out',
      });
    }
    expect(await webhookOf(staffKey.key, staffSubscription.id)).toMatchObject({
      status: 'active',
    });

    // The API key itself still works, and resumes its owner's subscriptions one by one.
    const resumed = await service.call('POST', `/api/webhooks/${first.id}/resume`, key.key);
    expect(webhookSchema.parse(resumed.json)).toMatchObject({ status: 'active' });
    expect(await webhookOf(key.key, second.id)).toMatchObject({ status: 'paused' });
  });
});
