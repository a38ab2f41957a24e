/**
 * The window's session across a reload: the token and its expiry in sessionStorage, never
 * the password. sessionStorage belongs to this one window (tab) and is gone when it closes,
 * so another window or the next start of the app begins logged out. The trade-off is in
 * docs/decisions/0006-reload-keeps-session.md: a script running in the page could read
 * the token, which the Content-Security-Policy is there to prevent, and the token stops
 * working after at most 30 minutes, when the login screen asks once and returns here.
 */
import { z } from 'zod';
import type { KeptSession, SessionKeeper } from '../../../shared/client/index.js';

const STORAGE_KEY = 'backoffice.session';

const keptSessionSchema = z.object({ token: z.string().min(1), expiresAt: z.number() });

export const windowSessionKeeper: SessionKeeper = {
  load(): KeptSession | null {
    try {
      const parsed = keptSessionSchema.safeParse(
        JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null'),
      );
      return parsed.success ? parsed.data : null;
    } catch {
      return null; // no storage (a locked-down browser) or damaged: start logged out
    }
  },
  save(session) {
    try {
      if (session) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
      else sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // Without storage the session simply does not survive a reload.
    }
  },
};
