/**
 * Tells when an Amsterdam day has begun since it last looked: just after local midnight while
 * the service runs, and within a tick of waking when the machine slept through one. A timer
 * set for midnight alone is not enough: a sleeping machine's timers stand still (Node's
 * timers run on the monotonic clock, which a suspend stops), so one set in the evening would
 * go off hours after a morning's wake. So it never waits longer than `tickMs`, and each time
 * it goes off it compares the day on the service's clock with the day it saw last.
 */
import { addDays, localMidnight, todayLocal, type LocalDate } from '../../../../shared/dates.js';
import type { Clock } from '../../core/clock.js';

/**
 * Milliseconds from `now` to the next Amsterdam midnight: of a 23-hour day in March and a
 * 25-hour day in October as much as they have (shared/dates.ts, `localMidnight`).
 */
export function msUntilNextDay(now: number): number {
  return localMidnight(addDays(todayLocal(now), 1)) - now;
}

export class DayTimer {
  private day: LocalDate;
  private timer: NodeJS.Timeout | null = null;

  /** `newDay` is told the day that began (once, however many passed while asleep). */
  constructor(
    private readonly clock: Clock,
    private readonly tickMs: number,
    private readonly newDay: (today: LocalDate) => void,
  ) {
    this.day = todayLocal(clock.now());
  }

  start(): void {
    this.arm();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private arm(): void {
    // A few milliseconds past midnight, so the clock reads the new day when it goes off.
    const wait = Math.min(msUntilNextDay(this.clock.now()) + 5, this.tickMs);
    this.timer = setTimeout(() => this.look(), wait);
    // It never keeps the process alive by itself.
    this.timer.unref();
  }

  private look(): void {
    const today = todayLocal(this.clock.now());
    if (today !== this.day) {
      this.day = today;
      this.newDay(today);
    }
    this.arm();
  }
}
