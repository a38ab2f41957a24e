/**
 * Another machine cannot reach the service: by default it listens on 127.0.0.1 only, so a
 * connection to any of this machine's other addresses on its port is refused. A web page
 * has no ambient credential to ride on: the service never sets a cookie, and a cookie is no
 * credential, and no answer is kept in the browser's cache (no-store). And the service cannot be made to reach into this machine or its network: a
 * webhook receiver there is refused (every spelling: test/unit/webhooks/receiver-guard.test.ts).
 */
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdApiKeySchema } from '../../../shared/api/keys.js';
import { expectError } from '../expect-error.js';
import { DEMO_USERS, startTestService, type TestService } from '../harness.js';

let service: TestService;

beforeAll(async () => {
  service = await startTestService({ demo: { productsPerAccount: 20, historyDays: 2 } });
});

afterAll(async () => {
  await service.close();
});

const reaches = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port, timeout: 2_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

describe('the listening address', () => {
  it('is 127.0.0.1 by default', async () => {
    expect(service.service.host).toBe('127.0.0.1');
    expect(await reaches('127.0.0.1', service.service.port)).toBe(true);
  });

  it("is not reachable on the machine's other addresses", async () => {
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((address) => address !== undefined && !address.internal)
      .map((address) => address?.address ?? '');
    for (const address of others) {
      expect([address, await reaches(address, service.service.port)]).toEqual([address, false]);
    }
  });
});

describe('no ambient credential', () => {
  it('login sets no cookie, and a request that carries only cookies is 401', async () => {
    const login = await service.post('/api/auth/login', DEMO_USERS.manager);
    expect(login.status).toBe(200);
    expect(login.headers.get('set-cookie')).toBeNull();
    const token = (login.json as { token: string }).token;
    const answer = await service.get('/api/me', undefined, {
      cookie: `token=${token}; authorization=Bearer ${token}`,
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('set-cookie')).toBeNull();
  });
});

describe('what the browser keeps', () => {
  // The desktop app's data folder is also its Chromium profile, whose disk cache keeps any
  // answer not marked no-store: /api/me (the e-mail) and the business data would be in it.
  it('no answer with data: every API answer is Cache-Control: no-store', async () => {
    const token = await service.login();
    for (const path of ['/api/me', '/api/products']) {
      const answer = await service.get(path, token);
      expect([path, answer.status, answer.headers.get('cache-control')]).toEqual([
        path,
        200,
        'no-store',
      ]);
    }
  });
});

describe('webhook receivers (no --allow-private-webhooks)', () => {
  it('refuses this machine, the local network and the metadata service in any spelling', async () => {
    const token = await service.login();
    const key = createdApiKeySchema.parse(
      (await service.post('/api/api-keys', { name: 'hooks', password: 'demo' }, token)).json,
    ).key;
    const refused: [string, string][] = [
      ['https://169.254.169.254/latest/meta-data/', 'no receiver may have'],
      ['https://127.0.0.1:22/', 'loopback'],
      ['https://10.0.0.1/', 'local network'],
      ['https://[::ffff:127.0.0.1]/', 'loopback'],
      ['https://0177.0.0.1/', 'loopback'],
      ['https://2130706433/', 'loopback'],
      ['https://localhost:7411/', 'loopback'],
    ];
    for (const [url, reason] of refused) {
      const answer = await service.post('/api/webhooks', { url, events: ['product.updated'] }, key);
      expect(expectError(answer, 400, reason).message).toContain("'url'");
    }
  });
});
