/**
 * The desktop app's bridge for renderer tests: the parts a test gives, and every other part
 * refusing ("not in this test") or listening to nothing, so a page that reaches for a part the
 * test did not expect fails loudly.
 */
import type { BackofficeBridge } from '../../shared/backoffice-bridge.js';

const unused = () => Promise.reject(new Error('not in this test'));

export function bridgeWith(parts: Partial<BackofficeBridge>): BackofficeBridge {
  return {
    saveFile: unused,
    savePdf: unused,
    openExternal: unused,
    notifyExceptions: unused,
    getServiceInfo: unused,
    chooseFolder: unused,
    onMenuExport: () => () => undefined,
    onMenuCommand: () => () => undefined,
    preferences: { get: unused, update: unused },
    credentials: { load: unused, save: unused, clear: unused },
    updates: {
      get: unused,
      setFeed: unused,
      check: unused,
      install: unused,
      onState: () => () => undefined,
    },
    ...parts,
  };
}
