/**
 * The shortcuts' wiring in jsdom: a key press on the page and a command from the desktop menu
 * (a fake bridge playing the main process) do the same things: open a screen, start the
 * screen's export, open the help, find the search field; a plain ? typed in a field is text,
 * and a command the page did not make is ignored.
 */
import { act, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackofficeBridge } from '../../shared/backoffice-bridge.js';
import type { MenuCommand } from '../../shared/keyboard-shortcuts.js';
import { bridgeWith } from './fake-bridge.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

interface Menu {
  command: ((command: MenuCommand) => void) | null;
  exportItem: (() => void) | null;
}

function fakeBridge(menu: Menu): BackofficeBridge {
  return bridgeWith({
    onMenuExport: (listener) => {
      menu.exportItem = listener;
      return () => (menu.exportItem = null);
    },
    onMenuCommand: (listener) => {
      menu.command = listener;
      return () => (menu.command = null);
    },
  });
}

let root: Root;
let container: HTMLElement;
const menu: Menu = { command: null, exportItem: null };
const openHelp = vi.fn();
const exported = vi.fn();

beforeEach(async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  vi.resetModules();
  window.location.hash = '#/catalog';
  window.backoffice = fakeBridge(menu);
  const { useShortcuts } = await import('../../renderer/src/app/use-shortcuts.js');
  const { registerCommand } =
    await import('../../renderer/src/components/export/screen-commands.js');
  registerCommand('export', exported);
  function Harness() {
    const main = useRef<HTMLElement>(null);
    useShortcuts(main, openHelp);
    return (
      <main ref={main}>
        <input type="search" aria-label="search" />
        <input type="text" aria-label="note" />
      </main>
    );
  }
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<Harness />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  delete window.backoffice;
  openHelp.mockReset();
  exported.mockReset();
  vi.restoreAllMocks();
});

const press = (init: KeyboardEventInit, target: EventTarget = document.body) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

describe('the shortcuts', () => {
  it('Alt+3 opens the third screen; Ctrl+E exports; ? opens the help', () => {
    expect(press({ key: '3', code: 'Digit3', altKey: true }).defaultPrevented).toBe(true);
    expect(window.location.hash).toBe('#/discount-orders');
    expect(press({ key: 'e', code: 'KeyE', ctrlKey: true }).defaultPrevented).toBe(true);
    expect(exported).toHaveBeenCalledTimes(1);
    press({ key: '?', code: 'Slash', shiftKey: true });
    expect(openHelp).toHaveBeenCalledTimes(1);
  });

  it('Ctrl+F focuses the search field; a ? typed in a field is text', () => {
    // jsdom lays nothing out; the field must look laid out to be chosen.
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([
      new DOMRect(0, 0, 100, 20),
    ] as unknown as DOMRectList);
    press({ key: 'f', code: 'KeyF', ctrlKey: true });
    const search = container.querySelector('input[type=search]');
    expect(document.activeElement).toBe(search);
    const note = container.querySelector<HTMLInputElement>('input[type=text]');
    note?.focus();
    expect(
      press({ key: '?', code: 'Slash', shiftKey: true }, note ?? document.body).defaultPrevented,
    ).toBe(false);
    expect(openHelp).not.toHaveBeenCalled();
  });

  it("Ctrl+F is the browser's find where the screen has no search field", () => {
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([
      new DOMRect(0, 0, 100, 20),
    ] as unknown as DOMRectList);
    container.querySelector('input[type=search]')?.remove();
    // A filter is no search field: Tab reaches it, Ctrl+F leaves it be.
    container
      .querySelector('main')
      ?.insertAdjacentHTML(
        'beforeend',
        '<div class="toolbar"><select aria-label="period"></select></div>',
      );
    expect(press({ key: 'f', code: 'KeyF', ctrlKey: true }).defaultPrevented).toBe(false);
    expect(document.activeElement?.tagName).not.toBe('SELECT');
  });

  it('the desktop menu sends the same commands, File → Export its own; others are ignored', () => {
    act(() => menu.command?.({ screen: 'journal' }));
    expect(window.location.hash).toBe('#/journal');
    act(() => menu.command?.('help'));
    expect(openHelp).toHaveBeenCalledTimes(1);
    act(() => menu.exportItem?.());
    expect(exported).toHaveBeenCalledTimes(1);
    act(() => menu.command?.('reload' as MenuCommand));
    act(() => menu.command?.({ screen: 'elsewhere' } as unknown as MenuCommand));
    expect(window.location.hash).toBe('#/journal');
    expect(openHelp).toHaveBeenCalledTimes(1);
  });
});
