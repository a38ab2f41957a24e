/**
 * A bound on the upstream calls one piece of work (one API request) has in flight at once,
 * over all the reads it makes side by side: month windows, their pages, the payments of the
 * pages already read, reference lists. Each read may then ask for as much parallelism as it
 * can use, and the work as a whole keeps exactly its bound busy instead of each read keeping
 * a share of it (docs/decisions/0040-one-call-bound-per-request.md; the bench measures its
 * floor at the same bound, docs/decisions/0050-benchmark-method.md).
 * A slot is held for one call only, never while waiting for another, so slots cannot deadlock.
 */
export class CallSlots {
  /** Calls running, and the most let run at once: `size`, or fewer while narrowed. */
  private running = 0;
  private allowed: number;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) {
      throw new RangeError(`call slots must be a positive integer, got ${size}`);
    }
    this.allowed = size;
  }

  /** The calls let run at once now. */
  get width(): number {
    return this.allowed;
  }

  /**
   * Lets `count` calls run at once from now on (at least one, at most `size`): fewer while
   * the platform says it is busy. Calls already running end as they do; none is stopped.
   */
  narrowTo(count: number): void {
    this.allowed = Math.min(this.size, Math.max(1, Math.floor(count)));
    while (this.running < this.allowed && this.waiting.length > 0) {
      this.running += 1;
      this.waiting.shift()?.();
    }
  }

  /**
   * Runs `call` once a slot is free; a cancelled work starts no call that was waiting, and
   * stops waiting as soon as it is cancelled (its caller may be waiting for it to end).
   */
  async run<T>(call: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (this.running < this.allowed) this.running += 1;
    else await this.turn(signal);
    try {
      signal?.throwIfAborted();
      return await call();
    } finally {
      // The slot goes to the next waiting call, unless the slots were narrowed meanwhile.
      const next = this.running <= this.allowed ? this.waiting.shift() : undefined;
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Waits for a slot handed over by a call that ends; leaves the queue when `signal` aborts. */
  private turn(signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const leave = () => {
        this.waiting.splice(this.waiting.indexOf(wake), 1);
        reject(signal?.reason as Error);
      };
      const wake = () => {
        signal?.removeEventListener('abort', leave);
        resolve();
      };
      if (signal?.aborted) {
        reject(signal.reason as Error);
        return;
      }
      this.waiting.push(wake);
      signal?.addEventListener('abort', leave, { once: true });
    });
  }
}

/** `work` with a bound on its calls in flight: its own, or else one of `size`. */
export const boundedWork = <Work extends { slots?: CallSlots | undefined }>(
  work: Work,
  size: number,
): Work & { slots: CallSlots } => ({ ...work, slots: work.slots ?? new CallSlots(size) });
