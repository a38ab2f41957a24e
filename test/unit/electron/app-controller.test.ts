import { hostname } from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import {
  createAppController,
  type AppControllerDeps,
  type ServiceHandle,
} from '../../../electron/desktop/app-controller.js';
import { DataFolderInUse } from '../../../electron/service/boot/data-folder-lock.js';
import { defaultSettings, type Settings } from '../../../electron/settings/schema.js';

function addressInUse(): Error {
  return Object.assign(new Error('listen EADDRINUSE: address already in use 127.0.0.1:7411'), {
    code: 'EADDRINUSE',
  });
}

function setup(
  options: { settings?: Partial<Settings>; startError?: Error; dialogAnswer?: number } = {},
) {
  const order: string[] = [];
  let resolveClose: () => void = () => undefined;
  const service: ServiceHandle = {
    url: 'http://127.0.0.1:7411/',
    port: 7411,
    close: vi.fn(() => {
      order.push('service.close');
      return new Promise<void>((resolve) => {
        resolveClose = () => {
          order.push('service.closed');
          resolve();
        };
      });
    }),
  };
  const window = {
    focus: vi.fn(() => order.push('window.focus')),
    saveState: vi.fn(() => order.push('window.saveState')),
  };
  const deps = {
    startService: vi.fn(() => {
      order.push('service.start');
      return options.startError ? Promise.reject(options.startError) : Promise.resolve(service);
    }),
    settings: {
      read: () => ({ ...defaultSettings(), ...options.settings }),
      path: '/home/user/.config/Back-Office Desk/settings.json',
    },
    dataDir: '/home/user/.config/Back-Office Desk',
    app: {
      exit: vi.fn((code?: number) => order.push(`app.exit(${code ?? 0})`)),
      quit: vi.fn(() => order.push('app.quit')),
    },
    dialog: {
      showMessageBox: vi.fn(() => {
        order.push('dialog.showMessageBox');
        return Promise.resolve({ response: options.dialogAnswer ?? 0, checkboxChecked: false });
      }),
      showErrorBox: vi.fn(() => order.push('dialog.showErrorBox')),
    },
    shell: { openPath: vi.fn(() => Promise.resolve('')) },
    prepare: vi.fn(() => order.push('prepare')),
    openWindow: vi.fn(() => {
      order.push('openWindow');
      return window;
    }),
    log: vi.fn(),
  } satisfies AppControllerDeps;
  return {
    controller: createAppController(deps),
    deps,
    order,
    service,
    window,
    close: () => resolveClose(),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('app controller: start', () => {
  it('starts the service on the configured port before the window, on its address', async () => {
    const { controller, deps, order } = setup({ settings: { port: 7500 } });
    expect(await controller.start()).toBe('running');
    expect(order).toEqual(['service.start', 'prepare', 'openWindow']);
    expect(deps.startService).toHaveBeenCalledWith({
      port: 7500,
      host: '127.0.0.1',
      upstream: null,
      dataDir: '/home/user/.config/Back-Office Desk',
    });
    expect(deps.openWindow).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'http://127.0.0.1:7411/' }),
    );
  });

  it('passes the configured platform upstream', async () => {
    const { controller, deps } = setup({
      settings: { upstream: { kind: 'platform', urlTemplate: 'https://{account}.example.nl/api' } },
    });
    await controller.start();
    expect(deps.startService).toHaveBeenCalledWith(
      expect.objectContaining({ upstream: 'https://{account}.example.nl/api' }),
    );
  });

  it('port in use: explains what to do, opens no window and exits without throwing', async () => {
    const { controller, deps, order } = setup({ startError: addressInUse() });
    await expect(controller.start()).resolves.toBe('failed');
    expect(order).toEqual(['service.start', 'dialog.showMessageBox', 'app.exit(1)']);
    expect(deps.openWindow).not.toHaveBeenCalled();

    const [box] = deps.dialog.showMessageBox.mock.calls[0] as unknown as [
      { message: string; detail: string; buttons: string[] },
    ];
    expect(box.message).toContain('7411');
    expect(box.message).toContain('al in gebruik');
    expect(box.detail).toContain('Sluit dat programma');
    expect(box.detail).toContain('"port"');
    expect(box.detail).toContain(deps.settings.path);
    expect(deps.shell.openPath).not.toHaveBeenCalled();
  });

  it('port in use, in English, with "Open settings file" chosen', async () => {
    const { controller, deps } = setup({
      startError: addressInUse(),
      settings: { language: 'en', port: 7600 },
      dialogAnswer: 1,
    });
    await controller.start();
    const [box] = deps.dialog.showMessageBox.mock.calls[0] as unknown as [
      { message: string; detail: string },
    ];
    expect(box.message).toBe('Back-Office Desk cannot start: port 7600 is already in use.');
    expect(box.detail).toContain('Close that program');
    expect(deps.shell.openPath).toHaveBeenCalledWith(deps.settings.path);
    expect(deps.app.exit).toHaveBeenCalledWith(1);
  });

  it('any other start failure: an error box with the reason, then exit', async () => {
    const { controller, deps, order } = setup({
      startError: new Error('upstream template invalid'),
    });
    expect(await controller.start()).toBe('failed');
    expect(order).toEqual(['service.start', 'dialog.showErrorBox', 'app.exit(1)']);
    expect(deps.dialog.showErrorBox.mock.calls[0]).toEqual([
      'Back-Office Desk kan niet starten',
      'De lokale service is niet gestart: upstream template invalid',
    ]);
  });

  it('a data folder another service holds: the refusal serve prints, in the app language', async () => {
    const folder = '/home/user/.config/Back-Office Desk';
    const holder = {
      pid: 4242,
      process_start: null,
      host: hostname(),
      program: 'npm run serve',
      since: '2026-11-26T07:00:00.000Z',
      token: 'theirs',
    };
    for (const language of ['nl', 'en'] as const) {
      const { controller, deps, order } = setup({
        settings: { language },
        startError: new DataFolderInUse(folder, holder),
      });
      expect(await controller.start()).toBe('failed');
      expect(order).toEqual(['service.start', 'dialog.showErrorBox', 'app.exit(1)']);
      const [title, content] = deps.dialog.showErrorBox.mock.calls[0] as unknown as [
        string,
        string,
      ];
      expect(title).toBe(
        language === 'en' ? 'Back-Office Desk is already running' : 'Back-Office Desk draait al',
      );
      expect(content).toContain(folder);
      expect(content).toContain('npm run serve');
      expect(content).toContain(language === 'en' ? 'process 4242' : 'proces 4242');
    }
  });

  it('exits even when the dialog itself fails', async () => {
    const { controller, deps } = setup({ startError: addressInUse() });
    deps.dialog.showMessageBox.mockImplementationOnce(() =>
      Promise.reject(new Error('no display')),
    );
    await expect(controller.start()).resolves.toBe('failed');
    expect(deps.app.exit).toHaveBeenCalledWith(1);
  });
});

describe('app controller: second instance and quit', () => {
  it('a second launch focuses the window', async () => {
    const { controller, window } = setup();
    controller.handleSecondInstance(); // before the window exists: nothing to focus, no error
    await controller.start();
    controller.handleSecondInstance();
    expect(window.focus).toHaveBeenCalledTimes(1);
  });

  it('quit waits for the service to close, then exits', async () => {
    const { controller, order, close, deps } = setup();
    await controller.start();
    const event = { preventDefault: vi.fn() };
    controller.handleBeforeQuit(event);
    expect(event.preventDefault).toHaveBeenCalled();

    // A second quit request while closing is held too, and does not close twice.
    const again = { preventDefault: vi.fn() };
    controller.handleBeforeQuit(again);
    expect(again.preventDefault).toHaveBeenCalled();
    await flush();
    expect(deps.app.exit).not.toHaveBeenCalled();

    close();
    await flush();
    expect(order.slice(3)).toEqual([
      'window.saveState',
      'service.close',
      'service.closed',
      'app.exit(0)',
    ]);

    // The exit's own quit events pass through.
    const last = { preventDefault: vi.fn() };
    controller.handleBeforeQuit(last);
    expect(last.preventDefault).not.toHaveBeenCalled();
  });

  it('a service that does not close in time no longer holds up the exit', async () => {
    vi.useFakeTimers();
    try {
      const { controller, deps } = setup();
      await controller.start();
      controller.handleBeforeQuit({ preventDefault: vi.fn() });
      await vi.advanceTimersByTimeAsync(5000);
      expect(deps.app.exit).toHaveBeenCalledWith(1);
      expect(deps.log).toHaveBeenCalledWith('the service did not close cleanly', expect.any(Error));
    } finally {
      vi.useRealTimers();
    }
  });

  it('quit before the service started is not held', () => {
    const { controller } = setup();
    const event = { preventDefault: vi.fn() };
    controller.handleBeforeQuit(event);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });

  it('closing the window quits the app', async () => {
    const { controller, deps } = setup();
    await controller.start();
    controller.handleWindowAllClosed();
    expect(deps.app.quit).toHaveBeenCalled();
  });
});
