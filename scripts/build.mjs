// `npm run build`: builds what changed. Each target (the Node side with tsc, the renderer with
// Vite) records a hash of its inputs after a successful build; a target whose inputs hash the
// same and whose output is in place is skipped, so `npm run serve` starts at once when nothing
// changed. Hashes of contents, not file times: a checkout or a copied folder cannot fool it.
//
//   node scripts/build.mjs [node] [renderer] [--force]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashOf, inputFiles, root, stampDir, TARGETS } from './build-inputs.mjs';

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
  if (target.idFile) writeFileSync(join(root, target.idFile), hash);
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
