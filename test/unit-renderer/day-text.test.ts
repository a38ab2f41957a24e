import { describe, expect, it } from 'vitest';
import { day } from './local-day.js';
import { formatDay, parseDayText } from '../../renderer/src/lib/day-text.js';

describe('dates as typed: dd-mm-jjjj', () => {
  it('writes day, month, year with dashes', () => {
    expect(formatDay(day('2026-10-01'), 'day-first')).toBe('01-10-2026');
    expect(formatDay(day('1999-12-31'), 'day-first')).toBe('31-12-1999');
  });

  it('writes year, month, day in the iso style', () => {
    expect(formatDay(day('2026-10-01'), 'iso')).toBe('2026-10-01');
  });

  it.each([
    ['01-10-2026', '2026-10-01'],
    ['1-10-2026', '2026-10-01'],
    ['1-1-2026', '2026-01-01'],
    ['01/10/2026', '2026-10-01'],
    ['1.10.2026', '2026-10-01'],
    ['01 10 2026', '2026-10-01'],
    ['01102026', '2026-10-01'],
    ['  31-10-2026 ', '2026-10-31'],
    // Pasted from a spreadsheet or a link: year first.
    ['2026-10-01', '2026-10-01'],
    ['29-02-2024', '2024-02-29'],
  ])('reads %j as %s', (text, expected) => {
    expect(parseDayText(text)).toEqual({ date: expected });
  });

  it.each([
    // Still being typed: no request, no error until the field is left.
    '',
    '0',
    '01',
    '01-',
    '01-1',
    '01-10-',
    '01-10-202',
    // A two-digit year is never guessed into a century.
    '01-10-26',
    '0110202',
    '2026-10',
  ])('%j is incomplete', (text) => {
    expect(parseDayText(text)).toEqual({ problem: 'incomplete' });
  });

  // A month first (10/20/2026) is read day first, as every date here is: no such day.
  it.each(['31-02-2026', '29-02-2026', '00-10-2026', '01-13-2026', '10/20/2026'])(
    '%j is a date in form but no day of the calendar',
    (text) => {
      expect(parseDayText(text)).toEqual({ problem: 'no_such_day' });
    },
  );

  // Outside the years the service accepts (the native field's "0026" defect): said so, with
  // the years, not "this date does not exist" (issue 58).
  it.each(['20-10-0026', '01-01-1969', '01-01-1900', '3000-01-01'])(
    '%j is out of range',
    (text) => {
      expect(parseDayText(text)).toEqual({ problem: 'out_of_range' });
    },
  );

  it.each(['gisteren', 'abc', '01-10-2026x'])('%j is not a date', (text) => {
    expect(parseDayText(text)).toEqual({ problem: 'not_a_date' });
  });
});
