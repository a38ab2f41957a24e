/**
 * The month pack's naming killed with SIGKILL at each of its steps, in a real process on real
 * files (issue 44, item 1). A small child Node process stages a new set as a run does and names it
 * with BACKOFFICE_TEST_KILL_AT_STEP=N (domain/fault-hook.ts), so it dies as `kill -9` kills it
 * right after its Nth step; then the recovery the next run and the next start make
 * (folder-writing/recovery.ts) must leave exactly the old set or exactly the new set, nothing
 * hidden, and say which. N counts up until the child lives to the end, so every step is cut. Then
 * the issue's own replays, with the log a start reads: killed right after the first name appeared,
 * with and without overwrite, and killed after the set was whole.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServiceLog } from '../../../electron/service/core/log.js';
import type { ServiceDeps } from '../../../electron/service/domain/deps.js';
import { afterAll, describe, expect, it } from 'vitest';
import { ExportFolders } from '../../../electron/service/domain/folder-writing/export-folders.js';
import { recoverFolder } from '../../../electron/service/domain/folder-writing/recovery.js';
import { PackRunner } from '../../../electron/service/domain/month-pack/runner.js';
import {
  MonthPackStore,
  type RunRecord,
} from '../../../electron/service/data/month-packs/store.js';
import { isBuilt } from '../../../scripts/build-inputs.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const NAMES = ['a.pdf', 'a.xlsx', 'b.xlsx', 'c.csv', 'd.csv', 'd.xaf'];
const RUN_ID = 'run_00c0ffee';

/** The built modules when the build is current (a start of ~50 ms), else the sources. */
const built = isBuilt('node');
const modulePath = (name: string): string =>
  pathToFileURL(
    join(ROOT, built ? 'dist/electron/service/domain' : 'electron/service/domain', name),
  ).href;

/** The runs log's store, as built or as source, like the modules above. */
const storeModule = pathToFileURL(
  join(
    ROOT,
    built
      ? 'dist/electron/service/data/month-packs/store.js'
      : 'electron/service/data/month-packs/store.ts',
  ),
).href;

/**
 * What the child runs: the real stage, the real naming, the hook from its environment; then,
 * as the runner does, the run logged as written (with a data folder's log given) before the
 * stage is cleared.
 */
const CHILD = `
const [{ createStage, newPath }, { placeAll, clearStage }, { faultHookFromEnvironment }, { writeFile }, { MonthPackStore }] =
  await Promise.all([
    import(${JSON.stringify(modulePath(built ? 'folder-writing/stage.js' : 'folder-writing/stage.ts'))}),
    import(${JSON.stringify(modulePath(built ? 'folder-writing/placing.js' : 'folder-writing/placing.ts'))}),
    import(${JSON.stringify(modulePath(built ? 'fault-hook.js' : 'fault-hook.ts'))}),
    import('node:fs/promises'),
    import(${JSON.stringify(storeModule)}),
  ]);
const [folder, onExisting, dataDir] = process.argv.slice(-3);
const names = ${JSON.stringify(NAMES)};
const stage = await createStage(folder, ${JSON.stringify(RUN_ID)});
for (const name of names) await writeFile(newPath(stage, name), 'new ' + name, { flag: 'wx' });
const made = names.map((name) => ({ name, bytes: ('new ' + name).length }));
const afterStep = faultHookFromEnvironment();
const files = await placeAll(stage, made, onExisting, afterStep);
if (dataDir !== '-') {
  const log = { warn: () => undefined };
  const store = await MonthPackStore.open(dataDir, 1, log);
  const [run] = store.runsOf({ account: 'demo', user: 'u1' });
  await store.putRun({ ...run, status: 'written', files, finished_at: 1 });
}
await clearStage(stage, afterStep);
`;

function runChild(folder: string, onExisting: string, killAt: number, dataDir = '-') {
  return spawnSync(
    process.execPath,
    [
      ...(built ? [] : ['--import', 'tsx']),
      ...['--input-type=module', '-e', CHILD, folder, onExisting, dataDir],
    ],
    {
      cwd: ROOT,
      env: { ...process.env, BACKOFFICE_TEST_KILL_AT_STEP: String(killAt) },
      encoding: 'utf8',
    },
  );
}

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function contents(folder: string): Promise<Record<string, string>> {
  const entries = (await readdir(folder)).sort();
  const texts = await Promise.all(entries.map((entry) => readFile(join(folder, entry), 'utf8')));
  return Object.fromEntries(entries.map((entry, index) => [entry, texts[index] ?? '']));
}

const setOf = (word: string) => Object.fromEntries(NAMES.map((name) => [name, `${word} ${name}`]));

/**
 * Kills the naming after step 1, 2, … until a child ends by itself; after each kill the
 * recovery must leave `before` when the commit mark was not written, else the new set.
 * Answers the number of steps.
 */
async function killAtEachStep(
  onExisting: string,
  before: Record<string, string>,
  commitStep: number,
): Promise<number> {
  for (let step = 1; ; step += 1) {
    const folder = await mkdtemp(join(tmpdir(), 'pack-crash-'));
    folders.push(folder);
    for (const [name, text] of Object.entries(before)) await writeFile(join(folder, name), text);
    const child = runChild(folder, onExisting, step);
    if (child.signal === null) {
      expect(child.status, child.stderr).toBe(0);
      expect(await contents(folder)).toEqual(setOf('new'));
      return step - 1;
    }
    expect(child.signal, `step ${String(step)}: ${child.stderr}`).toBe('SIGKILL');
    const recovered = await recoverFolder(folder, new Set());
    const committed = step >= commitStep;
    expect(await contents(folder), `killed after step ${String(step)}`).toEqual(
      committed ? setOf('new') : before,
    );
    const cleared = step > commitStep; // killed after the stage was gone: nothing to recover
    expect(recovered).toEqual(
      cleared
        ? []
        : [
            committed
              ? {
                  runId: RUN_ID,
                  outcome: 'written',
                  files: NAMES.map((name) => ({ name, bytes: `new ${name}`.length })),
                }
              : { runId: RUN_ID, outcome: 'nothing' },
          ],
    );
    // A second recovery finds nothing left to do.
    expect(await recoverFolder(folder, new Set())).toEqual([]);
  }
}

describe('kill -9 at each step of the naming', () => {
  it('with overwrite over last month’s six files: the old six or the new six', async () => {
    // plan, keep and name per file, commit (step 14), clear.
    expect(await killAtEachStep('overwrite', setOf('old'), 14)).toBe(15);
  }, 60_000);

  it('into an empty folder: nothing or the new six', async () => {
    // plan, name per file, commit (step 8), clear.
    expect(await killAtEachStep('refuse', {}, 8)).toBe(9);
  }, 60_000);
});

/** The runs log a service left when it died during the run: the run still `running`. */
async function logOfDeadService(folder: string): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pack-crash-data-'));
  folders.push(dataDir);
  const run: RunRecord = {
    id: RUN_ID,
    account: 'demo',
    user: 'u1',
    trigger: 'manual',
    scheduled_for: null,
    started_at: 1,
    finished_at: null,
    from: '2026-10-01',
    to: '2026-10-31',
    location_id: null,
    folder,
    status: 'running',
    files: NAMES.map((name) => ({ name, bytes: 7 })),
    file_count: NAMES.length,
    error: null,
  };
  await writeFile(join(dataDir, 'month-pack.json'), JSON.stringify({ schedules: [], runs: [run] }));
  return dataDir;
}

/** What the next start does (month-pack/service.ts): open the log, settle its cut-off runs. */
async function nextStart(dataDir: string): Promise<RunRecord[]> {
  const quiet = () => undefined;
  const log: ServiceLog = { warn: quiet, error: quiet, info: quiet, debug: quiet };
  const store = await MonthPackStore.open(dataDir, 2, log);
  await new PackRunner(
    store,
    { now: () => 2 },
    log,
    { exportFolders: new ExportFolders([tmpdir()]), exportFileMode: 0o600 },
    // Settling reads nothing of the service: no file is made.
    {} as ServiceDeps,
  ).settleCutOffRuns();
  return store.runsOf({ account: 'demo', user: 'u1' });
}

async function killedAt(step: number, onExisting: string, before: Record<string, string>) {
  const folder = await mkdtemp(join(tmpdir(), 'pack-crash-'));
  folders.push(folder);
  for (const [name, text] of Object.entries(before)) await writeFile(join(folder, name), text);
  const dataDir = await logOfDeadService(folder);
  expect(runChild(folder, onExisting, step, dataDir).signal).toBe('SIGKILL');
  return { folder, runs: await nextStart(dataDir) };
}

describe('the next start after the kill, as the issue replays it', () => {
  it('killed right after the first name appeared: an empty folder, the log says interrupted', async () => {
    const { folder, runs } = await killedAt(2, 'refuse', {});
    expect(await contents(folder)).toEqual({});
    expect(runs).toMatchObject([{ id: RUN_ID, status: 'interrupted', files: [] }]);
    // The next run into the folder finds no stray file in its way.
    expect(runChild(folder, 'refuse', 0).status).toBe(0);
    expect(await contents(folder)).toEqual(setOf('new'));
  });

  it('with overwrite, right after the first new name: the six old files, interrupted', async () => {
    const { folder, runs } = await killedAt(3, 'overwrite', setOf('old'));
    expect(await contents(folder)).toEqual(setOf('old'));
    expect(runs).toMatchObject([{ id: RUN_ID, status: 'interrupted', files: [] }]);
  });

  it('after the set was whole: the new six, and the log says written with them', async () => {
    const { folder, runs } = await killedAt(14, 'overwrite', setOf('old'));
    expect(await contents(folder)).toEqual(setOf('new'));
    expect(runs).toMatchObject([
      {
        id: RUN_ID,
        status: 'written',
        files: NAMES.map((name) => ({ name, bytes: `new ${name}`.length })),
      },
    ]);
  });

  it('at the last step: the new six, and the log says written with them (issue 57)', async () => {
    // Killed once the stage was cleared: the run was logged as written before that.
    const { folder, runs } = await killedAt(15, 'overwrite', setOf('old'));
    expect(await contents(folder)).toEqual(setOf('new'));
    expect(runs).toMatchObject([
      {
        id: RUN_ID,
        status: 'written',
        files: NAMES.map((name) => ({ name, bytes: `new ${name}`.length })),
      },
    ]);
  });
});
