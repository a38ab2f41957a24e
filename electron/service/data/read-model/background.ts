/**
 * Work the read model does for nobody in particular: catching up, the scheduled whole reads,
 * storing what a reader has already answered. It is not stopped by a client that leaves
 * (others wait for it), only when the service closes; one run per key at a time; a failure
 * is logged, never thrown at a reader.
 */
import type { FastifyBaseLogger } from 'fastify';
import { YieldedToUser, type UpstreamWork } from '../../../upstream/work.js';
import { ClientWentAway } from '../../core/work-stopped.js';

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
      .catch((error: unknown) => this.failed(key, error))
      .finally(() => this.running.delete(key));
    this.running.set(key, done);
  }

  /**
   * Runs `run` once every run queued under `key` before it has ended (the writes of one
   * list, in the order they were read). `queued(key)` ends when all of them have.
   */
  queue(key: string, run: () => Promise<unknown>): void {
    if (this.controller.signal.aborted) return;
    const before = this.running.get(key) ?? Promise.resolve();
    const done: Promise<unknown> = before
      .then(run)
      .catch((error: unknown) => this.failed(key, error))
      .finally(() => {
        if (this.running.get(key) === done) this.running.delete(key);
      });
    this.running.set(key, done);
  }

  async queued(key: string): Promise<void> {
    await this.running.get(key);
  }

  private failed(key: string, error: unknown): void {
    if (this.controller.signal.aborted) return;
    const fields = { err: error, key: key.split(':').slice(1).join(':') };
    // A first read runs with its caller's work (shared-loads.ts): when that caller leaves, the
    // read stops on purpose (logged where the request ends), and the next caller reads again;
    // so does a warm-up's read when a user asks for the same data (shared-loads.ts).
    if (error instanceof ClientWentAway || error instanceof YieldedToUser) {
      this.log.debug(fields, 'read model work stopped: the client it was read for went away');
      return;
    }
    this.log.warn(fields, 'background work of the read model failed');
  }

  async stop(): Promise<void> {
    this.controller.abort();
    await Promise.all(this.running.values());
  }
}
