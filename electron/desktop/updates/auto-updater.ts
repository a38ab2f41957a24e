/**
 * electron-updater's updater for this platform and package: NSIS on Windows, Squirrel.Mac on
 * macOS, the AppImage or the .deb on Linux (it reads which from the package). Loaded on first
 * use, because it reaches for Electron's app and network as it is built. A platform or package
 * it cannot handle gives null: the app runs on and says updates are unsupported here.
 */
import type { Updater } from './update-controller.js';

export async function loadAutoUpdater(
  log: (message: string, error?: unknown) => void,
): Promise<Updater | null> {
  try {
    // CommonJS: its named exports are getters on the default export (autoUpdater is built on
    // first access), which an ES import reads only through the default.
    const { default: electronUpdater } = await import('electron-updater');
    return electronUpdater.autoUpdater;
  } catch (error) {
    log('updates are unavailable: electron-updater could not be set up', error);
    return null;
  }
}
