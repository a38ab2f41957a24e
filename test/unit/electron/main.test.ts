/** main.ts wiring with electron and the service mocked: lock, start order, quit, second launch. */
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({ order: [] as string[], lock: true }));

const mocks = vi.hoisted(() => {
  type Listener = (...args: unknown[]) => void;
  class FakeApp {
    listeners = new Map<string, Listener[]>();
    on = vi.fn((name: string, listener: Listener) => {
      this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
      return this;
    });
    emit(name: string, ...args: unknown[]) {
      for (const listener of this.listeners.get(name) ?? []) listener(...args);
    }
    requestSingleInstanceLock = vi.fn(() => state.lock);
    quit = vi.fn(() => state.order.push('app.quit'));
    exit = vi.fn((code: number) => state.order.push(`app.exit(${code})`));
    whenReady = vi.fn(() => Promise.resolve());
    getPath = vi.fn(() => '/tmp/backoffice-user-data');
    setPath = vi.fn();
    getVersion = vi.fn(() => '0.1.0');
    enableSandbox = vi.fn();
    setAppUserModelId = vi.fn();
    isPackaged = false;
  }
  const window = {
    focus: vi.fn(() => state.order.push('window.focus')),
    saveState: vi.fn(() => state.order.push('window.saveState')),
    sendMenuExport: vi.fn(),
    sendUpdateState: vi.fn(),
  };
  return {
    app: new FakeApp(),
    openExternal: vi.fn(() => Promise.resolve()),
    ipcHandlers: new Map<string, (event: unknown, ...args: unknown[]) => unknown>(),
    showOpenDialog: vi.fn(),
    menu: {
      setApplicationMenu: vi.fn(),
      buildFromTemplate: vi.fn((template: unknown) => template),
    },
    window,
    service: {
      url: 'http://127.0.0.1:7411/',
      port: 7411,
      allowExportFolder: vi.fn(),
      close: vi.fn(() => {
        state.order.push('service.close');
        return Promise.resolve();
      }),
    },
  };
});

vi.mock('electron', () => {
  const electron = {
    app: mocks.app,
    dialog: {
      showMessageBox: vi.fn(),
      showErrorBox: vi.fn(),
      showOpenDialog: mocks.showOpenDialog,
    },
    ipcMain: {
      handle: vi.fn((channel: string, handler: (event: unknown, ...args: unknown[]) => unknown) =>
        mocks.ipcHandlers.set(channel, handler),
      ),
    },
    BrowserWindow: { fromWebContents: vi.fn(() => null) },
    safeStorage: {},
    session: {
      defaultSession: {
        setPermissionRequestHandler: vi.fn(),
        setPermissionCheckHandler: vi.fn(),
        webRequest: { onHeadersReceived: vi.fn() },
      },
    },
    shell: { openExternal: mocks.openExternal, openPath: vi.fn() },
    Menu: mocks.menu,
  };
  return { ...electron, default: electron };
});
vi.mock('../../../electron/service/boot/server.js', () => ({
  collectSooner: vi.fn(),
  EXTERNAL_LINK_TEMPLATES: [
    'https://{account}.storekeepercloud.com/#order/details/{id}',
    'https://moneybird.com/api/v2/',
  ],
  startService: vi.fn(() => {
    state.order.push('service.start');
    return Promise.resolve(mocks.service);
  }),
}));
vi.mock('../../../electron/settings/file-stores.js', async () => {
  const { createSettingsStore } = await import('../../../electron/settings/settings-store.js');
  let document: Record<string, unknown> = {};
  return {
    openDesktopSettings: vi.fn(() =>
      Promise.resolve(
        createSettingsStore({
          path: '/tmp/backoffice-user-data/settings.json',
          get store() {
            return document;
          },
          set store(value) {
            document = value;
          },
        }),
      ),
    ),
  };
});
// electron-updater needs Electron's app and network as it is built; updates.test.ts runs it.
vi.mock('../../../electron/desktop/updates/auto-updater.js', () => ({
  loadAutoUpdater: vi.fn(() => Promise.resolve(null)),
}));
vi.mock('../../../electron/desktop/window.js', () => ({
  openMainWindow: vi.fn(() => {
    state.order.push('openWindow');
    return mocks.window;
  }),
}));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.resetModules();
  vi.clearAllMocks();
  mocks.app.listeners.clear();
  state.order.length = 0;
});

describe('electron/desktop/main.ts', () => {
  it('a second instance quits at once and starts nothing', async () => {
    state.lock = false;
    await import('../../../electron/desktop/main.js');
    await flush();
    expect(state.order).toEqual(['app.quit']);
    expect(mocks.app.whenReady).not.toHaveBeenCalled();
  });

  it('the first instance starts the service, then the window; second launch focuses it', async () => {
    state.lock = true;
    await import('../../../electron/desktop/main.js');
    await flush();
    await flush();
    expect(mocks.app.enableSandbox).toHaveBeenCalled();
    expect(state.order).toEqual(['service.start', 'openWindow']);

    mocks.app.emit('second-instance');
    expect(state.order.at(-1)).toBe('window.focus');
  });

  it('hands the service a vault key source sealed by safeStorage, with the user-data folder', async () => {
    state.lock = true;
    const { startService } = await import('../../../electron/service/boot/server.js');
    await import('../../../electron/desktop/main.js');
    await flush();
    await flush();
    const options = vi.mocked(startService).mock.calls[0]?.[0];
    expect(options?.dataDir).toBe('/tmp/backoffice-user-data');
    expect(typeof options?.vaultKey?.load).toBe('function');
  });

  it('Help → Check for updates tells the window, which says updates are off by default', async () => {
    state.lock = true;
    await import('../../../electron/desktop/main.js');
    await flush();
    await flush();
    type Item = { id?: string; click?: () => void; submenu?: Item[] };
    const template = mocks.menu.buildFromTemplate.mock.calls[0]?.[0] as Item[];
    const check = template
      .flatMap((item) => item.submenu ?? [])
      .find((item) => item.id === 'check-for-updates');
    check?.click?.();
    await flush();
    expect(mocks.window.sendUpdateState).toHaveBeenCalledWith({
      currentVersion: '0.1.0',
      feedUrl: null,
      status: { kind: 'off' },
      askedByUser: true,
    });
  });

  it("opens a posted day's Moneybird document in the system browser, nothing else", async () => {
    state.lock = true;
    await import('../../../electron/desktop/main.js');
    await flush();
    await flush();
    let openHandler: ((details: { url: string }) => { action: string }) | undefined;
    const contents = {
      on: vi.fn(),
      setWindowOpenHandler: (handler: typeof openHandler) => (openHandler = handler),
    };
    mocks.app.emit('web-contents-created', {}, contents);
    // The Bekijken link of the bookkeeping screen (target=_blank; moneybird.ts's link()).
    const document = 'https://moneybird.com/123456789/general_journal_documents/987654321';
    expect(openHandler?.({ url: document })).toEqual({ action: 'deny' });
    expect(openHandler?.({ url: 'https://moneybird.com.evil.example/1' })).toEqual({
      action: 'deny',
    });
    expect(mocks.openExternal.mock.calls).toEqual([[document]]);
  });

  it('keeps the folders picked most recently when more than the settings hold', async () => {
    state.lock = true;
    await import('../../../electron/desktop/main.js');
    await flush();
    await flush();
    const choose = mocks.ipcHandlers.get('backoffice:choose-folder');
    const page = { sender: {}, senderFrame: { parent: null, url: 'http://127.0.0.1:7411/' } };
    const picks = Array.from({ length: 101 }, (_, index) => `/home/clerk/Klant ${index + 1}`);
    for (const path of picks) {
      mocks.showOpenDialog.mockResolvedValueOnce({ canceled: false, filePaths: [path] });
      await choose?.(page, '');
    }
    const { openDesktopSettings } = await import('../../../electron/settings/file-stores.js');
    // The settings keep at most 100: the 101st pick dropped the oldest, not the whole list.
    expect((await openDesktopSettings('')).read().exportFolders).toEqual(picks.slice(1));
    expect(mocks.service.allowExportFolder).toHaveBeenCalledTimes(101);
  });

  // Windows names a notification after the app id of the Start-menu shortcut the installer
  // made (electron-builder's NSIS: the appId); without it the exceptions notice came from
  // "electron.app.Back-Office Desk", without the app's icon.
  it("on Windows, runs under the installer's app id before any window opens", async () => {
    const yml = readFileSync(new URL('../../../electron-builder.yml', import.meta.url), 'utf8');
    const appId = /^appId: (\S+)$/m.exec(yml)?.[1];
    const platform = Object.getOwnPropertyDescriptor(process, 'platform');
    Object.defineProperty(process, 'platform', { value: 'win32' });
    try {
      state.lock = true;
      await import('../../../electron/desktop/main.js');
      await flush();
      await flush();
    } finally {
      if (platform) Object.defineProperty(process, 'platform', platform);
    }
    expect(appId).toBe('nl.backofficedesk.app');
    expect(mocks.app.setAppUserModelId.mock.calls).toEqual([[appId]]);
    expect(state.order).toEqual(['service.start', 'openWindow']);
  });

  it('sets no app id elsewhere', async () => {
    state.lock = true;
    await import('../../../electron/desktop/main.js');
    await flush();
    expect(mocks.app.setAppUserModelId).not.toHaveBeenCalled();
  });

  it('quit closes the service before exiting', async () => {
    state.lock = true;
    await import('../../../electron/desktop/main.js');
    await flush();
    await flush();
    const event = { preventDefault: vi.fn() };
    mocks.app.emit('before-quit', event);
    await flush();
    expect(event.preventDefault).toHaveBeenCalled();
    expect(state.order.slice(-3)).toEqual(['window.saveState', 'service.close', 'app.exit(0)']);
  });
});
