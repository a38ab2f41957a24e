/**
 * Settings the user chooses: language and CSV dialect. Remembered in localStorage, and in
 * the desktop app's own settings file through the bridge when it is there (the Electron
 * window's origin carries the port, so localStorage alone could be forgotten).
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { RendererPreferences } from '../../../../shared/backoffice-bridge.js';
import { getBridge } from '../../platform/bridge.js';

export type Language = RendererPreferences['language'];
export type CsvDelimiter = ',' | ';';

interface SettingsState {
  language: Language;
  csvDelimiter: CsvDelimiter;
  setLanguage: (language: Language) => void;
  setCsvDelimiter: (delimiter: CsvDelimiter) => void;
}

const dialectOf = (delimiter: CsvDelimiter): RendererPreferences['csvDialect'] =>
  delimiter === ';' ? 'excel-nl' : 'comma';

function pushToBridge(change: Partial<RendererPreferences>) {
  getBridge()
    ?.preferences.update(change)
    .catch((error: unknown) => console.warn('could not save the preference in the app', error));
}

export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      language: 'nl',
      csvDelimiter: ';',
      setLanguage: (language) => {
        set({ language });
        pushToBridge({ language });
      },
      setCsvDelimiter: (csvDelimiter) => {
        set({ csvDelimiter });
        pushToBridge({ csvDialect: dialectOf(csvDelimiter) });
      },
    }),
    {
      name: 'backoffice-desk.settings',
      version: 1,
      partialize: ({ language, csvDelimiter }) => ({ language, csvDelimiter }),
    },
  ),
);

/** The desktop app's stored preferences win over this window's localStorage. */
export async function loadPreferencesFromBridge(): Promise<void> {
  const stored = await getBridge()?.preferences.get();
  if (!stored) return;
  useSettingsStore.setState({
    language: stored.language,
    csvDelimiter: stored.csvDialect === 'excel-nl' ? ';' : ',',
  });
}
