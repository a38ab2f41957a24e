/**
 * Which shortcut a key press is (shared/keyboard-shortcuts.ts holds them, in Electron's
 * accelerator notation), and how a shortcut is written for people. Pure, so the matching is
 * tested without a browser.
 */
import { SCREENS } from '../../../shared/screens.js';
import {
  SHORTCUTS,
  screenAccelerator,
  type MenuCommand,
} from '../../../shared/keyboard-shortcuts.js';
import { entriesOf } from '../../../shared/guards.js';

export interface KeyPress {
  key: string;
  /** The physical key (`KeyF`, `Digit1`): what Alt+1 is on a Mac, where Option+1 types ¡. */
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** Whether the press is the accelerator, with exactly its modifiers. */
export function matchesAccelerator(press: KeyPress, accelerator: string, mac: boolean): boolean {
  const parts = accelerator.split('+');
  const key = parts.at(-1) ?? '';
  const modifiers = new Set(parts.slice(0, -1));
  const command = modifiers.has('CmdOrCtrl');
  const wants = {
    ctrlKey: modifiers.has('Ctrl') || (command && !mac),
    metaKey: modifiers.has('Cmd') || (command && mac),
    altKey: modifiers.has('Alt'),
  };
  if (
    press.ctrlKey !== wants.ctrlKey ||
    press.metaKey !== wants.metaKey ||
    press.altKey !== wants.altKey
  ) {
    return false;
  }
  // A letter or digit is its physical key, whatever the layout makes it type; a sign is the
  // character typed, with whatever Shift it takes on this layout (? is Shift+/ on most).
  if (/^[A-Z]$/.test(key)) return press.code === `Key${key}` && !press.shiftKey;
  if (/^[0-9]$/.test(key)) return press.code === `Digit${key}` && !press.shiftKey;
  return press.key === key;
}

/**
 * The command a key press asks for. `typing`: the focus is in a text field, where a plain
 * character (the ? of the help) is text, not a shortcut.
 */
export function commandOf(press: KeyPress, mac: boolean, typing: boolean): MenuCommand | undefined {
  for (const [command, accelerator] of entriesOf(SHORTCUTS)) {
    const plain = !accelerator.includes('+');
    if (plain && typing) continue;
    if (matchesAccelerator(press, accelerator, mac)) return command;
  }
  for (const screen of SCREENS) {
    const accelerator = screenAccelerator(screen);
    if (accelerator && matchesAccelerator(press, accelerator, mac)) return { screen };
  }
  return undefined;
}

/** An accelerator as the keys are labelled: Ctrl+F, or on a Mac Cmd+F and Option+1. */
export function acceleratorText(accelerator: string, mac: boolean): string {
  return accelerator
    .split('+')
    .map((part) => {
      if (part === 'CmdOrCtrl') return mac ? 'Cmd' : 'Ctrl';
      if (part === 'Alt' && mac) return 'Option';
      return part;
    })
    .join('+');
}
