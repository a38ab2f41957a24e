/**
 * The rate limit's fixed windows, one per client: `MemoryRateWindows` in this process (one
 * instance), postgres.ts on the PostgreSQL server every instance shares
 * (`--database-url`), so a client's requests count once whichever instance they reach.
 */

/** A client's window after counting one more request. */
export interface CountedWindow {
  startedAt: number;
  count: number;
}

export interface RateWindows {
  /**
   * Counts one request of `client` at `now`: in its window, or in a new one starting now when
   * its window is `windowMs` old. One step, so two requests at once are both counted.
   */
  hit(client: string, now: number, windowMs: number): Promise<CountedWindow>;
}

/** Sweep finished windows once the table grows past this, so it cannot grow without bound. */
const SWEEP_THRESHOLD = 10_000;

export class MemoryRateWindows implements RateWindows {
  private readonly windows = new Map<string, CountedWindow>();

  hit(client: string, now: number, windowMs: number): Promise<CountedWindow> {
    if (this.windows.size > SWEEP_THRESHOLD) {
      for (const [key, window] of this.windows) {
        if (now - window.startedAt >= windowMs) this.windows.delete(key);
      }
    }
    let window = this.windows.get(client);
    if (!window || now - window.startedAt >= windowMs) {
      window = { startedAt: now, count: 0 };
      this.windows.set(client, window);
    }
    window.count += 1;
    return Promise.resolve({ ...window });
  }
}
