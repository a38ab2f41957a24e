/**
 * Guards against the page reaching Node or arbitrary IPC: exactly one object,
 * `window.backoffice`, crosses the context bridge, and each of its functions calls one fixed
 * channel. ipcRenderer itself never crosses (a page holding it could call any channel), and
 * listeners get no IPC event object (it carries `sender`).
 *
 * CommonJS because sandboxed preloads are loaded as scripts; they also cannot require local
 * files, so shared/ipc.ts is imported for types only and the channel literals below are
 * checked against its contract by the compiler.
 */
// The one way to import in a CommonJS file under verbatimModuleSyntax.
// eslint-disable-next-line @typescript-eslint/no-require-imports
import electron = require('electron');
import type { BackofficeBridge } from '../../shared/backoffice-bridge.js';
import type {
  IpcArgs,
  IpcEventChannel,
  IpcEventContract,
  IpcInvokeChannel,
  IpcResult,
} from '../../shared/ipc.js';

const { contextBridge, ipcRenderer } = electron;

function invoke<C extends IpcInvokeChannel>(
  channel: C,
  ...args: IpcArgs<C>
): Promise<IpcResult<C>> {
  return ipcRenderer.invoke(channel, ...args) as Promise<IpcResult<C>>;
}

/** Listens on one fixed event channel, handing on its arguments without the IPC event. */
function listen<C extends IpcEventChannel>(
  channel: C,
  listener: (...args: IpcEventContract[C]) => void,
): () => void {
  const forward = (_event: unknown, ...args: unknown[]) => {
    listener(...(args as IpcEventContract[C]));
  };
  ipcRenderer.on(channel, forward);
  return () => {
    ipcRenderer.removeListener(channel, forward);
  };
}

const bridge: BackofficeBridge = {
  saveFile: (content, suggestedName) => invoke('backoffice:save-file', content, suggestedName),
  savePdf: (suggestedName) => invoke('backoffice:save-pdf', suggestedName),
  openExternal: (url) => invoke('backoffice:open-external', url),
  chooseFolder: (defaultPath) => invoke('backoffice:choose-folder', defaultPath),
  getServiceInfo: () => invoke('backoffice:get-service-info'),
  onMenuExport: (listener) => listen('backoffice:menu-export', () => listener()),
  // The command is the main process's own; the page checks it again (isMenuCommand).
  onMenuCommand: (listener) => listen('backoffice:menu-command', (command) => listener(command)),
  preferences: {
    get: () => invoke('backoffice:preferences-get'),
    update: (change) => invoke('backoffice:preferences-update', change),
  },
  credentials: {
    load: () => invoke('backoffice:credentials-load'),
    save: (credentials) => invoke('backoffice:credentials-save', credentials),
    clear: () => invoke('backoffice:credentials-clear'),
  },
  updates: {
    get: () => invoke('backoffice:updates-get'),
    setFeed: (feedUrl) => invoke('backoffice:updates-set-feed', feedUrl),
    check: () => invoke('backoffice:updates-check'),
    install: () => invoke('backoffice:updates-install'),
    onState: (listener) => listen('backoffice:update-state', (state) => listener(state)),
  },
  notifyExceptions: (notice) => invoke('backoffice:notify-exceptions', notice),
};

contextBridge.exposeInMainWorld('backoffice', bridge);
