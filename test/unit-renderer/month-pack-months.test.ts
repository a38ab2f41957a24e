/** The months the month pack offers by hand: last month first, across a year's turn. */
import { describe, expect, it } from 'vitest';
import { parseLocalDate, type LocalDate } from '../../shared/dates.js';
import {
  lastMonth,
  monthName,
  monthOptions,
  MONTHS_OFFERED,
} from '../../renderer/src/features/month-pack/months.js';

const day = (text: string): LocalDate => {
  const date = parseLocalDate(text);
  if (!date) throw new Error(text);
  return date;
};

describe('the month pack’s months', () => {
  it('offers last month first, then the months before it, newest first', () => {
    const options = monthOptions(day('2026-11-25'));
    expect(options).toHaveLength(MONTHS_OFFERED);
    expect(options.slice(0, 3)).toEqual(['2026-10', '2026-09', '2026-08']);
    expect(options.at(-1)).toBe('2024-11');
  });

  it('crosses the turn of the year', () => {
    expect(lastMonth(day('2027-01-01'))).toBe('2026-12');
    expect(monthOptions(day('2027-01-31')).slice(0, 2)).toEqual(['2026-12', '2026-11']);
  });

  it('names a month in the app’s language', () => {
    expect(monthName('2026-10', 'nl-NL')).toBe('oktober 2026');
    expect(monthName('2026-10', 'en-GB')).toBe('October 2026');
  });
});
