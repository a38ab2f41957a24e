/**
 * A tiny hash router: five screens need no library. The hash survives the login screen, so
 * an expired session returns the user to the same screen after logging in.
 */
import { useSyncExternalStore } from 'react';

export const ROUTES = [
  'catalog',
  'discount-orders',
  'financial-report',
  'reference',
  'settings',
] as const;
export type Route = (typeof ROUTES)[number];

export const DEFAULT_ROUTE: Route = 'catalog';

const isRoute = (value: string): value is Route => (ROUTES as readonly string[]).includes(value);

export function routeFromHash(hash: string): Route {
  const name = hash.replace(/^#\/?/, '').split(/[/?]/)[0] ?? '';
  return isRoute(name) ? name : DEFAULT_ROUTE;
}

export const hrefOf = (route: Route): string => `#/${route}`;

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

export function useRoute(): Route {
  return useSyncExternalStore(subscribe, () => routeFromHash(window.location.hash));
}
