/**
 * The headless service creates a new embedded database folder in a child Node process
 * (read-model/pglite/create-in-child.ts): the folder it leaves opens as a store and keeps its rows;
 * a folder that cannot be created is an error that says why.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFolderInChildProcess } from '../../../electron/service/data/read-model/pglite/create-in-child.js';
import { openPgliteStore } from '../../../electron/service/data/read-model/pglite/pglite-store.js';

const root = mkdtempSync(join(tmpdir(), 'backoffice-create-folder-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('createFolderInChildProcess', { timeout: 60_000 }, () => {
  it('leaves a database the store opens, on disk', async () => {
    const folder = join(root, 'read-model');
    const store = await openPgliteStore(folder, createFolderInChildProcess);
    await store.query('create table t (id int primary key)');
    await store.query('insert into t values (1)');
    await store.close();
    const again = await openPgliteStore(folder, createFolderInChildProcess);
    expect(await again.query('select id from t')).toEqual([{ id: 1 }]);
    await again.close();
  });

  it('says why when the folder cannot be created', async () => {
    const file = join(root, 'a-file');
    writeFileSync(file, '');
    await expect(createFolderInChildProcess(join(file, 'read-model'))).rejects.toThrow(
      /could not create the embedded database: .+/,
    );
  });
});
