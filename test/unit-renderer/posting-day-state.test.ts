/**
 * The state a day shows on the bookkeeping calendar, of its entries' (its own and a correction
 * on it): the worst, and a day the package booked otherwise than sent (`mismatch`) is worse
 * than any failure, so it is never hidden behind one.
 */
import { describe, expect, it } from 'vitest';
import type { PostingDay, PostingState } from '../../shared/api/bookkeeping.js';
import { dayState } from '../../renderer/src/features/bookkeeping/PostingCalendar.js';

const row = (state: PostingState, corrects: string | null = null): PostingDay => ({
  ...{ date: '2026-10-01', entry: 'BOD-20261001', corrects, state },
  ...{ document_id: null, link: null, code: null, message: null },
});

describe("a day's state on the calendar", () => {
  it('is the worst of its entries, a mismatch before a failure', () => {
    expect(dayState([row('posted'), row('mismatch', '2026-09-30')])).toBe('mismatch');
    expect(dayState([row('failed'), row('mismatch')])).toBe('mismatch');
    expect(dayState([row('posted'), row('failed')])).toBe('failed');
    expect(dayState([])).toBe('nothing');
  });
});
