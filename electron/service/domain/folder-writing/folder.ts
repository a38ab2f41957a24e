/**
 * The folder a run (the month pack's, the digest's) writes to, checked before anything is made: an
 * absolute path of an existing folder the service can write to (tried by creating and removing an
 * empty file, which is the only test that covers permissions, read-only disks and network shares
 * alike). A failure to write later (disk full, folder removed meanwhile) is told the same way,
 * naming the folder. The messages never say more than the caller already knows: the folder they
 * named and what is wrong with it.
 */
import { randomBytes } from 'node:crypto';
import { rm, stat, writeFile } from 'node:fs/promises';
import { isAbsolute, join, parse, resolve } from 'node:path';
import { refusal, type ApiError } from '../../core/errors.js';
import { fieldOf } from '../../../../shared/guards.js';

const q = (text: string): string => JSON.stringify(text);

const codeOf = (error: unknown): string | undefined => {
  const code = fieldOf(error, 'code');
  return typeof code === 'string' ? code : undefined;
};

/** A folder refused, by its code, with the folder as its parameter (`params.folder`). */
const folderError = (code: string, message: string, folder: string, status = 400) =>
  refusal(status, code, message, { folder });

/**
 * Not absolute on the computer the service runs on: `C:\\Users\\…` is not on Linux, `/home/…`
 * is not on Windows. `params.example` is an absolute path of this computer (a folder the pack
 * may write into, where one is known; else the disk's root), so the words the screens say
 * give an example of the form the rule takes, never the form just refused.
 */
export const folderNotAbsolute = (folder: string, example = parse(resolve(folder)).root) =>
  refusal(
    400,
    'folder_not_absolute',
    `the folder ${q(folder)} is not an absolute path on this computer, such as ${q(example)}`,
    { folder, example },
  );

const folderMissing = (folder: string) =>
  folderError('folder_missing', `the folder ${q(folder)} does not exist`, folder);

const notAFolder = (folder: string) =>
  folderError('not_a_folder', `${q(folder)} is a file, not a folder`, folder);

const folderNotWritable = (folder: string, code: string | undefined) =>
  folderError(
    'folder_not_writable',
    `the folder ${q(folder)} cannot be written to${code ? ` (${code})` : ''}`,
    folder,
  );

/** 507: the disk holding the folder is full. */
const diskFull = (folder: string) =>
  folderError('disk_full', `the disk of the folder ${q(folder)} is full`, folder, 507);

/** An error of writing into `folder`, as the answer that names what is wrong. */
export function writeFailure(folder: string, error: unknown): ApiError {
  const code = codeOf(error);
  if (code === 'ENOSPC' || code === 'EDQUOT') return diskFull(folder);
  if (code === 'ENOENT' || code === 'ENOTDIR') return folderMissing(folder);
  return folderNotWritable(folder, code);
}

const PROBE = /^\.backoffice-write-test-(?:(\d+)-)?[0-9a-f]+$/;

const probeName = (): string =>
  `.backoffice-write-test-${String(process.pid)}-${randomBytes(6).toString('hex')}`;

/**
 * The process that made a write-test file of this name: its pid, or null for one of a release
 * before they were named by it; undefined for any other name.
 */
export function probeMaker(entry: string): number | null | undefined {
  const match = PROBE.exec(entry);
  if (!match) return undefined;
  return match[1] === undefined ? null : Number(match[1]);
}

/** Throws the 400 that names what is wrong with the folder; resolves when it can be written. */
export async function checkFolder(folder: string): Promise<void> {
  if (!isAbsolute(folder)) throw folderNotAbsolute(folder);
  let isFolder: boolean;
  try {
    isFolder = (await stat(folder)).isDirectory();
  } catch (error) {
    const code = codeOf(error);
    if (code === 'ENOENT' || code === 'ENOTDIR') throw folderMissing(folder);
    throw folderNotWritable(folder, code);
  }
  if (!isFolder) throw notAFolder(folder);
  const probe = join(folder, probeName());
  try {
    // Owner-only, as everything the service writes; named by this process, so a probe left by
    // one that was killed before removing it is known and removed (recovery.ts).
    await writeFile(probe, '', { flag: 'wx', mode: 0o600 });
  } catch (error) {
    throw writeFailure(folder, error);
  }
  await rm(probe, { force: true });
}
