/**
 * API keys over real HTTP: created with a session token and the password (checked upstream),
 * shown once, sent as a bearer credential, stored only hashed with the upstream credentials
 * sealed, listed without secrets, revoked per user, and still valid after a restart.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meSchema } from '../../../shared/api/auth.js';
import { productsResponseSchema } from '../../../shared/api/catalog.js';
import {
  apiKeyListSchema,
  createdApiKeySchema,
  type CreatedApiKey,
} from '../../../shared/api/keys.js';
import { MAX_API_KEYS_PER_USER } from '../../../electron/service/data/api-keys/store.js';
import { DEMO_USERS, startTestService, type TestService } from '../harness.js';
import { expectError } from '../expect-error.js';

let dataDir: string;
let service: TestService;
let token: string;
let key: CreatedApiKey;

const SMALL_DEMO = { productsPerAccount: 60, ordersPerDay: 2, historyDays: 5 };

const createKey = (name: string, bearer = token, password: string = DEMO_USERS.manager.password) =>
  service.post('/api/api-keys', { name, password }, bearer);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'backoffice-keys-'));
  service = await startTestService({ dataDir, demo: SMALL_DEMO });
  token = await service.login();
  const created = await createKey('integration');
  expect(created.status).toBe(201);
  key = createdApiKeySchema.parse(created.json);
});

afterAll(async () => {
  await service.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('POST /api/api-keys', () => {
  it('returns the key once, with its id, name and creation time', () => {
    expect(key.name).toBe('integration');
    expect(key.id).toMatch(/^key_[0-9a-f]{16}$/);
    expect(key.key).toMatch(/^bok_[A-Za-z0-9_-]{43}$/);
    expect(key.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(key.last_used_at).toBeNull();
    // Not asked for: a key reads, writes no files (decision 0081) and does not change where
    // the books are posted (0120).
    expect(key.may_write_files).toBe(false);
    expect(key.may_manage_bookkeeping).toBe(false);
  });

  it('needs a session token', async () => {
    const answer = await service.post('/api/api-keys', { name: 'x', password: 'demo' });
    expectError(answer, 401);
    expect((answer.json as { hint?: string }).hint).toContain('/api/auth/login');
  });

  it('checks the password with the upstream: a wrong one is 403 and creates nothing', async () => {
    // Not 401: that tells a client its session ended (the app would log the user out).
    const answer = await createKey('wrong', token, 'not-the-password');
    // A refused credential is 403, never 400 (issue 58); not 401, which ends a session.
    expect(expectError(answer, 403, 'password').code).toBe('wrong_password');
    expect((await service.get('/api/me', token)).status).toBe(200);
    const list = apiKeyListSchema.parse((await service.get('/api/api-keys', token)).json);
    expect(list.data.map((entry) => entry.name)).not.toContain('wrong');
  });

  it('validates the body', async () => {
    expectError(await service.post('/api/api-keys', { password: 'demo' }, token), 400, "'name'");
    expectError(await service.post('/api/api-keys', { name: 'x' }, token), 400, "'password'");
    expectError(
      await service.post('/api/api-keys', { name: '  ', password: 'demo' }, token),
      400,
      "'name'",
    );
    expectError(
      await service.post('/api/api-keys', { name: 'x'.repeat(101), password: 'demo' }, token),
      400,
      "'name'",
    );
    expectError(
      await service.post('/api/api-keys', { name: 5, password: 'demo' }, token),
      400,
      "'name'",
    );
    expectError(
      await service.post('/api/api-keys', { name: 'x', password: 'demo', admin: true }, token),
      400,
      "'admin'",
    );
    expectError(
      await service.post(
        '/api/api-keys',
        { name: 'x', password: 'demo', may_write_files: 'yes' },
        token,
      ),
      400,
      "'may_write_files' must be true or false",
    );
    expectError(
      await service.post(
        '/api/api-keys',
        { name: 'x', password: 'demo', may_manage_bookkeeping: 1 },
        token,
      ),
      400,
      "'may_manage_bookkeeping' must be true or false",
    );
    expectError(await service.post('/api/api-keys', '["x"]', token), 400);
  });

  it('keeps unicode names as given', async () => {
    const created = createdApiKeySchema.parse((await createKey('Boekhouding – € ✓')).json);
    expect(created.name).toBe('Boekhouding – € ✓');
    expect((await service.del(`/api/api-keys/${created.id}`, token)).status).toBe(200);
  });

  it(`refuses a user's key beyond ${MAX_API_KEYS_PER_USER} with 409 api_key_limit`, async () => {
    // Another user, so the other tests' lists stay as they are; the store's own test proves
    // the count under concurrent requests (unit/service/api-key-cap.test.ts).
    const other = await service.login('secondManager');
    const made = await Promise.all(
      Array.from({ length: MAX_API_KEYS_PER_USER }, (_, index) =>
        createKey(`bulk ${index}`, other),
      ),
    );
    expect(made.map((answer) => answer.status)).toEqual(made.map(() => 201));
    const refused = expectError(await createKey('one too many', other), 409, 'revoke one');
    expect(refused.code).toBe('api_key_limit');
    const list = apiKeyListSchema.parse((await service.get('/api/api-keys', other)).json);
    expect(list.count).toBe(MAX_API_KEYS_PER_USER);
    expect(list.data.map((entry) => entry.name)).not.toContain('one too many');
    expect((await createKey('mine still', token)).status).toBe(201);
  });

  it('cannot be called with an API key (a key does not mint keys)', async () => {
    expectError(await createKey('from a key', key.key), 403, 'API key');
  });
});

describe('using a key', () => {
  it('authenticates as the user, without expiry', async () => {
    const me = meSchema.parse((await service.get('/api/me', key.key)).json);
    expect(me.account).toBe('demo');
    expect(me.user.email).toBe(DEMO_USERS.manager.email);
    expect(me.token_expires_at).toBeNull();
  });

  it('reads data like a session token does', async () => {
    const withKey = productsResponseSchema.parse(
      (await service.get('/api/products?limit=7', key.key)).json,
    );
    const withToken = productsResponseSchema.parse(
      (await service.get('/api/products?limit=7', token)).json,
    );
    expect(withKey.data.length).toBe(7);
    expect(withKey).toEqual(withToken);
  });

  it("logs in upstream again, once, when the upstream ends the key's session", async () => {
    const demo = service.service.demoPlatform;
    expect((await service.get('/api/products?limit=2', key.key)).status).toBe(200);
    demo?.expireSessions('demo');
    const renewed = await service.get('/api/products?limit=2', key.key);
    expect(renewed.status, renewed.text).toBe(200);
    expect(productsResponseSchema.parse(renewed.json).data.length).toBe(2);
    // A session token has no credentials to log in again with: 401, as the spec says.
    expectError(await service.get('/api/products?limit=2', token), 401);
    token = await service.login();
  });

  it('refuses a changed key', async () => {
    const last = key.key.at(-1) === 'A' ? 'B' : 'A';
    expectError(await service.get('/api/me', key.key.slice(0, -1) + last), 401);
    expectError(await service.get('/api/me', `${key.key}x`), 401);
  });

  it('records when it was last used', async () => {
    const list = apiKeyListSchema.parse((await service.get('/api/api-keys', token)).json);
    const entry = list.data.find((candidate) => candidate.id === key.id);
    expect(entry?.last_used_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe('GET /api/api-keys', () => {
  it("lists the caller's keys without any secret", async () => {
    const answer = await service.get('/api/api-keys', token);
    const list = apiKeyListSchema.parse(answer.json);
    expect(list.count).toBe(list.data.length);
    expect(list.total).toBe(list.data.length);
    expect(list.data.map((entry) => entry.id)).toContain(key.id);
    expect(answer.text).not.toContain(key.key);
    expect(answer.text).not.toMatch(/"key"|hash|password|salt/);
  });

  it('shows the same list to the key itself', async () => {
    const viaKey = apiKeyListSchema.parse((await service.get('/api/api-keys', key.key)).json);
    expect(viaKey.data.map((entry) => entry.id)).toContain(key.id);
  });

  it("shows nothing of another user's or account's keys", async () => {
    for (const user of ['staff', 'otherAccount'] as const) {
      const other = await service.login(user);
      const list = apiKeyListSchema.parse((await service.get('/api/api-keys', other)).json);
      expect(list.data.map((entry) => entry.id)).not.toContain(key.id);
    }
  });
});

describe('DELETE /api/api-keys/{id}', () => {
  it("answers 404 for another account's or user's key, and 400 for a malformed id", async () => {
    for (const user of ['staff', 'otherAccount'] as const) {
      const other = await service.login(user);
      expectError(await service.del(`/api/api-keys/${key.id}`, other), 404, key.id);
    }
    expectError(await service.del('/api/api-keys/key_0000000000000000', token), 404);
    expectError(await service.del('/api/api-keys/12abc', token), 400, "'id'");
    expect((await service.get('/api/me', key.key)).status).toBe(200);
  });

  it('revokes a key at once', async () => {
    const doomed = createdApiKeySchema.parse((await createKey('doomed')).json);
    expect((await service.get('/api/me', doomed.key)).status).toBe(200);
    const deleted = await service.del(`/api/api-keys/${doomed.id}`, token);
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ id: doomed.id, deleted: true });
    expectError(await service.get('/api/me', doomed.key), 401);
    expectError(await service.del(`/api/api-keys/${doomed.id}`, token), 404);
  });
});

describe('the data folder', () => {
  it('holds neither the key nor the credentials in plain text', async () => {
    const text = await readFile(join(dataDir, 'api-keys.json'), 'utf8');
    expect(text).toContain(key.id);
    expect(text).not.toContain(key.key);
    expect(text).not.toContain(key.key.slice(4));
    expect(text).not.toContain(DEMO_USERS.manager.email);
    expect(text).not.toMatch(/password/i);
    // "demo" is both the account and the password: it may appear only as the owner's account.
    const demoValues: string[] = [];
    const walk = (value: unknown, path: string): void => {
      if (value === DEMO_USERS.manager.password) demoValues.push(path);
      if (typeof value === 'object' && value !== null) {
        for (const [name, child] of Object.entries(value)) walk(child, `${path}.${name}`);
      }
    };
    walk(JSON.parse(text), '$');
    expect(demoValues.every((path) => path.endsWith('.account'))).toBe(true);
  });

  it('keeps working keys across a restart with the same folder', async () => {
    await service.close();
    service = await startTestService({ dataDir, demo: SMALL_DEMO });
    const me = meSchema.parse((await service.get('/api/me', key.key)).json);
    expect(me.user.email).toBe(DEMO_USERS.manager.email);
    token = await service.login();
    const list = apiKeyListSchema.parse((await service.get('/api/api-keys', token)).json);
    expect(list.data.map((entry) => entry.id)).toContain(key.id);
  });
});
