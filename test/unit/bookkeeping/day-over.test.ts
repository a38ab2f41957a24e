/**
 * A day is postable only once it is over (decision 0120): at Amsterdam's midnight, also after
 * a 25-hour and a 23-hour day; a range past today names today, the first day not over.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../electron/service/core/errors.js';
import { refuseDaysNotOver } from '../../../electron/service/domain/bookkeeping/refusals.js';

describe('a day is postable once it is over', () => {
  const refusal = (range: { from: string; to: string }, at: string) => {
    try {
      refuseDaysNotOver(range as never, Date.parse(at));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return [error.status, error.detail.code, error.detail.fields?.params];
    }
    return null;
  };
  const day = (date: string) => ({ from: date, to: date });

  it('at midnight in Amsterdam, after a 25-hour day and a 23-hour day too', () => {
    // 25 October 2026 has 25 hours (summer time ends): it is over at 00:00 +01:00.
    expect(refusal(day('2026-10-25'), '2026-10-25T23:30:00+01:00')).toEqual([
      409,
      'bookkeeping_day_not_over',
      { day: '2026-10-25', last: '2026-10-24' },
    ]);
    expect(refusal(day('2026-10-25'), '2026-10-25T23:59:59.999+01:00')).not.toBeNull();
    expect(refusal(day('2026-10-25'), '2026-10-26T00:00:00+01:00')).toBeNull();
    // 29 March 2026 has 23 hours: over at 00:00 +02:00, an hour before a day of 24 would be.
    expect(refusal(day('2026-03-29'), '2026-03-30T00:00:00+02:00')).toBeNull();
    expect(refusal(day('2026-03-29'), '2026-03-29T23:59:59.999+02:00')).not.toBeNull();
    // A range past today names today, the first day not over; one after today names its own.
    const now = '2026-11-28T12:00:00+01:00';
    expect(refusal({ from: '2026-11-01', to: '2026-11-30' }, now)?.[2]).toEqual({
      day: '2026-11-28',
      last: '2026-11-27',
    });
    expect(refusal(day('2026-12-01'), now)?.[2]).toMatchObject({ day: '2026-12-01' });
    expect(refusal(day('2026-11-27'), now)).toBeNull();
  });
});
