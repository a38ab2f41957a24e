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

/** The users' calls, as a background gate sees them. */
export interface UserCalls {
  readonly inFlight: number;
  /** Ends once no user call is in flight (at once when none is). */
  quiet(): Promise<void>;
}

/** What a background call waits for before it is sent. */
export interface BackgroundGate {
  /** Sends `call` once the budget allows. */
  admit<T>(call: () => Promise<T>, users: UserCalls): Promise<T>;
}

export class PlatformTraffic implements UserCalls {
  private readonly background = new AsyncLocalStorage<BackgroundGate>();
  private foreground = 0;
  private waitingForQuiet: (() => void)[] = [];

  /** Runs `work` as background work: each call it sends passes `gate` first. */
  inBackground<T>(gate: BackgroundGate, work: () => Promise<T>): Promise<T> {
    return this.background.run(gate, work);
  }

  /** Whether the code running now is background work. */
  get isBackground(): boolean {
    return this.background.getStore() !== undefined;
  }

  /** User calls in flight now. */
  get inFlight(): number {
    return this.foreground;
  }

  /** Sends one call: counted as a user's, or through the background gate. */
  send<T>(call: () => Promise<T>): Promise<T> {
    const gate = this.background.getStore();
    if (gate) return gate.admit(call, this);
    return this.counted(call);
  }

  private async counted<T>(call: () => Promise<T>): Promise<T> {
    this.foreground += 1;
    try {
      return await call();
    } finally {
      this.foreground -= 1;
      if (this.foreground === 0) {
        const waiting = this.waitingForQuiet;
        this.waitingForQuiet = [];
        for (const wake of waiting) wake();
      }
    }
  }

  /** Ends once no user call is in flight (at once when none is). */
  quiet(): Promise<void> {
    if (this.foreground === 0) return Promise.resolve();
    return new Promise((resolve) => this.waitingForQuiet.push(resolve));
  }
}
