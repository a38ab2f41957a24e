/**
 * Session tokens and API keys are kept only as SHA-256 hashes and compared in constant time
 * (node:crypto's timingSafeEqual, watched here), so neither memory nor the data folder holds
 * a credential that could be replayed, and a comparison leaks nothing through its timing. A
 * logout ends the token at once.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const spy = vi.hoisted(() => ({ calls: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  const timingSafeEqual: typeof actual.timingSafeEqual = (a, b) => {
    spy.calls += 1;
    return actual.timingSafeEqual(a, b);
  };
  return { ...actual, timingSafeEqual, default: { ...actual, timingSafeEqual } };
});

const { TokenStore } = await import('../../../electron/service/data/sessions/store.js');
const { FileApiKeyStore, MAX_API_KEYS_PER_USER } =
  await import('../../../electron/service/data/api-keys/store.js');

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const clock = { now: () => 1_800_000_000_000 };
const context = {
  account: 'demo',
  upstream: { mode: 'hash', hash: 'h'.repeat(48), account: 'demo', user: 'm@demo.test' },
  user: { key: 'user-key', id: 1, email: 'm@demo.test', name: null },
  roles: null,
  lockedLocationId: null,
  unknown: [],
} as unknown as Parameters<InstanceType<typeof TokenStore>['issue']>[0];

let dataDir: string;
beforeEach(async () => {
  spy.calls = 0;
  dataDir = await mkdtemp(join(tmpdir(), 'credential-hashing-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('session tokens', () => {
  it('are kept only as their SHA-256, and resolved with a constant-time comparison', async () => {
    const store = new TokenStore(clock);
    const { token } = await store.issue(context);
    const kept = [...(store as unknown as { sessions: Map<string, unknown> }).sessions.keys()];
    expect(kept).toEqual([sha256(token)]);
    expect(
      JSON.stringify([...(store as unknown as { sessions: Map<string, unknown> }).sessions]),
    ).not.toContain(token);
    expect((await store.resolve(token))?.account).toBe('demo');
    expect(spy.calls).toBe(1);
    expect(await store.resolve(`${token}x`)).toBeNull();
  });

  it('stop working at once on logout', async () => {
    const store = new TokenStore(clock);
    const { token } = await store.issue(context);
    const other = (await store.issue(context)).token;
    const caller = await store.resolve(token);
    if (!caller) throw new Error('no caller');
    await store.end(caller);
    expect(await store.resolve(token)).toBeNull();
    expect(await store.resolve(other)).not.toBeNull();
  });
});

describe('API keys', () => {
  it('are stored as their SHA-256 only, and found with a constant-time comparison', async () => {
    const store = await FileApiKeyStore.open(dataDir, clock);
    const credentials = { account: 'demo', email: 'm@demo.test', password: 'Pw-9x7q' };
    const created = await store.create(
      { account: 'demo', user: 'user-key' },
      { name: 'test', may_write_files: false, may_manage_bookkeeping: false },
      credentials,
      MAX_API_KEYS_PER_USER,
    );
    if (!created) throw new Error('no key');
    const { key, record } = created;
    const file = await readFile(join(dataDir, 'api-keys.json'), 'utf8');
    expect(file).toContain(sha256(key));
    for (const secret of [key, key.slice(4), credentials.email, credentials.password]) {
      expect(file).not.toContain(secret);
    }
    spy.calls = 0;
    expect((await store.find(key))?.record.id).toBe(record.id);
    expect((await store.find(key))?.credentials).toEqual(credentials);
    expect(spy.calls).toBe(2);
    const changed = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    expect(await store.find(changed)).toBeNull();
  });
});
