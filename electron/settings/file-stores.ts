/**
 * The two ways to open the one settings file, `<folder>/settings.json`: electron-store in the
 * desktop app (its folder is the app's user-data folder) and conf in headless mode (its
 * `--data-dir`). The file is readable by its owner only: it may hold encrypted credentials.
 */
import { mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import Conf from 'conf';
import { createSettingsStore, type SettingsBackend, type SettingsStore } from './settings-store.js';

const SETTINGS_FILE_NAME = 'settings';
const OWNER_ONLY = 0o600;

/**
 * Opens the file through `open`. A file that is not JSON at all (a hand edit with a stray
 * comma: the port-in-use dialog sends people into it) made conf throw, and the app stopped at
 * start; it is moved aside as `settings.damaged-<time>.json`, kept for the user to copy from,
 * and the store opens on defaults, as the schema does for any field it cannot read.
 */
function openSettingsFile(folder: string, open: () => SettingsBackend): SettingsStore {
  try {
    return createSettingsStore(open());
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const time = new Date().toISOString().replace(/[:.]/g, '-');
    const keptAside = join(folder, `${SETTINGS_FILE_NAME}.damaged-${time}.json`);
    renameSync(join(folder, `${SETTINGS_FILE_NAME}.json`), keptAside);
    console.error(`[settings] not JSON, so started on defaults; the file is kept as ${keptAside}`);
    return createSettingsStore(open());
  }
}

/** Headless mode (`npm run serve -- --data-dir DIR`): plain Node, no Electron. */
export function openHeadlessSettings(dataDir: string): SettingsStore {
  // conf would create a missing folder readable by everyone (0755); the data folder is the
  // owner's only, whoever writes to it first.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  return openSettingsFile(
    dataDir,
    () =>
      new Conf<Record<string, unknown>>({
        cwd: dataDir,
        configName: SETTINGS_FILE_NAME,
        configFileMode: OWNER_ONLY,
        accessPropertiesByDotNotation: false,
      }),
  );
}

/**
 * The desktop app. electron-store is loaded only here, on demand, because it imports
 * electron, which plain Node cannot.
 */
export async function openDesktopSettings(userDataDir: string): Promise<SettingsStore> {
  const { default: ElectronStore } = await import('electron-store');
  return openSettingsFile(
    userDataDir,
    () =>
      new ElectronStore<Record<string, unknown>>({
        cwd: userDataDir,
        name: SETTINGS_FILE_NAME,
        configFileMode: OWNER_ONLY,
        accessPropertiesByDotNotation: false,
      }),
  );
}
