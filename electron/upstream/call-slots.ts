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
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) {
      throw new RangeError(`call slots must be a positive integer, got ${size}`);
    }
    this.free = size;
  }

  /**
   * Runs `call` once a slot is free; a cancelled work starts no call that was waiting, and
   * stops waiting as soon as it is cancelled (its caller may be waiting for it to end).
   */
  async run<T>(call: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (this.free > 0) this.free -= 1;
    else await this.turn(signal);
    try {
      signal?.throwIfAborted();
      return await call();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free += 1;
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
