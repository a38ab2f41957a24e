/**
 * The shortcuts at work in the signed-in window: a key press anywhere (shortcuts.ts says which
 * command it is) or a click in the desktop menu (which sends the same commands; File → Export
 * on its own channel) finds,
 * exports, prints, opens a screen or the help. A key the screen cannot use now (Ctrl+P where
 * there is nothing to print) is left to the browser.
 */
import { useEffect, useRef } from 'react';
import { isMenuCommand, type MenuCommand } from '../../../shared/keyboard-shortcuts.js';
import { runCommand } from '../components/export/screen-commands.js';
import { getBridge } from '../platform/bridge.js';
import { hrefOf } from './router.js';
import { focusFindField, isTyping } from './screen-focus.js';
import { commandOf } from './shortcuts.js';
import { IS_MAC } from './ShortcutsHelp.js';

/** Carries out a command; false when the screen has nothing to do it with. */
function carryOut(command: MenuCommand, main: HTMLElement | null, openHelp: () => void): boolean {
  if (typeof command === 'object') {
    const href = hrefOf(command.screen);
    if (window.location.hash !== href) window.location.hash = href;
    return true;
  }
  switch (command) {
    case 'find':
      return main !== null && focusFindField(main);
    case 'export':
    case 'print':
      return runCommand(command);
    case 'help':
      openHelp();
      return true;
  }
}

export function useShortcuts(main: { readonly current: HTMLElement | null }, openHelp: () => void) {
  // The listeners stay put; they call the latest `openHelp`.
  const latest = useRef(openHelp);
  useEffect(() => {
    latest.current = openHelp;
  });
  useEffect(() => {
    const run = (command: MenuCommand) => carryOut(command, main.current, () => latest.current());
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const command = commandOf(event, IS_MAC, isTyping(event.target));
      if (command !== undefined && run(command)) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    const bridge = getBridge();
    const stopMenuExport = bridge?.onMenuExport(() => run('export'));
    const stopMenu = bridge?.onMenuCommand((command) => {
      if (isMenuCommand(command)) run(command);
    });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stopMenuExport?.();
      stopMenu?.();
    };
  }, [main]);
}
