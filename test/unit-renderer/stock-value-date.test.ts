/**
 * The day the stock value screen opens on (features/stock-value/default-date.ts): the last
 * month end, which in January is the last year end; in December too (the year end is still ahead).
 */
import { describe, expect, it } from 'vitest';
import { defaultStockDate } from '../../renderer/src/features/stock-value/index.js';
import { localDate } from '../../shared/api/common.js';

const on = (today: string) => defaultStockDate(localDate.parse(today));

describe('the stock value’s default day', () => {
  it('is the last month end, leap years and short months included', () => {
    expect(on('2026-11-28')).toBe('2026-10-31');
    expect(on('2026-11-01')).toBe('2026-10-31');
    expect(on('2026-03-15')).toBe('2026-02-28');
    expect(on('2028-03-01')).toBe('2028-02-29');
    expect(on('2026-10-31')).toBe('2026-09-30');
    expect(on('2026-02-01')).toBe('2026-01-31');
  });

  it('is the last year end in January, and in December the last month end, not a year ago', () => {
    expect(on('2026-12-01')).toBe('2026-11-30');
    expect(on('2026-12-31')).toBe('2026-11-30');
    expect(on('2027-01-01')).toBe('2026-12-31');
    expect(on('2027-01-31')).toBe('2026-12-31');
  });
});
