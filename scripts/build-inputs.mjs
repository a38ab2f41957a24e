// What each target of `npm run build` is made from, and the hash of those inputs it records
// after a successful build (dist/.build/<target>.sha256). The build skips a target whose
// inputs hash the same; a test runs the built service only when it was built from the sources
// as they are now (`isBuilt`), and else the sources themselves. Hashes of contents, not file
// times: a checkout or a copied folder cannot fool it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const stampDir = join(root, 'dist', '.build');
const SHARED_CONFIG = ['tsconfig.base.json', 'package-lock.json'];
/** TypeScript 7, the native compiler, installed beside TypeScript 6 (scripts/typecheck.mjs). */
export const TSC_NATIVE = 'node_modules/typescript-native/bin/tsc';

export const TARGETS = {
  node: {
    inputs: ['electron', 'shared', 'tsconfig.build.json', 'tsconfig.node.json', ...SHARED_CONFIG],
    output: 'dist/electron/service/cli.js',
    // The inputs' hash, for the service to know which build it runs (core/build-id.ts).
    idFile: 'dist/electron/build-id.txt',
    // Emptied first so a deleted source leaves no stale module behind.
    clean: ['dist/electron', 'dist/shared', 'dist/read-model'],
    commands: [
      // Emit only: `npm run typecheck` checks these files' types (tsconfig.node.json includes
      // them), and checking them again here doubled the build's time. TypeScript 7's native
      // compiler (scripts/typecheck.mjs says why two compilers).
      // Each step is Node running a script: Windows cannot start a `#!` script itself.
      [process.execPath, TSC_NATIVE, '-p', 'tsconfig.build.json', '--noCheck'],
      // The pristine database new embedded databases start from (pglite-template.ts).
      [process.execPath, 'dist/electron/service/data/read-model/pglite/pglite-make-template.js'],
    ],
  },
  renderer: {
    inputs: ['renderer', 'shared', 'vite.config.ts', 'tsconfig.web.json', ...SHARED_CONFIG],
    output: 'dist/renderer/index.html',
    clean: [],
    commands: [[process.execPath, 'node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']],
  },
};

/** Every file of the inputs (files and folders), sorted; a missing input is no file. */
export function inputFiles(inputs) {
  const files = inputs.flatMap((input) => {
    const absolute = join(root, input);
    if (!existsSync(absolute)) return [];
    if (!statSync(absolute).isDirectory()) return [input];
    return readdirSync(absolute, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)));
  });
  return [...new Set(files)].sort();
}

export function hashOf(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** True when the target's output is in place and was built from its inputs as they are now. */
export function isBuilt(name) {
  const target = TARGETS[name];
  const stampFile = join(stampDir, `${name}.sha256`);
  if (!existsSync(stampFile) || !existsSync(join(root, target.output))) return false;
  return readFileSync(stampFile, 'utf8') === hashOf(inputFiles(target.inputs));
}
