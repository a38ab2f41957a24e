/**
 * Run by `npm run build`: makes the pristine database new embedded databases start from
 * (pglite-template.ts), with the settings the engine runs with, and writes it whole or not at
 * all (a temporary file, then renamed).
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_START_PARAMS } from './pglite-settings.js';
import { templateFile } from './pglite-template.js';

const file = templateFile();
const db = await PGlite.create({ startParams: PGLITE_START_PARAMS });
const dump = await db.dumpDataDir('none');
await db.close();
await mkdir(dirname(file), { recursive: true });
await writeFile(`${file}.partial`, new Uint8Array(await dump.arrayBuffer()));
await rename(`${file}.partial`, file);
process.stdout.write(`build: the embedded database's template is in ${file}\n`);
