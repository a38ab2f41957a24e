/**
 * Picks the folder the month pack writes into, through the system's own folder dialog. The
 * page only suggests where the dialog starts (an absolute path it had, else the user's
 * documents); the path answered is one the user chose, or nothing when they cancel.
 */
import { isAbsolute } from 'node:path';
import { app, BrowserWindow, dialog, type OpenDialogOptions, type WebContents } from 'electron';
import type { ChooseFolderResult } from '../../../shared/ipc.js';

export async function chooseFolder(
  defaultPath: string,
  /** The page asking; the dialog is attached to its window. */
  requester: WebContents | null = null,
): Promise<ChooseFolderResult> {
  const parent = requester ? BrowserWindow.fromWebContents(requester) : null;
  const options: OpenDialogOptions = {
    defaultPath: isAbsolute(defaultPath) ? defaultPath : app.getPath('documents'),
    properties: ['openDirectory', 'createDirectory', 'promptToCreate'],
  };
  const choice = parent
    ? await dialog.showOpenDialog(parent, options)
    : await dialog.showOpenDialog(options);
  const [path] = choice.filePaths;
  if (choice.canceled || path === undefined) return { status: 'cancelled' };
  return { status: 'chosen', path };
}
