/** The warm-up's settings (flags `--warm-up`, `--warm-up-calls`, `--warm-up-rate`) and months. */
import { dateParts, localDateOf } from '../../../../shared/dates.js';
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
  /** How long a run waits before it looks again at a step another service was running. */
  elsewhereRetryMs: number;
  /**
   * Take the daily stock snapshot ahead too: after a login, at midnight, on a wake
   * (stock-value/snapshot-timer.ts). Unset: as `enabled`, so `--warm-up off` reads nothing
   * ahead; a request that needs a snapshot still takes it (stock-value/daily-snapshot.ts).
   */
  stockSnapshots?: boolean;
}

export const DEFAULT_WARM_UP: WarmUpSettings = {
  enabled: true,
  // Three times what one user's read has in flight, and well within what the platform is
  // assumed to take at once per account (docs/upstream.md, "Limits": the demo platform
  // refuses a 25th call in flight with HTTP 429, which is asked again). At 30 ms a call a
  // year at 300 orders a day is some 37,000 calls: 4 at a time and 100 a second took 6 to
  // 8 minutes, bound by the rate (docs/decisions/0094-warm-up-within-the-platforms-limits.md).
  callsAtOnce: 3 * DEFAULT_MAX_CONCURRENCY,
  callsPerSecond: 400,
  months: 13,
  retryFirstMs: 1_000,
  retryMaxMs: 30_000,
  // Another service on the database reads a month in seconds; a look costs one query.
  elsewhereRetryMs: 500,
};

/** The `count` months up to the one `now` is in, newest first. */
export function lastMonths(now: number, count: number): MonthKey[] {
  const [year, month] = dateParts(localDateOf(now));
  const months: MonthKey[] = [];
  for (let back = 0; back < count; back += 1) {
    const index = year * 12 + (month - 1) - back;
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}
