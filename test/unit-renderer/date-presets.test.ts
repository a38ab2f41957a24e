import { describe, expect, it } from 'vitest';
import { day } from './local-day.js';
import {
  PRESETS,
  customFrom,
  resolveRange,
  type DateRangeValue,
  type Preset,
} from '../../renderer/src/lib/date-presets.js';

const preset = (name: Preset): DateRangeValue => ({ preset: name, from: '', to: '' });
const range = (name: Preset, today: string) => resolveRange(preset(name), day(today));

describe('date presets', () => {
  // 2026-11-22 is a Sunday: Dutch weeks run Monday to Sunday.
  it.each([
    ['today', '2026-11-22', '2026-11-22'],
    ['yesterday', '2026-11-21', '2026-11-21'],
    ['thisWeek', '2026-11-16', '2026-11-22'],
    ['lastWeek', '2026-11-09', '2026-11-15'],
    ['last7Days', '2026-11-16', '2026-11-22'],
    ['last30Days', '2026-10-24', '2026-11-22'],
    ['thisMonth', '2026-11-01', '2026-11-22'],
    ['lastMonth', '2026-10-01', '2026-10-31'],
    ['thisQuarter', '2026-10-01', '2026-11-22'],
    ['lastQuarter', '2026-07-01', '2026-09-30'],
    ['thisYear', '2026-01-01', '2026-11-22'],
    ['lastYear', '2025-01-01', '2025-12-31'],
  ] as const)('%s on Sunday 2026-11-22 is %s to %s', (name, from, to) => {
    expect(range(name, '2026-11-22')).toEqual({ from, to });
  });

  it.each([
    // Across a year: January's "last" periods are in the year before.
    ['lastMonth', '2026-01-05', '2025-12-01', '2025-12-31'],
    ['lastQuarter', '2026-01-05', '2025-10-01', '2025-12-31'],
    ['lastWeek', '2026-01-01', '2025-12-22', '2025-12-28'],
    // February's last day, in a leap year and not.
    ['lastMonth', '2026-03-31', '2026-02-01', '2026-02-28'],
    ['lastMonth', '2024-03-15', '2024-02-01', '2024-02-29'],
    // On a Monday "this week" is that one day; on the first of a quarter so is "this quarter".
    ['thisWeek', '2026-11-23', '2026-11-23', '2026-11-23'],
    ['thisQuarter', '2026-04-01', '2026-04-01', '2026-04-01'],
    ['lastQuarter', '2026-04-01', '2026-01-01', '2026-03-31'],
    // The 23-hour day is an ordinary calendar day here: presets never touch clock time.
    ['last7Days', '2026-03-31', '2026-03-25', '2026-03-31'],
  ] as const)('%s on %s is %s to %s', (name, today, from, to) => {
    expect(range(name, today)).toEqual({ from, to });
  });

  it('offers every preset a clerk reaches for, and custom', () => {
    expect(PRESETS).toHaveLength(13);
    for (const name of PRESETS.filter((option) => option !== 'custom')) {
      const resolved = range(name, '2026-11-22');
      expect(resolved && resolved.from <= resolved.to).toBe(true);
    }
  });

  it('a custom range is valid only when both dates are and from is not after to', () => {
    const custom = (from: string, to: string) => ({ preset: 'custom' as const, from, to });
    expect(resolveRange(custom('2026-10-01', '2026-10-31'))).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(resolveRange(custom('2026-10-31', '2026-10-31'))).not.toBeNull();
    expect(resolveRange(custom('2026-11-01', '2026-10-31'))).toBeNull();
    expect(resolveRange(custom('', '2026-10-31'))).toBeNull();
    expect(resolveRange(custom('2026-02-30', '2026-03-01'))).toBeNull();
  });

  it('switching to custom keeps the preset dates, and a custom range exactly as it is', () => {
    expect(customFrom(preset('lastMonth'), day('2026-11-22'))).toEqual({
      preset: 'custom',
      from: '2026-10-01',
      to: '2026-10-31',
    });
    // Half typed: the other field is not moved to today (the defect this replaced).
    const halfTyped = { preset: 'custom' as const, from: '', to: '2026-10-31' };
    expect(customFrom(halfTyped, day('2026-11-22'))).toBe(halfTyped);
  });
});
