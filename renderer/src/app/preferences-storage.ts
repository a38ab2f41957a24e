/**
 * Where the preferences are kept: in the desktop app, its settings file through the bridge
 * (the window's origin carries the service's port, so its localStorage is forgotten when the
 * port changes); in a plain browser, localStorage. Shaped as zustand's persist storage.
 */
import { createJSONStorage, type PersistStorage } from 'zustand/middleware';
import type { Preferences } from '../../../shared/preferences.js';
import { getBridge, type BackofficeBridge } from '../platform/bridge.js';

/**
 * 1 kept `csvDelimiter` (`,` or `;`) in localStorage; 2 keeps the named `csvDialect`; 3 adds
 * `tableLayouts`, each user's table columns; 4 reads a stored `excel-nl`, the old default, as
 * `follow-language` (shared/preferences.ts, `upgradeOldDefaultDialect`).
 */
export const PREFERENCES_VERSION = 4;

function bridgeStorage(bridge: BackofficeBridge): PersistStorage<Preferences> {
  return {
    // The settings file is migrated by the main process, so it is always the current version.
    getItem: async () => ({ state: await bridge.preferences.get(), version: PREFERENCES_VERSION }),
    // A failed save must not break the screen: the choice holds for this session regardless.
    setItem: (_name, { state }) =>
      bridge.preferences
        .update(state)
        .catch((error: unknown) =>
          console.warn('could not save the preferences in the app', error),
        ),
    // The settings file outlives the window; nothing here may delete it.
    removeItem: () => undefined,
  };
}

/** Nothing kept where localStorage is unavailable (blocked by the browser): defaults each time. */
const noStorage: PersistStorage<Preferences> = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

function currentStorage(): PersistStorage<Preferences> {
  const bridge = getBridge();
  if (bridge) return bridgeStorage(bridge);
  return createJSONStorage<Preferences>(() => window.localStorage) ?? noStorage;
}

/** Picks the place at each call, so the order in which modules load can never matter. */
export const preferencesStorage: PersistStorage<Preferences> = {
  getItem: (name) => currentStorage().getItem(name),
  setItem: (name, value) => currentStorage().setItem(name, value),
  removeItem: (name) => currentStorage().removeItem(name),
};
