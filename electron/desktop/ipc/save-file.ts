/**
 * Saves an export where the user chooses. Guards against the page choosing the path itself:
 * the renderer only suggests a file name (reduced to a bare name here), the native dialog
 * decides, and nothing is written when the user cancels. Text is written as UTF-8.
 */
import { writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { app, BrowserWindow, dialog, type SaveDialogOptions, type WebContents } from 'electron';
import type { SaveFileResult } from '../../../shared/ipc.js';

const FALLBACK_NAME = 'export.csv';
const MAX_NAME_LENGTH = 150;

/** A bare file name: no folders, no characters Windows or the shell would misread. */
export function safeFileName(suggested: string): string {
  const lastPart = suggested.split(/[\\/]/).pop() ?? '';
  const cleaned = lastPart
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, MAX_NAME_LENGTH);
  return cleaned === '' ? FALLBACK_NAME : cleaned;
}

function filtersFor(name: string): SaveDialogOptions['filters'] {
  const extension = extname(name).slice(1).toLowerCase();
  const all = { name: 'All files', extensions: ['*'] };
  if (extension === 'csv') return [{ name: 'CSV', extensions: ['csv'] }, all];
  return extension === ''
    ? [all]
    : [{ name: extension.toUpperCase(), extensions: [extension] }, all];
}

export async function saveFile(
  content: string | Uint8Array,
  suggestedName: string,
  /** The page asking; the dialog is attached to its window. */
  requester: WebContents | null = null,
): Promise<SaveFileResult> {
  const parent = requester ? BrowserWindow.fromWebContents(requester) : null;
  const name = safeFileName(suggestedName);
  const options: SaveDialogOptions = {
    defaultPath: join(app.getPath('downloads'), name),
    filters: filtersFor(name),
    properties: ['createDirectory', 'showOverwriteConfirmation'],
  };
  const choice = parent
    ? await dialog.showSaveDialog(parent, options)
    : await dialog.showSaveDialog(options);
  if (choice.canceled || !choice.filePath) return { status: 'cancelled' };
  await writeFile(choice.filePath, content);
  return { status: 'saved', path: choice.filePath };
}
