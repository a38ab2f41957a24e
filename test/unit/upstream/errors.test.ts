/** Every way an upstream call can fail, mapped to its error class and a safe message. */
import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UpstreamClient } from '../../../electron/upstream/client.js';
import {
  DEFAULT_MAX_CONCURRENCY,
  DEFAULT_TIMEOUT_MS,
} from '../../../electron/upstream/client-options.js';
import {
  InvalidAccountError,
  UpstreamAuthError,
  UpstreamError,
  UpstreamLookupError,
  UpstreamRejectedError,
  UpstreamTransportError,
} from '../../../electron/upstream/errors.js';
import type { UpstreamAuth } from '../../../electron/upstream/wire.js';
import {
  failure,
  ok,
  startRecordingServer,
  type RecordingServer,
  type Reply,
  capturingLogger,
} from './recording-server.js';

let server: RecordingServer;
let client: UpstreamClient;
const SECRET_HASH = 'hash-that-must-never-leak';
const auth: UpstreamAuth = {
  mode: 'hash',
  hash: SECRET_HASH,
  account: 'demo',
  user: 'u@x',
  rights: 'user',
};
const logged: string[] = [];
const logger = capturingLogger(logged);

beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  logged.length = 0;
  client = new UpstreamClient({ baseUrlTemplate: server.baseUrlTemplate, timeoutMs: 300, logger });
});

async function failureOf(promise: Promise<unknown>): Promise<UpstreamError> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  const upstreamError = error as UpstreamError;
  expect(upstreamError.message).not.toContain(SECRET_HASH);
  expect(upstreamError.message).not.toContain('http://');
  expect(upstreamError.message).not.toMatch(/\n\s+at /);
  return upstreamError;
}

describe('success:false by class', () => {
  it.each([
    ['Auth', 'getOrder', UpstreamAuthError, 'auth'],
    ['Auth', 'listOrders', UpstreamAuthError, 'auth'],
    ['Lookup', 'getOrder', UpstreamLookupError, 'lookup'],
    // Lookup means "not found" only on a single-record read.
    ['Lookup', 'listOrders', UpstreamRejectedError, 'rejected'],
    ['General', 'getOrder', UpstreamRejectedError, 'rejected'],
    ['Internal', 'listOrders', UpstreamRejectedError, 'rejected'],
    ['Module::ShopModule', 'listOrders', UpstreamRejectedError, 'rejected'],
  ] as const)('%s on %s', async (upstreamClass, call, errorClass, kind) => {
    server.handle(() => failure(upstreamClass, 'the upstream says no'));
    const promise =
      call === 'getOrder' ? client.getOrder(auth, 5) : client.list('listOrders', auth);
    const error = await failureOf(promise);
    expect(error).toBeInstanceOf(errorClass);
    expect(error.kind).toBe(kind);
    expect(error.message).toBe('the upstream says no');
    expect(error.upstreamClass).toBe(upstreamClass);
    expect(error.ref).toBe('ref-123');
    expect(error.call).toBe(
      call === 'getOrder' ? 'ShopModule::getOrder' : 'ShopModule::listOrders',
    );
  });

  it('login with a wrong password is UpstreamAuthError, and the password is not logged', async () => {
    server.handle(() => failure('Auth', 'wrong e-mail or password'));
    const error = await failureOf(client.login('demo', 'a@b.c', 'pa55word-secret'));
    expect(error).toBeInstanceOf(UpstreamAuthError);
    expect(error.call).toBe('RelationsModule::startSessionByEmail');
    expect(logged.join('\n')).not.toContain('pa55word-secret');
  });
});

describe('transport failures', () => {
  it.each<[string, Reply, string]>([
    ['HTTP 500', { text: 'Internal Server Error', status: 500 }, 'upstream answered HTTP 500'],
    [
      'HTTP 502 with a JSON body',
      { json: { success: true, response: 1 }, status: 502 },
      'upstream answered HTTP 502',
    ],
    [
      'a body that is not JSON',
      { text: '<html>maintenance</html>' },
      'upstream answered with a body that is not JSON',
    ],
    [
      'JSON that is not an answer',
      { json: [1, 2] },
      'upstream answered with JSON that is not a protocol answer',
    ],
    [
      'an answer in an encoding we cannot decode',
      { text: '{"success":true,"response":1}', encoding: 'zstd' },
      'upstream answered in an encoding we cannot decode',
    ],
    ['a dropped connection', { destroy: true }, 'upstream closed the connection before answering'],
    ['no answer', { hang: true }, 'upstream did not answer within 0.3 s'],
  ])('%s', async (_label, reply, message) => {
    server.handle(() => reply);
    const error = await failureOf(client.call('sessionInfo', auth, []));
    expect(error).toBeInstanceOf(UpstreamTransportError);
    expect(error.kind).toBe('transport');
    expect(error.message).toBe(message);
    expect(error.call).toBe('RelationsModule::getSessionInfo');
  });

  it('a list answer without data and total', async () => {
    server.handle(() => ok({ rows: [] }));
    const error = await failureOf(client.list('listTaxRates', auth));
    expect(error).toBeInstanceOf(UpstreamTransportError);
  });

  it('a login answer that is not a session', async () => {
    server.handle(() => ok({ mode: 'hash', hash: SECRET_HASH }));
    const error = await failureOf(client.login('demo', 'a@b.c', 'x'));
    expect(error).toBeInstanceOf(UpstreamTransportError);
    // Names the field it missed, never the value.
    expect(error.message).toBe(
      'upstream answered a value we cannot read (account: Invalid input: expected string, received undefined)',
    );
  });

  it('connection refused', async () => {
    // Reserve a port, then free it, so nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const refused = new UpstreamClient({ baseUrlTemplate: `http://127.0.0.1:${port}/{account}/` });
    const error = await failureOf(refused.call('sessionInfo', auth, []));
    expect(error).toBeInstanceOf(UpstreamTransportError);
    expect(error.message).toBe('upstream refused the connection');
  });

  it('cancelled by the caller mid-call', async () => {
    const controller = new AbortController();
    // Cancelled once the call has reached the server, which never answers it.
    server.handle(() => {
      controller.abort();
      return { hang: true };
    });
    const patient = new UpstreamClient({ baseUrlTemplate: server.baseUrlTemplate });
    const error = await failureOf(patient.call('sessionInfo', auth, [], controller.signal));
    expect(error).toBeInstanceOf(UpstreamTransportError);
    expect(error.message).toBe('the upstream call was cancelled');
  });

  it('the default timeout is 15 s and the default concurrency 4', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(15_000);
    expect(DEFAULT_MAX_CONCURRENCY).toBe(4);
  });

  it('nothing logged carries the session hash', async () => {
    server.handle(() => failure('General', 'nope'));
    await failureOf(client.call('sessionInfo', auth, []));
    server.handle(() => ok({ user_id: 1, email: 'a@b.c' }));
    await client.call('sessionInfo', auth, []);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).not.toContain(SECRET_HASH);
  });
});

describe('account names', () => {
  it.each(['demo', 'demo2', 'my-shop', 'A1', 'a'.repeat(63)])('accepts %s', (account) => {
    expect(client.anonymousAuth(account)).toStrictEqual({
      mode: 'none',
      account,
      user: 'anonymous',
      rights: 'anonymous',
    });
  });

  it.each([
    '',
    '-demo',
    'demo.evil.com',
    'demo/x',
    'demo@evil',
    'de mo',
    'a'.repeat(64),
    'démo',
    'demo?x=1',
    'demo#',
  ])('refuses %j before any request', async (account) => {
    server.handle(() => ok(null));
    expect(() => client.anonymousAuth(account)).toThrow(InvalidAccountError);
    await expect(client.login(account, 'a@b.c', 'x')).rejects.toThrow(InvalidAccountError);
    await expect(client.call('sessionInfo', { ...auth, account }, [])).rejects.toThrow(
      /account name is 1 to 63 letters, digits and dashes/,
    );
    expect(server.requests).toHaveLength(0);
  });
});
