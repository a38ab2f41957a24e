/**
 * The windows a long day range is read in: consecutive, whole months, and, as instants, an
 * exact partition of the range (23- and 25-hour days included); and the bounded parallel read.
 */
import { describe, expect, it } from 'vitest';
import {
  addYears,
  dayRangeToInstants,
  daysInRange,
  firstOfNextMonth,
  type LocalDate,
} from '../../../shared/dates.js';
import { dayRangeOf } from '../../../electron/service/domain/day-range.js';
import {
  calendarWindows,
  readWindows,
} from '../../../electron/service/data/platform/range-windows.js';

const day = (text: string) => text as LocalDate;
const range = (from: string, to: string) => ({ from: day(from), to: day(to) });

describe('calendar arithmetic', () => {
  it('firstOfNextMonth, addYears (29 February to 28 February), daysInRange', () => {
    expect(firstOfNextMonth(day('2026-01-31'))).toBe('2026-02-01');
    expect(firstOfNextMonth(day('2026-12-01'))).toBe('2027-01-01');
    expect(addYears(day('2024-02-29'), 1)).toBe('2025-02-28');
    expect(addYears(day('2024-02-29'), 4)).toBe('2028-02-29');
    expect(addYears(day('2026-03-29'), 5)).toBe('2031-03-29');
    expect(daysInRange(day('2026-01-01'), day('2026-12-31'))).toBe(365);
    expect(daysInRange(day('2024-01-01'), day('2024-12-31'))).toBe(366);
    expect(daysInRange(day('2026-03-29'), day('2026-03-29'))).toBe(1);
    expect(daysInRange(day('2026-03-30'), day('2026-03-29'))).toBe(0);
  });
});

describe('calendarWindows', () => {
  it('cuts at the first of each month; the first and last windows are partial', () => {
    expect(calendarWindows(range('2026-01-15', '2026-03-10'), 1)).toEqual([
      range('2026-01-15', '2026-01-31'),
      range('2026-02-01', '2026-02-28'),
      range('2026-03-01', '2026-03-10'),
    ]);
    expect(calendarWindows(range('2026-03-29', '2026-03-29'), 1)).toEqual([
      range('2026-03-29', '2026-03-29'),
    ]);
    expect(calendarWindows(range('2025-06-10', '2027-01-05'), 12)).toEqual([
      range('2025-06-10', '2026-05-31'),
      range('2026-06-01', '2027-01-05'),
    ]);
  });

  it('as instants the windows partition the range exactly, across both DST changes', () => {
    for (const [from, to] of [
      ['2025-10-26', '2026-10-25'],
      ['2024-03-31', '2024-04-01'],
      ['2020-02-29', '2026-12-31'],
    ] as const) {
      const windows = calendarWindows(range(from, to), 1);
      const instants = windows.map((window) => dayRangeToInstants(window.from, window.to));
      const whole = dayRangeToInstants(day(from), day(to));
      expect(instants[0]?.start).toBe(whole.start);
      expect(instants.at(-1)?.end).toBe(whole.end);
      for (let index = 1; index < instants.length; index++) {
        expect(instants[index]?.start).toBe(instants[index - 1]?.end);
      }
      const days = windows.reduce((sum, window) => sum + daysInRange(window.from, window.to), 0);
      expect(days).toBe(daysInRange(day(from), day(to)));
    }
  });

  it('refuses a window that is not a whole number of months', () => {
    expect(() => calendarWindows(range('2026-01-01', '2026-02-01'), 0)).toThrow(RangeError);
  });
});

describe('readWindows', () => {
  const windows = calendarWindows(range('2026-01-01', '2026-12-31'), 1);

  it('joins the windows in order and never has more than the bound in flight', async () => {
    let inFlight = 0;
    let peak = 0;
    const rows = await readWindows(windows, 4, {}, async (window, work) => {
      inFlight += work.concurrency;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 12 - Number(window.from.slice(5, 7))));
      inFlight -= work.concurrency;
      return [window.from, window.to];
    });
    expect(rows).toEqual(windows.flatMap((window) => [window.from, window.to]));
    expect(peak).toBe(4);
  });

  it('gives each of fewer windows than the bound a share of it', async () => {
    const shares: number[] = [];
    await readWindows(windows.slice(0, 2), 4, {}, (_window, work) => {
      shares.push(work.concurrency);
      return Promise.resolve([]);
    });
    expect(shares).toEqual([2, 2]);
  });

  it('throws the first failure, not the abort of the windows it stopped', async () => {
    const failure = new Error('window failed');
    const stopped: string[] = [];
    await expect(
      readWindows(windows, 3, {}, async (window, work) => {
        if (window.from === '2026-02-01') throw failure;
        await new Promise((resolve, reject) => {
          const timer = setTimeout(resolve, 200);
          work.signal?.addEventListener('abort', () => {
            clearTimeout(timer);
            stopped.push(window.from);
            reject(new Error('aborted'));
          });
        });
        return [];
      }),
    ).rejects.toBe(failure);
    expect(stopped).toEqual(['2026-01-01', '2026-03-01']);
  });
});

describe('the range bound', () => {
  it('accepts exactly the bound and refuses a day more, naming from, to, the length and the bound', () => {
    expect(dayRangeOf({ from: day('2021-01-01'), to: day('2025-12-31') }, 5)).toEqual(
      range('2021-01-01', '2025-12-31'),
    );
    expect(() => dayRangeOf({ from: day('2021-01-01'), to: day('2026-01-01') }, 5)).toThrow(
      "query parameters 'from' (2021-01-01) and 'to' (2026-01-01) span 1827 days; a range is at most 5 years long",
    );
    expect(() => dayRangeOf({ from: day('2024-02-29'), to: day('2025-02-28') }, 1)).toThrow(
      /span 366 days; a range is at most 1 year long/,
    );
    expect(dayRangeOf({ from: day('2024-02-29') }, 1)).toEqual(range('2024-02-29', '2024-02-29'));
  });
});
