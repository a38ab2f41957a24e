/**
 * Which upstream rows the report covers. The caller already fetches by purchase-date range,
 * status and shop; the rules are applied again here so the report is right whatever the
 * caller handed over.
 */
import {
  compareDates,
  localDateOf,
  parseLocalDate,
  parseTimestamp,
  type LocalDate,
} from '../../../../shared/dates.js';
import type { OrderStatus } from '../../../../shared/api/orders.js';
import type { ShopRecord } from '../../core/model/reference.js';
import type { DayClosingRecord, OrderRecord } from '../../core/model/sales.js';

const IN_SCOPE: readonly OrderStatus[] = ['processing', 'complete', 'refunded'];
/** Strings, since the platform may send statuses beyond the known ones (those are out). */
export const IN_SCOPE_STATUSES: readonly string[] = IN_SCOPE;

/** Upstream rows the report cannot place (a timestamp without an offset, a bad date). */
export class ReportDataError extends Error {
  override name = 'ReportDataError';
}

/** An order in scope, with the Amsterdam day it was purchased on (computed once). */
export interface ScopedOrder {
  order: OrderRecord;
  purchaseDay: LocalDate;
}

export interface ScopeRules {
  from: LocalDate;
  to: LocalDate;
  /** null = every shop. */
  locationId: number | null;
  shops: readonly ShopRecord[];
}

/** The Amsterdam local day of an upstream timestamp; a malformed one is an error, not a skip. */
export function localDayOfTimestamp(text: string, what: string): LocalDate {
  const instant = parseTimestamp(text);
  if (instant === null) throw new ReportDataError(`${what} has an unreadable timestamp: ${text}`);
  return localDateOf(instant);
}

export const inRange = (day: LocalDate, rules: ScopeRules): boolean =>
  compareDates(day, rules.from) >= 0 && compareDates(day, rules.to) <= 0;

/**
 * Decides by shop: with a location filter only shops whose `location_id` matches count. A shop
 * missing from the shop list cannot be placed in a location, so it is out of a location's scope.
 */
function shopFilter(rules: ScopeRules): (shopId: number) => boolean {
  if (rules.locationId === null) return () => true;
  const inLocation = new Set(
    rules.shops.filter((shop) => shop.location_id === rules.locationId).map((shop) => shop.id),
  );
  return (shopId) => inLocation.has(shopId);
}

/** The orders of the scope's statuses and shops purchased on a day `keep` accepts. */
function selectOrders(
  orders: readonly OrderRecord[],
  rules: ScopeRules,
  keep: (purchaseDay: LocalDate) => boolean,
): ScopedOrder[] {
  const shopInScope = shopFilter(rules);
  const scoped: ScopedOrder[] = [];
  for (const order of orders) {
    if (!IN_SCOPE_STATUSES.includes(order.status) || !shopInScope(order.shop_id)) continue;
    const purchaseDay = localDayOfTimestamp(order.date_purchased, `order ${order.id}`);
    if (keep(purchaseDay)) scoped.push({ order, purchaseDay });
  }
  return scoped;
}

export const selectOrdersInScope = (orders: readonly OrderRecord[], rules: ScopeRules) =>
  selectOrders(orders, rules, (day) => inRange(day, rules));

/**
 * The orders purchased up to the range's last day: an order sold before the range still has
 * its refunds and payments made in it (refund-and-payment-dating.ts).
 */
export const selectOrdersUpTo = (orders: readonly OrderRecord[], rules: ScopeRules) =>
  selectOrders(orders, rules, (day) => compareDates(day, rules.to) <= 0);

export function selectDayClosingsInScope(
  dayClosings: readonly DayClosingRecord[],
  rules: ScopeRules,
): DayClosingRecord[] {
  const shopInScope = shopFilter(rules);
  return dayClosings.filter((closing) => {
    const day = parseLocalDate(closing.date);
    if (day === null) {
      throw new ReportDataError(
        `day closing ${closing.id} has an unreadable date: ${closing.date}`,
      );
    }
    return inRange(day, rules) && shopInScope(closing.shop_id);
  });
}
