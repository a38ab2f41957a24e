import { EventEmitter } from 'node:events';
import type { WebContents } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Electron's Notification, as far as the handler uses it: options, show, close, events. */
class FakeNotification extends EventEmitter {
  static supported = true;
  static made: FakeNotification[] = [];
  static isSupported = () => FakeNotification.supported;
  shown = false;
  closed = false;
  constructor(readonly options: { title: string; body: string }) {
    super();
    FakeNotification.made.push(this);
  }
  show() {
    this.shown = true;
  }
  close() {
    this.closed = true;
    this.emit('close');
  }
}

const electron = vi.hoisted(() => ({ BrowserWindow: { fromWebContents: vi.fn() } }));
// The factory runs at the import below, once FakeNotification exists.
vi.mock('electron', () => {
  const mocked = { ...electron, Notification: FakeNotification };
  return { ...mocked, default: mocked };
});

const { notifyExceptions } = await import('../../../electron/desktop/ipc/notify-exceptions.js');

function fakeWindow(minimized: boolean) {
  return {
    isDestroyed: vi.fn(() => false),
    isMinimized: vi.fn(() => minimized),
    restore: vi.fn(),
    show: vi.fn(),
    focus: vi.fn(),
  };
}

const NOTICE = { title: '3 nieuwe signaleringen', body: 'Kasverschil · 25-11-2026' };

beforeEach(() => {
  FakeNotification.made = [];
  FakeNotification.supported = true;
  vi.clearAllMocks();
});

describe('notifyExceptions', () => {
  it('shows the page’s words as the notification', () => {
    const sender = { send: vi.fn() } as unknown as WebContents;
    expect(notifyExceptions(NOTICE, sender)).toBe(true);
    const [notification] = FakeNotification.made;
    expect(notification?.options).toEqual(NOTICE);
    expect(notification?.shown).toBe(true);
  });

  it('a click brings the asking window forward on the exceptions screen', () => {
    const send = vi.fn();
    const sender = { send } as unknown as WebContents;
    const window = fakeWindow(true);
    electron.BrowserWindow.fromWebContents.mockReturnValue(window);
    notifyExceptions(NOTICE, sender);

    FakeNotification.made[0]?.emit('click');

    expect(electron.BrowserWindow.fromWebContents).toHaveBeenCalledWith(sender);
    expect(window.restore).toHaveBeenCalledTimes(1);
    expect(window.show).toHaveBeenCalledTimes(1);
    expect(window.focus).toHaveBeenCalledTimes(1);
    expect(send.mock.calls).toEqual([['backoffice:menu-command', { screen: 'exceptions' }]]);
  });

  it('a click after the window closed does nothing', () => {
    const send = vi.fn();
    electron.BrowserWindow.fromWebContents.mockReturnValue(null);
    notifyExceptions(NOTICE, { send } as unknown as WebContents);
    FakeNotification.made[0]?.emit('click');
    expect(send).not.toHaveBeenCalled();
  });

  it('a newer notice replaces the one on screen', () => {
    const sender = { send: vi.fn() } as unknown as WebContents;
    notifyExceptions(NOTICE, sender);
    notifyExceptions({ ...NOTICE, title: '4 nieuwe signaleringen' }, sender);
    expect(FakeNotification.made.map((each) => each.closed)).toEqual([true, false]);
  });

  it('answers false and shows nothing where the system has no notifications', () => {
    FakeNotification.supported = false;
    expect(notifyExceptions(NOTICE, { send: vi.fn() } as unknown as WebContents)).toBe(false);
    expect(FakeNotification.made).toEqual([]);
  });
});
