/**
 * Webhooks over real HTTP with a local receiver (plain http on 127.0.0.1, allowed by the
 * insecure-webhooks flag): signed batches, retries after 500s, stable event ids, a pending
 * outbox delivered after a restart, and order/product events from the delta feeds
 * (webhook-service.ts runs the service on a clock set back into the demo's history).
 */
import { randomBytes } from 'node:crypto';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  deliveryListSchema,
  deliverySchema,
  webhookBatchSchema,
  webhookListSchema,
  webhookSchema,
  type CreatedWebhook,
  type WebhookBatch,
} from '../../../shared/api/webhooks.js';
import { parseTimestamp } from '../../../shared/dates.js';
import { startDemoPlatform, type DemoPlatform } from '../../../electron/demo-platform/server.js';
import { fixedVaultKey } from '../../../electron/service/core/vault-key.js';
import { verifySignature } from '../../../electron/service/domain/webhooks/signer.js';
import { UpstreamClient } from '../../../electron/upstream/client.js';
import { callLabel } from '../../../electron/upstream/calls.js';
import { DEMO_END_DATE, DEMO_USERS } from '../harness.js';
import { startReceiver, type Receiver } from './receiver.js';
import { expectError } from '../expect-error.js';
import { clock, startWebhookService, type WebhookService } from './webhook-service.js';

let demo: DemoPlatform;
let receiver: Receiver;
let dataDir: string;
let service: WebhookService;
let token: string;
let apiKey: string;
/** The vault key comes from outside the data folder; the same one across restarts. */
const vaultKey = fixedVaultKey(randomBytes(32));

const startService = () => startWebhookService({ demo, dataDir, vaultKey });
const login = (user: keyof typeof DEMO_USERS = 'manager') => service.login(user);
const newApiKey = async (bearer: string, user: keyof typeof DEMO_USERS = 'manager') =>
  (await service.newApiKey(bearer, user)).key;
const subscribe = (events: string[], url = receiver.url, key = apiKey) =>
  service.subscribe(key, url, events);

const batchesFor = (
  subscription: CreatedWebhook,
): { batch: WebhookBatch; signature: string; body: string }[] =>
  receiver.received
    .map((entry) => ({
      body: entry.body,
      signature: String(entry.headers['x-backoffice-signature'] ?? ''),
      batch: webhookBatchSchema.parse(JSON.parse(entry.body)),
    }))
    .filter(({ signature, body }) =>
      verifySignature(subscription.secret, signature, body, Math.floor(clock.now() / 1000)),
    );

beforeAll(async () => {
  demo = await startDemoPlatform({
    port: 0,
    endDate: DEMO_END_DATE,
    sizing: { productsPerAccount: 60, ordersPerDay: 3, historyDays: 10 },
  });
  receiver = await startReceiver();
  dataDir = await mkdtemp(join(tmpdir(), 'backoffice-webhooks-'));
  service = await startService();
  token = await login();
  apiKey = await newApiKey(token);
});

afterAll(async () => {
  await service.app.close();
  await receiver.close();
  await demo.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('POST /api/webhooks', () => {
  it('creates a subscription with its secret shown once', async () => {
    const created = await subscribe(['order.updated', 'order.updated']);
    expect(created.id).toMatch(/^whk_[0-9a-f]{16}$/);
    expect(created.events).toEqual(['order.updated']);
    expect(created.secret).toMatch(/^whsec_/);
    const one = await service.call('GET', `/api/webhooks/${created.id}`, token);
    expect(webhookSchema.parse(one.json)).toEqual({
      id: created.id,
      url: receiver.url,
      events: ['order.updated'],
      description: '',
      created_at: created.created_at,
      status: 'active',
      paused_reason: null,
      paused_at: null,
    });
    expect(one.text).not.toContain(created.secret);
    const list = webhookListSchema.parse((await service.call('GET', '/api/webhooks', token)).json);
    expect(list.data.map((entry) => entry.id)).toContain(created.id);
    expect(JSON.stringify(list)).not.toContain(created.secret);
    expect((await service.call('DELETE', `/api/webhooks/${created.id}`, token)).json).toEqual({
      id: created.id,
      deleted: true,
    });
    expectError(await service.call('GET', `/api/webhooks/${created.id}`, token), 404);
  });

  it('needs an API key, because it polls the platform without a session', async () => {
    const answer = await service.call('POST', '/api/webhooks', token, {
      url: receiver.url,
      events: ['order.updated'],
    });
    expectError(answer, 403, 'API key');
    expectError(
      await service.call('POST', '/api/webhooks', undefined, {
        url: receiver.url,
        events: ['ping'],
      }),
      401,
    );
  });

  it('refuses receivers it may not call and malformed bodies', async () => {
    const bad: [unknown, string][] = [
      [{ url: 'http://example.com/hook', events: ['order.updated'] }, 'loopback'],
      [{ url: 'http://10.0.0.5/hook', events: ['order.updated'] }, 'loopback'],
      // The insecure flag allows loopback only: the network and metadata stay refused.
      [{ url: 'https://10.0.0.5/hook', events: ['order.updated'] }, 'local network'],
      [{ url: 'https://[::ffff:a00:5]/', events: ['order.updated'] }, 'local network'],
      [{ url: 'https://169.254.169.254/', events: ['order.updated'] }, 'no receiver may have'],
      [{ url: 'ftp://127.0.0.1/hook', events: ['order.updated'] }, 'https'],
      [{ url: 'https://user:secret@example.com/', events: ['order.updated'] }, 'password'],
      [{ url: 'not a url', events: ['order.updated'] }, "'url'"],
      [{ url: receiver.url, events: [] }, "'events'"],
      [{ url: receiver.url, events: ['order.created'] }, "'events"],
      [{ url: receiver.url, events: 'order.updated' }, "'events'"],
      [{ events: ['order.updated'] }, "'url'"],
      [{ url: receiver.url, events: ['order.updated'], secret: 'mine' }, "'secret'"],
      [
        { url: receiver.url, events: ['order.updated'], description: 'x'.repeat(501) },
        "'description'",
      ],
    ];
    for (const [body, text] of bad) {
      expectError(await service.call('POST', '/api/webhooks', apiKey, body), 400, text);
    }
  });

  it("hides other users' subscriptions (404), and validates ids", async () => {
    const created = await subscribe(['order.updated']);
    for (const user of ['staff', 'otherAccount'] as const) {
      const other = await login(user);
      expectError(await service.call('GET', `/api/webhooks/${created.id}`, other), 404);
      expectError(await service.call('DELETE', `/api/webhooks/${created.id}`, other), 404);
      expectError(await service.call('POST', `/api/webhooks/${created.id}/ping`, other), 404);
      expectError(await service.call('GET', `/api/webhooks/${created.id}/deliveries`, other), 404);
      const list = webhookListSchema.parse(
        (await service.call('GET', '/api/webhooks', other)).json,
      );
      expect(list.data).toEqual([]);
    }
    expectError(await service.call('GET', '/api/webhooks/12abc', token), 400, "'id'");
    await service.call('DELETE', `/api/webhooks/${created.id}`, token);
  });
});

describe('delivery', () => {
  it('pings at once with a batch whose signature verifies', async () => {
    const created = await subscribe(['order.updated']);
    const answer = await service.call('POST', `/api/webhooks/${created.id}/ping`, apiKey);
    expect(answer.status, answer.text).toBe(200);
    const delivery = deliverySchema.parse(answer.json);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, last_status_code: 200 });
    expect(delivery.event_types).toEqual(['ping']);
    const entry = receiver.received.find((candidate) =>
      candidate.body.includes(delivery.delivery_id),
    );
    expect(entry).toBeDefined();
    const header = String(entry?.headers['x-backoffice-signature']);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const now = Math.floor(clock.now() / 1000);
    expect(verifySignature(created.secret, header, entry?.body ?? '', now)).toBe(true);
    expect(verifySignature(created.secret, header, `${entry?.body ?? ''} `, now)).toBe(false);
    expect(verifySignature('whsec_other', header, entry?.body ?? '', now)).toBe(false);
    const batch = webhookBatchSchema.parse(JSON.parse(entry?.body ?? ''));
    expect(batch.account).toBe('demo');
    expect(batch.delivery_id).toBe(delivery.delivery_id);
    expect(batch.events).toHaveLength(1);
    expect(batch.events[0]?.type).toBe('ping');
    const log = deliveryListSchema.parse(
      (await service.call('GET', `/api/webhooks/${created.id}/deliveries`, token)).json,
    );
    // The poller may have queued the subscription's first order events meanwhile.
    expect(log.data.find((entry) => entry.delivery_id === delivery.delivery_id)).toMatchObject({
      status: 'delivered',
      event_types: ['ping'],
      event_count: 1,
    });
    expect(log.count).toBe(log.data.length);
    await service.call('DELETE', `/api/webhooks/${created.id}`, token);
  });

  it('answers a ping alike for every receiver without an HTTP answer (no port scanner)', async () => {
    const closed = createTcpServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    // An open port speaking another protocol, and one that resets every connection.
    const others = [
      createTcpServer((socket) => socket.end('SSH-2.0-OpenSSH_9.6\r\n')),
      createTcpServer((socket) => socket.resetAndDestroy()),
    ];
    const ports = [closedPort];
    for (const server of others) {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      ports.push((server.address() as AddressInfo).port);
    }
    try {
      const answers = [];
      for (const port of ports) {
        const created = await subscribe(['product.updated'], `http://127.0.0.1:${port}/hook`);
        const delivery = deliverySchema.parse(
          (await service.call('POST', `/api/webhooks/${created.id}/ping`, apiKey)).json,
        );
        answers.push([delivery.status, delivery.last_status_code, delivery.last_error]);
        await service.call('DELETE', `/api/webhooks/${created.id}`, token);
      }
      expect(answers).toEqual(
        ports.map(() => ['pending', null, 'the receiver could not be reached']),
      );
    } finally {
      for (const server of others) server.close();
    }
  });

  it('retries after the receiver answers 500, with the same delivery and event ids', async () => {
    const created = await subscribe(['order.updated']);
    receiver.failNext(2, 500, '"type":"ping"');
    const first = deliverySchema.parse(
      (await service.call('POST', `/api/webhooks/${created.id}/ping`, apiKey)).json,
    );
    expect(first).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500 });
    expect(first.next_attempt_at).not.toBeNull();
    await receiver.waitFor(
      (all) => all.filter((entry) => entry.body.includes(first.delivery_id)).length >= 3,
    );
    const attempts = receiver.received
      .filter((entry) => entry.body.includes(first.delivery_id))
      .map((entry) => webhookBatchSchema.parse(JSON.parse(entry.body)));
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((batch) => batch.events[0]?.id)).size).toBe(1);
    await expect
      .poll(async () => {
        const log = deliveryListSchema.parse(
          (await service.call('GET', `/api/webhooks/${created.id}/deliveries`, token)).json,
        );
        return log.data.find((entry) => entry.delivery_id === first.delivery_id);
      })
      .toMatchObject({ status: 'delivered', attempts: 3, last_status_code: 200, last_error: null });
    await service.call('DELETE', `/api/webhooks/${created.id}`, token);
  });

  it('gives up after the last attempt and says why', async () => {
    const created = await subscribe(['order.updated']);
    receiver.failAlways(503);
    try {
      const first = deliverySchema.parse(
        (await service.call('POST', `/api/webhooks/${created.id}/ping`, apiKey)).json,
      );
      await expect
        .poll(
          async () =>
            deliveryListSchema
              .parse(
                (await service.call('GET', `/api/webhooks/${created.id}/deliveries`, token)).json,
              )
              .data.find((entry) => entry.delivery_id === first.delivery_id),
          { timeout: 10_000 },
        )
        .toMatchObject({
          status: 'failed',
          attempts: 6,
          last_status_code: 503,
          next_attempt_at: null,
        });
    } finally {
      receiver.failAlways(null);
      await service.call('DELETE', `/api/webhooks/${created.id}`, token);
    }
  });

  it('emits order.updated and product.updated for every change after the subscription', async () => {
    const created = await subscribe(['order.updated', 'product.updated']);
    const since = parseTimestamp(created.created_at) ?? 0;
    const client = new UpstreamClient({ baseUrlTemplate: demo.baseUrlTemplate });
    const session = await client.login(
      'demo',
      DEMO_USERS.manager.email,
      DEMO_USERS.manager.password,
    );
    const filters = [{ name: 'date_updated__>=', val: '2026-11-18 00:00:00+01:00' }];
    const after = (row: { date_updated: string }) =>
      (parseTimestamp(row.date_updated) ?? 0) > since;
    const orders = (await client.drain('listOrders', session, { filters })).filter(after);
    const products = (
      await client.drain('searchProducts', session, {
        leading: ['', 'nl'],
        filters,
      })
    ).filter(after);
    expect(orders.length).toBeGreaterThan(2);
    expect(products.length).toBeGreaterThan(2);

    const eventsOf = () => batchesFor(created).flatMap(({ batch }) => batch.events);
    await receiver.waitFor(() => {
      const events = eventsOf();
      return (
        events.filter((event) => event.type === 'order.updated').length >= orders.length &&
        events.filter((event) => event.type === 'product.updated').length >= products.length
      );
    });
    const events = eventsOf();
    const orderIds = events
      .filter((event) => event.type === 'order.updated')
      .map((event) => event.data.id);
    expect(orderIds.sort()).toEqual(orders.map((row) => row.id).sort());
    const productIds = events
      .filter((event) => event.type === 'product.updated')
      .map((event) => event.data.shop_product_id);
    expect(productIds.sort()).toEqual(products.map((row) => row.id).sort());
    // Event ids are unique per change, and each event says when the change happened.
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
    const product = products[0];
    const event = events.find((candidate) => candidate.data.shop_product_id === product?.id);
    expect(event?.data.sku).toBe(product?.flat_product.product.sku);
    expect(parseTimestamp(event?.occurred_at ?? '')).toBe(
      parseTimestamp(product?.date_updated ?? ''),
    );

    // Later polls find nothing new: no duplicates while the data stays the same. Three more
    // polls of each feed (this subscription is the only one: each test deletes its own); what
    // the first two found would have been delivered (a tick is 40 ms, a poll interval 150).
    const count = events.length;
    const feeds = [callLabel('listOrders'), callLabel('searchProducts')];
    const polled = () => feeds.map((feed) => demo.calls().calls[feed] ?? 0);
    const before = polled();
    await vi.waitFor(
      () => {
        const now = polled();
        for (const [index, feed] of feeds.entries()) {
          expect((now[index] ?? 0) - (before[index] ?? 0), `${feed} polls`).toBeGreaterThanOrEqual(
            3,
          );
        }
      },
      { timeout: 5_000, interval: 20 },
    );
    expect(batchesFor(created).flatMap(({ batch }) => batch.events)).toHaveLength(count);
    await service.call('DELETE', `/api/webhooks/${created.id}`, token);
  });

  it('follows only the location of a location-locked user', async () => {
    const staffToken = await login('staff');
    const me = (await service.call('GET', '/api/me', staffToken)).json as {
      locked_location_id: number;
    };
    const staffKey = await newApiKey(staffToken, 'staff');
    const created = await subscribe(['order.updated'], receiver.url, staffKey);
    await receiver.waitFor(() => batchesFor(created).length > 0);
    const events = batchesFor(created).flatMap(({ batch }) => batch.events);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.data.location_id === me.locked_location_id)).toBe(true);
    await service.call('DELETE', `/api/webhooks/${created.id}`, staffToken);
  });

  it('keeps a pending delivery across a restart and delivers it afterwards', async () => {
    const created = await subscribe(['order.updated']);
    receiver.failAlways(500);
    const pending = deliverySchema.parse(
      (await service.call('POST', `/api/webhooks/${created.id}/ping`, apiKey)).json,
    );
    expect(pending.status).toBe('pending');
    await service.app.close();
    const stored = await readFile(join(dataDir, 'webhooks.jsonl'), 'utf8');
    expect(stored).toContain(pending.delivery_id);
    expect(stored).not.toContain(DEMO_USERS.manager.email);
    receiver.failAlways(null);
    const before = receiver.received.length;
    service = await startService();
    await receiver.waitFor((all) =>
      all.slice(before).some((entry) => entry.body.includes(pending.delivery_id) && true),
    );
    token = await login();
    await expect
      .poll(
        async () =>
          deliveryListSchema
            .parse(
              (await service.call('GET', `/api/webhooks/${created.id}/deliveries`, token)).json,
            )
            .data.find((entry) => entry.delivery_id === pending.delivery_id)?.status,
      )
      .toBe('delivered');
    // The API key and the subscription survived too.
    expect((await service.call('GET', '/api/webhooks', apiKey)).status).toBe(200);
  });
});
