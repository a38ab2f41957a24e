/**
 * First reads of the same data by several callers at once: one reads, the others wait for it
 * (fifty clients asking a partition's first price list read the catalog once, not fifty
 * times). The read runs with the first caller's work, so it stops when that caller leaves; a
 * caller who is still waiting then reads for themselves. A read the warm-up began (work that
 * yields to users) is stopped when a user asks for the same data, and the user reads at once
 * for themselves, at a user's pace rather than the warm-up's.
 */
import { untilAborted } from '../../../upstream/until-aborted.js';
import type { UpstreamWork } from '../../../upstream/work.js';

interface Running {
  done: Promise<void>;
  signal: AbortSignal | undefined;
  yieldToUser: (() => void) | undefined;
}

export class SharedLoads {
  private readonly running = new Map<string, Running>();

  /** The load of `key`, or the one under way (a user's stops the warm-up's, waits for its end). */
  run(key: string, work: UpstreamWork, load: () => Promise<void>): Promise<void> {
    return this.shared(key, work, load, false);
  }

  /**
   * The same, except that a user who stops the warm-up's load starts their own at once, beside
   * the warm-up's winding down, rather than after it: its calls end at once, but a page it
   * had begun storing ends only with its statement, which a user waited for (0.4–0.6 s beside a
   * busy process). `load` is handed `before`, which ends once the load it took over
   * has: it stores nothing until then, so rows read earlier never land over its own.
   */
  runBeside(
    key: string,
    work: UpstreamWork,
    load: (before: Promise<void>) => Promise<void>,
  ): Promise<void> {
    return this.shared(key, work, load, true);
  }

  private async shared(
    key: string,
    work: UpstreamWork,
    load: (before: Promise<void>) => Promise<void>,
    beside: boolean,
  ): Promise<void> {
    for (;;) {
      const other = this.running.get(key);
      if (!other) return this.start(key, work, () => load(Promise.resolve()));
      if (!work.yieldToUser && other.yieldToUser) {
        other.yieldToUser();
        if (beside) {
          const ended = other.done.then(
            () => undefined,
            () => undefined,
          );
          return this.start(key, work, () => load(ended));
        }
      }
      try {
        // Waited for with this caller's own signal: one who leaves (its client went away)
        // stops waiting at once, while the load goes on for whoever started it.
        return await untilAborted(other.done, work.signal);
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
