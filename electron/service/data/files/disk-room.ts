/**
 * How much room is left on the disk of the data folder, for /healthz: the bytes this process
 * may still write there (statfs's blocks available to an unprivileged user, times the block
 * size; the blocks kept for root are not counted, as the desktop app does not run as root).
 * Null when there is no folder, or it cannot be asked (gone, not mounted): nothing is said then.
 */
import { statfs } from 'node:fs/promises';

export async function diskRoomOf(folder: string | null): Promise<number | null> {
  if (folder === null) return null;
  try {
    const stats = await statfs(folder);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}
