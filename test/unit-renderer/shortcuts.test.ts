/**
 * The shortcuts' matching: which key press is which command, with exactly its modifiers, on
 * a PC and on a Mac; the plain ? not while typing; and how the keys are written for people.
 */
import { describe, expect, it } from 'vitest';
import {
  acceleratorText,
  commandOf,
  matchesAccelerator,
  type KeyPress,
} from '../../renderer/src/app/shortcuts.js';
import { ROUTE_LABELS } from '../../renderer/src/app/Sidebar.js';
import { translate } from '../../renderer/src/i18n/index.js';
import { isMenuCommand } from '../../shared/keyboard-shortcuts.js';
import { SCREENS, SCREEN_NAMES } from '../../shared/screens.js';

const press = (key: string, code: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  code,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('commandOf', () => {
  it('Ctrl+F, Ctrl+E and Ctrl+P on a PC; Cmd on a Mac', () => {
    expect(commandOf(press('f', 'KeyF', { ctrlKey: true }), false, false)).toBe('find');
    expect(commandOf(press('e', 'KeyE', { ctrlKey: true }), false, true)).toBe('export');
    expect(commandOf(press('p', 'KeyP', { ctrlKey: true }), false, false)).toBe('print');
    expect(commandOf(press('f', 'KeyF', { metaKey: true }), true, false)).toBe('find');
    expect(commandOf(press('f', 'KeyF', { ctrlKey: true }), true, false)).toBeUndefined();
    expect(commandOf(press('f', 'KeyF', { metaKey: true }), false, false)).toBeUndefined();
  });

  it('Alt+1 … Alt+9 open the screens in order, by the physical key (Option+1 types ¡)', () => {
    SCREENS.slice(0, 9).forEach((screen, index) => {
      const digit = String(index + 1);
      expect(commandOf(press(digit, `Digit${digit}`, { altKey: true }), false, false)).toEqual({
        screen,
      });
    });
    expect(commandOf(press('¡', 'Digit1', { altKey: true }), true, false)).toEqual({
      screen: 'today',
    });
  });

  it('asks for exactly the modifiers: Ctrl+Shift+F, Ctrl+Alt+E and a plain 1 are nothing', () => {
    expect(commandOf(press('F', 'KeyF', { ctrlKey: true, shiftKey: true }), false, false)).toBe(
      undefined,
    );
    expect(commandOf(press('e', 'KeyE', { ctrlKey: true, altKey: true }), false, false)).toBe(
      undefined,
    );
    expect(commandOf(press('1', 'Digit1'), false, false)).toBeUndefined();
    expect(commandOf(press('f', 'KeyF'), false, false)).toBeUndefined();
  });

  it('? opens the help, with the Shift it takes, but not while typing in a field', () => {
    expect(commandOf(press('?', 'Slash', { shiftKey: true }), false, false)).toBe('help');
    expect(commandOf(press('?', 'Slash', { shiftKey: true }), false, true)).toBeUndefined();
    expect(commandOf(press('?', 'Minus', { shiftKey: true }), true, false)).toBe('help');
  });

  it('Ctrl+F works while typing too (it is no character)', () => {
    expect(commandOf(press('f', 'KeyF', { ctrlKey: true }), false, true)).toBe('find');
  });
});

describe('matchesAccelerator', () => {
  it('a letter is its key whatever the layout types (AZERTY, Dvorak)', () => {
    expect(matchesAccelerator(press('a', 'KeyQ', { ctrlKey: true }), 'CmdOrCtrl+Q', false)).toBe(
      true,
    );
    expect(matchesAccelerator(press('q', 'KeyA', { ctrlKey: true }), 'CmdOrCtrl+Q', false)).toBe(
      false,
    );
  });
});

describe('acceleratorText', () => {
  it('writes the keys as they are labelled on the platform', () => {
    expect(acceleratorText('CmdOrCtrl+F', false)).toBe('Ctrl+F');
    expect(acceleratorText('CmdOrCtrl+F', true)).toBe('Cmd+F');
    expect(acceleratorText('Alt+1', false)).toBe('Alt+1');
    expect(acceleratorText('Alt+1', true)).toBe('Option+1');
    expect(acceleratorText('?', false)).toBe('?');
  });
});

describe('isMenuCommand', () => {
  it('takes the commands and the screens, nothing else', () => {
    expect(isMenuCommand('find')).toBe(true);
    expect(isMenuCommand({ screen: 'journal' })).toBe(true);
    expect(isMenuCommand({ screen: 'nowhere' })).toBe(false);
    expect(isMenuCommand('reload')).toBe(false);
    expect(isMenuCommand('toString')).toBe(false);
    expect(isMenuCommand(null)).toBe(false);
  });
});

describe('the screens', () => {
  it('are those of the sidebar, named in the desktop menu as there, in both languages', () => {
    expect(Object.keys(ROUTE_LABELS).sort()).toEqual([...SCREENS].sort());
    // The sidebar's soft hyphens (where a long word may break) are no part of the words.
    const words = (language: 'nl' | 'en', screen: (typeof SCREENS)[number]) =>
      translate(language, ROUTE_LABELS[screen]).replace(/\u00AD/g, '');
    for (const screen of SCREENS) {
      expect(SCREEN_NAMES.nl[screen], screen).toBe(words('nl', screen));
      expect(SCREEN_NAMES.en[screen], screen).toBe(words('en', screen));
    }
  });
});
