/**
 * One service per data folder. A service keeps its folder's files (API keys, schedules and
 * runs, ledger mappings, webhooks, secrets) in memory and writes them whole, so a second
 * service on the same folder would overwrite what the first confirmed (issue 44). The first
 * to start holds `service.lock` in the folder, naming its process; a second refuses to start
 * with `DataFolderInUse`, which names the folder and that process. A lock whose process has
 * ended (a crash, `kill -9`, a power cut) does not block: it is taken over. Holding the lock
 * for the service's whole life is what makes each kept file's write a read-modify-write
 * under it: no other process writes the folder between the service's read at its start and
 * any of its writes.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

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

interface DataFolderLock {
  readonly path: string;
  /** Lets the folder go (only if the lock is still this service's). */
  release(): Promise<void>;
}

const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

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

async function readHolder(path: string): Promise<LockHolder | null> {
  try {
    const parsed = JSON.parse(await readFile(path, 'utf8')) as Partial<LockHolder>;
    return typeof parsed.pid === 'number' && typeof parsed.token === 'string'
      ? (parsed as LockHolder)
      : null;
  } catch (error) {
    // Gone meanwhile, or torn by a crash while it was written (then nobody holds it).
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
    if (!['EPERM', 'ENOTSUP', 'ENOSYS'].includes(codeOf(error) as string)) throw error;
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

/** Takes the data folder for this service, or throws DataFolderInUse. */
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
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (await createLock(path, JSON.stringify(mine))) {
      return {
        path,
        release: async () => {
          if ((await readHolder(path))?.token === mine.token) await rm(path, { force: true });
        },
      };
    }
    const holder = await readHolder(path);
    if (holder !== null && holderRuns(holder)) throw new DataFolderInUse(folder, holder);
    await takeOver(path, holder);
  }
  const holder = await readHolder(path);
  if (holder !== null) throw new DataFolderInUse(folder, holder);
  throw new Error(`the data folder ${folder} could not be locked: its lock keeps changing`);
}
