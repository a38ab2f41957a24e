/**
 * Waits for the service to finish what it does after an answer before the next phase is
 * timed: a first catalog read's pages are stored once the answer has every row
 * (docs/decisions/0042-first-catalog-read-answers-before-store.md), and a floor timed while that
 * runs on the same two cores would be slowed by it, flattering the ratio. Quiet: the service used
 * at most a tick of CPU (10 ms) in each of two 200 ms windows in a row, from its CPU time in
 * Linux's /proc/<pid>/stat. Where there is no /proc, a fixed pause stands in, long enough for the
 * storing at the bench's sizes. A service still busy after two minutes (a report cut at its cap may
 * still be stopping) is reported on the bench's output, and the floor timed anyway.
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const WINDOW_MS = 200;
const QUIET_WINDOWS = 2;
/** Linux counts CPU time in ticks of 1/100 s (USER_HZ). */
const MAX_TICKS_PER_WINDOW = 1;
const GIVE_UP_MS = 120_000;
const PAUSE_WITHOUT_PROC_MS = 5_000;

/** User and system CPU time of `pid` in ticks; null without /proc. */
function cpuTicks(pid: number): number | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The fields after the command name (which may hold spaces), from the state (field 3) on:
  // utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

export async function untilQuiet(pid: number): Promise<void> {
  let last = cpuTicks(pid);
  if (last === null) {
    await sleep(PAUSE_WITHOUT_PROC_MS);
    return;
  }
  const started = performance.now();
  let quietWindows = 0;
  while (quietWindows < QUIET_WINDOWS) {
    if (performance.now() - started > GIVE_UP_MS) {
      process.stdout.write(`bench: the service was still busy after ${GIVE_UP_MS / 1000} s\n`);
      return;
    }
    await sleep(WINDOW_MS);
    const now = cpuTicks(pid);
    if (now === null) throw new Error(`the service (pid ${pid}) has ended`);
    quietWindows = now - last <= MAX_TICKS_PER_WINDOW ? quietWindows + 1 : 0;
    last = now;
  }
}
