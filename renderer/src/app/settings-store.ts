/**
 * The preferences the user chooses: language, CSV dialect, date style and each user's table columns
 * (shared/table-layouts.ts), with the defaults and rules of
 * shared/preferences.ts. Kept by the desktop app through the bridge, or in localStorage in a
 * plain browser (preferences-storage.ts). `loadPreferences` reads them; main.tsx waits for it
 * before the first render, so the first screen is already in the user's language.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  DEFAULT_PREFERENCES,
  dialectOfDelimiter,
  readPreferences,
  upgradeOldDefaultDialect,
  type CsvDialectName,
  type DateStyle,
  type Language,
  type Preferences,
} from '../../../shared/preferences.js';
import type { ColumnLayout } from '../../../shared/table-layouts.js';
import { PREFERENCES_VERSION, preferencesStorage } from './preferences-storage.js';

export type { CsvDialectName, DateStyle, Language };

interface SettingsState extends Preferences {
  setLanguage: (language: Language) => void;
  setCsvDialect: (csvDialect: CsvDialectName) => void;
  setDateStyle: (dateStyle: DateStyle) => void;
  /** Keeps `user`'s layout of one table; null forgets it (the table's own columns again). */
  setTableLayout: (user: string, table: string, layout: ColumnLayout | null) => void;
}

/** localStorage written by version 1 kept the delimiter character (reading drops the field). */
function fromVersion1(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null || !('csvDelimiter' in stored)) return stored;
  return { ...stored, csvDialect: dialectOfDelimiter(stored.csvDelimiter) };
}

/** Up to version 3 `excel-nl` was the default, saved with every change: it follows the language. */
function fromVersion3(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null || !('csvDialect' in stored)) return stored;
  return { ...stored, csvDialect: upgradeOldDefaultDialect(stored.csvDialect) };
}

export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      ...DEFAULT_PREFERENCES,
      setLanguage: (language) => set({ language }),
      setCsvDialect: (csvDialect) => set({ csvDialect }),
      setDateStyle: (dateStyle) => set({ dateStyle }),
      setTableLayout: (user, table, layout) =>
        set(({ tableLayouts }) => {
          const { [table]: _previous, ...otherTables } = tableLayouts[user] ?? {};
          const tables = layout === null ? otherTables : { ...otherTables, [table]: layout };
          const { [user]: _mine, ...otherUsers } = tableLayouts;
          return {
            tableLayouts:
              Object.keys(tables).length === 0 ? otherUsers : { ...otherUsers, [user]: tables },
          };
        }),
    }),
    {
      name: 'backoffice-desk.settings',
      version: PREFERENCES_VERSION,
      storage: preferencesStorage,
      // Read once, by loadPreferences, before the first render: the bridge answers only later.
      skipHydration: true,
      partialize: ({ language, csvDialect, dateStyle, tableLayouts }) => ({
        language,
        csvDialect,
        dateStyle,
        tableLayouts,
      }),
      // Version 2 had no table layouts: reading gives it the empty default.
      migrate: (stored, version) => {
        const named = version < 2 ? fromVersion1(stored) : stored;
        return readPreferences(version < 4 ? fromVersion3(named) : named);
      },
      // Whatever is stored (by an older build, by hand) is read field by field; an invalid
      // field becomes its default rather than reaching the screen.
      merge: (stored, current) =>
        stored === undefined ? current : { ...current, ...readPreferences(stored) },
      onRehydrateStorage: () => (_state, error) => {
        if (error !== undefined) console.warn('could not read the saved preferences', error);
      },
    },
  ),
);

/** How the user writes dates (every date on screen and in the date fields follows it). */
export const useDateStyle = (): DateStyle => useSettingsStore((state) => state.dateStyle);

/** Reads the stored preferences into the store; on failure the defaults stay (and it warns). */
export const loadPreferences = (): Promise<void> => useSettingsStore.persist.rehydrate();
