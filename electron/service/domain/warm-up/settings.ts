/** The warm-up's settings (flags `--warm-up`, `--warm-up-calls`, `--warm-up-rate`) and months. */
import { localDateOf } from '../../../../shared/dates.js';
import { DEFAULT_MAX_CONCURRENCY } from '../../../upstream/client-options.js';
import type { MonthKey } from '../../data/read-model/months.js';

export interface WarmUpSettings {
  enabled: boolean;
  /** Warm-up calls in flight at most, over all partitions. */
  callsAtOnce: number;
  /** Warm-up calls started a second at most. */
  callsPerSecond: number;
  /** Months of orders and day closings, the current one included. */
  months: number;
  /** The first wait after the platform could not be reached; it doubles up to `retryMaxMs`. */
  retryFirstMs: number;
  retryMaxMs: number;
}

export const DEFAULT_WARM_UP: WarmUpSettings = {
  enabled: true,
  // As many as one user's read has in flight: the warm-up asks no more of the platform at
  // once than a user does. At 30 ms a call its months are bound by the calls' wait, not by
  // the machine: with 2 they took half as long again (docs/decisions/0072-warm-up.md).
  callsAtOnce: DEFAULT_MAX_CONCURRENCY,
  callsPerSecond: 100,
  months: 13,
  retryFirstMs: 1_000,
  retryMaxMs: 30_000,
};

/** The `count` months up to the one `now` is in, newest first. */
export function lastMonths(now: number, count: number): MonthKey[] {
  const [year, month] = localDateOf(now).split('-').map(Number) as [number, number];
  const months: MonthKey[] = [];
  for (let back = 0; back < count; back += 1) {
    const index = year * 12 + (month - 1) - back;
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}
