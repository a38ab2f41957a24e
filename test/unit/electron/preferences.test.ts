/**
 * The preferences the page reads and saves through the bridge, against a real settings store
 * over an in-memory file: what the page saves is what the next start-up reads, and the page
 * never sees the private settings beside them.
 */
import { describe, expect, it } from 'vitest';
import { getPreferences, updatePreferences } from '../../../electron/desktop/ipc/preferences.js';
import { defaultSettings } from '../../../electron/settings/schema.js';
import {
  createSettingsStore,
  type SettingsBackend,
} from '../../../electron/settings/settings-store.js';
import { DEFAULT_PREFERENCES } from '../../../shared/preferences.js';

function memoryFile(initial: Record<string, unknown> = {}): SettingsBackend {
  return { path: '/tmp/settings.json', store: structuredClone(initial) };
}

describe('preferences over the settings file', () => {
  it('answers the shared defaults for a new file', () => {
    expect(getPreferences(createSettingsStore(memoryFile()))).toEqual(DEFAULT_PREFERENCES);
  });

  it('shows the page its display preferences and nothing private', () => {
    const file = memoryFile({
      ...defaultSettings(),
      upstream: { kind: 'platform', urlTemplate: 'https://{account}.example.nl' },
      port: 7600,
      language: 'en',
      rememberedCredentials: 'c2VjcmV0',
    });
    expect(getPreferences(createSettingsStore(file))).toEqual({
      language: 'en',
      csvDialect: 'follow-language',
      dateStyle: 'day-first',
      tableLayouts: {},
    });
  });

  it('keeps what the page saves for the next start, beside the private settings', () => {
    const file = memoryFile({ ...defaultSettings(), port: 7600 });
    const tableLayouts = {
      'demo/manager@demo.test': { catalog: { order: ['title', 'sku'], hidden: [], widths: {} } },
    };
    const saved = updatePreferences(createSettingsStore(file), {
      csvDialect: 'comma',
      tableLayouts,
    });
    expect(saved).toEqual({
      language: 'nl',
      csvDialect: 'comma',
      dateStyle: 'day-first',
      tableLayouts,
    });

    const reopened = createSettingsStore(file);
    expect(getPreferences(reopened)).toEqual({
      language: 'nl',
      csvDialect: 'comma',
      dateStyle: 'day-first',
      tableLayouts,
    });
    expect(reopened.read().port).toBe(7600);
  });

  it('reads a version-2 file with lastFilters without answering them', () => {
    const file = memoryFile({
      schemaVersion: 2,
      language: 'en',
      csvDialect: 'comma',
      lastFilters: { orders: { from: '2026-01-01' } },
    });
    const preferences = getPreferences(createSettingsStore(file));
    expect(preferences).toEqual({
      language: 'en',
      csvDialect: 'follow-language',
      dateStyle: 'day-first',
      tableLayouts: {},
    });
    expect(file.store).not.toHaveProperty('lastFilters');
  });
});
