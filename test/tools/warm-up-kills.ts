/**
 * The warm-up killed with SIGKILL at three points and started again on the same data folder
 * (issue 69, item 2), as the API test runs it for a small shop (test/api/process/
 * warm-up-crash.test.ts) and the bench for a chain (test/bench/volume-resume.ts): early (its
 * first month begun, none ready), mid-month (months ready, two being read) and late (most
 * months ready). Each time the platform is held still first (every call left unanswered), so
 * what the run had done at the kill is read before it dies; then the service is killed, the
 * platform answers again, and a new service on the folder is logged into, until one finishes.
 * What each caller judges: the months read again (readAgain), the reads per month, the time.
 */
import type { WarmUpState } from '../../shared/api/warm-up.js';
import { readsSince } from '../api/read-model/month-reads.js';

/** A service with the warm-up on, logged into. */
export interface WarmingService {
  warmUp(): Promise<WarmUpState>;
  kill(): Promise<void>;
}

export interface KillDriver<Service extends WarmingService> {
  /** A new service on `folder`, logged into (its warm-up begins with the login). */
  start(folder: string): Promise<Service>;
  /** The platform's whole reads begun so far, per month and call (month-reads.ts). */
  monthReads(): Promise<Map<string, number>>;
  /** Leaves every platform call unanswered, then answers again. */
  hold(): Promise<void>;
  release(): Promise<void>;
  /** Asks `read` until `done` holds for what it gave; a hang throws `never`. */
  until<T>(read: () => Promise<T>, done: (value: T) => boolean, never: string): Promise<T>;
}

/** Where each kill is made: once `ready` holds for the run's state and the months begun. */
export const KILLS: { name: string; ready: (state: WarmUpState, begun: number) => boolean }[] = [
  { name: 'early', ready: (state, begun) => begun >= 1 && state.months_ready === 0 },
  { name: 'mid-month', ready: (state) => state.months_ready >= 4 },
  { name: 'late', ready: (state) => state.months_ready >= 10 },
];

/** A kill: the months ready and the reads counted when it was made. */
export interface Cut {
  name: string;
  ready: string[];
  reads: Map<string, number>;
}

export interface KilledRun<Service> {
  cuts: Cut[];
  /** The service that finished, still running; its state when done. */
  resumed: Service;
  done: WarmUpState;
  /** The reads per month since the first start, and at the end. */
  reads: Map<string, number>;
  last: Map<string, number>;
}

/** Starts on `folder`, kills at each of KILLS, and starts once more to the end. */
export async function killThreeTimes<Service extends WarmingService>(
  driver: KillDriver<Service>,
  folder: string,
): Promise<KilledRun<Service>> {
  const start = await driver.monthReads();
  const cuts: Cut[] = [];
  for (const kill of KILLS) {
    const service = await driver.start(folder);
    const began = await driver.monthReads();
    const { state } = await driver.until(
      async () => {
        const reads = readsSince(await driver.monthReads(), began);
        return { state: await service.warmUp(), begun: [...reads.values()].filter((n) => n > 0) };
      },
      ({ state: current, begun }) =>
        current.state === 'reading' && kill.ready(current, begun.length),
      `the warm-up never came to its ${kill.name} point`,
    );
    // The platform held still: what the run has done is what it had when it is killed.
    await driver.hold();
    try {
      const atKill = await service.warmUp();
      if (atKill.months_ready < state.months_ready || atKill.months_ready >= atKill.months_total) {
        throw new Error(`${kill.name}: ${atKill.months_ready} months ready at the kill`);
      }
      cuts.push({
        name: kill.name,
        ready: atKill.months.filter((month) => month.ready).map((month) => month.month),
        reads: await driver.monthReads(),
      });
      await service.kill();
    } finally {
      await driver.release();
    }
  }
  const resumed = await driver.start(folder);
  const done = await driver.until(
    () => resumed.warmUp(),
    (state) => state.state === 'done',
    'the warm-up did not finish',
  );
  const last = await driver.monthReads();
  return { cuts, resumed, done, reads: readsSince(last, start), last };
}

/**
 * Each month ready at a kill and read again after it, named with the kill. `openMonth`: the
 * month still under way, whose till closings the model reads again once they are older than
 * its closings interval (five minutes: a till closes each day, and closings carry no update
 * time to catch up by), killed or not; its orders still count.
 */
export function readAgain(
  cuts: readonly Cut[],
  last: Map<string, number>,
  openMonth: string | null = null,
): string[] {
  const again: string[] = [];
  const refreshed = (range: string) =>
    openMonth !== null &&
    range.startsWith('listDayClosings') &&
    range.includes(`>= ${openMonth}-01`);
  for (const cut of cuts) {
    for (const month of cut.ready) {
      for (const [range, count] of readsSince(last, cut.reads)) {
        if (range.includes(`>= ${month}-01`) && count > 0 && !refreshed(range)) {
          again.push(`${range}, ready at kill ${cut.name}: read ${count} more`);
        }
      }
    }
  }
  return again;
}
