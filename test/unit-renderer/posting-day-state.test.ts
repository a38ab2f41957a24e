/**
 * The state a day shows on the bookkeeping calendar, of its entries' (its own and a correction
 * on it): the worst, and a day the package booked otherwise than sent (`mismatch`) is worse
 * than any failure, so it is never hidden behind one. The counts are of days, and only of
 * days that are over (issue 67: "28 te boeken" counted today); a failed or blocked day is
 * listed once, its package's words each once.
 */
import { describe, expect, it } from 'vitest';
import type { PostingDay, PostingState } from '../../shared/api/bookkeeping.js';
import {
  dayCounts,
  dayState,
  troubledDays,
} from '../../renderer/src/features/bookkeeping/calendar-days.js';
import { day } from './local-day.js';

const row = (
  state: PostingState,
  corrects: string | null = null,
  date = '2026-10-01',
  code: string | null = null,
  message: string | null = null,
): PostingDay => ({
  ...{ date: day(date), entry: `BOD-${date.replaceAll('-', '')}${corrects ? '-C1' : ''}`, state },
  corrects: corrects === null ? null : day(corrects),
  ...{ amount: 12.1, changed: false, corrected_by: [], posted_elsewhere: [] },
  ...{ document_id: null, link: null, code, message },
});

describe("a day's state on the calendar", () => {
  it('is the worst of its entries, a mismatch before a failure', () => {
    expect(dayState([row('posted'), row('mismatch', '2026-09-30')])).toBe('mismatch');
    expect(dayState([row('failed'), row('mismatch')])).toBe('mismatch');
    expect(dayState([row('posted'), row('failed')])).toBe('failed');
    expect(dayState([])).toBe('nothing');
  });

  it('counts days, not entries, up to the last day that is over', () => {
    const days = [
      row('posted', null, '2026-11-26'),
      // A day posted with its correction still to post is one day to post.
      row('posted', null, '2026-11-27'),
      row('pending', '2026-11-26', '2026-11-27'),
      // Today has an entry, to post once it is over: not counted yet.
      row('pending', null, '2026-11-28'),
      row('nothing', null, '2026-11-29'),
    ];
    expect(dayCounts(days, '2026-11-27')).toEqual({
      posted: 1,
      pending: 1,
      failed: 0,
      blocked: 0,
      mismatch: 0,
    });
    expect(dayCounts(days, '2026-11-28').pending).toBe(2);
  });

  it('lists a blocked day once, with each of its reasons and package words once', () => {
    const words = 'Period is locked until 2026-10-09';
    const days = [
      row('posted', null, '2026-10-08'),
      row('blocked', null, '2026-10-09', 'period_closed', words),
      row('blocked', '2026-10-02', '2026-10-09', 'period_closed', words),
      row('failed', null, '2026-10-10', 'package_error', null),
    ];
    expect(troubledDays(days)).toEqual([
      { date: '2026-10-09', state: 'blocked', codes: ['period_closed'], messages: [words] },
      { date: '2026-10-10', state: 'failed', codes: ['package_error'], messages: [] },
    ]);
  });
});
