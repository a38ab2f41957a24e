/**
 * The month pack's calendar: Dutch working days (Easter from the algorithm checked against
 * known years, King's Day moving to the 26th when the 27th is a Sunday), the first working day
 * of a month, the schedule's due times across summer time, and the period each run covers.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dutchPublicHolidays,
  easterSunday,
  firstWorkingDay,
  isWorkingDay,
  isoWeekday,
} from '../../../electron/service/domain/scheduling/working-days.js';
import {
  lastDueAtOrBefore,
  nextDueAfter,
  periodDueAt,
  type ScheduleRule,
} from '../../../electron/service/domain/scheduling/schedule-times.js';
import {
  addDays,
  formatApiTimestamp,
  localDateOf,
  parseLocalDate,
  type LocalDate,
} from '../../../shared/dates.js';
import { localTimeInstant } from '../../../shared/wall-clock.js';

const day = (text: string): LocalDate => {
  const parsed = parseLocalDate(text);
  if (parsed === null) throw new Error(`bad test date ${text}`);
  return parsed;
};
const at = (isoText: string): number => Date.parse(isoText);
const shown = (instant: number): string => formatApiTimestamp(instant);

describe('Dutch working days', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('Easter Sunday %i is %s', (year, easter) => {
    expect(easterSunday(year)).toBe(easter);
  });

  it('names the general days off of 2026', () => {
    expect(Object.fromEntries(dutchPublicHolidays(2026))).toEqual({
      '2026-01-01': "New Year's Day",
      '2026-04-06': 'Easter Monday',
      '2026-04-27': "King's Day",
      '2026-05-14': 'Ascension Day',
      '2026-05-25': 'Whit Monday',
      '2026-12-25': 'Christmas Day',
      '2026-12-26': 'Boxing Day',
    });
  });

  it("moves King's Day to Saturday 26 April when the 27th is a Sunday", () => {
    expect(dutchPublicHolidays(2025).get(day('2025-04-26'))).toBe("King's Day");
    expect(dutchPublicHolidays(2025).has(day('2025-04-27'))).toBe(false);
  });

  it('counts Good Friday and Liberation Day as working days', () => {
    expect(isWorkingDay(day('2026-04-03'))).toBe(true);
    expect(isWorkingDay(day('2026-05-05'))).toBe(true);
  });

  it.each([
    ['2026-01', '2026-01-02'], // New Year's Day on a Thursday
    ['2026-02', '2026-02-02'], // the 1st on a Sunday
    ['2026-08', '2026-08-03'], // Saturday the 1st
    ['2026-11', '2026-11-02'],
    ['2024-04', '2024-04-02'], // Easter Monday on the 1st
    ['2027-01', '2027-01-04'], // Friday New Year's Day, then the weekend
    ['2020-06', '2020-06-02'], // Whit Monday on the 1st
    ['2008-05', '2008-05-02'], // Ascension Day on Thursday the 1st
    ['2025-05', '2025-05-01'],
  ])('the first working day of %s is %s', (month, first) => {
    expect(firstWorkingDay(Number(month.slice(0, 4)), Number(month.slice(5, 7)))).toBe(first);
  });

  it('is always a weekday, not a holiday, with none before it in its month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2100 }), fc.integer({ min: 1, max: 12 }), (y, m) => {
        const first = firstWorkingDay(y, m);
        expect(isoWeekday(first)).toBeLessThanOrEqual(5);
        expect(dutchPublicHolidays(y).has(first)).toBe(false);
        for (let earlier = addDays(first, -1); earlier.slice(0, 7) === first.slice(0, 7);) {
          expect(isWorkingDay(earlier)).toBe(false);
          earlier = addDays(earlier, -1);
        }
      }),
    );
  });
});

describe('the Amsterdam wall clock', () => {
  it.each([
    ['2026-03-29', 7, 0, '2026-03-29T07:00:00+02:00'],
    ['2026-10-25', 7, 0, '2026-10-25T07:00:00+01:00'],
    ['2026-03-29', 2, 30, '2026-03-29T03:30:00+02:00'], // skipped: an hour later
    ['2026-10-25', 2, 30, '2026-10-25T02:30:00+02:00'], // twice: the first
    ['2026-11-02', 0, 0, '2026-11-02T00:00:00+01:00'],
  ])('%s %i:%i is %s', (date, hour, minute, expected) => {
    expect(shown(localTimeInstant(day(date), hour, minute))).toBe(expected);
  });
});

describe('schedule due times', () => {
  const monthly: ScheduleRule = { frequency: 'monthly', time: '07:00' };
  const weekly: ScheduleRule = { frequency: 'weekly', time: '07:00' };

  it('monthly: the first working day at 07:00, for the month before', () => {
    const now = at('2026-11-25T12:00:00Z');
    const last = lastDueAtOrBefore(monthly, now);
    expect(shown(last)).toBe('2026-11-02T07:00:00+01:00');
    expect(periodDueAt('monthly', last)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    const next = nextDueAfter(monthly, now);
    expect(shown(next)).toBe('2026-12-01T07:00:00+01:00');
    expect(periodDueAt('monthly', next)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('monthly, before that day’s time: the month before’s is the last due', () => {
    const now = localTimeInstant(day('2026-11-02'), 6, 59);
    expect(shown(lastDueAtOrBefore(monthly, now))).toBe('2026-10-01T07:00:00+02:00');
    expect(shown(nextDueAfter(monthly, now))).toBe('2026-11-02T07:00:00+01:00');
    const exactly = localTimeInstant(day('2026-11-02'), 7, 0);
    expect(lastDueAtOrBefore(monthly, exactly)).toBe(exactly);
    expect(shown(nextDueAfter(monthly, exactly))).toBe('2026-12-01T07:00:00+01:00');
  });

  it('monthly in January covers December of the year before', () => {
    const due = lastDueAtOrBefore(monthly, at('2026-01-10T12:00:00Z'));
    expect(shown(due)).toBe('2026-01-02T07:00:00+01:00');
    expect(periodDueAt('monthly', due)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('weekly: every Monday, for Monday to Sunday of the week before', () => {
    const now = at('2026-11-25T12:00:00Z'); // a Wednesday
    const last = lastDueAtOrBefore(weekly, now);
    expect(shown(last)).toBe('2026-11-23T07:00:00+01:00');
    expect(periodDueAt('weekly', last)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(shown(nextDueAfter(weekly, now))).toBe('2026-11-30T07:00:00+01:00');
    // Monday before 07:00: last week's Monday.
    const early = localTimeInstant(day('2026-11-23'), 6, 0);
    expect(shown(lastDueAtOrBefore(weekly, early))).toBe('2026-11-16T07:00:00+01:00');
  });

  it('keeps 07:00 on the wall clock across the change to summer time', () => {
    // Monday 30 March 2026 is the first Monday of summer time.
    const due = nextDueAfter(weekly, at('2026-03-27T12:00:00Z'));
    expect(shown(due)).toBe('2026-03-30T07:00:00+02:00');
  });

  it('daily (the morning digest): every day at its time, across the change to winter time', () => {
    const daily: ScheduleRule = { frequency: 'daily', time: '07:00' };
    const now = at('2026-10-25T12:00:00Z'); // the Sunday summer time ends
    expect(shown(lastDueAtOrBefore(daily, now))).toBe('2026-10-25T07:00:00+01:00');
    expect(shown(nextDueAfter(daily, now))).toBe('2026-10-26T07:00:00+01:00');
    const early = localTimeInstant(day('2026-10-25'), 6, 0);
    expect(shown(lastDueAtOrBefore(daily, early))).toBe('2026-10-24T07:00:00+02:00');
    expect(shown(nextDueAfter(daily, early))).toBe('2026-10-25T07:00:00+01:00');
  });

  it('last due ≤ now < next due, with nothing due between', () => {
    const instant = fc.integer({
      min: at('2024-01-01T00:00:00Z'),
      max: at('2030-12-31T00:00:00Z'),
    });
    const rule = fc.record({
      frequency: fc.constantFrom('monthly' as const, 'weekly' as const),
      time: fc
        .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
        .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
    });
    fc.assert(
      fc.property(rule, instant, (schedule, now) => {
        const last = lastDueAtOrBefore(schedule, now);
        const next = nextDueAfter(schedule, now);
        expect(last).toBeLessThanOrEqual(now);
        expect(next).toBeGreaterThan(now);
        // The one after the last due is the next due: no due time lies between.
        expect(nextDueAfter(schedule, last)).toBe(next);
        const period = periodDueAt(schedule.frequency, last);
        expect(period.to < localDateOf(last)).toBe(true);
        expect(addDays(period.to, 1) <= localDateOf(last)).toBe(true);
      }),
    );
  });
});
