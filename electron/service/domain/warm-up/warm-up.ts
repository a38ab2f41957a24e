/**
 * Warm before asked (docs/decisions/0072-warm-up.md): after a login, the read model of the
 * user's partition is filled in the background, in the order a user most likely asks: the
 * catalog with its prices, the reference lists, then orders (with their payments) and day
 * closings of the last `months` months, newest month first. Each step is the load a user's
 * read would make (read-model/warm-reads.ts), so what it stores is what the
 * reads answer from, and a report whose months are held answers without asking the platform.
 *
 * Its calls pass the warm-up budget (budget.ts: a few at a time, a rate cap, none while a
 * user's call waits for the platform). A user who asks for what a step is reading stops that
 * step and reads it at a user's pace (shared-loads.ts); the step runs again later and finds
 * the data held. A platform that cannot be reached pauses the run, which tries again by
 * itself, later and later; a session the platform has ended stops it (the next login starts
 * it again). What is held is in the model's store, so with a data folder a restart goes on
 * where the last run stopped: held months are not read again (partition-run.ts).
 */
import { WARM_UP_OFF, type WarmUpState } from '../../../../shared/api/warm-up.js';
import type { AuthContext } from '../../core/caller.js';
import { partitionOf, type PartitionKey } from '../../data/read-model/partition.js';
import { WarmUpBudget } from './budget.js';
import { PartitionRun, type RunOwner, type WarmUpDeps } from './partition-run.js';
import type { WarmUpSettings } from './settings.js';

export { DEFAULT_WARM_UP, lastMonths, type WarmUpSettings } from './settings.js';
export type { WarmUpDeps } from './partition-run.js';

/** The warm-up runs of the service, one per partition. */
export class WarmUps implements RunOwner {
  readonly budget: WarmUpBudget;
  private readonly runs = new Map<PartitionKey, PartitionRun>();
  private readonly controller = new AbortController();

  constructor(
    readonly deps: WarmUpDeps,
    readonly settings: WarmUpSettings,
  ) {
    this.budget = new WarmUpBudget(settings);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** After a login: warms the user's partition, unless a run for it is going or done. */
  loggedIn(auth: AuthContext): void {
    if (!this.settings.enabled || this.signal.aborted) return;
    const key = partitionOf(auth);
    const run = this.runs.get(key);
    if (run) {
      run.useSession(auth);
      if (run.state === 'stopped') run.start();
      return;
    }
    const fresh = new PartitionRun(auth, this);
    this.runs.set(key, fresh);
    fresh.start();
  }

  /** What the caller's partition's warm-up has made ready. */
  stateOf(auth: AuthContext): WarmUpState {
    if (!this.settings.enabled) return WARM_UP_OFF;
    return this.runs.get(partitionOf(auth))?.snapshot() ?? NOT_STARTED;
  }

  /** Resolves once the caller's partition's run has ended (done or stopped); at once if none. */
  ended(auth: AuthContext): Promise<void> {
    return this.runs.get(partitionOf(auth))?.done ?? Promise.resolve();
  }

  /** A user logged out: a run reading with their session stops (a login starts it again). */
  loggedOut(account: string, userKey: string): void {
    for (const run of this.runs.values()) {
      if (run.user.account === account && run.user.key === userKey) run.stop();
    }
  }

  async close(): Promise<void> {
    this.controller.abort();
    await Promise.all([...this.runs.values()].map((run) => run.done));
  }
}

const NOT_STARTED: WarmUpState = { ...WARM_UP_OFF, state: 'not_started' };
