/**
 * The Amsterdam wall clock: the instant a local time of day names (for schedules, such as the
 * month pack's 07:00). Beside dates.ts, whose offsets it uses.
 */
import { amsterdamOffsetMinutes, dateParts, type LocalDate } from './dates.js';
import { itemAt } from './guards.js';

const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 86_400_000;

/**
 * The instant the Amsterdam clock shows `hour:minute` on `date`. A time the clocks skip (02:30
 * on the last Sunday of March) is taken an hour later by the clock, 03:30; a time they show
 * twice (02:30 on the last Sunday of October) is the first of the two.
 */
export function localTimeInstant(date: LocalDate, hour: number, minute: number): number {
  const [year, month, day] = dateParts(date);
  const wallClock = Date.UTC(year, month - 1, day, hour, minute);
  // Offsets change at most once a day, never within three hours of another change.
  const withOffsetBefore =
    wallClock - amsterdamOffsetMinutes(wallClock - 3 * MS_PER_HOUR) * MS_PER_MINUTE;
  const withOffsetAfter =
    wallClock - amsterdamOffsetMinutes(wallClock + 3 * MS_PER_HOUR) * MS_PER_MINUTE;
  const shows = (instant: number): boolean =>
    instant + amsterdamOffsetMinutes(instant) * MS_PER_MINUTE === wallClock;
  if (shows(withOffsetAfter) && shows(withOffsetBefore)) {
    return Math.min(withOffsetBefore, withOffsetAfter);
  }
  return shows(withOffsetAfter) ? withOffsetAfter : withOffsetBefore;
}

/**
 * Milliseconds since local midnight on the Amsterdam wall clock (what a clock on the shop's
 * wall shows), not time elapsed: on the 25-hour day 02:30 comes twice and both read 02:30,
 * on the 23-hour day no instant reads 02:30. The dashboard compares days "up to the same
 * time" and the sales per hour group by hour of the day on this clock.
 */
export function localWallClockMs(instant: number): number {
  const shifted = instant + amsterdamOffsetMinutes(instant) * MS_PER_MINUTE;
  return ((shifted % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY;
}

/** The hour of the day on the Amsterdam wall clock, 0–23 (localWallClockMs). */
export const localHourOf = (instant: number): number =>
  Math.floor(localWallClockMs(instant) / MS_PER_HOUR);

/** `HH:MM:SS` of a wall-clock time of day in milliseconds (localWallClockMs). */
export function formatWallClock(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
}

/** An ISO weekday: 1 = Monday … 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The ISO weekday of each of Date's days, Sunday (0) first. */
const ISO_WEEKDAYS = [7, 1, 2, 3, 4, 5, 6] as const;

/** ISO weekday of a local date. */
export function isoWeekdayOf(date: LocalDate): IsoWeekday {
  const [year, month, day] = dateParts(date);
  return itemAt(ISO_WEEKDAYS, new Date(Date.UTC(year, month - 1, day)).getUTCDay());
}
