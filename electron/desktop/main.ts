/**
 * Electron main process: lifecycle only. One instance (a second launch focuses the first
 * window), the service in-process on the configured port, one window on the service's own
 * address, and a quit that waits for the service to close. The parts live beside it:
 * app-controller.ts (order of start and stop), window.ts, security.ts, menu.ts, ipc/, updates/;
 * the settings file is ../settings/, a layer of its own that the headless service uses too.
 */
import { app, dialog, ipcMain, safeStorage, session, shell, utilityProcess } from 'electron';
import { createAppController, type AppController } from './app-controller.js';
import { registerIpcHandlers } from './ipc/register.js';
import { folderCreatorWith } from './read-model-folder.js';
import { apiDocsUrl, installApplicationMenu } from './menu.js';
import { hardenSession, hardenWebContents } from './security.js';
import { join } from 'node:path';
import {
  collectSooner,
  EXTERNAL_LINK_TEMPLATES,
  startService,
  type RunningService,
} from '../service/boot/server.js';
import { createCredentialVault } from '../settings/credential-vault.js';
import { openDesktopSettings } from '../settings/file-stores.js';
import { MAX_EXPORT_FOLDERS } from '../settings/schema.js';
import { desktopVaultKey } from '../settings/vault-key-store.js';
import { externalLinkPolicyFor, originOf } from './trusted-url.js';
import { loadAutoUpdater } from './updates/auto-updater.js';
import { createUpdateController } from './updates/update-controller.js';
import { openMainWindow, type MainWindowHandle } from './window.js';

// First: the service's heap growth rule (service/core/heap-growth.ts), before any work starts.
collectSooner();

const log = (message: string, error?: unknown) => console.error(`[main] ${message}`, error ?? '');

// A separate profile folder (settings, service data) for tests and side-by-side installs.
const userDataOverride = process.env.BACKOFFICE_USER_DATA_DIR;
if (userDataOverride) app.setPath('userData', userDataOverride);

// Every renderer sandboxed, whatever a window's own options say.
app.enableSandbox();

// Windows names a notification after the app id of the Start-menu shortcut the installer made
// (electron-builder.yml's appId); without it the exceptions notice came from
// "electron.app.Back-Office Desk", without the app's icon.
if (process.platform === 'win32') app.setAppUserModelId('nl.backofficedesk.app');

let controller: AppController | null = null;

const createReadModelFolder = folderCreatorWith((modulePath, args, options) =>
  utilityProcess.fork(modulePath, args, options),
);

function openInBrowser(url: string): void {
  shell.openExternal(url).catch((error: unknown) => log(`could not open ${url}`, error));
}

async function run(): Promise<void> {
  const dataDir = app.getPath('userData');
  const settings = await openDesktopSettings(dataDir);
  const { language } = settings.read();
  const linkPolicy = externalLinkPolicyFor(EXTERNAL_LINK_TEMPLATES);
  const vault = createCredentialVault({ safeStorage, settings, platform: process.platform });
  // The key that seals the credentials webhooks keep is itself sealed by the OS keychain.
  const vaultKey = desktopVaultKey({ safeStorage, dataDir, platform: process.platform, log });
  let mainWindow: MainWindowHandle | null = null;
  // Off until the user sets a feed; checks, downloads and installs only as update-controller.ts says.
  const updates = createUpdateController({
    updater: await loadAutoUpdater(log),
    currentVersion: app.getVersion(),
    feedUrl: settings.read().updateFeedUrl,
    onChange: (state) => mainWindow?.sendUpdateState(state),
    log,
  });

  let running: RunningService | null = null;
  // The month pack writes into Documents/Back-Office Desk and the folders the user picked.
  const allowExportFolder = (folder: string) => {
    running?.allowExportFolder(folder);
    const kept = settings.read().exportFolders;
    // The newest picks: one over the file's bound would read as a damaged list, so as none.
    const next = [...kept, folder].slice(-MAX_EXPORT_FOLDERS);
    if (!kept.includes(folder)) settings.update({ exportFolders: next });
  };

  controller = createAppController({
    startService: async (options) =>
      (running = await startService({
        ...options,
        exportFolders: [
          join(app.getPath('documents'), 'Back-Office Desk'),
          ...settings.read().exportFolders,
        ],
        program: 'the desktop app',
        vaultKey,
        readModel: { createFolder: createReadModelFolder },
      })),
    settings,
    dataDir,
    app,
    dialog,
    shell,
    log,
    prepare(service) {
      const serviceOrigin = originOf(service.url);
      hardenSession(session.defaultSession, serviceOrigin);
      app.on('web-contents-created', (_event, contents) => {
        hardenWebContents(contents, { serviceOrigin, linkPolicy, openExternal: openInBrowser });
      });
      registerIpcHandlers(ipcMain, {
        serviceUrl: service.url,
        version: app.getVersion(),
        linkPolicy,
        vault,
        settings,
        updates,
        allowExportFolder,
      });
      installApplicationMenu({
        language,
        isPackaged: app.isPackaged,
        platform: process.platform,
        actions: {
          exportCurrentView: () => mainWindow?.sendMenuExport(),
          runCommand: (command) => mainWindow?.sendMenuCommand(command),
          openApiDocs: () => openInBrowser(apiDocsUrl(service.url)),
          checkForUpdates: () => void updates.check({ askedByUser: true }),
        },
      });
    },
    openWindow(service) {
      mainWindow = openMainWindow({ serviceUrl: service.url, settings, log });
      updates.schedule();
      return mainWindow;
    },
  });
  await controller.start();
}

if (!app.requestSingleInstanceLock()) {
  // Another instance runs: it receives 'second-instance' and focuses its window.
  app.quit();
} else {
  app.on('second-instance', () => controller?.handleSecondInstance());
  app.on('before-quit', (event) => controller?.handleBeforeQuit(event));
  app.on('window-all-closed', () => controller?.handleWindowAllClosed());
  app
    .whenReady()
    .then(run)
    .catch((error: unknown) => {
      log('the app could not start', error);
      dialog.showErrorBox(
        'Back-Office Desk',
        error instanceof Error ? error.message : String(error),
      );
      app.exit(1);
    });
}
