/**
 * Reads a long day range as consecutive windows of whole calendar months, in parallel, and
 * joins them in order. Why: a list read by offset costs the platform work that grows with the
 * offset (it must find and skip every earlier row), so one drain over a year costs the square
 * of the range; windows keep every offset within one window
 * (docs/decisions/0026-order-ranges-in-monthly-windows.md). Windows meet at a local day boundary,
 * and each window's day range becomes instants by the same function as the whole range
 * (`dayRangeToInstants`), so the last instant of one window is the first of the next: no row is
 * lost or read twice at an edge, on a 23- or 25-hour day too.
 */
import { addDays, firstOfNextMonth, type LocalDate } from '../../../../shared/dates.js';
import { mapWithConcurrency } from '../../../upstream/concurrency.js';
import { linkedAbort } from '../../../upstream/linked-abort.js';
import type { UpstreamWork } from '../../../upstream/work.js';

export interface DayRange {
  from: LocalDate;
  to: LocalDate;
}

/**
 * `range` cut at the first of every `months`-th month after `from`'s: the first window starts
 * at `from`, the last ends at `to`, each next one starts the day after the previous ends.
 */
export function calendarWindows(range: DayRange, months: number): DayRange[] {
  if (!Number.isInteger(months) || months < 1) {
    throw new RangeError(`a window is a whole number of months, got ${months}`);
  }
  const windows: DayRange[] = [];
  let from = range.from;
  while (from <= range.to) {
    let next = from;
    for (let month = 0; month < months; month++) next = firstOfNextMonth(next);
    const end = addDays(next, -1);
    const to = end < range.to ? end : range.to;
    windows.push({ from, to });
    from = next;
  }
  return windows;
}

/** Reads one window with at most `concurrency` pages in flight, stopping when `signal` aborts. */
type WindowReader<Row> = (
  window: DayRange,
  work: UpstreamWork & { concurrency: number },
) => Promise<Row[]>;

/**
 * Every window read, at most `bound` pages in flight in all: with fewer windows than the
 * bound each window gets a share of it; with more, `bound` windows run at once, a page at a
 * time each. The first failure stops the other windows (a failed read is thrown, not the
 * cancellation of its siblings); the rows come back in window order.
 */
export async function readWindows<Row>(
  windows: readonly DayRange[],
  bound: number,
  work: UpstreamWork,
  readWindow: WindowReader<Row>,
): Promise<Row[]> {
  if (windows.length === 0) return [];
  const perWindow = Math.max(1, Math.floor(bound / Math.min(bound, windows.length)));
  const windowsAtOnce = Math.max(1, Math.floor(bound / perWindow));
  const siblings = linkedAbort(work.signal);
  const { signal } = siblings;
  // The failure that stopped the siblings, so it is what is thrown rather than their abort.
  // A field, set in the task closure: TypeScript does not take it for unchanged after the awaits.
  const first: { failure?: { error: unknown } } = {};
  try {
    const parts = await mapWithConcurrency(
      windows,
      windowsAtOnce,
      async (window) => {
        try {
          return await readWindow(window, {
            signal,
            pages: work.pages,
            slots: work.slots,
            concurrency: perWindow,
          });
        } catch (error) {
          if (!siblings.signal.aborted) first.failure = { error };
          siblings.abort();
          throw error;
        }
      },
      work.signal,
    );
    return parts.flat();
  } catch (error) {
    throw first.failure ? first.failure.error : error;
  } finally {
    siblings.release();
  }
}
