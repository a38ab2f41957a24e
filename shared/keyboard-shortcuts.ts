/**
 * The keyboard shortcuts, once, in Electron's accelerator notation: the renderer matches key
 * presses against them (renderer/src/app/shortcuts.ts) and lists them in its help overlay, and
 * the desktop menu shows the same accelerators beside its items (electron/desktop/menu.ts).
 * The renderer handles the keys itself, in the desktop app as in a browser; a menu item
 * clicked sends its command to the renderer (`backoffice:menu-command`).
 */
import { SCREENS, type Screen } from './screens.js';
import { isOneOf } from './guards.js';

/** What a shortcut or a menu item asks the renderer to do. */
export type ShortcutCommand = 'find' | 'export' | 'print' | 'help';

/** A command the desktop menu sends the renderer: one of the above, or go to a screen. */
export type MenuCommand = ShortcutCommand | { screen: Screen };

export const SHORTCUTS: Readonly<Record<ShortcutCommand, string>> = {
  find: 'CmdOrCtrl+F',
  export: 'CmdOrCtrl+E',
  print: 'CmdOrCtrl+P',
  help: '?',
};

/**
 * Alt+1 … Alt+9 the screens in the sidebar's order, Alt+0 a tenth; a screen past the tenth
 * has none.
 */
export function screenAccelerator(screen: Screen): string | undefined {
  const index = SCREENS.indexOf(screen);
  if (index < 0 || index > 9) return undefined;
  return `Alt+${(index + 1) % 10}`;
}

/** Checks a command that crossed the IPC bridge (a renderer trusts nothing it did not make). */
export function isMenuCommand(value: unknown): value is MenuCommand {
  if (typeof value === 'string') return Object.hasOwn(SHORTCUTS, value);
  if (typeof value !== 'object' || value === null || !('screen' in value)) return false;
  return isOneOf(SCREENS, value.screen);
}
