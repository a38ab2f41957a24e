/**
 * Run by `npm run build`: makes the pristine database new embedded databases start from
 * (pglite-template.ts), with the settings the engine runs with, and writes it whole or not at
 * all (a temporary file of its own, then renamed).
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_START_PARAMS } from './pglite-settings.js';
import { templateFile } from './pglite-template.js';

const file = templateFile();
const db = await PGlite.create({ startParams: PGLITE_START_PARAMS });
// The engine only ever opens `postgres` (PGlite's database) and never creates a database, so
// initdb's two template databases are dropped: each is 300 files (7.4 MB) that every new
// database unpacked again, and without them an open takes some 0.17 s less CPU (0.37 s
// against 0.54 s), the tar 25 MB instead of 40 MB.
for (const statement of [
  `update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
  'drop database template0',
  'drop database template1',
  'checkpoint',
]) {
  await db.exec(statement);
}
const dump = await db.dumpDataDir('none');
await db.close();
await mkdir(dirname(file), { recursive: true });
// A temporary of this process's own: two builds at once (a test that builds beside another)
// once wrote into one temporary together and renamed a torn file into place.
const partial = `${file}.${process.pid}.partial`;
await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
await rename(partial, file);
process.stdout.write(`build: the embedded database's template is in ${file}\n`);
