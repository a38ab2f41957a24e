/**
 * The Amsterdam wall clock: the instant a local time of day names (for schedules, such as the
 * month pack's 07:00). Beside dates.ts, whose offsets it uses.
 */
import { amsterdamOffsetMinutes, type LocalDate } from './dates.js';

const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 3_600_000;

/**
 * The instant the Amsterdam clock shows `hour:minute` on `date`. A time the clocks skip (02:30
 * on the last Sunday of March) is taken an hour later by the clock, 03:30; a time they show
 * twice (02:30 on the last Sunday of October) is the first of the two.
 */
export function localTimeInstant(date: LocalDate, hour: number, minute: number): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
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
