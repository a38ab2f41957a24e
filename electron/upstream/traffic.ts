/**
 * The calls the service sends the platform, told apart by whom they are for: a user's read
 * (the foreground) or work done ahead of anyone asking (the warm-up: background). Background
 * work runs inside `inBackground` with a gate of its own; every call it sends, however deep
 * in the read modules, passes that gate first (AsyncLocalStorage carries the gate down the
 * awaits, so the modules that read need no parameter for it). The gate is the one place the
 * warm-up's budget is kept: calls in flight, calls a second, and no call while a user's call
 * is waiting for the platform (docs/decisions/0072-warm-up.md).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** Work that ends, counted while it runs; `quiet` ends once none runs. */
class Counter {
  private count = 0;
  private waiting: (() => void)[] = [];

  get running(): number {
    return this.count;
  }

  /** Counts one more; call the answer once it has ended (again: no effect). */
  started(): () => void {
    this.count += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.count -= 1;
      if (this.count > 0) return;
      const waiting = this.waiting;
      this.waiting = [];
      for (const wake of waiting) wake();
    };
  }

  quiet(): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}

/** The users' work, as a background gate sees it. */
export interface UserWork {
  /** Users' calls to the platform in flight. */
  readonly calls: Counter;
  /** Users' API requests being answered (service/http/plugins/user-requests.ts). */
  readonly requests: Counter;
}

/** How long work nobody waits for holds back at most for the users' requests. */
export const REQUEST_YIELD_MS = 250;

/**
 * Resolves once no user's request is being answered, or after `capMs`: work nobody waits for
 * (the warm-up's calls, a first read's rows stored after its answer) gives the users' requests
 * the cores, but only for a while, as a request may itself wait for that work.
 */
export async function afterUsersRequests(users: UserWork, capMs = REQUEST_YIELD_MS): Promise<void> {
  if (users.requests.running === 0) return;
  await Promise.race([users.requests.quiet(), sleep(capMs)]);
}

/** What a background call waits for before it is sent. */
export interface BackgroundGate {
  /**
   * Sends `call` once the budget allows; a call whose `signal` aborts while it waits is not
   * sent, and fails at once (its read gave way to a user's, who waits for it to end).
   */
  admit<T>(call: () => Promise<T>, users: UserWork, signal: AbortSignal | undefined): Promise<T>;
  /** The platform answered one of its calls "too many at once" (HTTP 429). */
  platformBusy(): void;
}

/**
 * The gate of the background work the current async context belongs to (none: a user's). One
 * for the process: work of one service never runs inside another's warm-up.
 */
const background = new AsyncLocalStorage<BackgroundGate>();

/** Whether the code running now is background work (the warm-up), not a user's. */
export const inBackgroundWork = (): boolean => background.getStore() !== undefined;

export class PlatformTraffic implements UserWork {
  readonly calls = new Counter();
  readonly requests = new Counter();

  /** Runs `work` as background work: each call it sends passes `gate` first. */
  inBackground<T>(gate: BackgroundGate, work: () => Promise<T>): Promise<T> {
    return background.run(gate, work);
  }

  /**
   * The platform refused a call as one too many at once: the background work it was sent
   * for, if any, sends fewer at once (a user's read keeps its own small bound).
   */
  platformBusy(): void {
    background.getStore()?.platformBusy();
  }

  /**
   * Runs `work` as a user's, inside background work: its calls pass no background gate. For
   * work a user's request may join and wait for (a shared catch-up), which must not wait for
   * the users in turn.
   */
  asUsers<T>(work: () => Promise<T>): Promise<T> {
    return background.exit(work);
  }

  /** Sends one call: counted as a user's, or through the background gate. */
  async send<T>(call: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const gate = background.getStore();
    if (gate) return gate.admit(call, this, signal);
    const ended = this.calls.started();
    try {
      return await call();
    } finally {
      ended();
    }
  }
}

export type { Counter };
