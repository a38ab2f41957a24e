/** Finds the installed Electron executable without triggering node_modules/electron/index.js's download. */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export function installedElectronBinary(): string | null {
  try {
    const electronDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
    const relative = readFileSync(join(electronDir, 'path.txt'), 'utf8').trim();
    const binary = join(
      process.env.ELECTRON_OVERRIDE_DIST_PATH ?? join(electronDir, 'dist'),
      relative,
    );
    return relative !== '' && existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

export const SKIP_MESSAGE =
  'Electron end-to-end test skipped: no Electron binary is installed (node_modules/electron/dist ' +
  'is missing). On a machine with internet run `node node_modules/electron/install.js`, then ' +
  '`npm run test:electron`. See docs/electron.md.';
