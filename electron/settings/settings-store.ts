/**
 * Settings read and written through any file store with conf's shape: electron-store in the
 * desktop app, conf in headless mode, a plain object in tests. The file is migrated and
 * validated on open and written back only when that changed it.
 */
import { migrateSettings } from './migrations.js';
import { settingsSchema, type Settings } from './schema.js';

/** The part of conf/electron-store used here: the whole document, read and replaced. */
export interface SettingsBackend {
  store: Record<string, unknown>;
  readonly path: string;
}

export type SettingsChange = Partial<Omit<Settings, 'schemaVersion'>>;

export interface SettingsStore {
  /** Where the file lives (shown in messages that ask the user to edit it). */
  readonly path: string;
  read(): Settings;
  update(change: SettingsChange): Settings;
}

export function parseSettings(raw: unknown): Settings {
  return settingsSchema.parse(migrateSettings(raw));
}

export function createSettingsStore(backend: SettingsBackend): SettingsStore {
  const opened = parseSettings(backend.store);
  if (JSON.stringify(opened) !== JSON.stringify(backend.store)) backend.store = { ...opened };

  return {
    path: backend.path,
    read: () => parseSettings(backend.store),
    update(change) {
      // Validate the merged result so a bad value is replaced by its default, never stored.
      const next = parseSettings({ ...parseSettings(backend.store), ...change });
      backend.store = { ...next };
      return next;
    },
  };
}
