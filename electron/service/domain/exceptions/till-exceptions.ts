/**
 * The till-day exceptions, made from the day closings exactly as GET /api/day-closings answers
 * them (day-closings/day-closings.ts), so an exception's difference is the closing's to the cent:
 * - a cash difference whose size exceeds the threshold, short or over;
 * - a repeated difference: a till whose difference exceeded the (lower) repeated threshold on
 *   each of its last N closings, found on every day the run is N or longer. "Running" counts
 *   the till's closings, not calendar days: a shop closed on Sunday keeps its run. A run is
 *   counted over the closings of the REPEATED_LOOK_BACK_DAYS up to its day only, so what a day
 *   finds depends on that day and the days before it, never on the range it is asked in.
 */
import type { DayClosing } from '../../../../shared/api/day-closings.js';
import type { ExceptionThresholdsInput } from '../../../../shared/api/exceptions.js';
import { addDays } from '../../../../shared/dates.js';
import {
  abs,
  compare,
  parseAmount,
  sum,
  toJsonNumber,
  type Amount,
} from '../../../../shared/money.js';
import { dayOrdersPath, exception, type Exception } from './exception.js';

const tillSubject = (closing: DayClosing) => ({
  type: 'till_day' as const,
  id: closing.shop_id,
  label: closing.shop_name,
});

const common = (closing: DayClosing) => ({
  day: closing.date,
  location_id: closing.location_id,
  shop_id: closing.shop_id,
  shop_name: closing.shop_name,
  subject: tillSubject(closing),
  orders_path: dayOrdersPath(closing.date, closing.shop_id),
});

export function cashDifferenceExceptions(
  closings: readonly DayClosing[],
  thresholds: Pick<ExceptionThresholdsInput, 'cash_difference'>,
): Exception[] {
  const limit = parseAmount(thresholds.cash_difference);
  const found: Exception[] = [];
  for (const closing of closings) {
    if (closing.difference === null) continue;
    const difference = parseAmount(closing.difference);
    if (compare(abs(difference), limit) <= 0) continue;
    found.push(
      exception({
        kind: 'cash_difference',
        ...common(closing),
        amount: closing.difference,
        measured: toJsonNumber(abs(difference)),
        threshold: toJsonNumber(limit),
        unit: 'EUR',
      }),
    );
  }
  return found;
}

/**
 * How many calendar days up to a day (that day included) a run of differences is counted over.
 * A run needs `repeated_days` (at most 31) closings in them: a till closing at least four days
 * a week has 31 in 62 days. Bounded, so a day's answer never needs more than these days'
 * closings read before the range asked (closings-before.ts), and a run that began earlier
 * says the closings of these days, whatever range it is found in.
 */
export const REPEATED_LOOK_BACK_DAYS = 62;

export function repeatedDifferenceExceptions(
  closings: readonly DayClosing[],
  thresholds: Pick<ExceptionThresholdsInput, 'repeated_difference' | 'repeated_days'>,
): Exception[] {
  const limit = parseAmount(thresholds.repeated_difference);
  const days = thresholds.repeated_days;
  const byTill = new Map<number, DayClosing[]>();
  for (const closing of closings) {
    if (closing.difference === null) continue;
    const list = byTill.get(closing.shop_id) ?? [];
    list.push(closing);
    byTill.set(closing.shop_id, list);
  }
  const found: Exception[] = [];
  for (const tillClosings of byTill.values()) {
    tillClosings.sort((a, b) => a.date.localeCompare(b.date));
    const run: { date: string; difference: Amount }[] = [];
    for (const closing of tillClosings) {
      const difference = parseAmount(closing.difference ?? 0);
      if (compare(abs(difference), limit) <= 0) {
        run.length = 0;
        continue;
      }
      run.push({ date: closing.date, difference });
      // Closings before the look-back are let go: read or not, they would make the day's
      // answer depend on how far before it the range asked began.
      const earliest = addDays(closing.date, 1 - REPEATED_LOOK_BACK_DAYS);
      while ((run[0]?.date ?? earliest) < earliest) run.shift();
      if (run.length < days) continue;
      found.push(
        exception({
          kind: 'repeated_cash_difference',
          ...common(closing),
          amount: toJsonNumber(sum(run.slice(-days).map((each) => each.difference))),
          measured: run.length,
          threshold: days,
          unit: 'closings',
        }),
      );
    }
  }
  return found;
}
