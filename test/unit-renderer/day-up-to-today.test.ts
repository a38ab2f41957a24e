/**
 * A screen's one day, chosen in its day field (renderer/src/lib/day-up-to-today.ts), as Today
 * and the stock value take it: a day after today is not taken, the screen's own day is kept as
 * none (the address leaves it out), any other day up to today is kept.
 */
import { describe, expect, it } from 'vitest';
import type { LocalDate } from '../../shared/dates.js';
import { chooseDayUpToToday } from '../../renderer/src/lib/day-up-to-today.js';
import { day } from './local-day.js';

const TODAY = day('2026-11-28');

function chosen(screenDay: LocalDate, choice: LocalDate | null): (LocalDate | null)[] {
  const kept: (LocalDate | null)[] = [];
  chooseDayUpToToday(TODAY, screenDay, (date) => kept.push(date))(choice);
  return kept;
}

describe('a day chosen up to today', () => {
  it('keeps an earlier day, and today itself', () => {
    expect(chosen(TODAY, day('2026-10-31'))).toEqual(['2026-10-31']);
    expect(chosen(day('2026-10-31'), TODAY)).toEqual(['2026-11-28']);
  });

  it("keeps the screen's own day as none", () => {
    expect(chosen(TODAY, TODAY)).toEqual([null]);
    expect(chosen(day('2026-10-31'), day('2026-10-31'))).toEqual([null]);
  });

  it('takes no day after today, and nothing while the field holds no whole day', () => {
    expect(chosen(TODAY, day('2026-11-29'))).toEqual([]);
    expect(chosen(TODAY, day('2027-01-01'))).toEqual([]);
    expect(chosen(TODAY, null)).toEqual([]);
  });
});
