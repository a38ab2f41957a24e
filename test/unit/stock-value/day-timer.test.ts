/**
 * When the daily stock snapshot's timer goes off (domain/stock-value/day-timer.ts): at the next
 * Amsterdam midnight, also across the 23-hour day in March and the 25-hour day in October;
 * once a day; and within a tick of a wake after the machine slept through midnight, when a
 * timer set for midnight would still be waiting (a suspend stops the monotonic clock).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DayTimer,
  msUntilNextDay,
} from '../../../electron/service/domain/stock-value/day-timer.js';

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

describe('msUntilNextDay', () => {
  it('counts to Amsterdam midnight in winter and summer time', () => {
    // 12:00 CET is 11:00Z; the next midnight is 23:00Z.
    expect(msUntilNextDay(at('2026-01-15T11:00:00Z'))).toBe(12 * HOUR);
    // 12:00 CEST is 10:00Z; the next midnight is 22:00Z.
    expect(msUntilNextDay(at('2026-07-15T10:00:00Z'))).toBe(12 * HOUR);
  });

  it('has the 23-hour day of 29-03-2026 and the 25-hour day of 25-10-2026', () => {
    // Just after midnight CET (23:00Z on the 28th): the day has 23 hours.
    expect(msUntilNextDay(at('2026-03-28T23:00:00Z'))).toBe(23 * HOUR);
    // Just after midnight CEST (22:00Z on the 24th): the day has 25 hours.
    expect(msUntilNextDay(at('2026-10-24T22:00:00Z'))).toBe(25 * HOUR);
    // The evening before each change: still to the wall clock's midnight.
    expect(msUntilNextDay(at('2026-03-28T22:00:00Z'))).toBe(HOUR);
    expect(msUntilNextDay(at('2026-10-25T22:00:00Z'))).toBe(HOUR);
  });
});

describe('DayTimer', () => {
  afterEach(() => vi.useRealTimers());

  function started(iso: string, tickMs: number) {
    vi.useFakeTimers({ now: at(iso) });
    const days: string[] = [];
    const timer = new DayTimer({ now: () => Date.now() }, tickMs, (today) => days.push(today));
    timer.start();
    return { days, timer };
  }

  it('goes off just after midnight, once, across the short day in March', async () => {
    const { days, timer } = started('2026-03-28T20:00:00Z', 24 * HOUR);
    await vi.advanceTimersByTimeAsync(3 * HOUR - 1);
    expect(days).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(days).toEqual(['2026-03-29']);
    // The next is 23 hours on, not 24.
    await vi.advanceTimersByTimeAsync(23 * HOUR);
    expect(days).toEqual(['2026-03-29', '2026-03-30']);
    timer.stop();
  });

  it('goes off at the end of the long day in October, not an hour early', async () => {
    const { days, timer } = started('2026-10-24T22:00:30Z', 24 * HOUR);
    await vi.advanceTimersByTimeAsync(24 * HOUR);
    expect(days).toEqual([]);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(days).toEqual(['2026-10-26']);
    timer.stop();
  });

  it('finds within a tick that it woke late, after a sleep through midnight', async () => {
    const { days, timer } = started('2026-11-27T20:00:00Z', 60_000);
    // The machine sleeps three days: the wall clock jumps, the timers stand still.
    vi.setSystemTime(at('2026-11-30T08:00:00Z'));
    expect(days).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(days).toEqual(['2026-11-30']);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(days).toEqual(['2026-11-30']);
    timer.stop();
  });
});
