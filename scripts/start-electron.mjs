// `npm start` (after the build): runs the desktop app in Electron. npm 11 runs no install
// scripts, so the Electron binary may be missing; fetch it here once, and if that is not
// possible, say so plainly and point to the headless mode, which needs no Electron.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** The installed Electron executable, or null (read the way node_modules/electron/index.js does, without downloading). */
export function installedElectronBinary(electronDir) {
  try {
    const relative = readFileSync(join(electronDir, 'path.txt'), 'utf8').trim();
    const distDir = process.env.ELECTRON_OVERRIDE_DIST_PATH ?? join(electronDir, 'dist');
    const binary = join(distDir, relative);
    return relative !== '' && existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

function fail(message) {
  process.stderr.write(`\n${message}\n`);
  process.exit(1);
}

const HEADLESS_HINT =
  'Without Electron you can run the same service and web UI headless:\n' +
  '  npm run serve\n' +
  'then open http://127.0.0.1:7411/ in a browser. See docs/electron.md.';

function main() {
  let electronDir;
  try {
    electronDir = dirname(require.resolve('electron/package.json'));
  } catch {
    fail(`The electron package is not installed (run npm ci).\n${HEADLESS_HINT}`);
  }
  let binary = installedElectronBinary(electronDir);
  if (!binary) {
    process.stdout.write('The Electron binary is not installed yet; downloading it once...\n');
    const install = spawnSync(process.execPath, [join(electronDir, 'install.js')], {
      stdio: 'inherit',
      cwd: root,
    });
    binary = installedElectronBinary(electronDir);
    if (install.status !== 0 || !binary) {
      fail(
        'Could not download the Electron binary (see the error above: no internet, a proxy, or\n' +
          'a blocked download host). To retry: node node_modules/electron/install.js\n' +
          '(behind a mirror, set ELECTRON_MIRROR first).\n\n' +
          HEADLESS_HINT,
      );
    }
  }

  // ELECTRON_RUN_AS_NODE would make the binary a plain Node and ignore the app.
  const env = { ...process.env };
  delete env.ELECTRON_RUN_AS_NODE;
  const child = spawn(binary, [root, ...process.argv.slice(2)], { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('error', (error) => fail(`Could not start Electron (${binary}): ${error.message}`));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
