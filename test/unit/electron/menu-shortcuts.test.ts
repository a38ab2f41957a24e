/**
 * The desktop menu shows the page's keyboard shortcuts (shared/keyboard-shortcuts.ts): each
 * item with its accelerator, not registered (the page handles the key), and a click sends the
 * page the same command the key does. Electron is mocked: only the template is built.
 */
import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { SHORTCUTS, screenAccelerator } from '../../../shared/keyboard-shortcuts.js';
import { SCREENS, SCREEN_NAMES } from '../../../shared/screens.js';

const electron = vi.hoisted(() => ({
  Menu: { setApplicationMenu: vi.fn(), buildFromTemplate: vi.fn((template: unknown) => template) },
}));
vi.mock('electron', () => ({ ...electron, default: electron }));

const { buildMenuTemplate } = await import('../../../electron/desktop/menu.js');

function items(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((item) => [
    item,
    ...(Array.isArray(item.submenu) ? items(item.submenu) : []),
  ]);
}

function menu(language: 'nl' | 'en' = 'en', platform: NodeJS.Platform = 'linux') {
  const actions = {
    exportCurrentView: vi.fn(),
    runCommand: vi.fn(),
    openApiDocs: vi.fn(),
    checkForUpdates: vi.fn(),
  };
  const all = items(buildMenuTemplate({ language, isPackaged: true, platform, actions }));
  const item = (id: string) => {
    const found = all.find((candidate) => candidate.id === id);
    if (!found) throw new Error(`no menu item ${id}`);
    return found;
  };
  const click = (id: string) => (item(id).click as () => void)();
  return { all, item, click, actions };
}

describe('the menu shows the keyboard shortcuts', () => {
  it('find, print and the help: the accelerator, not registered, the command on a click', () => {
    const { item, click, actions } = menu();
    for (const command of ['find', 'print', 'help'] as const) {
      expect(item(command)).toMatchObject({
        accelerator: SHORTCUTS[command],
        registerAccelerator: false,
      });
      click(command);
      expect(actions.runCommand).toHaveBeenLastCalledWith(command);
    }
    expect(item('find').accelerator).toBe('CmdOrCtrl+F');
    expect(item('print').accelerator).toBe('CmdOrCtrl+P');
    expect(item('help').accelerator).toBe('?');
  });

  it('export keeps its own action, with Ctrl+E shown and left to the page', () => {
    const { item, click, actions } = menu();
    expect(item('export')).toMatchObject({
      accelerator: 'CmdOrCtrl+E',
      registerAccelerator: false,
    });
    expect(SHORTCUTS.export).toBe('CmdOrCtrl+E');
    click('export');
    expect(actions.exportCurrentView).toHaveBeenCalledTimes(1);
    expect(actions.runCommand).not.toHaveBeenCalled();
  });

  it('Go lists every screen in the sidebar order, Alt+1 to Alt+0, each opening its screen', () => {
    const { all, click, actions } = menu();
    const screens = all.filter((item) => item.id?.startsWith('screen-'));
    expect(screens.map((item) => item.id)).toEqual(SCREENS.map((screen) => `screen-${screen}`));
    // Alt+1 … Alt+9, Alt+0 the tenth; a screen past the tenth (API keys) has none.
    expect(screens.map((item) => item.accelerator)).toEqual(
      SCREENS.map((_, index) => (index < 10 ? `Alt+${(index + 1) % 10}` : undefined)),
    );
    expect(screens.map((item) => item.accelerator)).toEqual(SCREENS.map(screenAccelerator));
    for (const item of screens) {
      expect(item.registerAccelerator).toBe(item.accelerator === undefined ? undefined : false);
    }
    click('screen-financial-report');
    expect(actions.runCommand).toHaveBeenLastCalledWith({ screen: 'financial-report' });
  });

  it('names the screens as the sidebar does (shared/screens.ts), in both languages', () => {
    for (const screen of SCREENS) {
      expect(menu('nl').item(`screen-${screen}`).label).toBe(SCREEN_NAMES.nl[screen]);
      expect(menu('en').item(`screen-${screen}`).label).toBe(SCREEN_NAMES.en[screen]);
    }
    const dutch = menu('nl');
    expect(dutch.item('screen-journal').label).toBe('Memoriaal');
    expect(dutch.item('help').label).toBe('Sneltoetsen');
  });

  it('on macOS the same items and accelerators (Electron shows CmdOrCtrl as ⌘)', () => {
    const { item } = menu('en', 'darwin');
    expect(item('find').accelerator).toBe('CmdOrCtrl+F');
    expect(item('screen-today').accelerator).toBe('Alt+1');
  });
});
