import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';

const electron = vi.hoisted(() => ({
  Menu: { setApplicationMenu: vi.fn(), buildFromTemplate: vi.fn((template: unknown) => template) },
  BrowserWindow: vi.fn(),
  screen: { getAllDisplays: vi.fn(() => []) },
}));
vi.mock('electron', () => ({ ...electron, default: electron }));

const { apiDocsUrl, buildMenuTemplate, installApplicationMenu } =
  await import('../../../electron/desktop/menu.js');
const { captureWindowState, restorableWindowState, secureWebPreferences, windowOptions } =
  await import('../../../electron/desktop/window.js');

function items(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((item) => [
    item,
    ...(Array.isArray(item.submenu) ? items(item.submenu) : []),
  ]);
}

const actions = () => ({
  exportCurrentView: vi.fn(),
  runCommand: vi.fn(),
  openApiDocs: vi.fn(),
  checkForUpdates: vi.fn(),
});

describe('application menu', () => {
  it('File → Export and Help → API documentation call their actions', () => {
    const menuActions = actions();
    const all = items(
      buildMenuTemplate({
        language: 'en',
        isPackaged: true,
        platform: 'linux',
        actions: menuActions,
      }),
    );
    const exportItem = all.find((item) => item.id === 'export');
    const docsItem = all.find((item) => item.id === 'api-docs');
    expect(exportItem?.label).toBe('Export…');
    expect(exportItem?.accelerator).toBe('CmdOrCtrl+E');
    (exportItem?.click as (() => void) | undefined)?.();
    (docsItem?.click as (() => void) | undefined)?.();
    expect(menuActions.exportCurrentView).toHaveBeenCalledTimes(1);
    expect(menuActions.openApiDocs).toHaveBeenCalledTimes(1);
  });

  it('Help → Check for updates calls its action, labelled in the app language', () => {
    const menuActions = actions();
    const find = (language: 'nl' | 'en') =>
      items(
        buildMenuTemplate({ language, isPackaged: true, platform: 'win32', actions: menuActions }),
      ).find((item) => item.id === 'check-for-updates');
    expect(find('en')?.label).toBe('Check for updates…');
    expect(find('nl')?.label).toBe('Controleren op updates…');
    (find('nl')?.click as (() => void) | undefined)?.();
    expect(menuActions.checkForUpdates).toHaveBeenCalledTimes(1);
  });

  it('View has reload, zoom and full screen; developer tools only when not packaged', () => {
    const roles = (isPackaged: boolean) =>
      items(
        buildMenuTemplate({ language: 'nl', isPackaged, platform: 'win32', actions: actions() }),
      )
        .map((item) => item.role)
        .filter(Boolean);
    expect(roles(true)).toEqual(
      expect.arrayContaining([
        'reload',
        'zoomIn',
        'zoomOut',
        'resetZoom',
        'togglefullscreen',
        'quit',
      ]),
    );
    expect(roles(true)).not.toContain('toggleDevTools');
    expect(roles(false)).toContain('toggleDevTools');
  });

  it('labels follow the language; macOS gets its app menu', () => {
    const dutch = buildMenuTemplate({
      language: 'nl',
      isPackaged: true,
      platform: 'darwin',
      actions: actions(),
    });
    expect(dutch[0]?.role).toBe('appMenu');
    expect(dutch.map((item) => item.label)).toEqual(
      expect.arrayContaining(['Bestand', 'Bewerken', 'Beeld', 'Help']),
    );
  });

  it('installs the menu built from the template', () => {
    installApplicationMenu({
      language: 'en',
      isPackaged: true,
      platform: 'linux',
      actions: actions(),
    });
    expect(electron.Menu.setApplicationMenu).toHaveBeenCalledTimes(1);
  });

  it('API docs point at the service', () => {
    expect(apiDocsUrl('http://127.0.0.1:7411/')).toBe('http://127.0.0.1:7411/api/docs');
  });
});

describe('window', () => {
  it('has the hardened web preferences', () => {
    expect(secureWebPreferences('/app/dist/electron/desktop/preload.cjs')).toMatchObject({
      preload: '/app/dist/electron/desktop/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('reopens where it was, or at the default size when that place is off-screen', () => {
    const screens = [{ x: 0, y: 0, width: 1920, height: 1040 }];
    const saved = { bounds: { x: 100, y: 50, width: 1400, height: 900 }, maximized: true };
    expect(restorableWindowState(saved, screens)).toEqual(saved);
    const offScreen = { bounds: { x: 3000, y: 50, width: 1400, height: 900 }, maximized: false };
    expect(restorableWindowState(offScreen, screens)).toEqual({ bounds: null, maximized: false });
    expect(windowOptions({ bounds: null, maximized: false }, '/p')).toMatchObject({
      width: 1280,
      height: 800,
      show: false,
    });
    expect(windowOptions(saved, '/p')).toMatchObject(saved.bounds);
  });

  it('remembers the normal (unmaximized) bounds and the maximized flag', () => {
    const window = {
      getNormalBounds: () => ({ x: 10.4, y: 20, width: 1300.6, height: 700 }),
      isMaximized: () => true,
    };
    expect(captureWindowState(window)).toEqual({
      bounds: { x: 10, y: 20, width: 1301, height: 700 },
      maximized: true,
    });
  });
});
