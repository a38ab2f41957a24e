// `npm run build`: builds what changed. Each target (the Node side with tsc, the renderer with
// Vite) records a hash of its inputs after a successful build; a target whose inputs hash the
// same and whose output is in place is skipped, so `npm run serve` starts at once when nothing
// changed. Hashes of contents, not file times: a checkout or a copied folder cannot fool it.
//
//   node scripts/build.mjs [node] [renderer] [--force]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stampDir = join(root, 'dist', '.build');
const SHARED_CONFIG = ['tsconfig.base.json', 'package-lock.json'];

const TARGETS = {
  node: {
    inputs: ['electron', 'shared', 'tsconfig.build.json', 'tsconfig.node.json', ...SHARED_CONFIG],
    output: 'dist/electron/service/cli.js',
    // Emptied first so a deleted source leaves no stale module behind.
    clean: ['dist/electron', 'dist/shared', 'dist/read-model'],
    commands: [
      ['node_modules/.bin/tsc', '-p', 'tsconfig.build.json'],
      // The pristine database new embedded databases start from (pglite-template.ts).
      [process.execPath, 'dist/electron/service/read-model/pglite-make-template.js'],
    ],
  },
  renderer: {
    inputs: ['renderer', 'shared', 'vite.config.ts', 'tsconfig.web.json', ...SHARED_CONFIG],
    output: 'dist/renderer/index.html',
    clean: [],
    commands: [['node_modules/.bin/vite', 'build', '--logLevel', 'warn']],
  },
};

/** Every file of the inputs (files and folders), sorted; a missing input is no file. */
function inputFiles(inputs) {
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

function hashOf(files) {
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

function build(name, target, force) {
  const stampFile = join(stampDir, `${name}.sha256`);
  const hash = hashOf(inputFiles(target.inputs));
  const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (!force && stamp === hash && existsSync(join(root, target.output))) {
    process.stdout.write(`build: ${name} is up to date\n`);
    return;
  }
  process.stdout.write(`build: ${name} …\n`);
  rmSync(stampFile, { force: true });
  for (const path of target.clean) rmSync(join(root, path), { recursive: true, force: true });
  for (const [program, ...args] of target.commands) {
    const result = spawnSync(program, args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      process.stderr.write(`build: ${name} failed\n`);
      process.exit(result.status ?? 1);
    }
  }
  mkdirSync(stampDir, { recursive: true });
  writeFileSync(stampFile, hash);
}

const args = process.argv.slice(2);
const force = args.includes('--force');
const named = args.filter((arg) => arg !== '--force');
const unknown = named.filter((name) => !(name in TARGETS));
if (unknown.length > 0) {
  process.stderr.write(`build: unknown target ${unknown.join(', ')} (targets: node, renderer)\n`);
  process.exit(2);
}
for (const name of named.length > 0 ? named : Object.keys(TARGETS)) {
  build(name, TARGETS[name], force);
}
