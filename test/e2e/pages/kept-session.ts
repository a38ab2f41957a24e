import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { LoginPage, loginThroughApi } from './login-page.js';

/** Where the app keeps the window's session (renderer/src/app/kept-session.ts). */
const KEPT_SESSION = 'backoffice.session';

// The page's global the script below uses, run in the page: this project has no DOM types.
declare const sessionStorage: { setItem(key: string, value: string): void };

/**
 * Opens the app on the catalog, signed in as the demo manager the way a reload finds it: a
 * session from a login through the API, put in the tab's sessionStorage before the app's first
 * load (its expiry read from the page's own clock, which a test may stop on another day), then
 * left to the app: a logout or a cleared storage is not undone by a later load. The login form
 * is `session.spec.ts`'s and the tests that sign another user in; typed in by every test, it
 * cost each some 0.4 CPU-s and 0.25 s (the form, the login, and the first screen drawn twice).
 */
export async function openSignedIn(page: Page, request: APIRequestContext): Promise<void> {
  const { token, expires_in: lifetime } = await loginThroughApi(request);
  const firstLoad = await page.addInitScript(
    ({ key, token, lifetimeMs }) => {
      sessionStorage.setItem(key, JSON.stringify({ token, expiresAt: Date.now() + lifetimeMs }));
    },
    { key: KEPT_SESSION, token, lifetimeMs: lifetime * 1000 },
  );
  await new LoginPage(page).goto();
  await firstLoad.dispose();
  await expect(page.getByRole('button', { name: /^(Uitloggen|Log out)$/ })).toBeVisible();
}
