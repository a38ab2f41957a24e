/**
 * The window's one API client. The renderer is served by the service itself, so requests
 * go to the page's own origin. A reload goes on with the window's session (kept-session.ts).
 * An expired session shows the login screen over the current route; after logging in the
 * user is back where they were.
 */
import { WINDOW_RETRY_DELAYS_MS, createApiClient } from '../../../shared/client/index.js';
import { useConnectionStore } from './connection-store.js';
import { windowSessionKeeper } from './kept-session.js';
import { useSessionStore } from './session-store.js';

export const api = createApiClient({
  baseUrl: '',
  keeper: windowSessionKeeper,
  onSessionExpired: () => useSessionStore.getState().expired(),
  retryDelaysMs: WINDOW_RETRY_DELAYS_MS,
  onRetry: ({ attempt, delayMs }) =>
    useConnectionStore.getState().retrying({
      attempt,
      total: WINDOW_RETRY_DELAYS_MS.length,
      delayMs,
      since: Date.now(),
    }),
});

if (api.isLoggedIn()) useSessionStore.getState().signedIn();
