/**
 * Nothing answered is lost across `kill -9`: a real `npm run serve` process queues deliveries
 * its receiver refuses, is killed without any shutdown code running, and after a restart on
 * the same data folder (and vault key) the subscription, the API key and every delivery it had
 * answered for are there, and the deliveries go out.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdApiKeySchema } from '../../../shared/api/keys.js';
import {
  createdWebhookSchema,
  deliveryListSchema,
  deliverySchema,
} from '../../../shared/api/webhooks.js';
import { DEMO_USERS } from '../harness.js';
import { call, startHeadless, type HeadlessService } from '../headless.js';
import { startReceiver, type Receiver } from './receiver.js';

let receiver: Receiver;
let dataDir: string;
const env = {
  BACKOFFICE_VAULT_KEY: randomBytes(32).toString('base64'),
  BACKOFFICE_LOG_LEVEL: 'warn',
};
const args = () => [
  '--data-dir',
  dataDir,
  '--allow-insecure-webhooks',
  '--demo-products',
  '40',
  '--demo-history-days',
  '5',
];

beforeAll(async () => {
  receiver = await startReceiver();
  dataDir = await mkdtemp(join(tmpdir(), 'backoffice-kill-'));
});

afterAll(async () => {
  await receiver.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('kill -9', () => {
  it('loses no subscription, key or queued delivery', { timeout: 60_000 }, async () => {
    let service: HeadlessService = await startHeadless(args(), env, { preferBuilt: true });
    const login = await call(service.url, 'POST', '/api/auth/login', undefined, DEMO_USERS.manager);
    const token = (login.json as { token: string }).token;
    const key = createdApiKeySchema.parse(
      (
        await call(service.url, 'POST', '/api/api-keys', token, {
          name: 'kill',
          password: DEMO_USERS.manager.password,
        })
      ).json,
    ).key;
    const subscription = createdWebhookSchema.parse(
      (
        await call(service.url, 'POST', '/api/webhooks', key, {
          url: receiver.url,
          events: ['product.updated'],
        })
      ).json,
    );
    receiver.failAlways(500);
    const pings = await Promise.all(
      Array.from({ length: 5 }, async () =>
        deliverySchema.parse(
          (await call(service.url, 'POST', `/api/webhooks/${subscription.id}/ping`, key)).json,
        ),
      ),
    );
    expect(pings.every((ping) => ping.status === 'pending')).toBe(true);
    await service.kill();
    expect(service.child.signalCode).toBe('SIGKILL');

    receiver.failAlways(null);
    service = await startHeadless(args(), env, { preferBuilt: true });
    try {
      const deliveries = async () =>
        deliveryListSchema.parse(
          (await call(service.url, 'GET', `/api/webhooks/${subscription.id}/deliveries`, key)).json,
        ).data;
      const ids = new Set((await deliveries()).map((entry) => entry.delivery_id));
      for (const ping of pings) expect(ids.has(ping.delivery_id)).toBe(true);
      // The first retry is due 10 s after the failed attempt (the default back-off).
      await expect
        .poll(
          async () => {
            const log = await deliveries();
            return pings.every(
              (ping) =>
                log.find((entry) => entry.delivery_id === ping.delivery_id)?.status === 'delivered',
            );
          },
          { timeout: 30_000, interval: 500 },
        )
        .toBe(true);
    } finally {
      await service.stop();
    }
  });
});
