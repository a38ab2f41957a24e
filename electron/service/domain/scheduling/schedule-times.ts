/**
 * When a month-pack schedule is due, and for which period. Monthly: the first working day of
 * each month (working-days.ts) at the schedule's time, for the whole month before. Weekly:
 * every Monday at that time, for the week before, Monday to Sunday. Daily (the morning
 * digest's): every day at that time, for the day before. Times are the Amsterdam
 * wall clock, so 07:00 stays 07:00 across the change to and from summer time.
 */
import type { ScheduleFrequency } from '../../../../shared/api/month-pack.js';
import {
  addDays,
  daysInMonth,
  localDateOf,
  parseLocalDate,
  type LocalDate,
} from '../../../../shared/dates.js';
import { localTimeInstant } from '../../../../shared/wall-clock.js';
import { firstWorkingDay, isoWeekday } from './working-days.js';

export interface ScheduleRule {
  frequency: ScheduleFrequency | 'daily';
  /** `HH:MM`, Europe/Amsterdam. */
  time: string;
}

export interface Period {
  from: LocalDate;
  to: LocalDate;
}

const pad = (value: number): string => String(value).padStart(2, '0');

function dayOf(year: number, month: number, day: number): LocalDate {
  const date = parseLocalDate(`${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`);
  if (date === null) throw new RangeError(`no such day: ${year}-${month}-${day}`);
  return date;
}

/** The calendar month of `year` and `month` (1–12), first to last day. */
export function monthPeriod(year: number, month: number): Period {
  return { from: dayOf(year, month, 1), to: dayOf(year, month, daysInMonth(year, month)) };
}

const yearAndMonth = (date: LocalDate): [number, number] => [
  Number(date.slice(0, 4)),
  Number(date.slice(5, 7)),
];

const mondayOf = (date: LocalDate): LocalDate => addDays(date, 1 - isoWeekday(date));

/** The schedule's due time in the month (monthly) or week (weekly) that holds `day`. */
function dueIn(rule: ScheduleRule, day: LocalDate): number {
  const [hour, minute] = [Number(rule.time.slice(0, 2)), Number(rule.time.slice(3, 5))]; // HH:MM
  const dueDay =
    rule.frequency === 'daily'
      ? day
      : rule.frequency === 'weekly'
        ? mondayOf(day)
        : firstWorkingDay(...yearAndMonth(day));
  return localTimeInstant(dueDay, hour, minute);
}

/** A day in the month or week before the one that holds `day`. */
const dayBefore = (rule: ScheduleRule, day: LocalDate): LocalDate =>
  rule.frequency === 'daily'
    ? addDays(day, -1)
    : rule.frequency === 'weekly'
      ? addDays(day, -7)
      : addDays(dayOf(...yearAndMonth(day), 1), -1);

/** A day in the month or week after the one that holds `day`. */
const dayAfter = (rule: ScheduleRule, day: LocalDate): LocalDate =>
  rule.frequency === 'daily'
    ? addDays(day, 1)
    : rule.frequency === 'weekly'
      ? addDays(day, 7)
      : addDays(dayOf(...yearAndMonth(day), daysInMonth(...yearAndMonth(day))), 1);

/** The latest due time at or before `now`. */
export function lastDueAtOrBefore(rule: ScheduleRule, now: number): number {
  const today = localDateOf(now);
  const due = dueIn(rule, today);
  return due <= now ? due : dueIn(rule, dayBefore(rule, today));
}

/** The first due time after `now`. */
export function nextDueAfter(rule: ScheduleRule, now: number): number {
  const today = localDateOf(now);
  const due = dueIn(rule, today);
  return due > now ? due : dueIn(rule, dayAfter(rule, today));
}

/** The period a run due at `due` covers: the month, week or day before the due day's. */
export function periodDueAt(frequency: ScheduleRule['frequency'], due: number): Period {
  const day = localDateOf(due);
  if (frequency === 'daily') return { from: addDays(day, -1), to: addDays(day, -1) };
  if (frequency === 'weekly') {
    const monday = mondayOf(day);
    return { from: addDays(monday, -7), to: addDays(monday, -1) };
  }
  const [year, month] = yearAndMonth(addDays(dayOf(...yearAndMonth(day), 1), -1));
  return monthPeriod(year, month);
}
