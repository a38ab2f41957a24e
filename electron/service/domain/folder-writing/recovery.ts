/**
 * Undoing or finishing a pack's naming from what its stage holds (stage.ts), so a folder
 * always ends with the old set or the new set. Used by a run whose naming failed, by the
 * next run into a folder (for stages a crashed process left), and at the start for the runs
 * the log still shows running. Every step is decided by looking at the files, so it can be
 * cut off and run again any number of times with the same outcome.
 */
import { lstat, readdir, readFile, realpath, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  COMMITTED_FILE,
  isUnmoved,
  newPath,
  oldPath,
  parseStageName,
  PLAN_FILE,
  removeStage,
  stageAt,
  type Plan,
  type Stage,
} from './stage.js';
import type { Recovered } from '../../data/month-packs/store.js';
import { probeMaker } from './folder.js';
import { fieldOf } from '../../../../shared/guards.js';

const codeOf = (error: unknown): unknown => fieldOf(error, 'code');

async function identity(path: string): Promise<string | null> {
  try {
    const entry = await lstat(path);
    return `${String(entry.dev)}:${String(entry.ino)}`;
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Gives every name of the plan back what it held before the run: the old file kept in the
 * stage takes its name again (one rename, over the new file if that took it); a new file
 * that took a free name is removed. Then the stage goes.
 */
export async function rollBack(stage: Stage, plan: Plan): Promise<void> {
  // Never through a link the folder became: what is there is not the run's to change.
  if (!(await isUnmoved(stage.folder))) return;
  for (const entry of [...plan.names].reverse()) {
    const target = join(stage.folder, entry.name);
    const kept = oldPath(stage, entry.name);
    if ((await identity(kept)) !== null) {
      await rename(kept, target);
      continue;
    }
    const staged = await identity(newPath(stage, entry.staged));
    const named = await identity(target);
    // Every staged file existed when the plan was written: one that is gone was renamed to
    // its name; one with the name's identity was linked to it. Anything else is not ours.
    if (named !== null && (staged === null || staged === named)) await rm(target, { force: true });
  }
  await removeStage(stage);
}

async function readPlan(stage: Stage): Promise<Plan | null> {
  try {
    return JSON.parse(await readFile(join(stage.dir, PLAN_FILE), 'utf8')) as Plan;
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return null;
    throw error;
  }
}

/** Finishes or undoes one stage: committed, the new set stays; else the old set is restored. */
export async function recoverStage(stage: Stage): Promise<Recovered> {
  const plan = await readPlan(stage);
  const committed = (await identity(join(stage.dir, COMMITTED_FILE))) !== null;
  if (plan !== null && committed) {
    await removeStage(stage);
    return {
      runId: stage.runId,
      outcome: 'written',
      files: plan.names.map(({ name, bytes }) => ({ name, bytes })),
    };
  }
  if (plan !== null) await rollBack(stage, plan);
  else await removeStage(stage);
  return { runId: stage.runId, outcome: 'nothing' };
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return codeOf(error) === 'EPERM';
  }
};

/**
 * Recovers every stage in the folder that no run is using: not one of this process's runs
 * under way (`active`), and not one of another process that still runs (two services with
 * different data folders may write into one folder).
 */
export async function recoverFolder(
  folder: string,
  active: ReadonlySet<string>,
): Promise<Recovered[]> {
  let entries: string[];
  let real: string;
  try {
    // The stages' folder by its real path, as a run made them (stage.ts).
    real = await realpath(folder);
    entries = await readdir(real);
  } catch {
    return [];
  }
  const recovered: Recovered[] = [];
  for (const entry of entries) {
    // A write-test file of a process killed between making and removing it (folder.ts).
    const maker = probeMaker(entry);
    if (maker !== undefined && (maker === null || (maker !== process.pid && !isAlive(maker)))) {
      await rm(join(real, entry), { force: true });
      continue;
    }
    const parsed = parseStageName(entry);
    if (parsed === null || active.has(parsed.runId)) continue;
    if (parsed.pid !== process.pid && isAlive(parsed.pid)) continue;
    recovered.push(await recoverStage(stageAt(real, entry, parsed.runId)));
  }
  return recovered;
}
