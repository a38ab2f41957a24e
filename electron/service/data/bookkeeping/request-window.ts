/**
 * Keeps the requests to a package within its limit (Moneybird: 150 requests per 5 minutes per
 * token, its 429's `RateLimit-Limit` example), counted in this process per token fingerprint,
 * and holds them back after a 429 until the time the package named. So a posting run waits
 * instead of being refused, and a run never fails a day for asking too fast.
 */

/** Waits `ms`, or until `signal` aborts (then rejects with its reason). */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(
      () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      },
      Math.max(0, ms),
    );
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export class RequestWindow {
  private readonly sent = new Map<string, number[]>();
  private readonly heldUntil = new Map<string, number>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Waits until one more request under `key` keeps within the limit, and counts it. */
  async take(key: string, signal?: AbortSignal): Promise<void> {
    for (;;) {
      const now = Date.now();
      const times = (this.sent.get(key) ?? []).filter((time) => time > now - this.windowMs);
      const held = this.heldUntil.get(key) ?? 0;
      const oldest = times[0];
      const wait =
        held > now
          ? held - now
          : times.length >= this.limit && oldest !== undefined
            ? oldest + this.windowMs - now
            : 0;
      if (wait <= 0) {
        times.push(now);
        this.sent.set(key, times);
        return;
      }
      this.sent.set(key, times);
      await pause(wait, signal);
    }
  }

  /** Nothing more under `key` before `until` (a 429's time). */
  holdUntil(key: string, until: number): void {
    this.heldUntil.set(key, Math.max(until, this.heldUntil.get(key) ?? 0));
  }
}
