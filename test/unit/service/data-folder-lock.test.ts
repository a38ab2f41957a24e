/**
 * One service per data folder (electron/service/boot/data-folder-lock.ts), on a real folder: a
 * lock held by a live process refuses with the folder and that process named; one left by
 * a process that has ended, torn, or written by an earlier holder of this very pid, does not
 * block; a release lets the folder go only while the lock is still its own. The whole
 * refusal of a second `serve` is test/api/process/data-folder-lock.test.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DataFolderInUse,
  LOCK_FILE,
  lockDataFolder,
  type LockHolder,
} from '../../../electron/service/boot/data-folder-lock.js';
import {
  assertFolderKept,
  folderLostReason,
} from '../../../electron/service/data/files/folder-guard.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function folder(): Promise<string> {
  const path = await mkdtemp(join(tmpdir(), 'data-lock-'));
  cleanups.push(() => rm(path, { recursive: true, force: true }));
  return path;
}

/** A process that lives until the test ends. */
function liveProcess(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
    stdio: 'ignore',
  });
  cleanups.push(async () => {
    child.kill('SIGKILL');
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise((resolve) => child.once('exit', resolve));
    }
  });
  return child;
}

const holderFile = (pid: number, overrides: Partial<LockHolder> = {}): string =>
  JSON.stringify({
    pid,
    process_start: null,
    host: hostname(),
    program: 'npm run serve',
    since: '2026-11-26T07:00:00.000Z',
    token: 'other',
    ...overrides,
  } satisfies LockHolder);

describe('the data folder lock', () => {
  it('a folder held by a live process is refused, naming the folder and the process', async () => {
    const dir = await folder();
    const other = liveProcess();
    await writeFile(join(dir, LOCK_FILE), holderFile(other.pid ?? 0));
    const refusal = await lockDataFolder(dir, 'npm run serve').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataFolderInUse);
    expect((refusal as Error).message).toContain(`the data folder ${dir} is in use`);
    expect((refusal as Error).message).toContain(`process ${String(other.pid)}`);
    // The other's lock is untouched, and nothing else was left in the folder.
    expect(JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: other.pid,
      token: 'other',
    });
    expect(await readdir(dir)).toEqual([LOCK_FILE]);
  });

  it('a release removes the lock, and the folder can be taken again', async () => {
    const dir = await folder();
    const first = await lockDataFolder(dir, 'npm run serve');
    await first.release();
    expect(await readdir(dir)).toEqual([]);
    const again = await lockDataFolder(dir, 'npm run serve');
    expect(JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: process.pid,
      program: 'npm run serve',
    });
    await again.release();
  });

  it('a lock left by an ended process, a torn one, or one of this pid does not block', async () => {
    const ended = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => ended.once('exit', resolve));
    for (const left of [holderFile(ended.pid ?? 0), '{"pid": 12', holderFile(process.pid)]) {
      const dir = await folder();
      await writeFile(join(dir, LOCK_FILE), left);
      const lock = await lockDataFolder(dir, 'the desktop app');
      expect(JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({
        pid: process.pid,
        program: 'the desktop app',
      });
      expect(await readdir(dir)).toEqual([LOCK_FILE]);
      await lock.release();
    }
  });

  it('a live pid that started at another time than the holder did is a reused pid', async () => {
    if (process.platform !== 'linux') return;
    const dir = await folder();
    const other = liveProcess();
    await writeFile(join(dir, LOCK_FILE), holderFile(other.pid ?? 0, { process_start: '1' }));
    const lock = await lockDataFolder(dir, 'npm run serve');
    await lock.release();
  });

  it('a release after another took the folder over leaves their lock alone', async () => {
    const dir = await folder();
    const lock = await lockDataFolder(dir, 'npm run serve');
    await writeFile(join(dir, LOCK_FILE), holderFile(12345));
    await lock.release();
    expect(JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({
      token: 'other',
    });
  });

  it('a folder the system holds for a live service is refused, even with its lock emptied (issue 57)', async () => {
    if (process.platform !== 'linux' && process.platform !== 'win32') return;
    const dir = await folder();
    const held = await lockDataFolder(dir, 'npm run serve');
    cleanups.push(() => held.release());
    const lost = new Promise<string>((resolve) => held.onLost(resolve));
    await writeFile(join(dir, LOCK_FILE), '');
    const refusal = await lockDataFolder(dir, 'the desktop app').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataFolderInUse);
    expect((refusal as Error).message).toContain(`process ${String(process.pid)}`);
    // The holder notices its lock is not its own, and lets no write into the folder.
    expect(await lost).toMatch(/emptied, removed or replaced/);
    expect(folderLostReason(dir)).toMatch(/emptied/);
    expect(() => assertFolderKept(dir)).toThrow(/no longer writes its data folder/);
    // Released, it removes no lock that is not its own, and lets the system's hold go.
    await held.release();
    expect(await readFile(join(dir, LOCK_FILE), 'utf8')).toBe('');
    const again = await lockDataFolder(dir, 'npm run serve');
    expect(folderLostReason(dir)).toBeNull();
    await again.release();
  });
});
