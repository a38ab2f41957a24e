/**
 * A schedule runs each of its periods once, not each due time (decision 0065, "Missed runs"):
 * a time moved later on the day a run was due is a new due time after the save, but of the
 * same month, week or day, which its schedule already ran. The month pack and the morning
 * digest keep this rule; the postings post each day once anyway.
 */
import type { Owner } from '../../data/files/schedules-and-runs.js';
import { nextDueAfter, periodDueAt, type Period, type ScheduleRule } from './schedule-times.js';

/** A runs log that tells whether a period was run by its schedule (files/schedules-and-runs.ts). */
interface PeriodLog {
  ranForPeriod(owner: Owner, period: Period): boolean;
}

/** Whether the period of the schedule's run due at `due` was run already: not run again. */
export const periodRan = (log: PeriodLog, record: ScheduleRule & Owner, due: number): boolean =>
  log.ranForPeriod(record, periodDueAt(record.frequency, due));

/** The next due time whose period was not run yet: the one the scheduler will run. */
export function nextRun(log: PeriodLog, record: ScheduleRule & Owner, now: number): number {
  const due = nextDueAfter(record, now);
  return periodRan(log, record, due) ? nextDueAfter(record, due) : due;
}
