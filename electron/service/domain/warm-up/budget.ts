/**
 * The warm-up's call budget, over every partition it warms: at most `callsAtOnce` calls in
 * flight, at most `callsPerSecond` started a second, and none started while a user's call
 * is waiting for the platform (the warm-up yields to the users' own reads; traffic.ts tells
 * the two apart). While a user's request is being answered from the store it also holds
 * back, but only up to `REQUEST_YIELD_MS` (traffic.ts) a call: a request may itself wait for
 * what the warm-up is reading (a list or a catch-up it shares), which must not wait for it in
 * turn.
 * When the platform answers a call "too many at once" (HTTP 429: other services or tools
 * use the same account), the calls in flight are halved, at most once a `BUSY_SPELL_MS`,
 * and grow back by one after as many calls answered as are let run at once: the warm-up
 * takes the room the platform has, not a fixed share of it.
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

/** A 429's `Retry-After` as the demo says it: the 429s of one spell halve the calls once. */
const BUSY_SPELL_MS = 1_000;

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
  /** performance.now() of the last narrowing, and the calls answered since then. */
  private narrowedAt = Number.NEGATIVE_INFINITY;
  private answeredSince = 0;

  constructor(settings: WarmUpBudgetSettings) {
    this.slots = new CallSlots(settings.callsAtOnce);
    this.spacingMs = 1000 / settings.callsPerSecond;
  }

  /** The bound a warm-up read plans its parallelism by (as a user's read plans by its own). */
  get callsAtOnce(): number {
    return this.slots.size;
  }

  /** The warm-up calls let run at once now: `callsAtOnce`, or fewer while the platform is busy. */
  get callsLetRun(): number {
    return this.slots.width;
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
      const answer = await call();
      this.answered();
      return answer;
    }, signal);
  }

  platformBusy(): void {
    const now = performance.now();
    if (now - this.narrowedAt < BUSY_SPELL_MS) return;
    this.narrowedAt = now;
    this.answeredSince = 0;
    this.slots.narrowTo(this.slots.width / 2);
  }

  private answered(): void {
    if (this.slots.width === this.slots.size) return;
    this.answeredSince += 1;
    if (this.answeredSince < this.slots.width) return;
    this.answeredSince = 0;
    this.slots.narrowTo(this.slots.width + 1);
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
