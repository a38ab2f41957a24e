/** Finds the app's own folder (the one with package.json), from source or from dist/. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fieldOf } from '../../../shared/guards.js';

export function findPackageRoot(start: string = dirname(fileURLToPath(import.meta.url))): string {
  for (let folder = start; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json'))) return folder;
    if (dirname(folder) === folder) throw new Error(`no package.json above ${start}`);
  }
}

export function readAppVersion(root: string = findPackageRoot()): string {
  const manifest: unknown = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const version = fieldOf(manifest, 'version');
  return typeof version === 'string' ? version : '0.0.0';
}

/** The built renderer (dist/renderer), or null when it has not been built. */
export function findRendererDir(root: string = findPackageRoot()): string | null {
  const folder = join(root, 'dist', 'renderer');
  return existsSync(join(folder, 'index.html')) ? folder : null;
}
