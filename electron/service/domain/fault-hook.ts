/**
 * The fault-injection point of a run's steps (the naming of a month pack's or a digest's files,
 * folder-writing/placing.ts; a bookkeeping posting, bookkeeping/posting-engine.ts; a stock
 * snapshot written and not yet committed, stock-value/daily-snapshot.ts), for the tests that
 * kill a real process at each of them (test/api/process/month-pack-crash.test.ts,
 * posting-crash.test.ts, stock-snapshot-crash.test.ts). With `BACKOFFICE_TEST_KILL_AT_STEP=N` in its environment the process
 * sends itself SIGKILL (what `kill -9` sends: no handler, no `finally`, no flush) at the end of
 * the Nth step of a run; anything else, and the variable's absence, leaves every step alone.
 * Nothing else reads it, and the service's documentation names it as a test hook only.
 */

/** Ends a step of a run: the test hook may kill the process here. */
export type AfterStep = (step: string) => void;

const KILL_AT_STEP_VARIABLE = 'BACKOFFICE_TEST_KILL_AT_STEP';

/** The step counter for this process's environment; a no-op when the variable is not set. */
export function faultHookFromEnvironment(env: NodeJS.ProcessEnv = process.env): AfterStep {
  const value = env[KILL_AT_STEP_VARIABLE];
  const killAt = value !== undefined && /^[1-9]\d*$/.test(value) ? Number(value) : null;
  if (killAt === null) return () => undefined;
  let steps = 0;
  return () => {
    steps += 1;
    if (steps === killAt) process.kill(process.pid, 'SIGKILL');
  };
}
