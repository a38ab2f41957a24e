/**
 * The window's side of updates, in jsdom: what the notice says in each state, that "Restart
 * to install" waits for a running export (and can be taken back), and the notice and the
 * Settings group rendered with React, in the desktop app (a fake bridge) and in a browser.
 * Each test loads fresh modules, as a page load would.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bridgeWith } from './fake-bridge.js';
import { DEFAULT_PREFERENCES } from '../../shared/preferences.js';
import type { InstallResult, UpdateState, UpdateStatus } from '../../shared/updates.js';
import { translate } from '../../renderer/src/i18n/index.js';
import {
  noticeKey,
  updateNotice,
  type NoticeInput,
} from '../../renderer/src/features/updates/notice.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
  translate('en', key, values);

const stateOf = (status: UpdateStatus, askedByUser = false): UpdateState => ({
  currentVersion: '1.0.0',
  feedUrl: 'https://updates.example.nl/desk/',
  status,
  askedByUser,
});

const input = (update: UpdateState | null, more: Partial<NoticeInput> = {}): NoticeInput => ({
  update,
  exportRunning: false,
  installPending: false,
  dismissed: false,
  installError: null,
  ...more,
});

describe('the update notice', () => {
  it('follows an update from available through downloading to ready', () => {
    expect(updateNotice(input(stateOf({ kind: 'available', version: '1.2.0' })), t)).toEqual({
      tone: 'info',
      message: 'Version 1.2.0 is available and downloading…',
      actions: ['dismiss'],
      percent: 0,
    });
    expect(
      updateNotice(input(stateOf({ kind: 'downloading', version: '1.2.0', percent: 42 })), t),
    ).toMatchObject({ message: 'Downloading version 1.2.0: 42 %', percent: 42 });
    expect(updateNotice(input(stateOf({ kind: 'ready', version: '1.2.0' })), t)).toEqual({
      tone: 'positive',
      message: 'Version 1.2.0 is ready to install.',
      actions: ['install', 'dismiss'],
    });
    expect(updateNotice(input(stateOf({ kind: 'installing', version: '1.2.0' })), t)).toEqual({
      tone: 'info',
      message: 'Installing version 1.2.0; Back-Office Desk restarts…',
      actions: [],
    });
  });

  it('says a restart waits for a running export, and that it will install once it is done', () => {
    const ready = stateOf({ kind: 'ready', version: '1.2.0' });
    expect(updateNotice(input(ready, { exportRunning: true }), t)).toMatchObject({
      message:
        'Version 1.2.0 is ready to install. An export is running: the restart waits until it has finished.',
      actions: ['install', 'dismiss'],
    });
    expect(updateNotice(input(ready, { exportRunning: true, installPending: true }), t)).toEqual({
      tone: 'info',
      message: 'Version 1.2.0 will be installed as soon as the export has finished.',
      actions: ['cancel-install'],
    });
  });

  it("answers a check the user asked for, and keeps a scheduled check's outcome to itself", () => {
    const outcomes: [UpdateStatus, string][] = [
      [{ kind: 'checking' }, 'Checking for updates…'],
      [{ kind: 'up-to-date', latestVersion: '1.0.0' }, 'Back-Office Desk 1.0.0 is up to date.'],
      [
        { kind: 'failed', message: 'net::ERR_NAME_NOT_RESOLVED' },
        'Checking for updates failed: net::ERR_NAME_NOT_RESOLVED',
      ],
      [{ kind: 'off' }, 'Updates are off. Set an update feed in Settings.'],
      [
        { kind: 'unsupported' },
        'This copy of Back-Office Desk cannot update itself (only the installed app can).',
      ],
    ];
    for (const [status, message] of outcomes) {
      expect(updateNotice(input(stateOf(status, true)), t)?.message, status.kind).toBe(message);
      expect(updateNotice(input(stateOf(status, false)), t), status.kind).toBeNull();
    }
    expect(updateNotice(input(stateOf({ kind: 'off' }, true)), t)?.actions).toEqual([
      'open-settings',
      'dismiss',
    ]);
    expect(updateNotice(input(stateOf({ kind: 'idle' }, true)), t)).toBeNull();
  });

  it('stays closed while a download moves on, but not for the next news', () => {
    const at = (percent: number) => stateOf({ kind: 'downloading', version: '1.2.0', percent });
    expect(noticeKey(at(10))).toBe(noticeKey(at(90)));
    expect(noticeKey(at(90))).not.toBe(noticeKey(stateOf({ kind: 'ready', version: '1.2.0' })));
    expect(updateNotice(input(at(50), { dismissed: true }), t)).toBeNull();
    // An install under way cannot be closed away.
    const installing = stateOf({ kind: 'installing', version: '1.2.0' });
    expect(updateNotice(input(installing, { dismissed: true }), t)).not.toBeNull();
  });

  it('is silent in a browser, where there is no update state', () => {
    expect(updateNotice(input(null), t)).toBeNull();
  });
});

/** A desktop bridge whose main process is played by the test: `send` is an update-state event. */
function fakeBridge(initial: UpdateState) {
  let listener: ((state: UpdateState) => void) | null = null;
  let current = initial;
  const installResult: { value: InstallResult } = { value: { status: 'installing' } };
  const updates = {
    get: vi.fn(() => Promise.resolve(current)),
    setFeed: vi.fn(),
    check: vi.fn(() => Promise.resolve(current)),
    install: vi.fn(() => Promise.resolve(installResult.value)),
    onState: vi.fn((next: (state: UpdateState) => void) => {
      listener = next;
      return () => undefined;
    }),
  };
  const bridge = bridgeWith({
    preferences: {
      get: () => Promise.reject(new Error('not in this test')),
      update: (change) => Promise.resolve({ ...DEFAULT_PREFERENCES, ...change }),
    },
    updates,
  });
  const send = (state: UpdateState) => {
    current = state;
    listener?.(state);
  };
  return { bridge, updates, send, installResult };
}

async function freshModules() {
  vi.resetModules();
  const store = await import('../../renderer/src/features/updates/store.js');
  const activity = await import('../../renderer/src/components/export/export-activity.js');
  return { ...store, ...activity };
}

const flush = () => act(() => Promise.resolve());

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  delete window.backoffice;
});

describe('Restart to install', () => {
  it('installs at once when no export runs', async () => {
    const { bridge, updates } = fakeBridge(stateOf({ kind: 'ready', version: '1.2.0' }));
    window.backoffice = bridge;
    const store = await freshModules();
    store.connectUpdates();
    await store.requestInstall();
    expect(updates.install).toHaveBeenCalledTimes(1);
  });

  it('waits while an export runs and installs once the last one has ended', async () => {
    const { bridge, updates } = fakeBridge(stateOf({ kind: 'ready', version: '1.2.0' }));
    window.backoffice = bridge;
    const store = await freshModules();
    store.connectUpdates();
    const firstEnded = store.exportStarted();
    const secondEnded = store.exportStarted();
    expect(store.useUpdatesStore.getState().exportRunning).toBe(true);

    await store.requestInstall();
    expect(store.useUpdatesStore.getState().installPending).toBe(true);
    firstEnded();
    expect(updates.install).not.toHaveBeenCalled();
    secondEnded();
    secondEnded(); // ending twice counts once
    expect(updates.install).toHaveBeenCalledTimes(1);
    expect(store.useUpdatesStore.getState()).toMatchObject({
      installPending: false,
      exportRunning: false,
    });
  });

  it('counts a PDF save or any awaited export until it settles, failed or not', async () => {
    const { bridge, updates } = fakeBridge(stateOf({ kind: 'ready', version: '1.2.0' }));
    window.backoffice = bridge;
    const store = await freshModules();
    store.connectUpdates();
    let fail: (error: Error) => void = () => undefined;
    const saving = store.asExport(() => new Promise<never>((_resolve, reject) => (fail = reject)));
    await store.requestInstall();
    expect(updates.install).not.toHaveBeenCalled();
    fail(new Error('printToPDF failed'));
    await expect(saving).rejects.toThrow('printToPDF failed');
    expect(updates.install).toHaveBeenCalledTimes(1);
  });

  it('can be taken back while it waits', async () => {
    const { bridge, updates } = fakeBridge(stateOf({ kind: 'ready', version: '1.2.0' }));
    window.backoffice = bridge;
    const store = await freshModules();
    store.connectUpdates();
    const ended = store.exportStarted();
    await store.requestInstall();
    store.cancelPendingInstall();
    ended();
    expect(updates.install).not.toHaveBeenCalled();
  });

  it('says so when the installer could not be started', async () => {
    const { bridge, send, installResult } = fakeBridge(
      stateOf({ kind: 'ready', version: '1.2.0' }),
    );
    window.backoffice = bridge;
    const store = await freshModules();
    store.connectUpdates();
    installResult.value = { status: 'failed', message: 'EACCES: permission denied' };
    send(stateOf({ kind: 'failed', message: 'EACCES: permission denied' }));
    await store.requestInstall();
    expect(updateNotice(store.useUpdatesStore.getState(), t)).toEqual({
      tone: 'error',
      message: 'Installing failed: EACCES: permission denied',
      actions: ['dismiss'],
    });
  });
});

describe('rendered', () => {
  let container: HTMLElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  const buttons = () => [...container.querySelectorAll('button')].map((b) => b.textContent);

  it('the notice shows the download, then Restart to install, which installs', async () => {
    const { bridge, updates, send } = fakeBridge(stateOf({ kind: 'idle' }));
    window.backoffice = bridge;
    await freshModules();
    const { UpdateNotice } = await import('../../renderer/src/features/updates/UpdateNotice.js');
    const { useSettingsStore } = await import('../../renderer/src/app/settings-store.js');
    useSettingsStore.setState({ language: 'en' });

    act(() => root.render(<UpdateNotice />));
    await flush();
    expect(container.textContent).toBe('');

    act(() => send(stateOf({ kind: 'downloading', version: '1.2.0', percent: 37 })));
    expect(container.textContent).toContain('Downloading version 1.2.0: 37 %');
    expect(container.querySelector('progress')?.getAttribute('value')).toBe('37');
    expect(container.querySelector('[role="status"]')?.getAttribute('aria-live')).toBe('off');

    act(() => send(stateOf({ kind: 'ready', version: '1.2.0' })));
    expect(buttons()).toEqual(['Restart to install', 'Later']);
    expect(container.querySelector('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    await act(async () => {
      container.querySelector('button')?.click();
      await Promise.resolve();
    });
    expect(updates.install).toHaveBeenCalledTimes(1);
  });

  it('Later closes the notice until there is news', async () => {
    const { bridge, send } = fakeBridge(stateOf({ kind: 'ready', version: '1.2.0' }));
    window.backoffice = bridge;
    await freshModules();
    const { UpdateNotice } = await import('../../renderer/src/features/updates/UpdateNotice.js');
    act(() => root.render(<UpdateNotice />));
    await flush();
    const later = [...container.querySelectorAll('button')].at(-1);
    act(() => later?.click());
    expect(container.textContent).toBe('');
    act(() => send(stateOf({ kind: 'failed', message: 'offline' }, true)));
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('offline');
  });

  it('in a browser the notice is absent and Settings says updates are for the desktop app', async () => {
    await freshModules();
    const { UpdateNotice } = await import('../../renderer/src/features/updates/UpdateNotice.js');
    const { UpdatesSection } =
      await import('../../renderer/src/features/updates/UpdatesSection.js');
    const { useSettingsStore } = await import('../../renderer/src/app/settings-store.js');
    useSettingsStore.setState({ language: 'nl' });
    act(() =>
      root.render(
        <>
          <UpdateNotice />
          <UpdatesSection />
        </>,
      ),
    );
    await flush();
    expect(container.querySelector('legend')?.textContent).toBe('Updates');
    expect(container.textContent).toContain('Updates zijn er voor de desktop-app');
    expect(container.querySelector('input')).toBeNull();
    expect(container.querySelector('.update-notice')).toBeNull();
  });

  it('Settings refuses a plain-http feed before asking the app, and saves an https one', async () => {
    const { bridge, updates } = fakeBridge({ ...stateOf({ kind: 'off' }), feedUrl: null });
    const feed = 'https://updates.example.nl/desk/';
    updates.setFeed.mockResolvedValue({
      status: 'saved',
      state: { ...stateOf({ kind: 'checking' }, true), feedUrl: feed },
    });
    window.backoffice = bridge;
    await freshModules();
    const { UpdatesSection } =
      await import('../../renderer/src/features/updates/UpdatesSection.js');
    const { useSettingsStore } = await import('../../renderer/src/app/settings-store.js');
    useSettingsStore.setState({ language: 'en' });
    act(() => root.render(<UpdatesSection />));
    await flush();

    const input = container.querySelector('input') as HTMLInputElement;
    const type = (text: string) =>
      act(() => {
        // React tracks the value it last set; the native setter makes the change its own.
        Reflect.set(HTMLInputElement.prototype, 'value', text, input);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    const submit = () =>
      act(async () => {
        container.querySelector('form')?.requestSubmit();
        await Promise.resolve();
      });

    type('http://updates.example.nl/desk/');
    await submit();
    expect(updates.setFeed).not.toHaveBeenCalled();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Use https:// (http:// only for a feed on this computer).',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');

    type(feed);
    await submit();
    await flush();
    expect(updates.setFeed).toHaveBeenCalledWith(feed);
    expect(container.textContent).toContain('Checking for updates…');
    expect(buttons()).toContain('Turn updates off');
  });
});
