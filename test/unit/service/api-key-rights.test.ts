/**
 * An API key's right to write files (docs/decisions/0081) is kept with the key: asked for or
 * not when it is made, it comes back the same from the data folder's file after a restart and
 * from memory, and a key kept before keys had rights (no `may_write_files` in the file) reads
 * as without it, and still works. The PostgreSQL store's side is in
 * test/api/read-model/shared-postgres.test.ts, on the server that test starts.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FileApiKeyStore,
  MAX_API_KEYS_PER_USER,
} from '../../../electron/service/auth/api-key-store.js';

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

/** Makes a reader and a writer key; answers each key's id and the key itself. */
async function makeBoth(store: FileApiKeyStore) {
  const make = async (name: string, may_write_files: boolean) => {
    const created = await store.create(
      owner,
      { name, may_write_files },
      credentials,
      MAX_API_KEYS_PER_USER,
    );
    if (!created) throw new Error('no key');
    return { id: created.record.id, key: created.key };
  };
  return { reader: await make('reader', false), writer: await make('writer', true) };
}

const rightsOf = async (store: FileApiKeyStore) =>
  Object.fromEntries((await store.list(owner)).map((key) => [key.name, key.may_write_files]));

describe("an API key's right to write files", () => {
  it('is kept in memory and in the data folder, across a restart', async () => {
    for (const where of [null, dataDir]) {
      const store = await FileApiKeyStore.open(where, clock);
      const { reader, writer } = await makeBoth(store);
      expect(await rightsOf(store)).toEqual({ reader: false, writer: true });
      expect((await store.find(writer.key))?.record.may_write_files).toBe(true);
      expect(await store.mayWriteFiles(writer.id)).toBe(true);
      expect(await store.mayWriteFiles(reader.id)).toBe(false);
      expect(await store.mayWriteFiles('key_0000000000000000')).toBe(false);
    }
    const reopened = await FileApiKeyStore.open(dataDir, clock);
    expect(await rightsOf(reopened)).toEqual({ reader: false, writer: true });
  });

  it('is not had by a key kept before keys had rights, which still works', async () => {
    const { writer } = await makeBoth(await FileApiKeyStore.open(dataDir, clock));
    const file = join(dataDir, 'api-keys.json');
    const kept = JSON.parse(await readFile(file, 'utf8')) as { keys: Record<string, unknown>[] };
    // As the release before wrote it: no such field.
    for (const key of kept.keys) delete key.may_write_files;
    await writeFile(file, JSON.stringify(kept));

    const store = await FileApiKeyStore.open(dataDir, clock);
    expect(await rightsOf(store)).toEqual({ reader: false, writer: false });
    expect(await store.mayWriteFiles(writer.id)).toBe(false);
    expect((await store.find(writer.key))?.credentials).toEqual(credentials);
  });
});
