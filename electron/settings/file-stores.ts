/**
 * The two ways to open the one settings file, `<folder>/settings.json`: electron-store in the
 * desktop app (its folder is the app's user-data folder) and conf in headless mode (its
 * `--data-dir`). The file is readable by its owner only: it may hold encrypted credentials.
 */
import { mkdirSync } from 'node:fs';
import Conf from 'conf';
import { createSettingsStore, type SettingsStore } from './settings-store.js';

const SETTINGS_FILE_NAME = 'settings';
const OWNER_ONLY = 0o600;

/** Headless mode (`npm run serve -- --data-dir DIR`): plain Node, no Electron. */
export function openHeadlessSettings(dataDir: string): SettingsStore {
  // conf would create a missing folder readable by everyone (0755); the data folder is the
  // owner's only, whoever writes to it first.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  return createSettingsStore(
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
  return createSettingsStore(
    new ElectronStore<Record<string, unknown>>({
      cwd: userDataDir,
      name: SETTINGS_FILE_NAME,
      configFileMode: OWNER_ONLY,
      accessPropertiesByDotNotation: false,
    }),
  );
}
