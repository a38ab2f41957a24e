/**
 * The warm-up's call budget, over every partition it warms: at most `callsAtOnce` calls in
 * flight, at most `callsPerSecond` started a second, and none started while a user's call
 * is waiting for the platform (the warm-up yields to the users' own reads; traffic.ts tells
 * the two apart). While a user's request is being answered from the store it also holds
 * back, but only up to `REQUEST_YIELD_MS` (traffic.ts) a call: a request may itself wait for
 * what the warm-up is reading (a list or a catch-up it shares), which must not wait for it in
 * turn.
 * The pace is kept with real timers: it spares the platform, whatever time the service's
 * clock says.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { CallSlots } from '../../../upstream/call-slots.js';
import {
  afterUsersRequests,
  type BackgroundGate,
  type UserWork,
} from '../../../upstream/traffic.js';
import { untilAborted } from '../../../upstream/until-aborted.js';

interface WarmUpBudgetSettings {
  callsAtOnce: number;
  callsPerSecond: number;
}

export class WarmUpBudget implements BackgroundGate {
  private readonly slots: CallSlots;
  private readonly spacingMs: number;
  /** performance.now() at which the next call may start. */
  private nextStart = 0;
  private waitingForUsers = 0;

  constructor(settings: WarmUpBudgetSettings) {
    this.slots = new CallSlots(settings.callsAtOnce);
    this.spacingMs = 1000 / settings.callsPerSecond;
  }

  /** The bound a warm-up read plans its parallelism by (as a user's read plans by its own). */
  get callsAtOnce(): number {
    return this.slots.size;
  }

  /** Whether a warm-up call is held back now because a user's call is in flight. */
  get yieldingToUsers(): boolean {
    return this.waitingForUsers > 0;
  }

  admit<T>(call: () => Promise<T>, users: UserWork, signal: AbortSignal | undefined): Promise<T> {
    // Every wait ends when the call's read is stopped: a read that gave way to a user's must
    // end at once, since that user waits for it (read-model/shared-loads.ts).
    return this.slots.run(async () => {
      await untilAborted(this.yieldTo(users), signal);
      const now = performance.now();
      const start = Math.max(now, this.nextStart);
      this.nextStart = start + this.spacingMs;
      if (start > now) await untilAborted(sleep(start - now), signal);
      // A user's call may have started while this one waited for its turn.
      await untilAborted(users.calls.quiet(), signal);
      signal?.throwIfAborted();
      return call();
    }, signal);
  }

  private async yieldTo(users: UserWork): Promise<void> {
    if (users.calls.running === 0 && users.requests.running === 0) return;
    this.waitingForUsers += 1;
    try {
      await users.calls.quiet();
      await afterUsersRequests(users);
      await users.calls.quiet();
    } finally {
      this.waitingForUsers -= 1;
    }
  }
}
