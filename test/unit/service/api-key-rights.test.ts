/**
 * An API key's rights, to write files (docs/decisions/0081) and to change where the books are
 * posted (0120), are kept with the key: asked for or not when it is made, they come back the
 * same from the data folder's file after a restart and from memory, and a key kept before keys
 * had them (no `may_write_files`, no `may_manage_bookkeeping` in the file) reads as without
 * them, and still works. A schedule saved with a key runs only while that key has
 * the right (one saved before keys had rights runs no more). The PostgreSQL store's side is
 * in test/api/read-model/shared-postgres.test.ts, on the server that test starts.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FileApiKeyStore,
  MAX_API_KEYS_PER_USER,
} from '../../../electron/service/data/api-keys/store.js';
import { TokenStore } from '../../../electron/service/data/sessions/store.js';
import { ApiError } from '../../../electron/service/core/errors.js';
import { openScheduledSession } from '../../../electron/service/domain/scheduling/credentials.js';
import type { ScheduleRecord } from '../../../electron/service/data/month-packs/store.js';
import { UpstreamClient } from '../../../electron/upstream/client.js';

const clock = { now: () => 1_800_000_000_000 };
const credentials = { account: 'demo', email: 'm@demo.test', password: 'demo' };
const owner = { account: 'demo', user: 'user-key' };

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'api-key-rights-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * Makes a reader and a writer key (the writer may also change the bookkeeping); answers each
 * key's id and the key itself.
 */
async function makeBoth(store: FileApiKeyStore) {
  const make = async (name: string, may_write_files: boolean) => {
    const created = await store.create(
      owner,
      { name, may_write_files, may_manage_bookkeeping: may_write_files },
      credentials,
      MAX_API_KEYS_PER_USER,
    );
    if (!created) throw new Error('no key');
    return { id: created.record.id, key: created.key };
  };
  return { reader: await make('reader', false), writer: await make('writer', true) };
}

/** Each key's rights: to write files, and to change the bookkeeping. */
const rightsOf = async (store: FileApiKeyStore) =>
  Object.fromEntries(
    (await store.list(owner)).map((key) => [
      key.name,
      [key.may_write_files, key.may_manage_bookkeeping],
    ]),
  );

describe("an API key's rights to write files and to change the bookkeeping", () => {
  it('is kept in memory and in the data folder, across a restart', async () => {
    for (const where of [null, dataDir]) {
      const store = await FileApiKeyStore.open(where, clock);
      const { reader, writer } = await makeBoth(store);
      expect(await rightsOf(store)).toEqual({ reader: [false, false], writer: [true, true] });
      expect((await store.find(writer.key))?.record.may_write_files).toBe(true);
      expect((await store.find(writer.key))?.record.may_manage_bookkeeping).toBe(true);
      expect(await store.mayWriteFiles(writer.id)).toBe(true);
      expect(await store.mayWriteFiles(reader.id)).toBe(false);
      expect(await store.mayWriteFiles('key_0000000000000000')).toBe(false);
    }
    const reopened = await FileApiKeyStore.open(dataDir, clock);
    expect(await rightsOf(reopened)).toEqual({ reader: [false, false], writer: [true, true] });
  });

  it('is not had by a key kept before keys had rights, which still works', async () => {
    const { writer } = await makeBoth(await FileApiKeyStore.open(dataDir, clock));
    const file = join(dataDir, 'api-keys.json');
    const kept = JSON.parse(await readFile(file, 'utf8')) as { keys: Record<string, unknown>[] };
    // As the release before wrote it: no such field.
    for (const key of kept.keys) {
      delete key.may_write_files;
      delete key.may_manage_bookkeeping;
    }
    await writeFile(file, JSON.stringify(kept));

    const store = await FileApiKeyStore.open(dataDir, clock);
    expect(await rightsOf(store)).toEqual({ reader: [false, false], writer: [false, false] });
    expect(await store.mayWriteFiles(writer.id)).toBe(false);
    expect((await store.find(writer.key))?.credentials).toEqual(credentials);
  });
});

describe('a schedule saved with an API key', () => {
  // Nothing here reaches the platform: the key's right is judged before any login, and a
  // schedule holding no credentials stops right after it. Port 9 (discard) answers nothing.
  const deps = (apiKeys: FileApiKeyStore) => ({
    upstream: new UpstreamClient({ baseUrlTemplate: 'http://127.0.0.1:9/{account}/' }),
    tokens: new TokenStore(clock),
    apiKeys,
  });
  const vault = { status: 'available' as const, key: randomBytes(32), id: 'vault' };
  const scheduleOf = (apiKeyId: string): ScheduleRecord => ({
    ...owner,
    id: 'mps_0123456789abcdef',
    enabled: true,
    frequency: 'monthly',
    time: '07:00',
    folder: dataDir,
    location_id: null,
    lang: 'nl',
    delimiter: ';',
    saved_at: 0,
    credentials: null,
    vault_key_id: 'vault',
    api_key_id: apiKeyId,
    paused: null,
  });
  const codeOf = async (opening: Promise<unknown>) => {
    const error = await opening.then(
      () => null,
      (reason: unknown) => reason,
    );
    return error instanceof ApiError ? error.detail.code : error;
  };

  it('runs only while that key has the right to write files', async () => {
    const store = await FileApiKeyStore.open(null, clock);
    const { reader, writer } = await makeBoth(store);
    const open = (keyId: string) => openScheduledSession(deps(store), vault, scheduleOf(keyId));
    expect(await codeOf(open(reader.id))).toBe('files_not_allowed');
    expect(await codeOf(open('key_0000000000000000'))).toBe('files_not_allowed');
    // Past the right: this record keeps no credentials, so it stops at them.
    expect(await codeOf(open(writer.id))).toBe('schedule_credentials');
  });
});
