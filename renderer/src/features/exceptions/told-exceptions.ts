/**
 * The exception ids this window has told in a notification, kept in sessionStorage: a reload
 * does not tell them again, a new window (a new session) starts from what it sees.
 */
const STORAGE_KEY = 'backoffice.exceptions.told';

export function readToldExceptions(): string[] | null {
  try {
    const held: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    return Array.isArray(held) && held.every((id) => typeof id === 'string') ? held : null;
  } catch {
    return null;
  }
}

export function keepToldExceptions(ids: readonly string[]): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Storage full or refused: the ids are told again after a reload, nothing worse.
  }
}
