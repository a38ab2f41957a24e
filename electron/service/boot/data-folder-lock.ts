/**
 * One service per data folder. A service keeps its folder's files (API keys, schedules and runs,
 * ledger mappings, webhooks, secrets) in memory and writes them whole, so a second service on the
 * same folder would overwrite what the first confirmed. The first to start holds the folder: by
 * the operating system where it can (folder-hold.ts: a socket named after the folder, which the
 * kernel lets go only when the process ends), and by `service.lock` in the folder, naming its
 * process. A second refuses to start with `DataFolderInUse`, which names the folder and that
 * process. A lock file is taken over only when its holder is proven gone: the system's hold is
 * free and, where the file can be read, its process (pid and start time) has ended; where there is
 * no system's hold, a lock that cannot be read is never taken over
 * (docs/decisions/0098-disk-first-and-one-holder.md). The holder watches its lock: once it is not
 * its own any more (emptied, removed, replaced), the service stops writing the folder and says so
 * (data/files/folder-guard.ts), and it never removes a lock that is not its own.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { holdFolder } from './folder-hold.js';
import { watchLock } from './lock-watch.js';
import { fieldOf, isOneOf } from '../../../shared/guards.js';

export const LOCK_FILE = 'service.lock';

/** Who holds a data folder. */
export interface LockHolder {
  pid: number;
  /** When the holding process started, as Linux counts it (clock ticks since boot); else null. */
  process_start: string | null;
  host: string;
  /** The program: `serve` or the desktop app. */
  program: string;
  since: string;
  /** Distinguishes this holding from a later one by a process that got the same pid. */
  token: string;
}

export class DataFolderInUse extends Error {
  override name = 'DataFolderInUse';
  /** Recognised by the desktop app without importing this module. */
  readonly code = 'DATA_FOLDER_IN_USE';

  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
  ) {
    super(
      `the data folder ${folder} is in use by another Back-Office Desk service ` +
        `(${holder.program}, process ${String(holder.pid)}` +
        `${holder.host === hostname() ? '' : ` on ${holder.host}`}, since ${holder.since}): ` +
        'stop that one first, or give this one another data folder (--data-dir)',
    );
  }
}

/** The folder's lock cannot be read, and there is no system's hold to tell if anyone has it. */
export class DataFolderLockUnreadable extends Error {
  override name = 'DataFolderLockUnreadable';
  constructor(readonly path: string) {
    super(
      `the data folder's lock ${path} cannot be read, so another service may hold the folder: ` +
        'if no Back-Office Desk service runs on it, delete that file and start again',
    );
  }
}

interface DataFolderLock {
  readonly path: string;
  /** Tells `listener` once when the lock is no longer this service's (the folder is then lost). */
  onLost(listener: (reason: string) => void): void;
  /** Lets the folder go: its lock only if it is still this service's, and the system's hold. */
  release(): Promise<void>;
}

const codeOf = (error: unknown): unknown => fieldOf(error, 'code');

/** Field 22 of /proc/PID/stat: when the process started. Tells a reused pid from the holder. */
function processStart(pid: number): string | null {
  if (process.platform !== 'linux') return null;
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count after it.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** Whether the holder still runs: its pid is alive and (on Linux) started when it said. */
function holderRuns(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true; // A folder on a share: we cannot tell, so refuse.
  if (holder.pid === process.pid) return false; // Not us (we hold nothing yet): a reused pid.
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if (codeOf(error) !== 'EPERM') return false;
  }
  const started = processStart(holder.pid);
  return holder.process_start === null || started === null || started === holder.process_start;
}

const asHolder = (value: unknown): LockHolder | null => {
  const holder = value as Partial<LockHolder> | null;
  return typeof holder?.pid === 'number' && typeof holder.token === 'string'
    ? (holder as LockHolder)
    : null;
};

async function readHolder(path: string): Promise<LockHolder | null> {
  try {
    return asHolder(JSON.parse(await readFile(path, 'utf8')));
  } catch (error) {
    // Gone meanwhile, emptied or torn: nobody can be told from it (the system's hold can).
    if (codeOf(error) === 'ENOENT' || error instanceof SyntaxError) return null;
    throw error;
  }
}

/** Creates the lock with its content in one step: a hard link fails if the name exists. */
async function createLock(path: string, text: string): Promise<boolean> {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, text, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, path);
    return true;
  } catch (error) {
    if (codeOf(error) === 'EEXIST') return false;
    if (!isOneOf(['EPERM', 'ENOTSUP', 'ENOSYS'], codeOf(error))) throw error;
    // No hard links on this disk: an exclusive create (a crash mid-write leaves a torn lock,
    // which counts as nobody's).
    try {
      await writeFile(path, text, { mode: 0o600, flag: 'wx' });
      return true;
    } catch (createError) {
      if (codeOf(createError) === 'EEXIST') return false;
      throw createError;
    }
  } finally {
    await rm(temporary, { force: true });
  }
}

/**
 * Moves a dead holder's lock out of the way. Two services starting at once may both find
 * it dead: only one rename succeeds; one that moved a lock the other had just made puts it
 * back and is refused.
 */
async function takeOver(path: string, dead: LockHolder | null): Promise<void> {
  const moved = `${path}.stale-${randomBytes(6).toString('hex')}`;
  try {
    await rename(path, moved);
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return;
    throw error;
  }
  const movedHolder = await readHolder(moved);
  if (movedHolder !== null && movedHolder.token !== dead?.token && holderRuns(movedHolder)) {
    await link(moved, path).catch(() => undefined);
  }
  await rm(moved, { force: true });
}

/** Takes the data folder for this service, or throws DataFolderInUse (or ...LockUnreadable). */
export async function lockDataFolder(folder: string, program: string): Promise<DataFolderLock> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const path = join(folder, LOCK_FILE);
  const mine: LockHolder = {
    pid: process.pid,
    process_start: processStart(process.pid),
    host: hostname(),
    program,
    since: new Date().toISOString(),
    token: randomBytes(12).toString('hex'),
  };
  const hold = await holdFolder(folder, mine);
  if ('heldElsewhere' in hold) {
    const holder = asHolder(hold.heldElsewhere) ?? (await readHolder(path));
    if (holder === null) throw new DataFolderLockUnreadable(path);
    throw new DataFolderInUse(folder, holder);
  }
  const systemHold = 'held' in hold ? hold.held : null;
  try {
    await takeLock(folder, path, mine, systemHold !== null);
  } catch (error) {
    await systemHold?.release();
    throw error;
  }
  const watch = watchLock(folder, async () => (await readHolder(path))?.token === mine.token);
  return {
    path,
    onLost: (listener) => watch.onLost(listener),
    release: async () => {
      watch.stop();
      if ((await readHolder(path))?.token === mine.token) await rm(path, { force: true });
      await systemHold?.release();
    },
  };
}

/**
 * Makes `service.lock` this service's. A lock whose holder runs (on this host, its pid alive
 * with the start time it wrote) is never taken; one that cannot be read only when the system's
 * hold, ours now, says nobody else has the folder.
 */
async function takeLock(
  folder: string,
  path: string,
  mine: LockHolder,
  heldBySystem: boolean,
): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (await createLock(path, JSON.stringify(mine))) return;
    const holder = await readHolder(path);
    if (holder !== null && holderRuns(holder)) throw new DataFolderInUse(folder, holder);
    if (holder === null && !heldBySystem) throw new DataFolderLockUnreadable(path);
    await takeOver(path, holder);
  }
  const holder = await readHolder(path);
  if (holder !== null) throw new DataFolderInUse(folder, holder);
  throw new Error(`the data folder ${folder} could not be locked: its lock keeps changing`);
}
