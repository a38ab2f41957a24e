/**
 * Comparing a period with another: which period (the one just before, of the same length;
 * or the same dates a year earlier), and how a figure changed, computed in exact cents
 * (shared/money.ts), never by subtracting binary floats.
 */
import { addDays, eachDay } from '../../../shared/dates.js';
import { abs, parseAmount, percentage, subtract, toWireNumber } from '../../../shared/money.js';
import { shiftMonths } from './calendar.js';
import type { ResolvedRange } from './date-presets.js';

export const COMPARISONS = ['none', 'previous', 'lastYear'] as const;
export type Comparison = (typeof COMPARISONS)[number];

/** The period to compare with; null for none. */
export function comparisonRange(
  range: ResolvedRange,
  comparison: Comparison,
): ResolvedRange | null {
  switch (comparison) {
    case 'none':
      return null;
    case 'previous': {
      const days = eachDay(range.from, range.to).length;
      return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
    }
    case 'lastYear':
      // 29 February a year back is the 28th (calendar.ts keeps the day where the month has it).
      return { from: shiftMonths(range.from, -12), to: shiftMonths(range.to, -12) };
  }
}

export interface Change {
  /** current − base, in euros with two decimals. */
  amount: number;
  /** The change as a percentage of the base's size; null when the base is 0. */
  percent: number | null;
}

/** How an amount changed from `base` to `current`. */
export function changeOf(current: number, base: number): Change {
  const difference = subtract(parseAmount(current), parseAmount(base));
  return {
    amount: toWireNumber(difference),
    percent: percentage(difference, abs(parseAmount(base))),
  };
}
