import { useState } from 'react';
import { parseLocalDate } from '../../../shared/dates.js';
import { resolveRange, type DateRangeValue, type ResolvedRange } from './date-presets.js';
import { useDebouncedValue } from './use-debounced-value.js';

/** How long typed dates must stand still before a request goes out. */
const RANGE_DEBOUNCE_MS = 400;

export interface SettledRange {
  /** The range to ask for: the newest complete, valid one (null before there was any). */
  range: ResolvedRange | null;
  /** What is on screen is not (yet) what the fields say: invalid, or still being typed. */
  behind: boolean;
  /** The fields do not hold a whole, valid period (so `range` is an older one). */
  invalid: boolean;
}

const keyOf = (range: ResolvedRange | null): string | null =>
  range ? `${range.from}/${range.to}` : null;

function rangeOfKey(key: string | null): ResolvedRange | null {
  const [from, to] = key?.split('/') ?? [];
  const fromDate = parseLocalDate(from ?? '');
  const toDate = parseLocalDate(to ?? '');
  return fromDate && toDate ? { from: fromDate, to: toDate } : null;
}

/**
 * The period a screen asks for, from what its date fields say: a preset applies at once,
 * typed dates once they have stood still for a moment, and an invalid or half-typed range
 * keeps the last good one (so its figures stay, marked as behind) instead of asking anything.
 * Ranges are compared by their dates, so a re-render never restarts the wait.
 */
export function useSettledRange(value: DateRangeValue): SettledRange {
  const currentKey = keyOf(resolveRange(value));
  const settledKey = useDebouncedValue(
    currentKey,
    value.preset === 'custom' ? RANGE_DEBOUNCE_MS : 0,
  );
  const [lastGoodKey, setLastGoodKey] = useState(settledKey);
  // Derived state, updated while rendering (React's documented pattern for it).
  if (settledKey !== null && settledKey !== lastGoodKey) setLastGoodKey(settledKey);
  const key = settledKey ?? lastGoodKey;
  return { range: rangeOfKey(key), behind: currentKey !== key, invalid: currentKey === null };
}
