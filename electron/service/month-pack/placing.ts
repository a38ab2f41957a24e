/**
 * Putting a pack's files in the folder: all or none. Each file is first written whole under a
 * hidden temporary name in the same folder (`.name.partial-<random>`); only when every file
 * is complete are they given their names, one rename each, and if one of those fails the ones
 * already named are removed again. A file of the same name is never replaced unless the
 * caller said so: without overwrite a name is taken with a hard link, which fails when the
 * name exists (also when another program made it a moment ago), and the temporary goes;
 * where the disk offers no hard links it is a check, then a rename.
 */
import { randomBytes } from 'node:crypto';
import { link, lstat, readdir, rename, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { ApiError } from '../errors.js';

/** A file made in full under its temporary name. */
export interface MadeFile {
  name: string;
  temporary: string;
  bytes: number;
}

/** Replace files of the same names, refuse them (409), or take the first free ` (n)` names. */
export type OnExisting = 'overwrite' | 'refuse' | 'suffix';

const PARTIAL = '.partial-';

export const temporaryPath = (folder: string, name: string): string =>
  join(folder, `.${name}${PARTIAL}${randomBytes(6).toString('hex')}`);

export const filesExist = (names: readonly string[]): ApiError =>
  new ApiError(
    409,
    `the folder already has ${names.join(', ')}; send overwrite: true to replace ` +
      (names.length === 1 ? 'it' : 'them'),
    {},
    { code: 'files_exist', fields: { existing_files: [...names] } },
  );

const exists = async (path: string): Promise<boolean> => {
  try {
    await lstat(path);
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return false;
    throw error;
  }
};

/** The names of these that the folder holds already. */
export async function existingNames(folder: string, names: readonly string[]): Promise<string[]> {
  const found = await Promise.all(names.map((name) => exists(join(folder, name))));
  return names.filter((_name, index) => found[index]);
}

/** `report.pdf` with suffix ` (2)` is `report (2).pdf`. */
export function withSuffix(name: string, suffix: string): string {
  const extension = extname(name);
  return `${name.slice(0, name.length - extension.length)}${suffix}${extension}`;
}

const MAX_SUFFIX = 999;

/** '' when every name is free, else the first ` (n)` that frees them all. */
async function freeSuffix(folder: string, names: readonly string[]): Promise<string> {
  for (let n = 1; n <= MAX_SUFFIX; n += 1) {
    const suffix = n === 1 ? '' : ` (${n})`;
    const taken = await existingNames(
      folder,
      names.map((name) => withSuffix(name, suffix)),
    );
    if (taken.length === 0) return suffix;
  }
  throw filesExist(names);
}

/** Gives `temporary` the name `target` unless that exists: a hard link, else check and rename. */
async function takeFreeName(temporary: string, target: string, name: string): Promise<void> {
  try {
    await link(temporary, target);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'EEXIST') throw filesExist([name]);
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV' && code !== 'ENOSYS') {
      throw error;
    }
    if (await exists(target)) throw filesExist([name]);
    await rename(temporary, target);
    return;
  }
  await rm(temporary, { force: true });
}

/**
 * Names every made file, or (on any failure) none: the names taken so far are removed and the
 * error is thrown. Answers the files as named.
 */
export async function placeAll(
  folder: string,
  made: readonly MadeFile[],
  onExisting: OnExisting,
): Promise<{ name: string; bytes: number }[]> {
  const suffix =
    onExisting === 'suffix'
      ? await freeSuffix(
          folder,
          made.map((file) => file.name),
        )
      : '';
  const placed: string[] = [];
  try {
    for (const file of made) {
      const name = withSuffix(file.name, suffix);
      const target = join(folder, name);
      if (onExisting === 'overwrite') await rename(file.temporary, target);
      else await takeFreeName(file.temporary, target, name);
      placed.push(target);
    }
  } catch (error) {
    await removeAll(placed);
    throw error;
  }
  return made.map((file) => ({ name: withSuffix(file.name, suffix), bytes: file.bytes }));
}

export async function removeAll(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((path) => rm(path, { force: true }).catch(() => undefined)));
}

/**
 * Removes temporaries these names left in the folder when a run was cut off by the process
 * ending (a crash, a power cut): the next run of the same files clears them.
 */
export async function removeLeftovers(folder: string, names: readonly string[]): Promise<void> {
  let entries: string[];
  try {
    entries = await readdir(folder);
  } catch {
    return;
  }
  const prefixes = names.map((name) => `.${name}${PARTIAL}`);
  const leftovers = entries.filter((entry) => prefixes.some((prefix) => entry.startsWith(prefix)));
  await removeAll(leftovers.map((entry) => join(folder, entry)));
}
