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
import type { IpcArgs, IpcEventChannel, IpcInvokeChannel, IpcResult } from '../../shared/ipc.js';

const { contextBridge, ipcRenderer } = electron;

function invoke<C extends IpcInvokeChannel>(
  channel: C,
  ...args: IpcArgs<C>
): Promise<IpcResult<C>> {
  return ipcRenderer.invoke(channel, ...args) as Promise<IpcResult<C>>;
}

const menuExportChannel: IpcEventChannel = 'backoffice:menu-export';

const bridge: BackofficeBridge = {
  saveFile: (content, suggestedName) => invoke('backoffice:save-file', content, suggestedName),
  savePdf: (suggestedName) => invoke('backoffice:save-pdf', suggestedName),
  openExternal: (url) => invoke('backoffice:open-external', url),
  chooseFolder: (defaultPath) => invoke('backoffice:choose-folder', defaultPath),
  getServiceInfo: () => invoke('backoffice:get-service-info'),
  onMenuExport(listener) {
    const forward = () => {
      listener();
    };
    ipcRenderer.on(menuExportChannel, forward);
    return () => {
      ipcRenderer.removeListener(menuExportChannel, forward);
    };
  },
  preferences: {
    get: () => invoke('backoffice:preferences-get'),
    update: (change) => invoke('backoffice:preferences-update', change),
  },
  credentials: {
    load: () => invoke('backoffice:credentials-load'),
    save: (credentials) => invoke('backoffice:credentials-save', credentials),
    clear: () => invoke('backoffice:credentials-clear'),
  },
};

contextBridge.exposeInMainWorld('backoffice', bridge);
