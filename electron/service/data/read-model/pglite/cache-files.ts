/**
 * An embedded database that failed is moved aside, not deleted (read-model/store-opener.ts): its
 * files go to `<folder>.broken-<time>` beside it, where they can be looked at or handed on, and the
 * next open starts from a new database in the folder. Only the newest failed one is kept: each
 * holds a whole copy of the shop's data.
 */
import { readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fieldOf } from '../../../../../shared/guards.js';

const BROKEN = '.broken-';

/** Moves the folder aside; answers where to, or null when there was nothing to move. */
export async function moveAside(folder: string): Promise<string | null> {
  const parent = dirname(folder);
  const name = basename(folder);
  const older = (await readdir(parent)).filter((entry) => entry.startsWith(`${name}${BROKEN}`));
  await Promise.all(
    older.map((entry) => rm(join(parent, entry), { recursive: true, force: true })),
  );
  const aside = `${folder}${BROKEN}${new Date().toISOString().replace(/[:.]/g, '-')}`;
  try {
    await rename(folder, aside);
  } catch (error) {
    if (fieldOf(error, 'code') === 'ENOENT') return null;
    throw error;
  }
  return aside;
}
