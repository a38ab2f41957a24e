/**
 * Whether a data folder is still this service's to write: once the service's lock on it is
 * gone (emptied, removed or replaced while it ran: boot/data-folder-lock.ts), another service
 * may have taken the folder, and whatever this one wrote would overwrite what that one keeps.
 * So every write of the folder's files asks here first (data-file.ts, append-log.ts) and is
 * refused, 503 `data_folder_lost`, from then on; /healthz says so
 * (docs/decisions/0098-disk-first-and-one-holder.md).
 */
import { resolve } from 'node:path';
import { ApiError } from '../../core/errors.js';

/** Lost folders (by their resolved path) and why. */
const lost = new Map<string, string>();

export function markFolderLost(folder: string, reason: string): void {
  lost.set(resolve(folder), reason);
}

/** A folder taken again (a new service in this process) is written again. */
export function forgetFolderLost(folder: string): void {
  lost.delete(resolve(folder));
}

/** Why the folder is lost; null while it is this service's (and without a folder). */
export const folderLostReason = (folder: string | null): string | null =>
  folder === null ? null : (lost.get(resolve(folder)) ?? null);

/** Throws 503 `data_folder_lost` for a write into a lost folder. */
export function assertFolderKept(folder: string | null): void {
  const reason = folderLostReason(folder);
  if (reason === null) return;
  throw new ApiError(
    503,
    `the service no longer writes its data folder: ${reason}; nothing was changed. Stop this ` +
      'service and start one on the folder again',
    {},
    { code: 'data_folder_lost' },
  );
}
