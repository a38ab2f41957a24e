/**
 * First reads of the same data by several callers at once: one reads, the others wait for it
 * (fifty clients asking a partition's first price list read the catalog once, not fifty
 * times). The read runs with the first caller's work, so it stops when that caller leaves; a
 * caller who is still waiting then reads for themselves. A read the warm-up began (work that
 * yields to users) is stopped when a user asks for the same data, and the user reads at once
 * for themselves, at a user's pace rather than the warm-up's.
 */
import type { UpstreamWork } from '../../../upstream/work.js';

export class SharedLoads {
  private readonly running = new Map<
    string,
    { done: Promise<void>; signal: AbortSignal | undefined; yieldToUser: (() => void) | undefined }
  >();

  async run(key: string, work: UpstreamWork, load: () => Promise<void>): Promise<void> {
    for (;;) {
      const other = this.running.get(key);
      if (!other) return this.start(key, work, load);
      if (!work.yieldToUser) other.yieldToUser?.();
      try {
        return await other.done;
      } catch (error) {
        // Only the other caller leaving is not this caller's failure: read again, ourselves.
        if (!other.signal?.aborted || work.signal?.aborted) throw error;
      }
    }
  }

  private start(key: string, work: UpstreamWork, load: () => Promise<void>): Promise<void> {
    const done = load().finally(() => {
      if (this.running.get(key)?.done === done) this.running.delete(key);
    });
    this.running.set(key, { done, signal: work.signal, yieldToUser: work.yieldToUser });
    return done;
  }
}
