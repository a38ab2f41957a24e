/** The display preferences the page may read and change; everything else in settings stays private. */
import type { RendererPreferences } from '../../../shared/ipc.js';
import type { Settings } from '../../settings/schema.js';
import type { SettingsStore } from '../../settings/settings-store.js';

function preferencesOf(settings: Settings): RendererPreferences {
  return {
    language: settings.language,
    csvDialect: settings.csvDialect,
    dateStyle: settings.dateStyle,
    tableLayouts: settings.tableLayouts,
  };
}

export function getPreferences(settings: Pick<SettingsStore, 'read'>): RendererPreferences {
  return preferencesOf(settings.read());
}

export function updatePreferences(
  settings: Pick<SettingsStore, 'update'>,
  change: Partial<RendererPreferences>,
): RendererPreferences {
  return preferencesOf(settings.update(change));
}
