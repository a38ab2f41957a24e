/**
 * The spec's discount rules, applied to upstream orders, and the exact summary over the rows
 * kept. Amounts are compared and summed exactly (never as floats): 0.1 + 0.2 stays 0.30.
 */
import type { OrderSummary } from '../../../../shared/api/orders.js';
import {
  isPositive,
  isZero,
  parseAmount,
  sum,
  toJsonNumber,
  type Amount,
} from '../../../../shared/money.js';
import type { OrderRecord } from '../../core/model/sales.js';

interface DiscountFilter {
  /** `discount_value_wt != 0` instead of `> 0` (negative discounts are corrections). */
  includeNegative: boolean;
  /** Additionally `value_wt = 0`: the full amount is discounted. */
  onlyFull: boolean;
}

/** Rule 1: `discount_value_wt > 0` (or `!= 0` with include_negative); rule 2: only_full. */
export function matchesDiscountFilter(order: OrderRecord, filter: DiscountFilter): boolean {
  const discount = parseAmount(order.discount_value_wt);
  const discounted = filter.includeNegative ? !isZero(discount) : isPositive(discount);
  if (!discounted) return false;
  return !filter.onlyFull || isZero(parseAmount(order.value_wt));
}

const total = (orders: readonly OrderRecord[], pick: (order: OrderRecord) => number): Amount =>
  sum(orders.map((order) => parseAmount(pick(order))));

/** Exact sums over the orders, rounded to cents only when written. */
export function summarizeOrders(orders: readonly OrderRecord[]): OrderSummary {
  return {
    value_wt: toJsonNumber(total(orders, (order) => order.value_wt)),
    value_ex_wt: toJsonNumber(total(orders, (order) => order.value)),
    discount_value_wt: toJsonNumber(total(orders, (order) => order.discount_value_wt)),
    discount_value_ex_wt: toJsonNumber(total(orders, (order) => order.discount_value)),
  };
}
