/**
 * A partition run's steps (partition-run.ts): what each reads or does, and the run's small
 * tools for waiting.
 */
import type { ServiceLog } from '../../core/log.js';
import type { UpstreamClient } from '../../../upstream/client.js';
import type { UpstreamWork } from '../../../upstream/work.js';
import type { Clock } from '../../core/clock.js';
import type { ReadModel } from '../../data/read-model/read-model.js';
import type { WarmUpBudget } from './budget.js';
import type { WarmUpSettings } from './settings.js';
import type { AuthContext } from '../../core/caller.js';
import type { MonthKey } from '../../data/read-model/months.js';

/** What the warm-up works with (app.ts hands it the service's). */
export interface WarmUpDeps {
  model: ReadModel;
  upstream: UpstreamClient;
  clock: Clock;
  log: ServiceLog;
  /** Reads the reference lists the screens use, through the read source (reference/loaders.ts). */
  loadReference: (auth: AuthContext, work: UpstreamWork) => Promise<void>;
  /** Sums a held month's days for every figure (sum-ahead.ts); false: it cannot yet. */
  sumMonth: (auth: AuthContext, month: MonthKey, work: UpstreamWork) => Promise<boolean>;
}

/** What a run is given by the service's warm-up (WarmUps). */
export interface RunOwner {
  readonly deps: WarmUpDeps;
  readonly settings: WarmUpSettings;
  readonly budget: WarmUpBudget;
  /** Aborted when the service closes. */
  readonly signal: AbortSignal;
}

export type Step =
  | { kind: 'catalog' }
  | { kind: 'reference' }
  | { kind: 'month'; month: MonthKey }
  | { kind: 'sums'; month: MonthKey }
  | { kind: 'changes' };

/** Runs a step; false when another service on the model's database is running it now. */
export async function readStep(
  deps: WarmUpDeps,
  auth: AuthContext,
  step: Step,
  work: UpstreamWork,
): Promise<boolean> {
  const { model } = deps;
  if (step.kind === 'catalog') return model.warm.catalog(auth, work);
  if (step.kind === 'month') return model.warm.month(auth, step.month, work);
  if (step.kind === 'reference') await deps.loadReference(auth, work);
  // The catch-up a user's first request would make, and may join: as a user's, not held
  // back for the users (a few calls, within a user's read's bound).
  else if (step.kind === 'changes') {
    await deps.upstream.traffic.asUsers(() => model.warm.catchUp(auth, work));
  } else await sumMonth(deps, auth, step.month, work);
  return true;
}

/** Holds the changes since the month, then sums it (a step that cannot says why). */
async function sumMonth(
  deps: WarmUpDeps,
  auth: AuthContext,
  month: MonthKey,
  work: UpstreamWork,
): Promise<void> {
  if (!(await deps.model.warm.holdChanges(auth, month, work))) {
    throw new Error(`the changes since ${month} cannot be held before the later months are`);
  }
  if (!(await deps.sumMonth(auth, month, work))) {
    throw new Error(`the days of ${month} are not held with their changes`);
  }
}

/** A promise with its resolve, to wake a waiting loop. */
export function settles(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Waits `ms` (real time: a pause for the platform); false when `signal` aborts first. */
export async function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return false;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
  return !signal.aborted;
}

/**
 * Waits until the model's store is open, telling `failed` while it has failed (it is made
 * again by itself: store-opener.ts); false when `signal` stops the run meanwhile.
 */
export async function untilStoreOpen(
  store: ReadModel['store'],
  signal: AbortSignal,
  failed: () => void,
): Promise<boolean> {
  const stopped = new Promise<void>((resolve) =>
    signal.addEventListener('abort', () => resolve(), { once: true }),
  );
  await Promise.race([store.whenSettled(), stopped]);
  if (!signal.aborted && store.state === 'failed') {
    failed();
    await Promise.race([store.whenOpen(), stopped]);
  }
  return !signal.aborted;
}

/** The time left at a run's pace so far; null before its first month, or with none left. */
export function secondsLeft(pace: { since: number; months: number }, left: number): number | null {
  if (pace.months === 0 || left === 0) return null;
  return Math.ceil((((performance.now() - pace.since) / pace.months) * left) / 1000);
}
