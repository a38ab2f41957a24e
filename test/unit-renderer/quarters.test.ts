import { describe, expect, it } from 'vitest';
import { day } from './local-day.js';
import { quarterChoiceRange, quarterOptions } from '../../renderer/src/lib/quarters.js';

describe('VAT return quarters', () => {
  it('last quarter is the previous calendar quarter, also across a new year', () => {
    expect(quarterChoiceRange('lastQuarter', day('2026-11-20'))).toEqual({
      from: '2026-07-01',
      to: '2026-09-30',
    });
    expect(quarterChoiceRange('lastQuarter', day('2026-02-01'))).toEqual({
      from: '2025-10-01',
      to: '2025-12-31',
    });
  });

  it('reads 2026-Q1 to 2026-Q4 as their dates, and nothing else', () => {
    expect(quarterChoiceRange('2026-Q1')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(quarterChoiceRange('2024-Q1')?.to).toBe('2024-03-31');
    expect(quarterChoiceRange('2026-Q4')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(quarterChoiceRange('2026-Q5')).toBeNull();
    expect(quarterChoiceRange('Q3')).toBeNull();
  });

  it("offers last quarter, this year's begun quarters, then all of last year's", () => {
    expect(quarterOptions(day('2026-08-15')).map((option) => option.key)).toEqual([
      'lastQuarter',
      '2026-Q3',
      '2026-Q2',
      '2026-Q1',
      '2025-Q4',
      '2025-Q3',
      '2025-Q2',
      '2025-Q1',
    ]);
  });
});
