/**
 * The vault key and the outbox on disk, over real HTTP: without a vault key a service with a
 * data folder stores no credentials (503 vault_unavailable); subscriptions sealed under
 * another key show as paused until the right key is back or they are resumed; the outbox of
 * 0.2 (credentials sealed under a key in the same folder) is migrated without ever using that
 * key; and a journal whose last line was torn by a crash loads, and keeps working.
 */
import { randomBytes } from 'node:crypto';
import { appendFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { capabilitiesResponseSchema } from '../../../shared/api/capabilities.js';
import { deliveryListSchema, webhookSchema } from '../../../shared/api/webhooks.js';
import { startDemoPlatform, type DemoPlatform } from '../../../electron/demo-platform/server.js';
import { seal } from '../../../electron/service/core/credential-box.js';
import { userKeyOf } from '../../../electron/service/domain/auth/identity.js';
import { fixedVaultKey, type VaultKeySource } from '../../../electron/service/core/vault-key.js';
import { DEMO_END_DATE, DEMO_USERS } from '../harness.js';
import { expectError } from '../expect-error.js';
import { startReceiver, type Receiver } from './receiver.js';
import {
  startWebhookService,
  TEST_WEBHOOK_TIMING,
  VIRTUAL_NOW,
  type WebhookService,
} from './webhook-service.js';

let demo: DemoPlatform;
let receiver: Receiver;
const running: WebhookService[] = [];
const folders: string[] = [];

async function freshDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'backoffice-vault-'));
  folders.push(dir);
  return dir;
}

async function start(dataDir: string, vaultKey?: VaultKeySource): Promise<WebhookService> {
  const service = await startWebhookService({ demo, dataDir, vaultKey });
  running.push(service);
  return service;
}

async function stop(service: WebhookService): Promise<void> {
  running.splice(running.indexOf(service), 1);
  await service.app.close();
}

async function webhookOf(service: WebhookService, bearer: string, id: string) {
  const answer = await service.call('GET', `/api/webhooks/${id}`, bearer);
  expect(answer.status, answer.text).toBe(200);
  return webhookSchema.parse(answer.json);
}

beforeAll(async () => {
  demo = await startDemoPlatform({
    port: 0,
    endDate: DEMO_END_DATE,
    sizing: { productsPerAccount: 60, ordersPerDay: 3, historyDays: 10 },
  });
  receiver = await startReceiver();
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((service) => service.app.close()));
});

afterAll(async () => {
  await receiver.close();
  await demo.close();
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('without a vault key', () => {
  it('a service with a data folder refuses to store credentials, and says how to give a key', async () => {
    const dataDir = await freshDataDir();
    const service = await start(dataDir);
    const key = await service.newApiKey(await service.login());
    const answer = await service.call('POST', '/api/webhooks', key.key, {
      url: receiver.url,
      events: ['product.updated'],
    });
    const body = expectError(answer, 503, /BACKOFFICE_VAULT_KEY.*--vault-key-file/);
    expect(body.code).toBe('vault_unavailable');
    expect(await readdir(dataDir)).not.toContain('webhook-vault-key.json');
    // Said up front too, for the screens' forms: before anything is typed (issue 67).
    const capabilities = await service.call('GET', '/api/capabilities', key.key);
    expect(capabilitiesResponseSchema.parse(capabilities.json).credential_storage).toEqual({
      available: false,
      fix: 'vault_key',
    });
  });
});

describe('a subscription sealed under another vault key', () => {
  it('shows as paused, changes nothing on disk, and is active again with the right key', async () => {
    const dataDir = await freshDataDir();
    const right = fixedVaultKey(randomBytes(32));
    let service = await start(dataDir, right);
    const token = await service.login();
    const key = await service.newApiKey(token);
    const created = await service.subscribe(key.key, receiver.url, ['product.updated']);
    await stop(service);

    service = await start(dataDir, fixedVaultKey(randomBytes(32)));
    expect(await webhookOf(service, key.key, created.id)).toMatchObject({
      status: 'paused',
      paused_reason: 'vault_key_changed',
      paused_at: null,
    });
    await stop(service);
    // The sealed credentials are still there (a start compacts the journal into one line).
    const stored = await readFile(join(dataDir, 'webhooks.jsonl'), 'utf8');
    expect(stored).toContain('"ciphertext"');
    service = await start(dataDir);
    expect(await webhookOf(service, key.key, created.id)).toMatchObject({
      paused_reason: 'vault_unavailable',
    });
    await stop(service);
    expect(await readFile(join(dataDir, 'webhooks.jsonl'), 'utf8')).toBe(stored);

    service = await start(dataDir, right);
    expect(await webhookOf(service, key.key, created.id)).toMatchObject({ status: 'active' });
    const capabilities = await service.call('GET', '/api/capabilities', key.key);
    expect(capabilitiesResponseSchema.parse(capabilities.json).credential_storage).toEqual({
      available: true,
      fix: null,
    });
    await stop(service);

    // Resuming under a new key seals the credentials under that key.
    const next = fixedVaultKey(randomBytes(32));
    service = await start(dataDir, next);
    const resumed = await service.call('POST', `/api/webhooks/${created.id}/resume`, key.key);
    expect(webhookSchema.parse(resumed.json)).toMatchObject({ status: 'active' });
    await stop(service);
    service = await start(dataDir, next);
    expect(await webhookOf(service, key.key, created.id)).toMatchObject({ status: 'active' });
  });
});

describe('the outbox of 0.2', () => {
  it('is migrated paused, without its credentials, and both old files are deleted', async () => {
    const dataDir = await freshDataDir();
    const oldKey = randomBytes(32);
    const id = 'whk_00112233aabbccdd';
    const subscription = {
      id,
      account: 'demo',
      user: userKeyOf(DEMO_USERS.manager.email),
      url: receiver.url,
      events: ['product.updated'],
      description: 'from 0.2',
      created_at: VIRTUAL_NOW,
      secret: 'whsec_old',
      credentials: seal(oldKey, id, DEMO_USERS.manager),
      positions: { products: { updated: VIRTUAL_NOW, id: 0 } },
    };
    const delivery = {
      id: 'dlv_0011223344556677',
      subscription_id: id,
      account: 'demo',
      events: [{ id: 'evt_1', type: 'ping', occurred_at: '2026-11-18T00:00:00+01:00', data: {} }],
      status: 'pending',
      attempts: 2,
      created_at: VIRTUAL_NOW,
      last_attempt_at: VIRTUAL_NOW,
      next_attempt_at: VIRTUAL_NOW,
      last_status_code: 500,
      last_error: 'the receiver answered HTTP 500',
    };
    await writeFile(
      join(dataDir, 'webhooks.json'),
      JSON.stringify({ subscriptions: [subscription], deliveries: [delivery] }),
    );
    await writeFile(
      join(dataDir, 'webhook-vault-key.json'),
      JSON.stringify({ secret: oldKey.toString('base64url') }),
    );

    const service = await start(dataDir, fixedVaultKey(randomBytes(32)));
    const files = await readdir(dataDir);
    expect(files).not.toContain('webhooks.json');
    expect(files).not.toContain('webhook-vault-key.json');
    const journal = await readFile(join(dataDir, 'webhooks.jsonl'), 'utf8');
    expect(journal).not.toContain(subscription.credentials.ciphertext);

    const key = await service.newApiKey(await service.login());
    expect(await webhookOf(service, key.key, id)).toMatchObject({
      description: 'from 0.2',
      status: 'paused',
      paused_reason: 'legacy_vault_key',
    });
    // Paused: its pending delivery waits (the receiver would accept it now). It is due at
    // once (next_attempt_at is the service's now): an active subscription would send it at the
    // next tick of the dispatcher, so five ticks are watched. A window: nothing says it waits.
    const receivedBefore = receiver.received.length;
    await new Promise((resolve) => setTimeout(resolve, 5 * TEST_WEBHOOK_TIMING.tickMs));
    expect(receiver.received.slice(receivedBefore).some((entry) => entry.body.includes(id))).toBe(
      false,
    );
    const resumed = await service.call('POST', `/api/webhooks/${id}/resume`, key.key);
    expect(webhookSchema.parse(resumed.json)).toMatchObject({ status: 'active' });
    await expect
      .poll(async () => {
        const log = await service.call('GET', `/api/webhooks/${id}/deliveries`, key.key);
        return deliveryListSchema
          .parse(log.json)
          .data.find((entry) => entry.delivery_id === delivery.id)?.status;
      })
      .toBe('delivered');
  });
});

describe('a journal torn by a crash', () => {
  it('loads without its torn last line, and the outbox keeps working', async () => {
    const dataDir = await freshDataDir();
    const vaultKey = fixedVaultKey(randomBytes(32));
    let service = await start(dataDir, vaultKey);
    const key = await service.newApiKey(await service.login());
    const created = await service.subscribe(key.key, receiver.url, ['product.updated']);
    receiver.failAlways(500);
    const ping = await service.call('POST', `/api/webhooks/${created.id}/ping`, key.key);
    expect(ping.status).toBe(200);
    await stop(service);
    // A crash in the middle of appending: half a line, no newline.
    const half = JSON.stringify({ entry: { op: 'remove', id: created.id } });
    await appendFile(join(dataDir, 'webhooks.jsonl'), half.slice(0, half.length - 5));

    receiver.failAlways(null);
    service = await start(dataDir, vaultKey);
    expect(await webhookOf(service, key.key, created.id)).toMatchObject({ status: 'active' });
    const again = await service.call('POST', `/api/webhooks/${created.id}/ping`, key.key);
    expect(again.status).toBe(200);
    await stop(service);
    const lines = (await readFile(join(dataDir, 'webhooks.jsonl'), 'utf8')).split('\n');
    expect(lines.at(-1)).toBe('');
    for (const line of lines.slice(0, -1)) expect(() => JSON.parse(line) as unknown).not.toThrow();

    service = await start(dataDir, vaultKey);
    const log = deliveryListSchema.parse(
      (await service.call('GET', `/api/webhooks/${created.id}/deliveries`, key.key)).json,
    );
    expect(log.data.filter((entry) => entry.event_types.includes('ping')).length).toBe(2);
  });
});
