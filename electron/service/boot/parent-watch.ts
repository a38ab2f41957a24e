/**
 * `npm run serve` runs the service under a shell (`sh -c "node scripts/build.mjs && node …"`), and
 * npm passes a SIGTERM or SIGINT it gets on to that shell only: the shell dies, and the service
 * would run on without a parent, holding its port. npm itself, sent SIGHUP or SIGKILL, ends
 * without a word to the shell, which then runs on, and the service under it, still holding its
 * port. So a service started by an npm script watches the process that started it and npm above
 * it, and shuts down as on SIGTERM when either is gone (re-parented, or no longer there). A
 * service started directly (`node dist/…/cli.js`, a process manager) gets its signals itself and
 * watches nothing: its parent's end is not its.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** How often the parent is looked at: a stop takes at most this long to be noticed. */
const PARENT_WATCH_MS = 500;

/** Whether this process was started by an npm script (npm sets this for the script's run). */
export const startedByNpm = (env: NodeJS.ProcessEnv): boolean =>
  typeof env.npm_lifecycle_event === 'string' && env.npm_lifecycle_event !== '';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it is there, owned by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A process's parent and command line: /proc on Linux, `ps` elsewhere; null if unknown. */
function processOf(pid: number): { parent: number; command: string } | null {
  try {
    if (process.platform === 'linux') {
      const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const command = readFileSync(`/proc/${String(pid)}/cmdline`, 'utf8').replaceAll('\0', ' ');
      return { parent, command };
    }
    if (process.platform === 'win32') return null;
    const [parent = '', ...command] = execFileSync(
      'ps',
      ['-o', 'ppid=,command=', '-p', String(pid)],
      {
        encoding: 'utf8',
      },
    )
      .trim()
      .split(/\s+/);
    return { parent: Number(parent), command: command.join(' ') };
  } catch {
    return null;
  }
}

/** npm's own command line: `npm …`, or node running npm's `npm-cli.js`. */
const isNpm = (command: string): boolean => /(^|[\s/\\])npm(-cli\.js)?(\s|$)/.test(command);

/**
 * The processes the service lives under: its parent, and npm above the shell npm started it
 * with, when that is what its grandparent is.
 */
function watchedAncestors(): number[] {
  const parent = process.ppid;
  const above = processOf(parent);
  const npm = above && !isNpm(above.command) ? processOf(above.parent) : null;
  return above && npm && isNpm(npm.command) ? [parent, above.parent] : [parent];
}

/** Calls `gone` once when the parent this process started with, or npm above it, has ended. */
export function watchParent(gone: () => void): void {
  const parent = process.ppid;
  const ancestors = watchedAncestors();
  const timer = setInterval(() => {
    if (process.ppid === parent && ancestors.every(alive)) return;
    clearInterval(timer);
    gone();
  }, PARENT_WATCH_MS);
  timer.unref();
}
