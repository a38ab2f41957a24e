/**
 * Which days of history a filtered order, payment or day-closing query can touch, so a
 * one-month report over a large history generates only that month (plus a few days of lag),
 * and a delta (what changed since a moment) skips the days it generated before that changed
 * no later. This only narrows the candidates; the filters themselves still decide every row.
 */
import {
  localDateOf,
  parseLocalDate,
  parseTimestamp,
  type LocalDate,
} from '../../../shared/dates.js';
import { MAX_LAG_DAYS } from '../data/day-orders.js';
import type { OrderStore } from '../data/order-store.js';
import { instantOfTimestamp, numberOfText, type ParsedFilter } from '../query.js';

interface RangeRule {
  field: string;
  /** How many days after the purchase day the field can fall (0 = the purchase day). */
  lagDays: number;
}

/** A timestamp's instant in ms (rounded down); -Infinity for anything else (no bound). */
function instantOf(value: unknown): number {
  return (typeof value === 'string' ? instantOfTimestamp(value) : null) ?? -Infinity;
}

function dateOf(value: unknown): LocalDate | null {
  if (typeof value !== 'string') return null;
  const date = parseLocalDate(value);
  if (date) return date;
  const instant = parseTimestamp(value);
  return instant === null ? null : localDateOf(instant);
}

/** A value the engine compares with an id without an error (text that is no number fails). */
const comparesWithId = (value: unknown): boolean =>
  typeof value !== 'string' || numberOfText(value) !== null;

const everyDay = (store: OrderStore) => Array.from({ length: store.dayCount }, (_, day) => day);

/** Day indexes to visit, in order. `idField` filters (order ids) pick days directly. */
export function candidateDays(
  store: OrderStore,
  filters: ParsedFilter[],
  rules: RangeRule[],
  idField: string,
): number[] {
  let low = 0;
  let high = store.dayCount - 1;
  const idDays: Set<number>[] = [];
  /** Orders changed at or after this moment (ms) are asked for: a day changed before is not. */
  let updatedFrom = -Infinity;
  for (const filter of filters) {
    if (filter.field === idField && (filter.operator === 'in_list' || filter.operator === '=')) {
      // An id that is not a number is the engine's error on a row it compares, unless a
      // filter before it turned the row down: every day, and the engine decides, as it would.
      if (!filter.values.every(comparesWithId)) return everyDay(store);
      const days = new Set<number>();
      for (const value of filter.values) {
        const day = store.dayOfOrderId(Number(value));
        if (day !== null) days.add(day);
      }
      idDays.push(days);
      continue;
    }
    const rule = rules.find((candidate) => candidate.field === filter.field);
    const date = rule ? dateOf(filter.values[0]) : null;
    if (!rule || !date) continue;
    if (rule.field === 'date_updated' && (filter.operator === '>=' || filter.operator === '>')) {
      updatedFrom = Math.max(updatedFrom, instantOf(filter.values[0]));
    }
    const index = store.indexOfDate(date);
    if (filter.operator === '>=' || filter.operator === '>') {
      low = Math.max(low, index - rule.lagDays);
    } else if (filter.operator === '<' || filter.operator === '<=') {
      high = Math.min(high, index);
    } else if (filter.operator === '=') {
      low = Math.max(low, index - rule.lagDays);
      high = Math.min(high, index);
    }
  }
  // A day known (it was generated) to have every order updated before the bound holds no
  // order asked for; only edited orders change later, and they are read apart.
  const changedSince = (day: number) => !((store.updatedBeforeOf(day) ?? Infinity) <= updatedFrom);
  const [firstIds, ...otherIds] = idDays;
  if (firstIds) {
    return [...firstIds]
      .filter((day) => day >= low && day <= high && otherIds.every((ids) => ids.has(day)))
      .filter(changedSince)
      .sort((a, b) => a - b);
  }
  const days: number[] = [];
  for (let day = Math.max(0, low); day <= high; day++) if (changedSince(day)) days.push(day);
  return days;
}

/**
 * An order's `date_updated` falls from its purchase day to this many days after it: later
 * events come at most MAX_LAG_DAYS after the purchase, some hours into their day.
 */
export const UPDATE_LAG_DAYS = MAX_LAG_DAYS + 1;

export const ORDER_RULES: RangeRule[] = [
  { field: 'date_purchased', lagDays: 0 },
  { field: 'date_updated', lagDays: UPDATE_LAG_DAYS },
];
export const PAYMENT_RULES: RangeRule[] = [{ field: 'date_paid', lagDays: MAX_LAG_DAYS + 1 }];
export const CLOSING_RULES: RangeRule[] = [{ field: 'date', lagDays: 0 }];
