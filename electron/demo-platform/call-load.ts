/**
 * The calls in flight per account, and the most the platform takes at once: one more is
 * refused with HTTP 429 and `Retry-After`, before it is read, as a platform that protects
 * itself answers (docs/upstream.md, "Limits"). A call counts from its arrival to its answer,
 * latency included.
 */
export class CallLoad {
  private readonly inFlight = new Map<string, number>();

  constructor(private readonly limit: number) {}

  /** Takes a place for a call of `account`; null when its calls in flight are at the limit. */
  enter(account: string): (() => void) | null {
    const count = this.inFlight.get(account) ?? 0;
    if (count >= this.limit) return null;
    this.inFlight.set(account, count + 1);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.inFlight.set(account, (this.inFlight.get(account) ?? 1) - 1);
    };
  }
}
