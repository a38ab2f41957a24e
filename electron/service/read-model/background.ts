/**
 * Work the read model does for nobody in particular: catching up, the scheduled whole reads,
 * storing what a reader has already answered. It is not stopped by a client that leaves (others wait for it), only when the
 * service closes; one run per key at a time; a failure is logged, never thrown at a reader.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { UpstreamWork } from '../../upstream/work.js';

export class BackgroundWork {
  private readonly controller = new AbortController();
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** The work a shared run hands its upstream reads: stopped only by close. */
  work(): UpstreamWork {
    return { signal: this.controller.signal };
  }

  /** Starts `run` unless one with this key is still going. */
  once(key: string, run: (signal: AbortSignal) => Promise<unknown>): void {
    if (this.running.has(key) || this.controller.signal.aborted) return;
    const done = run(this.controller.signal)
      .catch((error: unknown) => {
        if (!this.controller.signal.aborted) {
          this.log.warn(
            { err: error, key: key.split(':').slice(1).join(':') },
            'background work of the read model failed',
          );
        }
      })
      .finally(() => this.running.delete(key));
    this.running.set(key, done);
  }

  async stop(): Promise<void> {
    this.controller.abort();
    await Promise.all(this.running.values());
  }
}
