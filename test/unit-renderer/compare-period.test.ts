import { describe, expect, it } from 'vitest';
import { day } from './local-day.js';
import { changeOf, comparisonRange, periodKind } from '../../renderer/src/lib/compare-period.js';

const range = (from: string, to: string) => ({ from: day(from), to: day(to) });

describe('the period to compare with', () => {
  it.each([
    // A whole month, quarter or year: the one before (October against September).
    ['2026-10-01', '2026-10-31', 'month', '2026-09-01', '2026-09-30'],
    ['2026-03-01', '2026-03-31', 'month', '2026-02-01', '2026-02-28'],
    ['2026-07-01', '2026-09-30', 'quarter', '2026-04-01', '2026-06-30'],
    ['2026-01-01', '2026-12-31', 'year', '2025-01-01', '2025-12-31'],
    // Whole months that are no quarter: as many months before.
    ['2026-08-01', '2026-10-31', 'months', '2026-05-01', '2026-07-31'],
    // A week from Monday: the week before.
    ['2026-11-16', '2026-11-22', 'week', '2026-11-09', '2026-11-15'],
    // A month, quarter, year so far: as far into the one before (the 31st becomes the 30th).
    ['2026-10-01', '2026-10-20', 'monthToDate', '2026-09-01', '2026-09-20'],
    ['2026-10-01', '2026-11-20', 'quarterToDate', '2026-07-01', '2026-08-20'],
    ['2026-01-01', '2026-05-31', 'months', '2025-08-01', '2025-12-31'],
    ['2026-01-01', '2026-05-20', 'yearToDate', '2025-01-01', '2025-05-20'],
    // A free range: the same number of days just before.
    ['2026-11-20', '2026-11-20', 'days', '2026-11-19', '2026-11-19'],
    ['2026-10-05', '2026-10-14', 'days', '2026-09-25', '2026-10-04'],
    // The 25-hour day is one day like any other.
    ['2026-10-25', '2026-10-25', 'days', '2026-10-24', '2026-10-24'],
  ])('%s..%s is of kind %s; the previous one is %s..%s', (from, to, kind, baseFrom, baseTo) => {
    expect(periodKind(range(from, to)).kind).toBe(kind);
    expect(comparisonRange(range(from, to), 'previous')).toEqual(range(baseFrom, baseTo));
  });

  it.each([
    // "This quarter" and "this year" on 15 February are the same dates, compared apart.
    ['thisQuarter', '2025-10-01', '2025-11-15'],
    ['thisYear', '2025-01-01', '2025-02-15'],
  ] as const)('the preset %s says what its dates are: %s..%s', (preset, baseFrom, baseTo) => {
    expect(comparisonRange(range('2026-01-01', '2026-02-15'), 'previous', preset)).toEqual(
      range(baseFrom, baseTo),
    );
  });

  it('this week so far against as far into last week', () => {
    expect(comparisonRange(range('2026-11-16', '2026-11-18'), 'previous', 'thisWeek')).toEqual(
      range('2026-11-09', '2026-11-11'),
    );
  });

  it.each([
    ['2026-10-01', '2026-10-31', '2025-10-01', '2025-10-31'],
    // 29 February a year back is the 28th.
    ['2024-02-01', '2024-02-29', '2023-02-01', '2023-02-28'],
  ])('the same period last year of %s..%s is %s..%s', (from, to, baseFrom, baseTo) => {
    expect(comparisonRange(range(from, to), 'lastYear')).toEqual(range(baseFrom, baseTo));
  });

  it('none is no period', () => {
    expect(comparisonRange(range('2026-10-01', '2026-10-31'), 'none')).toBeNull();
  });
});

describe('how a figure changed', () => {
  it('in exact cents, with the change as a share of the base', () => {
    // 0.3 − 0.1 in floats is 0.19999999999999998.
    expect(changeOf(0.3, 0.1)).toEqual({ amount: 0.2, percent: 200 });
    expect(changeOf(160045.32, 150000)).toEqual({ amount: 10045.32, percent: 6.7 });
    expect(changeOf(90, 100)).toEqual({ amount: -10, percent: -10 });
    // From a negative base (more returns than sales) the percentage still follows the change.
    expect(changeOf(-5, -10)).toEqual({ amount: 5, percent: 50 });
    expect(changeOf(1234567.89, 1234567.89)).toEqual({ amount: 0, percent: 0 });
  });

  it('has no percentage from nothing', () => {
    expect(changeOf(12.5, 0)).toEqual({ amount: 12.5, percent: null });
  });
});
