/**
 * A tiny hash router: twelve screens need no library. The address is `#/<screen>?<state>`:
 * the screen's period, filters and sort live in its query (address-state.ts), so a reload
 * keeps them and a link shows a colleague the same thing. The hash survives the login screen,
 * so an expired session returns the user to the same screen after logging in.
 */
import { useSyncExternalStore } from 'react';
import { SCREENS, isScreen, type Screen } from '../../../shared/screens.js';

/** The screens in the sidebar's order (shared/screens.ts, which the desktop menu follows too). */
export const ROUTES = SCREENS;
export type Route = Screen;

/** The first screen after login, and where an unknown address leads. */
const DEFAULT_ROUTE: Route = 'today';

export function routeFromHash(hash: string): Route {
  const name = hash.replace(/^#\/?/, '').split(/[/?]/)[0] ?? '';
  return isScreen(name) ? name : DEFAULT_ROUTE;
}

/** The state part of a hash: what follows `?`. */
export function queryFromHash(hash: string): string {
  const start = hash.indexOf('?');
  return start < 0 ? '' : hash.slice(start + 1);
}

/** Each screen's last state in this window, so moving between screens keeps their filters. */
const lastQuery = new Map<Route, string>();

// A screen reached by a link, a reload or Back keeps the state its address brought.
const rememberAddress = () =>
  lastQuery.set(routeFromHash(window.location.hash), queryFromHash(window.location.hash));
rememberAddress();
window.addEventListener('hashchange', rememberAddress);

export const hrefOf = (route: Route): string => {
  const query = lastQuery.get(route) ?? '';
  return `#/${route}${query ? `?${query}` : ''}`;
};

/** history.replaceState fires no hashchange; this event tells the hooks below instead. */
const ADDRESS_CHANGED = 'backoffice:address';

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  window.addEventListener(ADDRESS_CHANGED, onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener(ADDRESS_CHANGED, onChange);
  };
};

export function useRoute(): Route {
  return useSyncExternalStore(subscribe, () => routeFromHash(window.location.hash));
}

/** The current screen's state query; a string, so React compares snapshots cheaply. */
export function useAddressQuery(): string {
  return useSyncExternalStore(subscribe, () => queryFromHash(window.location.hash));
}

/**
 * Writes the current screen's state into the address. It replaces the history entry rather
 * than adding one: Back leaves the screen instead of undoing each keystroke of a search.
 */
export function replaceAddressQuery(query: string): void {
  const route = routeFromHash(window.location.hash);
  lastQuery.set(route, query);
  const hash = `#/${route}${query ? `?${query}` : ''}`;
  if (hash === window.location.hash) return;
  window.history.replaceState(window.history.state, '', hash);
  window.dispatchEvent(new Event(ADDRESS_CHANGED));
}

/** After logout: the next user starts at the home screen, with no one's filters. */
export function resetAddress(): void {
  lastQuery.clear();
  window.history.replaceState(null, '', `#/${DEFAULT_ROUTE}`);
  window.dispatchEvent(new Event(ADDRESS_CHANGED));
}
