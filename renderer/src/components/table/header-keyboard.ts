/**
 * The table header's keyboard: the header row is one tab stop (a roving focus over its column
 * headers). Left / Right / Home / End move between the columns, Alt+Left / Alt+Right make the
 * focused column narrower or wider (with Shift in big steps), Down goes to the rows. Enter or
 * Space on a column that sorts sorts it (its own button's).
 */

/** Pixels one Alt+arrow press narrows or widens a column; with Shift the big step. */
export const RESIZE_STEP = 16;
export const RESIZE_BIG_STEP = 64;

type HeaderKeyAction =
  | { kind: 'focus'; index: number }
  | { kind: 'resize'; delta: number }
  | { kind: 'rows' };

const SIDEWAYS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };

interface KeyPress {
  key: string;
  altKey: boolean;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/** What a key pressed on the header at column `index` (of `count`) does; undefined: nothing. */
export function headerKeyAction(
  press: KeyPress,
  index: number,
  count: number,
): HeaderKeyAction | undefined {
  if (press.ctrlKey || press.metaKey || count === 0) return undefined;
  const sideways = SIDEWAYS[press.key];
  if (press.altKey) {
    if (sideways === undefined) return undefined;
    const step = press.shiftKey ? RESIZE_BIG_STEP : RESIZE_STEP;
    return { kind: 'resize', delta: sideways * step };
  }
  if (press.shiftKey) return undefined;
  if (sideways !== undefined) {
    return {
      kind: 'focus',
      index: Math.min(count - 1, Math.max(0, index + sideways)),
    };
  }
  if (press.key === 'Home') return { kind: 'focus', index: 0 };
  if (press.key === 'End') return { kind: 'focus', index: count - 1 };
  if (press.key === 'ArrowDown') return { kind: 'rows' };
  return undefined;
}
