/**
 * Where focus goes when the screen changes: to the new screen's heading, as a screen reader
 * user expects of a page load and so a keyboard user starts from the top of the new screen.
 * A screen that shows its heading only once its data is in takes the focus then, unless the
 * user has acted meanwhile. Ctrl+F's field is found here too.
 */

/**
 * Set from a move to another screen until the user next presses a key or the pointer: while
 * it is, a heading that mounts takes the focus (a screen that shows a heading of its own once
 * its data is in replaces the one it showed while loading).
 */
let headingDue = false;

const userActs = () => {
  headingDue = false;
};

/** Set by a login that succeeded, until the first screen after it takes the focus. */
let loginJustDone = false;

/** The login form is about to go: the screen after it takes the focus (Shell.tsx). */
export function loggedIn(): void {
  loginJustDone = true;
}

/** Whether the screen now shown is the first after a login (once: it reads and clears). */
export function firstScreenAfterLogin(): boolean {
  const due = loginJustDone;
  loginJustDone = false;
  return due;
}

/** After a move to another screen: its heading, or the main area until the heading is there. */
export function focusScreen(main: HTMLElement): void {
  headingDue = true;
  for (const type of ['keydown', 'pointerdown'] as const) {
    document.addEventListener(type, userActs, { capture: true, once: true });
  }
  const heading = main.querySelector<HTMLElement>('h1');
  (heading ?? main).focus({ preventScroll: true });
}

/** A heading that mounts takes the focus due to it, if the focus is on nothing else. */
export function takeDueFocus(heading: HTMLElement): void {
  if (!headingDue) return;
  const focus = document.activeElement;
  if (focus === null || focus === document.body || focus === heading.closest('main')) {
    heading.focus({ preventScroll: true });
  }
}

/** Whether focus is in a field that takes typed text (where ? is a character). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(
    target.type,
  );
}

const usable = (element: HTMLElement): boolean =>
  !element.matches(':disabled') && element.getClientRects().length > 0;

/**
 * Ctrl+F: the screen's search field; false where a screen has none, so the key is the
 * browser's own find there (taking it on a screen without a search field took the browser's
 * find away for a filter that Tab reaches too).
 */
export function focusFindField(main: HTMLElement): boolean {
  const candidates = [...main.querySelectorAll<HTMLElement>('input[type="search"]')];
  const field = candidates.find(usable);
  if (!field) return false;
  field.focus();
  if (field instanceof HTMLInputElement && field.type === 'search') field.select();
  return document.activeElement === field;
}
