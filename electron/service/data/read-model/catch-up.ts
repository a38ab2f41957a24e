/**
 * When a read first brings the model up to date with the platform, and what it answers when the
 * platform cannot be reached. A subject caught up less than `syncIntervalMs` ago is answered as
 * it is, unless the client asked for no cached answer; one catch-up runs at a time per
 * partition and subject, and reads that arrive meanwhile wait for it (a read that asked for
 * fresh data waits for one that started after it arrived). When the platform does not answer,
 * a subject that holds data answers it, marked stale; any other failure (the session ended,
 * the platform refused) is the read's failure, as without the model: rights are never assumed.
 */
import { UpstreamTransportError } from '../../../upstream/errors.js';
import type { Clock } from '../../core/clock.js';
import type { DataAge } from './data-age.js';

export interface Freshness {
  asOf: number;
  stale: boolean;
}

/**
 * A subject's catch-up from `startedAt`. `recent`: the subject was caught up within the sync
 * interval, and this run is made to check the caller's session with the platform; finding
 * nothing new, it may leave the store as it is (docs/decisions/0035-session-check.md).
 */
export type CatchUp = (startedAt: number, recent: boolean) => Promise<void>;

interface Run {
  startedAt: number;
  done: Promise<void>;
}

export class CatchUps {
  private readonly running = new Map<string, Run>();

  constructor(
    private readonly clock: Clock,
    private readonly syncIntervalMs: number,
  ) {}

  /**
   * Brings `key` up to date with `catchUp` (which records `startedAt` as its new as-of) unless
   * it is recent enough; returns how fresh the answer will be. `asOf`: the subject's last
   * as-of, null when it holds nothing yet (then a failure is thrown, there is nothing to show).
   * `ownRun`: run this caller's catch-up, with their session, even if the data is recent or
   * another caller's run is going (their session has to be checked with the platform).
   */
  async freshen(
    subject: {
      key: string;
      asOf: number | null;
      age: DataAge | undefined;
      ownRun: boolean;
      /** How old it may be (default: the sync interval). */
      intervalMs?: number | undefined;
    },
    catchUp: CatchUp,
  ): Promise<Freshness> {
    const { key, asOf, age, ownRun } = subject;
    const now = this.clock.now();
    const interval = Math.max(this.syncIntervalMs, subject.intervalMs ?? 0);
    const freshSince = age?.catchUpFirst ? age.askedAt : null;
    // Asked for fresh data: caught up since the client asked (by an earlier step of the same
    // read, or a read that arrived after it) is fresh enough; else recent enough will do.
    const freshEnough =
      asOf !== null && (freshSince === null ? now - asOf < interval : asOf >= freshSince);
    if (freshEnough && !ownRun) return { asOf, stale: false };
    try {
      let run = ownRun ? undefined : this.running.get(key);
      if (run && freshSince !== null && run.startedAt < freshSince) {
        await run.done.catch(() => undefined);
        run = this.running.get(key);
      }
      if (!run) run = this.start(key, (startedAt) => catchUp(startedAt, freshEnough));
      await run.done;
      return { asOf: run.startedAt, stale: false };
    } catch (error) {
      if (asOf !== null && error instanceof UpstreamTransportError) return { asOf, stale: true };
      throw error;
    }
  }

  private start(key: string, catchUp: (startedAt: number) => Promise<void>): Run {
    const startedAt = this.clock.now();
    const done = catchUp(startedAt).finally(() => {
      if (this.running.get(key) === run) this.running.delete(key);
    });
    const run: Run = { startedAt, done };
    this.running.set(key, run);
    return run;
  }
}
