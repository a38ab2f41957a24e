/**
 * "Remember me" in the desktop app (a fake bridge): a vault that refuses to store the password
 * (no OS key store, docs/electron.md) says so on the login page, in the user's language,
 * before the app opens; a saved one opens the app at once.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveCredentialsResult } from '../../shared/ipc.js';
import type { Language } from '../../shared/preferences.js';
import { useSettingsStore } from '../../renderer/src/app/settings-store.js';
import { useSessionStore } from '../../renderer/src/app/session-store.js';
import { LoginPage } from '../../renderer/src/features/login/index.js';
import { bridgeWith } from './fake-bridge.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** The vault's own words, English only: the page must not show them to a Dutch user. */
const VAULT_MESSAGE = 'This computer offers no secure password storage';

function fakeBridge(saved: SaveCredentialsResult) {
  const credentials = {
    load: vi.fn(() => Promise.resolve(null)),
    save: vi.fn(() => Promise.resolve(saved)),
    clear: vi.fn(() => Promise.resolve()),
  };
  return { bridge: bridgeWith({ credentials }), credentials };
}

/** The service: no demo platform, and a login that succeeds. */
function fakeService() {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      const body = url.includes('/healthz')
        ? { status: 'ok', demo_platform: false }
        : { token: 'tok', expires_at: Math.floor(Date.now() / 1000) + 1800, expires_in: 1800 };
      return Promise.resolve(
        new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
      );
    }),
  );
}

/** Lets the page take in what its promises answered (the fake service's, the bridge's). */
const flush = async () => {
  for (let round = 0; round < 5; round += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
};

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  fakeService();
  useSessionStore.setState({ status: 'signed-out' });
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
  delete window.backoffice;
});

const input = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`);

function type(name: string, value: string) {
  const field = input(name);
  if (!field) throw new Error(`no field ${name}`);
  // React tracks the value it set: only the prototype's setter makes the change its own.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

async function logInRemembered(language: Language, saved: SaveCredentialsResult) {
  useSettingsStore.setState({ language });
  const { bridge, credentials } = fakeBridge(saved);
  window.backoffice = bridge;
  act(() =>
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <LoginPage />
      </QueryClientProvider>,
    ),
  );
  await flush();
  type('account', 'demo');
  type('email', 'manager@demo.example');
  type('password', 'secret');
  act(() => container.querySelector<HTMLInputElement>('input[type="checkbox"]')?.click());
  act(() => container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
  await flush();
  return credentials;
}

describe('remember me', () => {
  it('says in Dutch that this computer cannot keep the password, and then goes on', async () => {
    const credentials = await logInRemembered('nl', {
      status: 'refused',
      reason: 'encryption-unavailable',
      message: `${VAULT_MESSAGE} …`,
    });
    expect(credentials.save).toHaveBeenCalledTimes(1);
    const notice = container.querySelector('[data-notice="remember-refused"]');
    expect(notice?.textContent).toContain('Je wachtwoord is niet bewaard');
    expect(container.textContent).not.toContain(VAULT_MESSAGE);
    expect(useSessionStore.getState().status).not.toBe('signed-in');
    const goOn = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Doorgaan',
    );
    act(() => goOn?.click());
    expect(useSessionStore.getState().status).toBe('signed-in');
  });

  it('says so in English too', async () => {
    await logInRemembered('en', {
      status: 'refused',
      reason: 'encryption-unavailable',
      message: VAULT_MESSAGE,
    });
    expect(container.querySelector('[data-notice="remember-refused"]')?.textContent).toContain(
      'Your password was not saved',
    );
  });

  it('opens the app at once when the password was saved', async () => {
    await logInRemembered('en', { status: 'saved' });
    expect(container.querySelector('[data-notice="remember-refused"]')).toBeNull();
    expect(useSessionStore.getState().status).toBe('signed-in');
  });
});
