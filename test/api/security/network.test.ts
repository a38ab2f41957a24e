/**
 * Another machine cannot reach the service: by default it listens on 127.0.0.1 only, so a
 * connection to any of this machine's other addresses on its port is refused. And a web page
 * has no ambient credential to ride on: the service never sets a cookie, and a cookie is no
 * credential.
 */
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
