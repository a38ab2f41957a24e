/**
 * Putting a run's files in the folder (a month pack's, a digest's): all or none, also with
 * overwrite and across a crash. Each file is first made whole in the run's hidden stage in the
 * same folder (stage.ts); only when every file is complete are they given their names. The plan is
 * written first; then, name by name, the old file of that name (with overwrite) is kept in the
 * stage by a second hard link and the new file takes the name in one rename, so a name is never
 * missing; without overwrite a name is taken with a hard link, which fails when the name exists
 * (also when another program made it a moment ago). Once all names are taken the `committed` mark
 * is written, and only then are the old files let go. If one name cannot be taken, the names are
 * rolled back (recovery.ts) and every old file is as it was.
 */
import { link, lstat, readdir, rename, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { ApiError } from '../../core/errors.js';
import type { AfterStep } from '../fault-hook.js';
import { rollBack } from './recovery.js';
import {
  assertUnmoved,
  COMMITTED_FILE,
  newPath,
  oldPath,
  PLAN_FILE,
  removeStage,
  syncFolder,
  writeDurably,
  type Plan,
  type Stage,
} from './stage.js';
import { fieldOf, isOneOf } from '../../../../shared/guards.js';

/** A file made in full in the stage (`new/<name>`). */
export interface MadeFile {
  name: string;
  bytes: number;
}

/** Replace files of the same names, refuse them (409), or take the first free ` (n)` names. */
export type OnExisting = 'overwrite' | 'refuse' | 'suffix';

const PARTIAL = '.partial-';

export const filesExist = (names: readonly string[]): ApiError =>
  new ApiError(
    409,
    `the folder already has ${names.join(', ')}; send overwrite: true to replace ` +
      (names.length === 1 ? 'it' : 'them'),
    {},
    { code: 'files_exist', fields: { existing_files: [...names] } },
  );

export const exists = async (path: string): Promise<boolean> => {
  try {
    await lstat(path);
    return true;
  } catch (error) {
    if (fieldOf(error, 'code') === 'ENOENT') return false;
    throw error;
  }
};

/** The names of these that the folder holds already. */
export async function existingNames(folder: string, names: readonly string[]): Promise<string[]> {
  const found = await Promise.all(names.map((name) => exists(join(folder, name))));
  return names.filter((_name, index) => found[index]);
}

/** `report.pdf` with suffix ` (2)` is `report (2).pdf`. */
function withSuffix(name: string, suffix: string): string {
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

const codeOf = (error: unknown): unknown => fieldOf(error, 'code');

/** Hard links are missing on some disks (FAT, exFAT, some network shares). */
const noHardLinks = (error: unknown): boolean =>
  isOneOf(['EPERM', 'ENOTSUP', 'EXDEV', 'ENOSYS'], codeOf(error));

const nameTaken = (name: string): ApiError =>
  new ApiError(
    409,
    `${name} cannot be replaced (it is a folder, or another program holds it): ` +
      'every file in the folder was left as it was',
    {},
    { code: 'name_taken', fields: { existing_files: [name] } },
  );

/**
 * Keeps the old file of `target` in the stage: a second hard link, so the name never goes
 * missing; where the disk has no hard links it is moved aside. False when there is none.
 */
async function keepOld(stage: Stage, target: string, name: string): Promise<boolean> {
  let entry;
  try {
    entry = await lstat(target);
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return false;
    throw error;
  }
  // A folder (or anything but a file or link) is never the pack's to move or replace.
  if (!entry.isFile() && !entry.isSymbolicLink()) throw nameTaken(name);
  try {
    await link(target, oldPath(stage, name));
  } catch (error) {
    if (!noHardLinks(error)) throw error;
    await rename(target, oldPath(stage, name));
  }
  return true;
}

/** Takes a free name: a hard link fails on any existing entry; else a check and a rename. */
async function takeFreeName(staged: string, target: string, name: string): Promise<void> {
  try {
    await link(staged, target);
  } catch (error) {
    if (codeOf(error) === 'EEXIST') throw filesExist([name]);
    if (!noHardLinks(error)) throw error;
    if (await exists(target)) throw filesExist([name]);
    await rename(staged, target);
  }
}

/**
 * Names every made file, or none: the plan is written, then name by name the old file (with
 * overwrite) is kept in the stage and the new one takes its name, then the `committed` mark
 * says the new set is whole. On any failure the names are rolled back (recovery.ts) and the
 * error thrown, so every old file is as it was. A process that dies midway leaves the stage,
 * from which the next run or start rolls back or forward. Answers the files as named; the
 * stage stays until the caller clears it (`clearStage`), once it has logged them.
 */
export async function placeAll(
  stage: Stage,
  made: readonly MadeFile[],
  onExisting: OnExisting,
  afterStep: AfterStep,
): Promise<{ name: string; bytes: number }[]> {
  const folder = stage.folder;
  const suffix =
    onExisting === 'suffix'
      ? await freeSuffix(
          folder,
          made.map((file) => file.name),
        )
      : '';
  const plan: Plan = {
    names: made.map((file) => ({
      name: withSuffix(file.name, suffix),
      bytes: file.bytes,
      staged: file.name,
    })),
  };
  await assertUnmoved(folder);
  await writeDurably(join(stage.dir, PLAN_FILE), stage.dir, JSON.stringify(plan));
  afterStep('plan');
  try {
    for (const entry of plan.names) {
      // No name is taken in a folder that has moved (stage.ts).
      await assertUnmoved(folder);
      const target = join(folder, entry.name);
      const staged = newPath(stage, entry.staged);
      const kept = onExisting === 'overwrite' && (await keepOld(stage, target, entry.name));
      if (kept) afterStep(`keep ${entry.name}`);
      try {
        // The old file is safe in the stage: the new one replaces it in one rename.
        if (kept) await rename(staged, target);
        else await takeFreeName(staged, target, entry.name);
      } catch (error) {
        const code = codeOf(error);
        if (isOneOf(['EISDIR', 'ENOTEMPTY', 'EBUSY', 'EPERM', 'EACCES'], code)) {
          throw nameTaken(entry.name);
        }
        throw error;
      }
      afterStep(`name ${entry.name}`);
    }
    await syncFolder(folder);
    await assertUnmoved(folder);
    await writeDurably(join(stage.dir, COMMITTED_FILE), stage.dir, '');
    afterStep('commit');
  } catch (error) {
    await rollBack(stage, plan);
    throw error;
  }
  return plan.names.map(({ name, bytes }) => ({ name, bytes }));
}

/**
 * Removes a committed stage, once the run is logged as written: a process that dies before
 * that leaves the stage with its mark, from which the next run or start logs the run as
 * written with its files (recovery.ts), never as interrupted with none
 * (docs/decisions/0098-disk-first-and-one-holder.md, 6).
 */
export async function clearStage(stage: Stage, afterStep: AfterStep): Promise<void> {
  await removeStage(stage);
  afterStep('clear');
}

/**
 * Removes temporaries that version 0.3's runs left in the folder when cut off by the process
 * ending (`.name.partial-…`, beside the files); runs now stage in a folder of their own.
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
  await Promise.all(leftovers.map((entry) => rm(join(folder, entry), { force: true })));
}
