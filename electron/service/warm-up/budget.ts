/**
 * The warm-up's call budget, over every partition it warms: at most `callsAtOnce` calls in
 * flight, at most `callsPerSecond` started a second, and none started while a user's call
 * is waiting for the platform (the warm-up yields to the users' own reads; traffic.ts tells
 * the two apart). The pace is kept with real timers: it spares the platform, whatever time
 * the service's clock says.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { CallSlots } from '../../upstream/call-slots.js';
import type { BackgroundGate, UserCalls } from '../../upstream/traffic.js';

export interface WarmUpBudgetSettings {
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

  admit<T>(call: () => Promise<T>, users: UserCalls): Promise<T> {
    return this.slots.run(async () => {
      await this.yieldTo(users);
      const now = performance.now();
      const start = Math.max(now, this.nextStart);
      this.nextStart = start + this.spacingMs;
      if (start > now) await sleep(start - now);
      // A user may have started a read while this call waited for its turn.
      await this.yieldTo(users);
      return call();
    });
  }

  private async yieldTo(users: UserCalls): Promise<void> {
    if (users.inFlight === 0) return;
    this.waitingForUsers += 1;
    try {
      await users.quiet();
    } finally {
      this.waitingForUsers -= 1;
    }
  }
}
