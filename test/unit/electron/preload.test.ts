/**
 * The preload as Electron loads it: preload.cts compiled to CommonJS and run with a `require`
 * that offers only `electron`, as a sandboxed preload has (it cannot require local files).
 */
import { readFile } from 'node:fs/promises';
import { compileFunction } from 'node:vm';
import ts from 'typescript';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BackofficeBridge } from '../../../shared/backoffice-bridge.js';

const electron = vi.hoisted(() => {
  const exposed = new Map<string, unknown>();
  const listeners = new Map<string, ((...args: unknown[]) => void)[]>();
  return {
    exposed,
    listeners,
    contextBridge: {
      exposeInMainWorld: vi.fn((key: string, value: unknown) => exposed.set(key, value)),
    },
    ipcRenderer: {
      invoke: vi.fn((channel: string, ...args: unknown[]) => Promise.resolve({ channel, args })),
      on: vi.fn((channel: string, listener: (...args: unknown[]) => void) => {
        listeners.set(channel, [...(listeners.get(channel) ?? []), listener]);
      }),
      removeListener: vi.fn((channel: string, listener: (...args: unknown[]) => void) => {
        listeners.set(
          channel,
          (listeners.get(channel) ?? []).filter((candidate) => candidate !== listener),
        );
      }),
    },
  };
});

let bridge: BackofficeBridge;
const required: string[] = [];
beforeAll(async () => {
  const source = await readFile(
    new URL('../../../electron/desktop/preload.cts', import.meta.url),
    'utf8',
  );
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
    },
  });
  const module = { exports: {} };
  const sandboxedRequire = (name: string) => {
    required.push(name);
    if (name !== 'electron') throw new Error(`a sandboxed preload cannot require ${name}`);
    return electron;
  };
  const run = compileFunction(outputText, ['require', 'module', 'exports']) as (
    require: typeof sandboxedRequire,
    module: { exports: object },
    exports: object,
  ) => void;
  run(sandboxedRequire, module, module.exports);
  bridge = electron.exposed.get('backoffice') as BackofficeBridge;
});

describe('preload', () => {
  it('requires nothing but electron', () => {
    expect(required).toEqual(['electron']);
  });

  it('exposes exactly one object, window.backoffice, with the bridge functions only', () => {
    expect([...electron.exposed.keys()]).toEqual(['backoffice']);
    expect(Object.keys(bridge).sort()).toEqual(
      [
        'chooseFolder',
        'credentials',
        'getServiceInfo',
        'notifyExceptions',
        'onMenuCommand',
        'onMenuExport',
        'openExternal',
        'preferences',
        'saveFile',
        'savePdf',
        'updates',
      ].sort(),
    );
    expect(Object.keys(bridge.credentials).sort()).toEqual(['clear', 'load', 'save']);
    expect(Object.keys(bridge.preferences).sort()).toEqual(['get', 'update']);
    expect(Object.keys(bridge.updates).sort()).toEqual([
      'check',
      'get',
      'install',
      'onState',
      'setFeed',
    ]);
    expect(JSON.stringify(Object.keys(bridge))).not.toContain('ipcRenderer');
  });

  it.each([
    [(b: BackofficeBridge) => b.saveFile('a;b', 'x.csv'), 'backoffice:save-file', ['a;b', 'x.csv']],
    [(b: BackofficeBridge) => b.savePdf('rapport'), 'backoffice:save-pdf', ['rapport']],
    [
      (b: BackofficeBridge) => b.openExternal('https://x'),
      'backoffice:open-external',
      ['https://x'],
    ],
    [
      (b: BackofficeBridge) => b.chooseFolder('/srv/boekhouding'),
      'backoffice:choose-folder',
      ['/srv/boekhouding'],
    ],
    [(b: BackofficeBridge) => b.getServiceInfo(), 'backoffice:get-service-info', []],
    [(b: BackofficeBridge) => b.preferences.get(), 'backoffice:preferences-get', []],
    [
      (b: BackofficeBridge) => b.preferences.update({ language: 'en' }),
      'backoffice:preferences-update',
      [{ language: 'en' }],
    ],
    [(b: BackofficeBridge) => b.credentials.load(), 'backoffice:credentials-load', []],
    [(b: BackofficeBridge) => b.credentials.clear(), 'backoffice:credentials-clear', []],
    [(b: BackofficeBridge) => b.updates.get(), 'backoffice:updates-get', []],
    [
      (b: BackofficeBridge) => b.updates.setFeed('https://updates.example.nl/'),
      'backoffice:updates-set-feed',
      ['https://updates.example.nl/'],
    ],
    [(b: BackofficeBridge) => b.updates.setFeed(null), 'backoffice:updates-set-feed', [null]],
    [(b: BackofficeBridge) => b.updates.check(), 'backoffice:updates-check', []],
    [(b: BackofficeBridge) => b.updates.install(), 'backoffice:updates-install', []],
    [
      (b: BackofficeBridge) => b.notifyExceptions({ title: '2 nieuwe signaleringen', body: '' }),
      'backoffice:notify-exceptions',
      [{ title: '2 nieuwe signaleringen', body: '' }],
    ],
  ])('%# calls its one fixed channel %s', async (call, channel, args) => {
    expect(await call(bridge)).toEqual({ channel, args });
  });

  it('onMenuExport forwards without the IPC event and can stop listening', () => {
    const listener = vi.fn();
    const stop = bridge.onMenuExport(listener);
    const [forward] = electron.listeners.get('backoffice:menu-export') ?? [];
    forward?.({ sender: 'ipcRenderer' });
    expect(listener).toHaveBeenCalledWith();
    stop();
    expect(electron.listeners.get('backoffice:menu-export')).toEqual([]);
  });

  it('onMenuCommand forwards the command alone, not the IPC event, and can stop listening', () => {
    const listener = vi.fn();
    const stop = bridge.onMenuCommand(listener);
    const [forward] = electron.listeners.get('backoffice:menu-command') ?? [];
    forward?.({ sender: 'ipcRenderer' }, { screen: 'journal' });
    expect(listener).toHaveBeenCalledWith({ screen: 'journal' });
    expect(listener.mock.calls[0]).toHaveLength(1);
    stop();
    expect(electron.listeners.get('backoffice:menu-command')).toEqual([]);
  });

  it('updates.onState hands on the state only, and can stop listening', () => {
    const listener = vi.fn();
    const stop = bridge.updates.onState(listener);
    const [forward] = electron.listeners.get('backoffice:update-state') ?? [];
    const state = {
      currentVersion: '0.1.0',
      feedUrl: null,
      status: { kind: 'off' },
      askedByUser: true,
    };
    forward?.({ sender: 'ipcRenderer' }, state);
    expect(listener).toHaveBeenCalledWith(state);
    expect(listener.mock.calls[0]).toHaveLength(1);
    stop();
    expect(electron.listeners.get('backoffice:update-state')).toEqual([]);
  });
});
