/**
 * `npm run serve` runs the service under a shell (`sh -c "node scripts/build.mjs && node …"`),
 * and npm passes a SIGTERM or SIGHUP it gets on to that shell only: the shell dies, and the
 * service would run on without a parent, holding its port. So a service started by an npm
 * script watches the process that started it and shuts down as on SIGTERM when it is gone
 * (re-parented, or no longer there). A service started directly (`node dist/…/cli.js`, a
 * process manager) gets its signals itself and watches nothing: its parent's end is not its.
 */

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

/** Calls `gone` once when the parent this process started with has ended. */
export function watchParent(gone: () => void): void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent && alive(parent)) return;
    clearInterval(timer);
    gone();
  }, PARENT_WATCH_MS);
  timer.unref();
}
