/**
 * Hardening over real HTTP: DNS-rebinding Host check, no CORS for foreign origins, body cap,
 * media type, malformed JSON, request ids, a 500 that echoes nothing, and no secret in the
 * debug log. Built here from buildService (not the harness) so the test can see the upstream
 * session hashes on the wire and register a deliberately failing route.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../../shared/content-security-policy.js';
import { createdApiKeySchema } from '../../../shared/api/keys.js';
import {
  startDemoPlatform,
  type DemoPlatform,
  type FaultRequest,
} from '../../../electron/demo-platform/server.js';
import { buildService } from '../../../electron/service/boot/app.js';
import { UpstreamClient } from '../../../electron/upstream/client.js';
import { httpPost, type UpstreamPost } from '../../../electron/upstream/http-post.js';
import { DEMO_END_DATE, DEMO_USERS } from '../harness.js';
import { rawRequest, type RawResponse } from './raw-http.js';
import { expectError } from '../expect-error.js';
import { testServiceConfig } from '../service-config.js';

const WRONG_PASSWORD = 'Wr0ng-Pa55-qzx7';
/** Every kind of upstream failure the demo platform can inject (the client times out at 2 s). */
const UPSTREAM_FAULTS: FaultRequest[] = [
  { failRate: 1 },
  { http500Rate: 1 },
  { nonJsonRate: 1 },
  { hangRate: 1 },
  { expireSessions: true },
];
const INTERNAL_DETAIL = 'db password hunter2 in /srv/internal/secret-module.ts';

let demo: DemoPlatform;
let app: FastifyInstance;
let base: string;
let port: number;
const logChunks: string[] = [];
/** Every upstream session hash that crossed the wire (logins answer them, calls send them). */
const sessionHashes = new Set<string>();

function collectHashes(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  if (record.mode === 'hash' && typeof record.hash === 'string') sessionHashes.add(record.hash);
  for (const child of Object.values(record)) collectHashes(child);
}

const recordingPost: UpstreamPost = async (url, request) => {
  collectHashes(JSON.parse(request.body));
  const answer = await httpPost(url, request);
  const text = await answer.text();
  try {
    collectHashes(JSON.parse(text));
  } catch {
    // Not JSON (an injected fault): nothing to collect.
  }
  return { status: answer.status, text: () => Promise.resolve(text) };
};

const send = (options: Parameters<typeof rawRequest>[1]) => rawRequest(base, options);
const json = (body: unknown, headers: Record<string, string> = {}) => ({
  'content-type': 'application/json',
  host: `127.0.0.1:${port}`,
  ...headers,
  body: JSON.stringify(body),
});

/** The one error body, with the request id the header carries. */
function expectErrorBody(answer: RawResponse, status: number): void {
  expect(expectError(answer, status).request_id).toBe(answer.headers['x-request-id']);
}

async function login(user: keyof typeof DEMO_USERS = 'manager'): Promise<string> {
  const { body, ...headers } = json(DEMO_USERS[user]);
  const answer = await send({ method: 'POST', path: '/api/auth/login', headers, body });
  expect(answer.status).toBe(200);
  return (answer.json as { token: string }).token;
}

beforeAll(async () => {
  demo = await startDemoPlatform({
    port: 0,
    endDate: DEMO_END_DATE,
    sizing: { productsPerAccount: 50, ordersPerDay: 2, historyDays: 10 },
  });
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      logChunks.push(chunk.toString());
      done();
    },
  });
  app = await buildService({
    upstream: new UpstreamClient({
      baseUrlTemplate: demo.baseUrlTemplate,
      sendRequest: recordingPost,
      timeoutMs: 2_000,
    }),
    logger: { level: 'debug', stream },
    config: testServiceConfig({ backofficeUrlTemplate: demo.backofficeUrlTemplate }),
  });
  app.get('/api/test/explode', { config: { public: true } }, () => {
    throw new Error(INTERNAL_DETAIL);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await app.close();
  await demo.close();
});

describe('Host header (DNS rebinding)', () => {
  it.each(['evil.example', 'evil.example:7411', '127.0.0.1.evil.example', 'localhost.evil'])(
    'refuses Host %s with 403 and the error body',
    async (host) => {
      const answer = await send({ path: '/healthz', headers: { host } });
      expectErrorBody(answer, 403);
      expect((answer.json as { message: string }).message).toContain('refused');
    },
  );

  it('refuses a rebinding name on an authenticated path before any auth or upstream call', async () => {
    const token = await login();
    const answer = await send({
      path: '/api/me',
      headers: { host: 'evil.example', authorization: `Bearer ${token}` },
    });
    expectErrorBody(answer, 403);
    expect(answer.text).not.toContain('manager@demo.test');
  });

  // A parser that reads `user@host` takes the part after `@` for the host: only exactly a
  // host and a port pass (RFC 9112 §3.2: an invalid Host is a 400).
  it.each([
    '127.0.0.1:PORT@evil.example',
    'localhost:PORT/evil',
    '127.0.0.1:PORTx',
    '127.0.0.1:70000',
  ])('refuses Host %s, a loopback name with more than a port, with 400', async (pattern) => {
    const host = pattern.replace('PORT', String(port));
    const answer = await send({ path: '/healthz', headers: { host } });
    expectErrorBody(answer, 400);
    expect((answer.json as { message: string }).message).toContain('is not a host and port');
  });

  it.each(['127.0.0.1', 'localhost', 'LOCALHOST', '[::1]'])(
    'accepts the loopback name %s (with the port)',
    async (name) => {
      const answer = await send({ path: '/healthz', headers: { host: `${name}:${port}` } });
      expect(answer.status).toBe(200);
      expect((answer.json as { status: string }).status).toBe('ok');
    },
  );
});

describe('cross-origin requests', () => {
  it('refuses a foreign Origin with 403 and never allows it', async () => {
    for (const origin of ['http://evil.example', 'https://127.0.0.1.evil.example', 'null']) {
      const answer = await send({
        path: '/healthz',
        headers: { host: `127.0.0.1:${port}`, origin },
      });
      expectErrorBody(answer, 403);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('refuses the same host on another port (another local web app)', async () => {
    const answer = await send({
      path: '/healthz',
      headers: { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port + 1}` },
    });
    expectErrorBody(answer, 403);
  });

  it('lets its own origin through, without CORS headers', async () => {
    const answer = await send({
      path: '/healthz',
      headers: { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives an OPTIONS preflight no CORS allowance', async () => {
    for (const origin of ['http://evil.example', `http://127.0.0.1:${port}`]) {
      const answer = await send({
        method: 'OPTIONS',
        path: '/api/products',
        headers: {
          host: `127.0.0.1:${port}`,
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      const corsHeaders = Object.keys(answer.headers).filter((name) =>
        name.startsWith('access-control-'),
      );
      expect(corsHeaders).toEqual([]);
    }
  });
});

describe('request bodies', () => {
  const headers = () => ({ host: `127.0.0.1:${port}`, 'content-type': 'application/json' });

  it('refuses a body over 1 MiB with 413 and the error body', async () => {
    const body = JSON.stringify({ ...DEMO_USERS.manager, padding: 'x'.repeat(1024 * 1024) });
    const answer = await send({
      method: 'POST',
      path: '/api/auth/login',
      headers: headers(),
      body,
    });
    expectErrorBody(answer, 413);
    expect((answer.json as { code: string }).code).toBe('payload_too_large');
  });

  it('accepts a body just under the cap as far as parsing goes (then 400 for the extra field)', async () => {
    const body = JSON.stringify({ ...DEMO_USERS.manager, padding: 'x'.repeat(1000 * 1000) });
    const answer = await send({
      method: 'POST',
      path: '/api/auth/login',
      headers: headers(),
      body,
    });
    expectErrorBody(answer, 400);
    expect((answer.json as { message: string }).message).toContain("'padding'");
  });

  it('refuses another content type with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const answer = await send({
        method: 'POST',
        path: '/api/auth/login',
        headers: { ...headers(), 'content-type': type },
        body: 'account=demo&email=manager@demo.test&password=demo',
      });
      expectErrorBody(answer, 415);
      expect((answer.json as { message: string }).message).toContain('application/json');
    }
  });

  it('refuses invalid JSON, an empty body and a JSON array with 400', async () => {
    for (const body of ['{"account": "demo",', '', '[1,2]', 'null']) {
      const answer = await send({
        method: 'POST',
        path: '/api/auth/login',
        headers: headers(),
        body,
      });
      expectErrorBody(answer, 400);
      expect((answer.json as { message: string }).message).toMatch(/JSON|body/);
    }
  });
});

describe('request ids', () => {
  it('answers every request with its own X-Request-Id, also in error bodies', async () => {
    const ok = await send({ path: '/healthz', headers: { host: `127.0.0.1:${port}` } });
    const missing = await send({ path: '/api/nope', headers: { host: `127.0.0.1:${port}` } });
    const unauthorized = await send({ path: '/api/me', headers: { host: `127.0.0.1:${port}` } });
    const ids = [ok, missing, unauthorized].map((answer) => answer.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);
    expectErrorBody(missing, 404);
    expectErrorBody(unauthorized, 401);
  });

  it('does not take a request id from the client', async () => {
    const answer = await send({
      path: '/healthz',
      headers: { host: `127.0.0.1:${port}`, 'x-request-id': 'client-chosen-id' },
    });
    expect(answer.headers['x-request-id']).not.toBe('client-chosen-id');
    expect(logChunks.join('')).not.toContain('client-chosen-id');
  });

  it('writes the request id into the log lines of that request', async () => {
    const answer = await send({ path: '/healthz', headers: { host: `127.0.0.1:${port}` } });
    const id = String(answer.headers['x-request-id']);
    expect(logChunks.join('')).toContain(`"reqId":"${id}"`);
  });
});

describe('a fault in the API layer', () => {
  it('answers 500 without echoing internals, and logs the error under the request id', async () => {
    const answer = await send({
      path: '/api/test/explode',
      headers: { host: `127.0.0.1:${port}` },
    });
    expectErrorBody(answer, 500);
    expect(answer.text).not.toContain('hunter2');
    expect(answer.text).not.toContain('secret-module');
    expect(answer.text).not.toMatch(/\bat\s+\S+\s+\(|Error:/);
    const id = String(answer.headers['x-request-id']);
    expect((answer.json as { message: string }).message).toContain('request id');
    const logged = logChunks
      .join('')
      .split('\n')
      .filter((line) => line.includes(id) && line.includes('"level":50'));
    expect(logged.length).toBeGreaterThan(0);
  });
});

describe('no secrets in logs', () => {
  it('never logs passwords, tokens, API keys or upstream session hashes', async () => {
    const host = `127.0.0.1:${port}`;
    const token = await login();
    const staffToken = await login('staff');
    // A failed login with a password that appears nowhere else.
    const wrong = await send({
      method: 'POST',
      path: '/api/auth/login',
      headers: { host, 'content-type': 'application/json' },
      body: JSON.stringify({ ...DEMO_USERS.manager, password: WRONG_PASSWORD }),
    });
    expectErrorBody(wrong, 401);
    const auth = (credential: string) => ({ host, authorization: `Bearer ${credential}` });
    for (const path of ['/api/me', '/api/products?limit=5', '/api/shops']) {
      expect((await send({ path, headers: auth(token) })).status).toBe(200);
      expect((await send({ path, headers: auth(staffToken) })).status).toBe(200);
    }
    // An API key: created with the password in the body, then used.
    const created = await send({
      method: 'POST',
      path: '/api/api-keys',
      headers: { ...auth(token), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'log test', password: DEMO_USERS.manager.password }),
    });
    expect(created.status).toBe(201);
    const apiKey = createdApiKeySchema.parse(created.json).key;
    expect((await send({ path: '/api/me', headers: auth(apiKey) })).status).toBe(200);
    // An API key request with a wrong password in the body: 403, the session stays (issue 58).
    const refused = await send({
      method: 'POST',
      path: '/api/api-keys',
      headers: { ...auth(token), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'log test', password: WRONG_PASSWORD }),
    });
    expectErrorBody(refused, 403);
    // Upstream failures of several kinds.
    for (const fault of UPSTREAM_FAULTS) {
      demo.setFaults(fault);
      const failed = await send({ path: '/api/products?limit=5', headers: auth(token) });
      expect(failed.status === 502 || failed.status === 401).toBe(true);
      demo.clearFaults();
    }
    // An unknown bearer credential is not logged either.
    const unknownCredential = 'unknownCredentialAbcdefghijklmnop0123456789';
    expectErrorBody(await send({ path: '/api/me', headers: auth(unknownCredential) }), 401);

    const logText = logChunks.join('');
    expect(logText).toContain('incoming request');
    // The platform's failures are logged by the service, each with its call: so the secrets
    // below are looked for in those lines too.
    const upstreamWarnings = logText
      .split('\n')
      .filter((line) => line.includes('"level":40') && line.includes('"module":"upstream"'));
    for (const failure of ['refused the call', 'HTTP 500', 'not JSON', 'did not answer']) {
      expect(upstreamWarnings.join('\n')).toContain(failure);
    }
    expect(sessionHashes.size).toBeGreaterThan(1);
    const secrets = [
      token,
      staffToken,
      apiKey,
      WRONG_PASSWORD,
      unknownCredential,
      ...sessionHashes,
    ];
    for (const secret of secrets)
      expect(logText.includes(secret), 'a secret in the log').toBe(false);
    // The demo password is also an account name ("demo"), so look for it as a value.
    expect(logText).not.toMatch(/"password":"(?!\[redacted\])/);
    expect(logText).not.toMatch(/Bearer\s+[A-Za-z0-9_-]{16,}/);
  });
});

describe('content security policy', () => {
  it('comes with every answer, so the UI is protected in a plain browser too', async () => {
    for (const path of ['/healthz', '/', '/api/me']) {
      const answer = await send({ path, headers: { host: `127.0.0.1:${port}` } });
      expect(answer.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    }
  });
});

describe('what needs a token', () => {
  it('every /api/ data route does; the UI files and /healthz do not', async () => {
    const host = { host: `127.0.0.1:${port}` };
    expectErrorBody(await send({ path: '/api/products', headers: host }), 401);
    expectErrorBody(await send({ path: '/api/me', headers: host }), 401);
    expect((await send({ path: '/healthz', headers: host })).status).toBe(200);
    expect((await send({ path: '/api/openapi.json', headers: host })).status).toBe(200);
    // No renderer is served in this instance, so the UI path is a plain 404, never a 401.
    expectErrorBody(await send({ path: '/index.html', headers: host }), 404);
  });
});
