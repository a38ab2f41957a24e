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
import { fieldOf } from '../../../shared/guards.js';

/** How often the parent is looked at: a stop takes at most this long to be noticed. */
const PARENT_WATCH_MS = 500;

/** Whether this process was started by an npm script (npm sets this for the script's run). */
const startedByNpm = (env: NodeJS.ProcessEnv): boolean =>
  typeof env.npm_lifecycle_event === 'string' && env.npm_lifecycle_event !== '';

/** A process's parent, its command line, and whether it has ended (a zombie, not yet reaped). */
interface ProcessInfo {
  parent: number;
  command: string;
  ended: boolean;
}

/** The state letter and parent of a /proc/PID/stat line (after the name, which may hold spaces). */
function statOf(pid: number): { state: string; parent: number } {
  const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
  const [state = '', parent = ''] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state, parent: Number(parent) };
}

/** A process's parent and command line: /proc on Linux, `ps` elsewhere; null if unknown. */
function processOf(pid: number): ProcessInfo | null {
  try {
    if (process.platform === 'linux') {
      const { state, parent } = statOf(pid);
      const command = readFileSync(`/proc/${String(pid)}/cmdline`, 'utf8').replaceAll('\0', ' ');
      return { parent, command, ended: state === 'Z' || state === 'X' };
    }
    if (process.platform === 'win32') return null;
    const [parent = '', state = '', ...command] = execFileSync(
      'ps',
      ['-o', 'ppid=,stat=,command=', '-p', String(pid)],
      { encoding: 'utf8' },
    )
      .trim()
      .split(/\s+/);
    return { parent: Number(parent), command: command.join(' '), ended: state.startsWith('Z') };
  } catch {
    return null;
  }
}

/** Whether a process still runs: there, and on Linux not a zombie its parent has yet to reap. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it is there, owned by someone else.
    if (fieldOf(error, 'code') !== 'EPERM') return false;
  }
  if (process.platform !== 'linux') return true;
  try {
    return statOf(pid).state !== 'Z';
  } catch {
    return false; // Gone between the two looks.
  }
}

/** npm's own command line: `npm …`, or node running npm's `npm-cli.js`. */
const isNpm = (command: string): boolean => /(^|[\s/\\])npm(-cli\.js)?(\s|$)/.test(command);

/** A shell running a command line (`sh -c …`): how npm runs a script, on Linux and macOS. */
const SHELL_RUNNING = /^(?:\S*\/)?(?:sh|bash|dash|zsh)\s+-c\s+/;

/** Whether `command` is npm's shell for `script`: `sh -c <script> <its arguments>`. */
export function isScriptShell(command: string, script: string): boolean {
  const shell = SHELL_RUNNING.exec(command);
  return script !== '' && shell !== null && command.slice(shell[0].length).startsWith(script);
}

/** Who started this process, noted once: its parent, and the processes to watch. */
export interface Ancestry {
  parent: number;
  watched: number[];
  /** npm ended before it could be noted: its script's shell had already lost it. */
  npmEnded: boolean;
}

/**
 * The processes a service started by an npm script lives under: its parent, and npm above the
 * shell npm ran the script with, when that is its parent (`sh -c` and the script npm names in
 * `npm_lifecycle_script`). Null when no npm script started it. Noted at the very
 * start of the process (cli.ts): noted once it listened, a second later on a busy machine, an
 * npm killed in between had lost its command line (it was a zombie) or was gone, the shell was
 * taken for a wrapper, and the service ran on without npm (the test of `npm run serve`).
 */
export function ancestryAtStart(env: NodeJS.ProcessEnv): Ancestry | null {
  if (!startedByNpm(env)) return null;
  const parent = process.ppid;
  const above = processOf(parent);
  if (!above || !isScriptShell(above.command, env.npm_lifecycle_script ?? '')) {
    // npm itself (it ran the script without a shell), or a program the script started.
    return { parent, watched: [parent], npmEnded: false };
  }
  const npm = processOf(above.parent);
  const npmEnded = npm === null || npm.ended || !isNpm(npm.command);
  return { parent, watched: [parent, above.parent], npmEnded };
}

/** Calls `gone` once when the parent this process started with, or npm above it, has ended. */
export function watchParent(ancestry: Ancestry, gone: () => void): void {
  const timer = setInterval(() => {
    const there = process.ppid === ancestry.parent && ancestry.watched.every(alive);
    if (there && !ancestry.npmEnded) return;
    clearInterval(timer);
    gone();
  }, PARENT_WATCH_MS);
  timer.unref();
}
