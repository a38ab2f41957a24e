/**
 * A new embedded database starts from a copy of a pristine one made once at build time
 * (`npm run build` runs pglite-make-template), not from PGlite's initdb: loading the copy takes
 * a fifth of the CPU (about 0.4 s against 2 s here), which is what a new in-memory model or a
 * new data folder waits for before its first read. Without the file (a source checkout that
 * was never built) the engine runs initdb as before. The file is named by PGlite's version, so
 * a build made with another version is never loaded.
 */
import { readFileSync } from 'node:fs';
import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { findPackageRoot } from '../../../core/package-root.js';
import { unpackTar } from './pglite-unpack.js';
import { fieldOf } from '../../../../../shared/guards.js';

function pgliteVersion(): string {
  const manifest = new URL('../package.json', import.meta.resolve('@electric-sql/pglite'));
  const version = fieldOf(JSON.parse(readFileSync(manifest, 'utf8')), 'version');
  return typeof version === 'string' ? version : 'unknown';
}

/**
 * Where the build puts the pristine database: a tar of its folder, not gzipped. PGlite tries
 * a blob as a tar before it unzips it, so a gzipped copy was read twice and unzipped on every
 * open: 25 MB on disk instead of a few (an installer compresses it anyway) for some 0.25 s
 * less CPU at each new database.
 */
export function templateFile(root: string = findPackageRoot()): string {
  return join(root, 'dist', 'read-model', `pglite-template-${pgliteVersion()}.tar`);
}

/** The pristine database's bytes, or null when this build has none. */
export async function readTemplate(): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await readFile(templateFile()));
  } catch {
    return null;
  }
}

/**
 * A new database folder (which exists) filled from the pristine database, without holding it
 * in memory (pglite-unpack.ts); false when this build has none.
 */
export async function unpackTemplateInto(folder: string): Promise<boolean> {
  let file: string;
  try {
    file = templateFile();
    await access(file);
  } catch {
    return false;
  }
  await unpackTar(file, folder);
  return true;
}
