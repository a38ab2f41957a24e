/**
 * The desktop app's updates, as the main process and the renderer both see them: where the
 * update feed is (a generic feed as electron-builder publishes it, `latest.yml` and the
 * installers in one folder), and how far an update has come. Decision record 0068.
 *
 * The feed decides what the app runs next, so its address is held to the same standard as a
 * link the app opens (electron/desktop/trusted-url.ts): written cleanly, no user name or
 * password, https — except on this computer's own loopback address, where a test feed or a
 * local mirror may serve plain http (whoever can serve there already runs code here).
 */
import { z } from 'zod';

const MAX_FEED_URL_LENGTH = 2048;
// Whitespace, control characters and invisible format characters: the URL parser strips them
// silently, so what was checked would not be what was written.
const INVISIBLE_OR_SPACE = /[\p{Cc}\p{Cf}\p{Z}\s]/u;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

export type FeedUrlProblem = 'not-a-url' | 'not-https' | 'credentials' | 'fragment';

/** Why `raw` cannot be an update feed, or null when it can. */
export function feedUrlProblem(raw: string): FeedUrlProblem | null {
  if (raw.length === 0 || raw.length > MAX_FEED_URL_LENGTH || INVISIBLE_OR_SPACE.test(raw)) {
    return 'not-a-url';
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not-a-url';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'not-https';
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) return 'not-https';
  if (url.username !== '' || url.password !== '') return 'credentials';
  // electron-updater adds `latest.yml` to the address; a fragment would swallow it.
  if (url.hash !== '' || raw.includes('#')) return 'fragment';
  return null;
}

/**
 * A feed address as the settings keep it: checked by feedUrlProblem, then in the parser's
 * spelling (`HTTPS://Updates.Example.com/desk` → `https://updates.example.com/desk`).
 */
export const updateFeedUrlSchema = z
  .string()
  .refine((raw) => feedUrlProblem(raw) === null, {
    message: 'must be an https:// address (http:// only on this computer), without credentials',
  })
  .transform((raw) => new URL(raw).href);

/** How far an update has come. `off` until the user sets a feed: updates are off by default. */
export type UpdateStatus =
  | { kind: 'off' }
  /** A feed is set; nothing asked yet. */
  | { kind: 'idle' }
  /**
   * This copy cannot replace itself: started from the sources (`npm start`) or a package kind
   * the updater does not handle (a snap, an unpacked folder). Installers can.
   */
  | { kind: 'unsupported' }
  | { kind: 'checking' }
  | { kind: 'up-to-date'; latestVersion: string }
  /** Found; the download starts at once. */
  | { kind: 'available'; version: string }
  | { kind: 'downloading'; version: string; percent: number }
  /** Downloaded and its checksum verified: installs when the user says so. */
  | { kind: 'ready'; version: string }
  | { kind: 'installing'; version: string }
  | { kind: 'failed'; message: string };

export interface UpdateState {
  /** The version running now. */
  currentVersion: string;
  /** The feed's address; null when updates are off. */
  feedUrl: string | null;
  status: UpdateStatus;
  /**
   * True when the user asked for this check (the menu's "Check for updates", the settings
   * screen): the window then shows the outcome even when nothing is new. Scheduled checks
   * only speak up when they find something.
   */
  askedByUser: boolean;
}

export type SetFeedResult =
  | { status: 'saved'; state: UpdateState }
  /** The user did not confirm the new feed in the app's own dialog; nothing changed. */
  | { status: 'cancelled' };

export type InstallResult =
  | { status: 'installing' }
  /** Nothing downloaded to install (a stale button, or a second click). */
  | { status: 'not-ready' }
  /** The installer could not be started; the status says why too. */
  | { status: 'failed'; message: string };
