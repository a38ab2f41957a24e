/**
 * How often each month was read whole, from the demo platform's call counter
 * (call-count.ts `first_pages`): the reads its orders (by purchase) and its till closings (by
 * day) began, per month. The warm-up's tests say with it that no month is read twice, by
 * one service killed and started again or by three on one database.
 */
import type { CallCountSnapshot } from '../../../electron/demo-platform/server.js';
import { UPSTREAM_CALLS } from '../../../electron/upstream/calls.js';

/** A month's whole reads: its orders by purchase, its till closings by day. */
const MONTH_READS = { listOrders: 'date_purchased >=', listDayClosings: 'date >=' } as const;

/** Per call and range (`listOrders date_purchased >= 2026-10-01 …`): the reads begun. */
export function monthReads({ first_pages }: CallCountSnapshot): Map<string, number> {
  const reads = new Map<string, number>();
  for (const [call, field] of Object.entries(MONTH_READS)) {
    const { module, function: name } = UPSTREAM_CALLS[call as keyof typeof MONTH_READS];
    for (const [range, count] of Object.entries(first_pages[`${module}::${name}`] ?? {})) {
      if (range.startsWith(field)) reads.set(`${name} ${range}`, count);
    }
  }
  return reads;
}

/** The reads of `after` not yet in `before`, per range. */
export const readsSince = (after: Map<string, number>, before: Map<string, number>) =>
  new Map([...after].map(([range, count]) => [range, count - (before.get(range) ?? 0)]));

/**
 * The reads of `reads` per call and month, whatever day of the month each began at: a read
 * cut short goes on where its stored pages end (read-model/month-progress.ts).
 */
export function readsPerMonth(reads: Map<string, number>): Map<string, number> {
  const perMonth = new Map<string, number>();
  for (const [range, count] of reads) {
    const month = /^.* >= \d{4}-\d{2}/.exec(range)?.[0] ?? range;
    perMonth.set(month, (perMonth.get(month) ?? 0) + count);
  }
  return perMonth;
}
