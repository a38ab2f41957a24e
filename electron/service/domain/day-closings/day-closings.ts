/**
 * The tills' day closings, per till per Amsterdam day, added up a page of orders at a time like the
 * report (financial-report/report-totals.ts) and with the report's own rules: the same scope
 * (sales-figures/scope.ts), the same split into directly paid and not
 * (sales-figures/payment-status.ts), the same payment grouping (sales-figures/payment-methods.ts).
 * So the differences add up to minus the report's `total_differences` (the till counts counted −
 * expected, the report expected − counted) and the payments to its `payment_methods` for those
 * shops.
 */
import type { DayClosings, DayClosing } from '../../../../shared/api/day-closings.js';
import { parseLocalDate, type LocalDate } from '../../../../shared/dates.js';
import {
  abs,
  compare,
  parseAmount,
  subtract,
  sum,
  toJsonNumber,
  type Amount,
} from '../../../../shared/money.js';
import type { ShopRecord } from '../../core/model/reference.js';
import type { DayClosingRecord, OrderPaymentRecord, OrderRecord } from '../../core/model/sales.js';
import type { ResolvedPaymentMethod } from '../reference/payment-methods.js';
import { shopKindOf } from '../reference/rows.js';
import { shopNameResolver } from '../sales-figures/names.js';
import {
  mergePaymentTally,
  methodTotals,
  tallyPayments,
  type PaymentTally,
} from '../sales-figures/payment-methods.js';
import type { SumKind, SummedSink } from '../sales-figures/summed-sink.js';
import { datedSalesRefundsAndPayments } from '../sales-figures/refund-and-payment-dating.js';
import { selectDayClosingsInScope, type ScopeRules } from '../sales-figures/scope.js';

export interface DayClosingRules extends ScopeRules {
  /** Only this shop; null = every shop of the scope. */
  shopId: number | null;
}

interface DayClosingTally {
  date: LocalDate;
  shopId: number;
  closings: DayClosingRecord[];
  orders: number;
  payments: PaymentTally;
  settlements: PaymentTally;
}

/**
 * A till is a shop whose type names one (Pos); a shop whose type the platform does not name
 * is taken for a till when it stands at a location, as the webshop does not.
 */
function isTill(shop: ShopRecord | undefined): boolean {
  if (!shop) return false;
  const kind = shopKindOf(shop.shop_type?.alias ?? null);
  return kind === 'pos' || (kind === 'unknown' && (shop.location_id ?? null) !== null);
}

const methodsToJson = (tally: PaymentTally, methods: readonly ResolvedPaymentMethod[]) =>
  methodTotals(tally, methods).map((method) => ({
    type_alias: method.typeAlias,
    name: method.name,
    amount: toJsonNumber(method.amount),
  }));

/** Each till-day's tally, by `date|shop`. */
export type DayClosingSums = Map<string, DayClosingTally>;

/**
 * The till-days kept per day and month (sales-figures/day-sums.ts), for one location or shop, or
 * all.
 */
export const dayClosingSums = (
  rules: DayClosingRules,
): SumKind<DayClosingSums, DayClosingTotals> => ({
  key: `day-closings|location:${rules.locationId ?? '*'}|shop:${rules.shopId ?? '*'}`,
  sinkOf: (range) => new DayClosingTotals({ ...rules, ...range }),
});

export class DayClosingTotals implements SummedSink<DayClosingSums> {
  private readonly days = new Map<string, DayClosingTally>();
  private readonly rules: DayClosingRules;

  constructor(rules: DayClosingRules) {
    const { from, to, locationId, shops, shopId } = rules;
    this.rules = { from, to, locationId, shops, shopId };
  }

  private dayOf(date: LocalDate, shopId: number): DayClosingTally {
    const key = `${date}|${shopId}`;
    let tally = this.days.get(key);
    if (!tally) {
      tally = {
        date,
        shopId,
        closings: [],
        orders: 0,
        payments: new Map(),
        settlements: new Map(),
      };
      this.days.set(key, tally);
    }
    return tally;
  }

  sums(): DayClosingSums {
    return this.days;
  }

  /** A later part's till-days: each is in one part only, so it is taken as it is. */
  absorb(sums: DayClosingSums): void {
    for (const [key, tally] of sums) {
      const payments: PaymentTally = new Map();
      mergePaymentTally(payments, tally.payments);
      const settlements: PaymentTally = new Map();
      mergePaymentTally(settlements, tally.settlements);
      this.days.set(key, { ...tally, closings: [...tally.closings], payments, settlements });
    }
  }

  private readonly inShop = (shopId: number): boolean =>
    this.rules.shopId === null || shopId === this.rules.shopId;

  /** One page of orders with the payments of exactly those orders, as ReportTotals takes. */
  addOrders(orders: readonly OrderRecord[], payments: readonly OrderPaymentRecord[]): void {
    const own = orders.filter((order) => this.inShop(order.shop_id));
    const parts = datedSalesRefundsAndPayments(own, payments, this.rules);
    for (const entry of parts.sales) this.dayOf(entry.purchaseDay, entry.order.shop_id).orders++;
    for (const paid of parts.directPaid) {
      tallyPayments(this.dayOf(paid.purchaseDay, paid.order.shop_id).payments, paid.payments);
    }
    const shopOf = new Map(own.map((order) => [order.id, order.shop_id]));
    for (const { payment, day } of parts.settlements) {
      const shopId = shopOf.get(payment.order_id);
      if (shopId !== undefined) tallyPayments(this.dayOf(day, shopId).settlements, [payment]);
    }
  }

  addDayClosings(closings: readonly DayClosingRecord[]): void {
    for (const closing of selectDayClosingsInScope(closings, this.rules)) {
      if (!this.inShop(closing.shop_id)) continue;
      // The scope read every date already; a closing it kept has a readable one.
      const date = parseLocalDate(closing.date);
      if (date !== null) this.dayOf(date, closing.shop_id).closings.push(closing);
    }
  }

  result(
    names: { paymentMethods: readonly ResolvedPaymentMethod[] },
    threshold: Amount,
  ): Omit<DayClosings, 'from' | 'to' | 'location_id' | 'shop_id' | 'currency' | 'threshold'> {
    const shopById = new Map(this.rules.shops.map((shop) => [shop.id, shop]));
    const shopName = shopNameResolver(this.rules.shops);
    const data: DayClosing[] = [];
    const differences: Amount[] = [];
    for (const day of [...this.days.values()].sort(
      (a, b) => a.date.localeCompare(b.date) || a.shopId - b.shopId,
    )) {
      const shop = shopById.get(day.shopId);
      const closed = day.closings.length > 0;
      // A web order needs no closing; only a till that sold and never closed is shown.
      if (!closed && !isTill(shop)) continue;
      const expected = sum(day.closings.map((closing) => parseAmount(closing.expected_cash)));
      const counted = sum(day.closings.map((closing) => parseAmount(closing.counted_cash)));
      // Kasverschil as a till counts it: counted − expected, a shortage negative. The report's
      // total_differences counts the other way (expected − counted, taken off turnover).
      const difference = subtract(counted, expected);
      if (closed) differences.push(difference);
      data.push({
        date: day.date,
        shop_id: day.shopId,
        shop_name: shopName(day.shopId),
        location_id: shop?.location_id ?? day.closings[0]?.location_id ?? null,
        closed,
        closing_id: day.closings[0]?.id ?? null,
        expected_cash: closed ? toJsonNumber(expected) : null,
        counted_cash: closed ? toJsonNumber(counted) : null,
        difference: closed ? toJsonNumber(difference) : null,
        flagged: closed && compare(abs(difference), threshold) > 0,
        orders: day.orders,
        payments: methodsToJson(day.payments, names.paymentMethods),
        settlements: methodsToJson(day.settlements, names.paymentMethods),
      });
    }
    return {
      totals: {
        difference: toJsonNumber(sum(differences)),
        flagged: data.filter((row) => row.flagged).length,
        not_closed: data.filter((row) => !row.closed).length,
        orders: data.reduce((count, row) => count + row.orders, 0),
      },
      count: data.length,
      total: data.length,
      data,
    };
  }
}
