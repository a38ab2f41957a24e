/**
 * Runs async work over a list with at most `concurrency` tasks in flight, keeping results in
 * input order. On the first failure (or when `signal` aborts) no new task starts; tasks
 * already running are awaited so nothing is left floating, then the first error is thrown.
 */
export async function mapWithConcurrency<Item, Result>(
  items: readonly Item[],
  concurrency: number,
  task: (item: Item, index: number) => Promise<Result>,
  signal?: AbortSignal,
): Promise<Result[]> {
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
  }
  const results = new Array<Result>(items.length);
  // One queue the workers take from in turn; `first.failure` is set by the first that fails
  // (a field, which TypeScript does not assume unchanged across the awaits below).
  const queue = items.entries();
  const first: { failure?: { error: unknown } } = {};

  const worker = async (): Promise<void> => {
    for (const [index, item] of queue) {
      if (signal?.aborted) first.failure ??= { error: signal.reason };
      if (first.failure) return;
      try {
        results[index] = await task(item, index);
      } catch (error) {
        first.failure ??= { error };
      }
    }
  };

  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  if (first.failure) throw first.failure.error;
  return results;
}

/**
 * Work started as its inputs come (a page of rows just read), at most `bound` of it unfinished
 * at once: `add` waits for the oldest once the bound is reached, so whatever hands the inputs
 * over is held back by slow work instead of piling inputs up in memory; `settled` waits for
 * the rest. A failure is thrown by the `add` or `settled` that waits for it.
 */
export class BoundedWork {
  private readonly unfinished: Promise<void>[] = [];

  constructor(private readonly bound: number) {
    if (!Number.isInteger(bound) || bound < 1) {
      throw new RangeError(`a bound must be a positive integer, got ${bound}`);
    }
  }

  async add(work: Promise<void>): Promise<void> {
    // Waited for below or by settled(); until then its failure must not go unhandled.
    work.catch(() => undefined);
    this.unfinished.push(work);
    while (this.unfinished.length >= this.bound) await this.unfinished.shift();
  }

  /** Waits for all the work added; then throws the first failure among it, if any. */
  async settled(): Promise<void> {
    const failures: unknown[] = [];
    for (let next = this.unfinished.shift(); next; next = this.unfinished.shift()) {
      await next.catch((error: unknown) => failures.push(error));
    }
    if (failures.length > 0) throw failures[0];
  }

  /**
   * Runs `feed`, which adds the work, and returns once all of it has settled, however the feed
   * ends: a feed that fails leaves no work running behind it (a retry would do the same work
   * again) and its own failure is the one thrown.
   */
  async feeding<T>(feed: () => Promise<T>): Promise<T> {
    let fed: T;
    try {
      fed = await feed();
    } catch (error) {
      await this.settled().catch(() => undefined);
      throw error;
    }
    await this.settled();
    return fed;
  }
}
