/**
 * Where the month pack and the digest may write: only inside the folders the operator allowed
 * (`--export-folder`, repeatable) or the desktop user picked in the app's own folder dialog (added
 * at run time through the main process, never from a path the page typed), else the default,
 * `Documents/Back-Office Desk` in the home folder (docs/decisions/0081). Any other folder is 403
 * `folder_not_allowed`, decided from the path alone, before the disk is asked anything, so the
 * answer says nothing about whether it exists; a path inside an allowed folder whose real place
 * (through a symbolic link) is outside is refused the same way. A missing folder inside an allowed
 * one is created (the owner's only), so a pack can go into `…/Back-Office Desk/2026-10` without
 * the user making it first. A location-locked user may not write files at all, nor an API key made
 * without `may_write_files`.
 */
import { lstat, mkdir, realpath } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';
import type { AuthContext } from '../../core/caller.js';
import { ApiError, refusal } from '../../core/errors.js';
import { checkFolder, folderNotAbsolute } from './folder.js';
import { fieldOf } from '../../../../shared/guards.js';

/** The folder allowed when the operator names none: the user's documents, in a folder of ours. */
const defaultExportFolder = (home = homedir()): string =>
  join(home, 'Documents', 'Back-Office Desk');

const folderNotAllowed = (folder: string): ApiError =>
  refusal(
    403,
    'folder_not_allowed',
    `the service may not write into ${JSON.stringify(folder)}: choose a folder inside one ` +
      'it was allowed (`--export-folder`), or pick one with the desktop app’s folder button',
    { folder },
  );

/**
 * A user the platform limits to one location sees that location's figures on the screen;
 * writing files onto the computer, or keeping a schedule that does, is for the users the
 * business trusts with the whole machine's folders: not them.
 */
export const lockedUserMayNotWrite = (): ApiError =>
  new ApiError(
    403,
    'a user limited to one location may not write files on this computer or keep a ' +
      'month-pack schedule: download the exports instead, or ask a manager',
    {},
    { code: 'files_not_allowed' },
  );

/**
 * An API key is made for another tool, which reads data; writing files onto this computer,
 * or keeping a schedule that does, is a right the user gives a key when making it.
 */
export const keyMayNotWrite = (): ApiError =>
  new ApiError(
    403,
    'this API key may not write files on this computer or keep a month-pack schedule: make ' +
      'a key with `may_write_files: true` (POST /api/api-keys) for the tool that does',
    {},
    { code: 'files_not_allowed' },
  );

/** Who may have files written: a location-locked user, or a key without the right, may not. */
type FileWriter = Pick<AuthContext, 'lockedLocationId' | 'mayWriteFiles'>;

/** A run's own look at its folder: who asked was judged before (route, scheduled session). */
export const WRITER_JUDGED_BEFORE: FileWriter = { lockedLocationId: null, mayWriteFiles: true };

/** Refuses a caller who may not have files written (403 `files_not_allowed`). */
function checkMayWriteFiles(writer: FileWriter): void {
  if (writer.lockedLocationId !== null) throw lockedUserMayNotWrite();
  if (!writer.mayWriteFiles) throw keyMayNotWrite();
}

/** Windows and macOS compare names without case; Linux with. */
const comparable = (path: string): string =>
  process.platform === 'linux' ? path : path.toLowerCase();

const isWithin = (root: string, path: string): boolean => {
  const [r, p] = [comparable(root), comparable(path)];
  return p === r || p.startsWith(r.endsWith(sep) ? r : r + sep);
};

const codeOf = (error: unknown): unknown => fieldOf(error, 'code');

/** The deepest of `path` and its parents that exists (null when not even the root does). */
async function deepestExisting(path: string): Promise<string | null> {
  for (let current = path; ; current = dirname(current)) {
    try {
      await lstat(current);
      return current;
    } catch (error) {
      if (codeOf(error) !== 'ENOENT') return current; // ENOTDIR and the like: checkFolder says
      if (dirname(current) === current) return null;
    }
  }
}

export class ExportFolders {
  private readonly roots: string[];

  constructor(allowed: readonly string[] | undefined) {
    const roots = allowed && allowed.length > 0 ? allowed : [defaultExportFolder()];
    this.roots = roots.map((root) => resolve(root));
  }

  /** The folders the pack may write into (and their subfolders). */
  list(): readonly string[] {
    return this.roots;
  }

  /**
   * The same, for a caller to choose a folder from before writing: refused (403) to a caller
   * who may not have files written, as writing would be.
   */
  listFor(writer: FileWriter): readonly string[] {
    checkMayWriteFiles(writer);
    return this.roots;
  }

  /** A folder the desktop user picked in the app's own dialog (electron/desktop/ipc). */
  allow(folder: string): void {
    if (!isAbsolute(folder)) throw new Error(`not an absolute path: ${folder}`);
    const root = resolve(folder);
    if (!this.roots.some((known) => isWithin(known, root))) this.roots.push(root);
  }

  /**
   * Refuses a location-locked user or a key without the right (403), a folder the pack may
   * not write into (403, from the path alone), then one whose real place is outside, then
   * creates it if missing, then the checks of folder.ts (a file, not writable: 400). Answers
   * the folder's real path, which the run writes to.
   */
  async check(folder: string, writer: FileWriter): Promise<string> {
    checkMayWriteFiles(writer);
    if (!isAbsolute(folder)) throw folderNotAbsolute(folder, this.roots[0]);
    const path = resolve(folder);
    const root = this.roots.find((candidate) => isWithin(candidate, path));
    if (root === undefined) throw folderNotAllowed(folder);
    // The part of the path that exists must really be inside the allowed folder: a symbolic
    // link in it must not lead out. (The allowed folder itself is the operator's word.)
    const existing = await deepestExisting(path);
    if (existing !== null && isWithin(root, existing)) {
      const [realRoot, realExisting] = await Promise.all([
        realpath(root).catch(() => null),
        realpath(existing).catch(() => null),
      ]);
      if (realRoot !== null && realExisting !== null && !isWithin(realRoot, realExisting)) {
        throw folderNotAllowed(folder);
      }
    }
    if (existing !== path) {
      // What cannot be made (a file in the way, no permission) checkFolder names below.
      await mkdir(path, { recursive: true, mode: 0o700 }).catch(() => undefined);
    }
    await checkFolder(path);
    // Its real path: what the run works in, and looks at again after each step (stage.ts).
    const real = await realpath(path);
    if (!isWithin((await realpath(root).catch(() => null)) ?? root, real)) {
      throw folderNotAllowed(folder);
    }
    return real;
  }
}
