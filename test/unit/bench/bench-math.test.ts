/**
 * The bench's own arithmetic, so its verdicts can be trusted: a capped measurement never
 * passes an upper bound, the report floor's month windows cover the range exactly, and
 * percentiles are by nearest rank.
 */
import { describe, expect, it } from 'vitest';
import type { LocalDate } from '../../../shared/dates.js';
import { monthWindows } from '../../bench/floors.js';
import { percentile } from '../../bench/stats.js';
import { judge } from '../../bench/targets.js';

const target = { target: 't', scale: 's', unit: 'ms' as const, detail: '' };

describe('judge', () => {
  it('passes within the bound and fails beyond it, in both directions', () => {
    expect(judge({ ...target, value: 300, op: '<=', bound: 300 }).pass).toBe(true);
    expect(judge({ ...target, value: 301, op: '<=', bound: 300 }).pass).toBe(false);
    expect(judge({ ...target, value: 6, op: '>=', bound: 6 }).pass).toBe(true);
    expect(judge({ ...target, value: 5.9, op: '>=', bound: 6 }).pass).toBe(false);
  });

  it('never passes an upper bound with a value cut short at the cap', () => {
    const capped = judge({ ...target, value: 0.5, op: '<=', bound: 1.5, lowerBound: true });
    expect(capped.pass).toBe(false);
    expect(capped.lowerBound).toBe(true);
  });
});

describe('monthWindows', () => {
  it('splits a range into calendar months, the first and last clipped', () => {
    const windows = monthWindows('2025-11-21' as LocalDate, '2026-11-20' as LocalDate);
    expect(windows).toHaveLength(13);
    expect(windows[0]).toEqual({ from: '2025-11-21', to: '2025-11-30' });
    expect(windows[1]).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(windows[2]).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(windows[3]).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(windows[12]).toEqual({ from: '2026-11-01', to: '2026-11-20' });
  });

  it('keeps a range inside one month whole', () => {
    expect(monthWindows('2026-10-05' as LocalDate, '2026-10-05' as LocalDate)).toEqual([
      { from: '2026-10-05', to: '2026-10-05' },
    ]);
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([5], 99)).toBe(5);
  });
});
