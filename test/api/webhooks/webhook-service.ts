/**
 * The service as the webhook tests run it: over real HTTP on loopback, with short webhook
 * timings, plain-http receivers allowed, and a clock set back into the demo's history (the
 * demo data does not change at runtime, so the changes after "now" are the ones the poller
 * must report). The vault key is handed in from outside the data folder, as the desktop app
 * and `serve` do.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createdApiKeySchema } from '../../../shared/api/keys.js';
import { createdWebhookSchema, type CreatedWebhook } from '../../../shared/api/webhooks.js';
import { parseTimestamp } from '../../../shared/dates.js';
import type { DemoPlatform } from '../../../electron/demo-platform/server.js';
import { buildService } from '../../../electron/service/boot/app.js';
import type { VaultKeySource } from '../../../electron/service/core/vault-key.js';
import { UpstreamClient } from '../../../electron/upstream/client.js';
import { DEMO_USERS } from '../harness.js';
import { call as callService, type Answer } from '../headless.js';
import { testServiceConfig } from '../service-config.js';

export const VIRTUAL_NOW = parseTimestamp('2026-11-18T00:00:00+01:00') ?? 0;
const clockOffset = Date.now() - VIRTUAL_NOW;
export const clock = { now: () => Date.now() - clockOffset };

/** The short webhook timings the tests run with. */
export const TEST_WEBHOOK_TIMING = {
  pollIntervalMs: 150,
  tickMs: 40,
  retryBaseMs: 80,
  maxBackoffMs: 300,
  maxAttempts: 6,
  requestTimeoutMs: 2_000,
} as const;

/**
 * How long a test watches for what must not happen (a paused subscription's poll or upstream
 * login, a delivery retried): nothing signals that it did not, so this is a window, not a wait.
 * Twice the longest the service lets pass between two of them (a poll interval, the longest
 * back-off) plus a tick: a subscription still polling or retrying would have done so in it.
 */
export const QUIET_MS =
  2 * Math.max(TEST_WEBHOOK_TIMING.pollIntervalMs, TEST_WEBHOOK_TIMING.maxBackoffMs) +
  TEST_WEBHOOK_TIMING.tickMs;

export interface WebhookService {
  app: FastifyInstance;
  base: string;
  call(method: string, path: string, bearer?: string, body?: unknown): Promise<Answer>;
  login(user?: keyof typeof DEMO_USERS): Promise<string>;
  newApiKey(bearer: string, user?: keyof typeof DEMO_USERS): Promise<{ id: string; key: string }>;
  subscribe(key: string, url: string, events?: string[]): Promise<CreatedWebhook>;
}

const parseCreated = (answer: Answer) => {
  expect(answer.status, answer.text).toBe(201);
  return createdWebhookSchema.parse(answer.json);
};

export async function startWebhookService(options: {
  demo: DemoPlatform;
  dataDir: string | null;
  vaultKey?: VaultKeySource;
  /** Another upstream base URL template than the demo platform's (a proxy in front of it). */
  upstream?: string;
}): Promise<WebhookService> {
  const app = await buildService({
    upstream: new UpstreamClient({
      baseUrlTemplate: options.upstream ?? options.demo.baseUrlTemplate,
    }),
    clock,
    vaultKey: options.vaultKey,
    logger: process.env.WEBHOOK_TEST_LOG ? { level: 'warn' } : false,
    config: testServiceConfig({
      backofficeUrlTemplate: options.demo.backofficeUrlTemplate,
      allowedHosts: ['127.0.0.1'],
      dataDir: options.dataDir,
      allowInsecureWebhooks: true,
    }),
    webhookTiming: TEST_WEBHOOK_TIMING,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const call: WebhookService['call'] = (method, path, bearer, body) =>
    callService(base, method, path, bearer, body);
  return {
    app,
    base,
    call,
    async login(user = 'manager') {
      const answer = await call('POST', '/api/auth/login', undefined, DEMO_USERS[user]);
      expect(answer.status).toBe(200);
      return (answer.json as { token: string }).token;
    },
    async newApiKey(bearer, user = 'manager') {
      const answer = await call('POST', '/api/api-keys', bearer, {
        name: 'webhooks',
        password: DEMO_USERS[user].password,
      });
      expect(answer.status).toBe(201);
      return createdApiKeySchema.parse(answer.json);
    },
    async subscribe(key, url, events = ['order.updated']) {
      return parseCreated(await call('POST', '/api/webhooks', key, { url, events }));
    },
  };
}
