import { describe, expect, it } from 'vitest';
import { day } from './local-day.js';
import {
  calendarWeeks,
  monthTitle,
  shiftMonths,
  weekdayNames,
} from '../../renderer/src/lib/calendar.js';

describe('calendar', () => {
  it('shows six Monday-first weeks around the month', () => {
    const weeks = calendarWeeks(day('2026-11-22'));
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]?.[0]).toEqual({ date: '2026-10-26', inMonth: false });
    expect(weeks[0]?.[6]).toEqual({ date: '2026-11-01', inMonth: true });
    expect(weeks.flat().filter((cell) => cell.inMonth)).toHaveLength(30);
    // October 2026 has the 25-hour day; the grid still has each date once.
    const october = calendarWeeks(day('2026-10-25')).flat();
    expect(new Set(october.map((cell) => cell.date)).size).toBe(42);
    expect(october.filter((cell) => cell.inMonth)).toHaveLength(31);
  });

  it('moves by months, keeping the day where the month has it', () => {
    expect(shiftMonths(day('2026-01-31'), 1)).toBe('2026-02-28');
    expect(shiftMonths(day('2024-01-31'), 1)).toBe('2024-02-29');
    expect(shiftMonths(day('2026-12-15'), 1)).toBe('2027-01-15');
    expect(shiftMonths(day('2026-01-15'), -1)).toBe('2025-12-15');
    expect(shiftMonths(day('2026-05-31'), -13)).toBe('2025-04-30');
    // Past the years the service accepts the date stays put.
    expect(shiftMonths(day('1970-01-10'), -1)).toBe('1970-01-10');
  });

  it('names days and months in the app language, not the machine time zone', () => {
    expect(weekdayNames('nl-NL')).toEqual(['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo']);
    expect(weekdayNames('en-GB')[0]).toBe('Mon');
    expect(monthTitle(day('2026-10-01'), 'nl-NL')).toBe('oktober 2026');
    expect(monthTitle(day('2026-10-01'), 'en-GB')).toBe('October 2026');
  });
});
