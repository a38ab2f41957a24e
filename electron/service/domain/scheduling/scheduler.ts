/**
 * Runs a schedule (the month pack's, the digest's, the postings') when it is due, while the
 * service runs. It looks when the service starts and then every tick (a minute; its timer never
 * keeps the process alive): for each active schedule, the latest due time up to now that lies
 * after the schedule was saved, and, when the log has no run for it that ended (written or
 * failed), runs it now. So a run missed while the service was stopped, or cut off when it stopped,
 * runs at the next start; only the latest one, since an older month is there to be run by hand. A
 * failed run is not tried again by itself: it is logged and shown, and the user runs it by hand.
 */
import type { Clock } from '../../core/clock.js';
import { lastDueAtOrBefore, type ScheduleRule } from './schedule-times.js';
import type { Owner } from '../../data/files/schedules-and-runs.js';

export interface ScheduleTiming {
  /** How often due schedules are looked for. */
  tickMs: number;
}

export const DEFAULT_SCHEDULE_TIMING: ScheduleTiming = { tickMs: 60_000 };

/** A schedule the scheduler can run: the month pack's, or the morning digest's (daily). */
export type Schedulable = ScheduleRule & Owner & { saved_at: number };

interface SchedulerParts<Entry extends Schedulable> {
  store: {
    allSchedules(): readonly Entry[];
    /** A run for this due time, or its period (the store's rule), ended: not run again. */
    ranFor(record: Entry, due: number): boolean;
  };
  clock: Clock;
  /** Whether the schedule can run now (enabled, its credentials there and openable). */
  isActive(record: Entry): boolean;
  /** Whether its user has a run under way (one at a time). */
  isRunning(record: Entry): boolean;
  /** Runs and logs the pack due at `due`. */
  runDue(record: Entry, due: number): Promise<void>;
  /** Told what went wrong where nobody waits for an answer. */
  onError(error: unknown): void;
}

export class Scheduler<Entry extends Schedulable> {
  private timer: NodeJS.Timeout | null = null;
  private looking: Promise<void> | null = null;

  constructor(
    private readonly parts: SchedulerParts<Entry>,
    private readonly timing: ScheduleTiming,
  ) {}

  start(): void {
    void this.tick();
    this.timer = setInterval(() => void this.tick(), this.timing.tickMs);
    this.timer.unref();
  }

  /** Stops ticking and waits for the look under way (its runs are stopped by their signal). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.looking;
  }

  /** One look for due schedules; a look still under way is not overlapped. */
  tick(): Promise<void> {
    this.looking ??= this.runDueSchedules()
      .catch((error: unknown) => this.parts.onError(error))
      .finally(() => {
        this.looking = null;
      });
    return this.looking;
  }

  private async runDueSchedules(): Promise<void> {
    const { store, clock } = this.parts;
    const now = clock.now();
    for (const record of store.allSchedules()) {
      if (!this.parts.isActive(record) || this.parts.isRunning(record)) continue;
      const due = lastDueAtOrBefore(record, now);
      if (due <= record.saved_at || store.ranFor(record, due)) continue;
      // One schedule's failure does not keep the others from running.
      await this.parts.runDue(record, due).catch((error: unknown) => this.parts.onError(error));
    }
  }
}
