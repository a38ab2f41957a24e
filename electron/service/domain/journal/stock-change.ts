/**
 * The stock change entry: on each month's last day of the range, where the ledger
 * mapping has a stock and a cost-of-sales account, the stock value at cost of that day less
 * the last month end's, both as GET /api/stock-value answers them (stock-value/stock-value.ts,
 * the same code path): the stock grown is debited to the stock and credited to the cost of
 * sales, shrunk the other way. A value that is not known (no snapshot kept yet, a day not
 * over) gives no entry but a gap the journal names (`stock_changes_missing`): a made-up value
 * would look right and be wrong. Only the journal of all locations carries it: the platform's
 * stock is the account's, not a location's (docs/stock-value.md, "Location").
 */
import type { ExportLanguage } from '../../../../shared/api/export-columns.js';
import type { Journal } from '../../../../shared/api/journal.js';
import type { LedgerMapping } from '../../../../shared/api/ledger-mapping.js';
import type { StockValue } from '../../../../shared/api/stock-value.js';
import {
  addDays,
  dateParts,
  eachDay,
  lastDayOf,
  todayLocal,
  type LocalDate,
} from '../../../../shared/dates.js';
import { isZero, negate, parseAmount, subtract } from '../../../../shared/money.js';
import type { AuthContext } from '../../core/caller.js';
import { ApiError } from '../../core/errors.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import { stockValueOn, type StockValueDeps } from '../stock-value/stock-value.js';
import type { DayPostings, Posting } from './day-postings.js';
import { dayText } from './journal-texts.js';

/** A month end's value at cost, or why it is not known. */
type Known = { value: StockValue } | { gap: string };

/** The stock value at cost of a date, each date read once per journal (memoised). */
export type StockValuesOf = (date: LocalDate) => Promise<Known>;

/** The code GET /api/stock-value answers without a read model: a gap, not the journal's 503. */
const NO_SNAPSHOTS = 'stock_snapshots_unavailable';

export function stockValuesOf(
  deps: StockValueDeps,
  auth: AuthContext,
  work: ReadWork,
): StockValuesOf {
  const read = new Map<LocalDate, Promise<Known>>();
  const known = async (date: LocalDate): Promise<Known> => {
    try {
      const value = await stockValueOn(deps, auth, { date }, work);
      return value.snapshot === null
        ? { gap: `no stock snapshot is kept yet, so the stock value of ${date} is not known` }
        : { value };
    } catch (error) {
      if (error instanceof ApiError && error.detail.code === NO_SNAPSHOTS)
        return { gap: error.message };
      throw error;
    }
  };
  return (date) => {
    let value = read.get(date);
    if (value === undefined) read.set(date, (value = known(date)));
    return value;
  };
}

/** The months' last days from `from` to `to`. */
export const monthEndsIn = (from: LocalDate, to: LocalDate): LocalDate[] =>
  eachDay(from, to).filter((day) => addDays(day, 1).endsWith('-01'));

/** The month end before the month of `date`. */
const monthEndBefore = (date: LocalDate): LocalDate => {
  const [year, month] = dateParts(date);
  return month === 1 ? lastDayOf(year - 1, 12) : lastDayOf(year, month - 1);
};

/** "30-09-2026 – 31-10-2026", with which of them is an estimate. */
function periodWords(lang: ExportLanguage, before: StockValue, end: StockValue): string {
  const period = `${dayText(lang, before.date)} – ${dayText(lang, end.date)}`;
  const estimated = [before, end].filter((value) => value.estimate).map((v) => v.date);
  if (estimated.length === 0) return period;
  const days = estimated.map((day) => dayText(lang, day)).join(lang === 'nl' ? ' en ' : ' and ');
  return lang === 'nl' ? `${period} (${days} geschat)` : `${period} (${days} estimated)`;
}

export interface StockChanges {
  /** The stock change postings of each month end that has one. */
  days: { date: LocalDate; postings: Posting[] }[];
  missing: Journal['stock_changes_missing'];
}

export async function stockChangesOf(
  mapping: LedgerMapping,
  scope: { from: LocalDate; to: LocalDate; locationId: number | null },
  valuesOf: StockValuesOf,
  { lang, now }: { lang: ExportLanguage; now: number },
): Promise<StockChanges> {
  const changes: StockChanges = { days: [], missing: [] };
  const { stock, cost_of_sales: costOfSales } = mapping.accounts;
  if (stock === null || costOfSales === null || scope.locationId !== null) return changes;
  const today = todayLocal(now);
  for (const date of monthEndsIn(scope.from, scope.to)) {
    if (date >= today) {
      changes.missing.push({ date, reason: 'the day is not over yet: its stock is not known' });
      continue;
    }
    const [end, before] = await Promise.all([valuesOf(date), valuesOf(monthEndBefore(date))]);
    const gap = 'gap' in end ? end.gap : 'gap' in before ? before.gap : null;
    if (gap !== null || !('value' in end) || !('value' in before)) {
      changes.missing.push({ date, reason: gap ?? '' });
      continue;
    }
    const change = subtract(
      parseAmount(end.value.value_at_cost),
      parseAmount(before.value.value_at_cost),
    );
    if (isZero(change)) continue;
    const words = periodWords(lang, before.value, end.value);
    changes.days.push({
      date,
      postings: [
        { kind: 'stock_change', target: { role: 'stock' }, amount: change, taxRateId: null, words },
        {
          kind: 'cost_of_sales',
          target: { role: 'cost_of_sales' },
          amount: negate(change),
          taxRateId: null,
          words,
        },
      ],
    });
  }
  return changes;
}

/**
 * The days' postings with each month end's stock change in that day's entry, one entry a day
 * as every export and posting keys it (a day that sold nothing gets one of its own). A day
 * left out stays out, its stock change with it, until it balances.
 */
export function withStockChanges(
  days: readonly DayPostings[],
  changes: StockChanges['days'],
): DayPostings[] {
  const byDate = new Map<LocalDate, Posting[]>(
    changes.map((change) => [change.date, change.postings]),
  );
  const merged = days.map((day) => {
    const postings = byDate.get(day.date);
    byDate.delete(day.date);
    return postings && 'postings' in day
      ? { ...day, postings: [...day.postings, ...postings] }
      : day;
  });
  const alone = [...byDate].map(([date, postings]) => ({ date, postings }));
  return [...merged, ...alone].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
