/**
 * A run's hidden stage in the target folder: `.month-pack-<run id>.<pid>/`, on the same disk
 * as the files' names, so naming a file is a rename or a hard link, never a copy. It holds
 * the new files while they are made (`new/`), the old files a pack replaces while it names
 * its own (`old/`), the plan of the naming (`plan.json`) and, once every name is taken, the
 * mark that the new set has replaced the old (`committed`). What a run cut off by a crash
 * left is read from these alone (recovery.ts): no plan, nothing was named; a plan without
 * the mark, roll back; the mark, roll forward.
 *
 * The folder is named by its real path (export-folders.ts), and after each step that makes or
 * names something the run looks again (`assertUnmoved`): a folder swapped for a link to
 * elsewhere meanwhile ends the run (403 `folder_moved`), and what it made there goes with it
 * (docs/decisions/0098-disk-first-and-one-holder.md, 5).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, realpath, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiError } from '../../core/errors.js';

const STAGE_PREFIX = '.month-pack-';
const STAGE_NAME = /^\.month-pack-(run_[0-9a-f]+)\.(\d+)$/;

/** The stages of runs under way in this process: no recovery touches them. */
export const stagesUnderway = new Set<string>();

export const PLAN_FILE = 'plan.json';
export const COMMITTED_FILE = 'committed';

export interface Stage {
  folder: string;
  dir: string;
  runId: string;
}

/** One file's naming: its staged copy goes to `name` in the folder. */
interface PlannedName {
  name: string;
  bytes: number;
  /** The name the pack made it under (`new/…`): the name without any suffix. */
  staged: string;
}

export interface Plan {
  names: PlannedName[];
}

const stageName = (runId: string, pid = process.pid): string =>
  `${STAGE_PREFIX}${runId}.${String(pid)}`;

/** The run and the process of a stage folder's name; null for any other name. */
export function parseStageName(entry: string): { runId: string; pid: number } | null {
  const match = STAGE_NAME.exec(entry);
  return match?.[1] && match[2] ? { runId: match[1], pid: Number(match[2]) } : null;
}

export const newPath = (stage: Stage, staged: string): string => join(stage.dir, 'new', staged);
export const oldPath = (stage: Stage, name: string): string => join(stage.dir, 'old', name);

/** 403 `folder_moved`: the folder is not where it was when the run looked at it. */
const folderMoved = (folder: string): ApiError =>
  new ApiError(
    403,
    `the folder ${JSON.stringify(folder)} was moved, or replaced by a link, while the files were ` +
      'made: nothing was written; choose the folder again',
    {},
    { code: 'folder_moved', fields: { params: { folder } } },
  );

/**
 * Throws `folder_moved` unless the folder (a real path: export-folders.ts) is still itself:
 * no part of its path has become a link since.
 */
export async function assertUnmoved(folder: string): Promise<void> {
  if (!(await isUnmoved(folder))) throw folderMoved(folder);
}

/** Whether the folder, a real path, still is: no part of its path has become a link. */
export const isUnmoved = async (folder: string): Promise<boolean> =>
  (await realpath(folder).catch(() => null)) === folder;

/**
 * Creates the stage (only this user may enter it) in the folder, a real path; fails if it
 * exists, and, removing it, if the folder moved meanwhile.
 */
export async function createStage(folder: string, runId: string): Promise<Stage> {
  const dir = join(folder, stageName(runId));
  await mkdir(dir, { mode: 0o700 });
  const stage = { folder, dir, runId };
  try {
    await assertUnmoved(folder);
    await mkdir(join(dir, 'new'), { mode: 0o700 });
    await mkdir(join(dir, 'old'), { mode: 0o700 });
    return stage;
  } catch (error) {
    // Where it was made: through the link, if that is what the folder became.
    await removeStage(stage);
    throw error;
  }
}

export const stageAt = (folder: string, entry: string, runId: string): Stage => ({
  folder,
  dir: join(folder, entry),
  runId,
});

/** Writes `text` to `path` durably: a temporary, fsync'd, renamed, the folder fsync'd. */
export async function writeDurably(path: string, dir: string, text: string): Promise<void> {
  const temporary = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(temporary, 'wx', 0o600);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, path);
  await syncFolder(dir);
}

/** fsync of a folder, so the names made or changed in it survive a power cut. */
export async function syncFolder(dir: string): Promise<void> {
  if (process.platform === 'win32') return; // Windows cannot open a folder for fsync.
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Removes a stage. The plan goes first: a stage without a plan holds nothing that was ever
 * named, so a removal cut off midway leaves a stage that the next recovery simply removes.
 */
export async function removeStage(stage: Stage): Promise<void> {
  await rm(join(stage.dir, PLAN_FILE), { force: true });
  await rm(stage.dir, { recursive: true, force: true });
}
