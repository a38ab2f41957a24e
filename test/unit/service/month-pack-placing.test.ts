/**
 * Naming a month pack's files (folder-writing/placing.ts) on real files in a temporary folder:
 * when a name cannot be taken midway, every old file is as it was and nothing of the run
 * is left, hidden or not (issue 44, item 1). The crash at each step is
 * test/api/process/month-pack-crash.test.ts.
 */
import { writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../electron/service/core/errors.js';
import {
  clearStage,
  placeAll,
  type OnExisting,
} from '../../../electron/service/domain/folder-writing/placing.js';
import { createStage, newPath } from '../../../electron/service/domain/folder-writing/stage.js';

const NAMES = ['a.pdf', 'a.xlsx', 'b.xlsx', 'c.csv', 'd.csv', 'd.xaf'];
const folders: string[] = [];

afterEach(async () => {
  await Promise.all(
    folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })),
  );
});

async function folderWithOldPack(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'pack-placing-'));
  folders.push(folder);
  for (const name of NAMES) await writeFile(join(folder, name), `old ${name}`);
  return folder;
}

/**
 * Stages the new set as a run does and names it with `afterStep` at each step; then, as the
 * run does once it has logged them, clears the stage.
 */
async function placeNewSet(
  folder: string,
  onExisting: OnExisting,
  afterStep: (step: string) => void,
): Promise<unknown> {
  const stage = await createStage(folder, 'run_0123abcd');
  for (const name of NAMES) {
    await writeFile(newPath(stage, name), `new ${name}`, { flag: 'wx', mode: 0o600 });
  }
  const made = NAMES.map((name) => ({ name, bytes: `new ${name}`.length }));
  return placeAll(stage, made, onExisting, afterStep).then(
    async (placed) => {
      await clearStage(stage, afterStep);
      return placed;
    },
    (error: unknown) => error,
  );
}

/** Every entry of the folder with the text of each file. */
async function contents(folder: string): Promise<Record<string, string>> {
  const entries = (await readdir(folder)).sort();
  const texts = await Promise.all(
    entries.map(async (entry) => {
      const path = join(folder, entry);
      return (await stat(path)).isDirectory() ? '<folder>' : readFile(path, 'utf8');
    }),
  );
  return Object.fromEntries(entries.map((entry, index) => [entry, texts[index] ?? '']));
}

const oldSet = Object.fromEntries(NAMES.map((name) => [name, `old ${name}`]));

describe('overwrite, a name that cannot be taken', () => {
  it('a file another program holds (EBUSY) at the 4th name: all six old files as they were', async () => {
    const folder = await folderWithOldPack();
    const outcome = await placeNewSet(folder, 'overwrite', (step) => {
      if (step === `keep ${NAMES[3]}`) {
        throw Object.assign(new Error('EBUSY: resource busy or locked'), { code: 'EBUSY' });
      }
    });
    expect(outcome).toMatchObject({ code: 'EBUSY' });
    expect(await contents(folder)).toEqual(oldSet);
  });

  it('a folder at one of the names: 409 name_taken, the five files and the folder as they were', async () => {
    const folder = await folderWithOldPack();
    await rm(join(folder, NAMES[2] ?? ''));
    await mkdir(join(folder, NAMES[2] ?? ''));
    const outcome = await placeNewSet(folder, 'overwrite', () => undefined);
    expect(outcome).toBeInstanceOf(ApiError);
    expect((outcome as ApiError).status).toBe(409);
    expect((outcome as ApiError).detail).toMatchObject({
      code: 'name_taken',
      fields: { existing_files: [NAMES[2]] },
    });
    expect(await contents(folder)).toEqual({ ...oldSet, [NAMES[2] ?? '']: '<folder>' });
  });

  it('with every name free to take, the new set replaces the old and nothing else is left', async () => {
    const folder = await folderWithOldPack();
    const steps: string[] = [];
    await placeNewSet(folder, 'overwrite', (step) => steps.push(step));
    expect(await contents(folder)).toEqual(
      Object.fromEntries(NAMES.map((name) => [name, `new ${name}`])),
    );
    expect(steps).toEqual([
      'plan',
      ...NAMES.flatMap((name) => [`keep ${name}`, `name ${name}`]),
      'commit',
      'clear',
    ]);
  });
});

describe('without overwrite', () => {
  it('a name another program takes meanwhile: 409 files_exist, only its file is there', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'pack-placing-'));
    folders.push(folder);
    const outcome = await placeNewSet(folder, 'refuse', (step) => {
      if (step === `name ${NAMES[1]}`) writeFileSync(join(folder, NAMES[2] ?? ''), 'theirs');
    });
    expect((outcome as ApiError).detail).toMatchObject({ code: 'files_exist' });
    expect(await contents(folder)).toEqual({ [NAMES[2] ?? '']: 'theirs' });
  });
});
