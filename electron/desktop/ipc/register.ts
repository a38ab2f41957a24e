/**
 * Wires the IPC channel map to its handlers. Guards against calls from anything but the
 * service's own top-level page (a frame or a page the window was steered to gets nothing) and
 * against malformed arguments: each channel's arguments are validated before a handler runs.
 */
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { z } from 'zod';
import { loginRequestSchema } from '../../../shared/api/auth.js';
import {
  IPC_INVOKE_CHANNELS,
  type IpcArgs,
  type IpcInvokeChannel,
  type IpcResult,
} from '../../../shared/ipc.js';
import { preferencesChangeSchema } from '../../../shared/preferences.js';
import { updateFeedUrlSchema } from '../../../shared/updates.js';
import type { CredentialVault } from '../../settings/credential-vault.js';
import type { SettingsStore } from '../../settings/settings-store.js';
import { isServiceUrl, type ExternalLinkPolicy } from '../trusted-url.js';
import { chooseFolder } from './choose-folder.js';
import { clearCredentials, loadCredentials, saveCredentials } from './credentials.js';
import { notifyExceptions } from './notify-exceptions.js';
import { openExternalLink } from './open-external.js';
import { getPreferences, updatePreferences } from './preferences.js';
import { saveFile } from './save-file.js';
import { savePdf } from './save-pdf.js';
import { getServiceInfo } from './service-info.js';
import type { UpdateController } from '../updates/update-controller.js';
import {
  checkForUpdates,
  confirmInDialog,
  getUpdateState,
  installUpdate,
  setUpdateFeed,
} from './updates.js';

interface IpcContext {
  serviceUrl: string;
  version: string;
  linkPolicy: ExternalLinkPolicy;
  vault: CredentialVault;
  settings: Pick<SettingsStore, 'read' | 'update'>;
  updates: UpdateController;
  /** Lets the service write into a folder the user picked in the dialog (and keeps it). */
  allowExportFolder(folder: string): void;
}

const argumentSchemas = {
  'backoffice:save-file': z.tuple([
    z.union([z.string(), z.instanceof(Uint8Array)]),
    z.string().max(1024),
  ]),
  'backoffice:save-pdf': z.tuple([z.string().max(1024)]),
  'backoffice:open-external': z.tuple([z.string().max(4096)]),
  'backoffice:choose-folder': z.tuple([z.string().max(4096)]),
  'backoffice:get-service-info': z.tuple([]),
  'backoffice:preferences-get': z.tuple([]),
  'backoffice:preferences-update': z.tuple([preferencesChangeSchema]),
  'backoffice:credentials-load': z.tuple([]),
  'backoffice:credentials-save': z.tuple([loginRequestSchema]),
  'backoffice:credentials-clear': z.tuple([]),
  'backoffice:updates-get': z.tuple([]),
  'backoffice:updates-set-feed': z.tuple([updateFeedUrlSchema.nullable()]),
  'backoffice:updates-check': z.tuple([]),
  'backoffice:updates-install': z.tuple([]),
  // Plain text the system draws; bounded so a page cannot flood the notification centre.
  'backoffice:notify-exceptions': z.tuple([
    z.strictObject({ title: z.string().min(1).max(120), body: z.string().max(400) }),
  ]),
} satisfies { [C in IpcInvokeChannel]: z.ZodType<IpcArgs<C>> };

type Handlers = {
  [C in IpcInvokeChannel]: (
    event: IpcMainInvokeEvent,
    args: IpcArgs<C>,
  ) => Promise<IpcResult<C>> | IpcResult<C>;
};

function createIpcHandlers(context: IpcContext): Handlers {
  return {
    'backoffice:save-file': (event, [content, suggestedName]) =>
      saveFile(content, suggestedName, event.sender),
    'backoffice:save-pdf': (event, [suggestedName]) => savePdf(event.sender, suggestedName),
    'backoffice:open-external': (_event, [url]) => openExternalLink(url, context.linkPolicy),
    // The only way a folder becomes one the month pack may write into: the user's own pick.
    'backoffice:choose-folder': async (event, [defaultPath]) => {
      const choice = await chooseFolder(defaultPath, event.sender);
      if (choice.status === 'chosen') context.allowExportFolder(choice.path);
      return choice;
    },
    'backoffice:get-service-info': () =>
      getServiceInfo({ url: context.serviceUrl }, context.version),
    'backoffice:preferences-get': () => getPreferences(context.settings),
    'backoffice:preferences-update': (_event, [change]) =>
      updatePreferences(context.settings, change),
    'backoffice:credentials-load': () => loadCredentials(context.vault),
    'backoffice:credentials-save': (_event, [credentials]) =>
      saveCredentials(context.vault, credentials),
    'backoffice:credentials-clear': () => clearCredentials(context.vault),
    'backoffice:updates-get': () => getUpdateState({ controller: context.updates }),
    'backoffice:updates-set-feed': (event, [feedUrl]) =>
      setUpdateFeed(
        {
          controller: context.updates,
          settings: context.settings,
          confirmFeed: (text) => confirmInDialog(text, event.sender),
        },
        feedUrl,
      ),
    'backoffice:updates-check': () => checkForUpdates({ controller: context.updates }),
    'backoffice:updates-install': () => installUpdate({ controller: context.updates }),
    'backoffice:notify-exceptions': (event, [notice]) => notifyExceptions(notice, event.sender),
  };
}

/** True when the call comes from the service's page in a window's top-level frame. */
export function isTrustedSender(event: IpcMainInvokeEvent, serviceUrl: string): boolean {
  const frame = event.senderFrame;
  return frame !== null && frame.parent === null && isServiceUrl(frame.url, serviceUrl);
}

function dispatch<C extends IpcInvokeChannel>(
  channel: C,
  handlers: Handlers,
  event: IpcMainInvokeEvent,
  args: unknown[],
): Promise<IpcResult<C>> | IpcResult<C> {
  const parsed = argumentSchemas[channel].parse(args) as IpcArgs<C>;
  return handlers[channel](event, parsed);
}

export function registerIpcHandlers(ipcMain: Pick<IpcMain, 'handle'>, context: IpcContext): void {
  const handlers = createIpcHandlers(context);
  for (const channel of Object.values(IPC_INVOKE_CHANNELS)) {
    ipcMain.handle(channel, (event, ...args: unknown[]) => {
      if (!isTrustedSender(event, context.serviceUrl)) {
        throw new Error(`${channel} refused: the caller is not the service's page`);
      }
      return dispatch(channel, handlers, event, args);
    });
  }
}
