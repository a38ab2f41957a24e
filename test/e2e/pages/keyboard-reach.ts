import type { Page } from '@playwright/test';

/**
 * What the keyboard cannot reach or cannot see, described for the failure message: every tab
 * stop of the page (of the open modal dialog, when one is open) is focused in turn, and must
 * then look different than before (a focus ring, a shadow, a colour: whatever the styles
 * give it) and be on screen: not outside the window, not under something else drawn over it,
 * not cut off by a box around it. Run after
 * a real key press: Chromium shows a script's focus as keyboard focus only after one.
 * (Strings, so they run in the page without the DOM types in this Node project.)
 */
const FIND_FOCUS_FAULTS = `(() => {
  const found = [];
  const modal = document.querySelector('dialog:modal');
  const scope = modal ?? document;
  const describe = (el) => el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : '') + ' "' + (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? '').trim().slice(0, 50) + '"';
  const stops = [...scope.querySelectorAll('a[href], button, input, select, textarea, [tabindex]')].filter((el) =>
    el.tabIndex >= 0 && !el.matches(':disabled') && el.getClientRects().length > 0 &&
    getComputedStyle(el).visibility !== 'hidden' && !el.closest('[inert], .visually-hidden'));
  const look = (el) => {
    const style = getComputedStyle(el);
    const table = el.closest('.data-table');
    const around = table ? getComputedStyle(table).outlineStyle + getComputedStyle(table).outlineWidth : '';
    return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow, style.borderColor,
      style.backgroundColor, style.color, style.textDecorationLine, around].join('|');
  };
  for (const el of stops) {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    const before = look(el);
    el.focus();
    if (document.activeElement !== el) { found.push('takes no focus: ' + describe(el)); continue; }
    if (look(el) === before) found.push('no visible focus: ' + describe(el));
    const box = el.getBoundingClientRect();
    if (box.right < 1 || box.bottom < 1 || box.left > innerWidth - 1 || box.top > innerHeight - 1) {
      found.push('outside the window when focused: ' + describe(el));
      continue;
    }
    // The boxes that cut what is seen of it (each that does not let its content overflow).
    const clips = [];
    for (let parent = el.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') clips.push(parent.getBoundingClientRect());
    }
    // The middle of what is seen of it: a table taller than the box it scrolls in is cut by
    // that box, and its own middle may lie below it, over whatever follows the box.
    const seen = clips.reduce((cut, outer) => ({ left: Math.max(cut.left, outer.left), top: Math.max(cut.top, outer.top), right: Math.min(cut.right, outer.right), bottom: Math.min(cut.bottom, outer.bottom) }),
      { left: Math.max(box.left, 0), top: Math.max(box.top, 0), right: Math.min(box.right, innerWidth), bottom: Math.min(box.bottom, innerHeight) });
    const hit = document.elementFromPoint((seen.left + seen.right) / 2, (seen.top + seen.bottom) / 2);
    const label = el.closest('label');
    if (hit && !el.contains(hit) && !hit.contains(el) && !(label && label.contains(hit))) {
      found.push('covered by ' + describe(hit) + ' when focused: ' + describe(el));
    }
    if (clips.some((outer) => box.right <= outer.left || box.left >= outer.right || box.bottom <= outer.top || box.top >= outer.bottom)) {
      found.push('hidden in its box when focused: ' + describe(el));
    }
  }
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  return [...new Set(found)];
})()`;

/**
 * The page's controls as a list of names: the ones laid out (not hidden by the styles of this
 * window size), leaving out a virtualised table's rows (how many are drawn follows the height).
 */
const CONTROL_CENSUS = `(() => [...document.querySelectorAll('a[href], button, input, select, textarea, [tabindex="0"]')]
  .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden' &&
    !el.closest('[role="grid"] tbody, .visually-hidden'))
  .map((el) => el.tagName.toLowerCase() + ' ' + (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40))
  .sort())()`;

export async function focusFaults(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(FIND_FOCUS_FAULTS);
}

export async function controlCensus(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(CONTROL_CENSUS);
}

/** The focused element, described: its role-ish tag and its name or text. */
export async function focused(page: Page): Promise<string> {
  return page.evaluate<string>(`(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return el.tagName.toLowerCase() + ' ' + (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60);
  })()`);
}
