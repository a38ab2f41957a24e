/**
 * The order exceptions, added up a page of orders at a time as the report adds them
 * (fetch-report-rows.ts), each part on the day the report counts it (refund-and-payment-dating.ts):
 * - refunds: a till's or shop's returns of a day (till returns and refunds recorded
 *   afterwards, incl. VAT) above a share of its sales that day, or above an amount;
 * - discount: an order whose discount is above a share of its price before discount;
 * - a line sold below its cost price because of a discount on that sale: its price excl. VAT,
 *   after discount, below cost_ppu × quantity by more than the threshold, while its unit price
 *   before discount (`ppu`) was not below cost.
 * A line whose unit price before discount was already below its cost was sold below cost
 * because of the product's price, not of that sale: it is not an exception of its own but is
 * counted into its product's `price_below_cost` exception (below-cost-sales.ts,
 * product-exceptions.ts), so a product priced below cost is one exception however often it
 * sells. It also learns each sold product's cost price from its lines, for product-exceptions.ts.
 */
import type { ExceptionThresholdsInput } from '../../../../shared/api/exceptions.js';
import {
  add,
  compare,
  isPositive,
  isZero,
  multiply,
  parseAmount,
  percentage,
  subtract,
  toJsonNumber,
  ZERO,
  type Amount,
} from '../../../../shared/money.js';
import type { ShopRecord } from '../../core/model/reference.js';
import type { DayClosingRecord, OrderPaymentRecord, OrderRecord } from '../../core/model/sales.js';
import { datedSalesRefundsAndPayments } from '../sales-figures/refund-and-payment-dating.js';
import { movementOf } from '../sales-figures/line-movements.js';
import { shopNameResolver } from '../sales-figures/names.js';
import type { ScopedOrder, ScopeRules } from '../sales-figures/scope.js';
import { addBelowCostSale, mergeBelowCostSales, type BelowCostSales } from './below-cost-sales.js';
import type { SumKind, SummedSink } from '../sales-figures/summed-sink.js';
import {
  addReturn,
  refundExceptions,
  type BackofficeLink,
  type DayShopTally,
} from './refund-exceptions.js';
import { learnCost, mergeSoldCost, type SoldCost } from './sold-costs.js';
import { exception, orderPath, type Exception } from './exception.js';

type Limits = Pick<
  ExceptionThresholdsInput,
  'refund_share' | 'refund_amount' | 'discount_share' | 'line_loss'
>;

/** What the order exceptions of some days come to: plain data (summed-sink.ts). */
export interface OrderExceptionSums {
  days: Map<string, DayShopTally>;
  found: Exception[];
  soldCosts: Map<number, SoldCost>;
  belowCostSales: Map<number, BelowCostSales>;
  anyCost: boolean;
}

/**
 * The order exceptions kept per day and month (sales-figures/day-sums.ts), under what they depend
 * on besides the rows: the location, the thresholds an exception is made against as it is added,
 * and the shops' names and locations, which each exception names.
 */
export const orderExceptionSums = (
  rules: ScopeRules,
  limits: Limits,
): SumKind<OrderExceptionSums, OrderExceptions> => ({
  key: [
    `exception-orders|location:${rules.locationId ?? '*'}`,
    `discount:${limits.discount_share}|loss:${limits.line_loss}`,
    `shops:${rules.shops.map((shop) => `${shop.id}:${shop.location_id ?? ''}:${shop.name}`).join(';')}`,
  ].join('|'),
  sinkOf: (range) => new OrderExceptions({ ...rules, ...range }, limits),
});

export class OrderExceptions implements SummedSink<OrderExceptionSums> {
  private readonly days = new Map<string, DayShopTally>();
  private readonly found: Exception[] = [];
  private readonly shopById: Map<number, ShopRecord>;
  private readonly shopName: (shopId: number) => string;
  private readonly lineLoss: Amount;
  /** Per product id, from the period's sold lines. */
  readonly soldCosts = new Map<number, SoldCost>();
  /** Per product id: its lines sold at a price below cost (the product's exception, not theirs). */
  readonly belowCostSales = new Map<number, BelowCostSales>();
  /** Whether any sold line carried a cost price: the platform records them at all. */
  anyCost = false;

  constructor(
    private readonly rules: ScopeRules,
    private readonly limits: Limits,
  ) {
    this.shopById = new Map(rules.shops.map((shop) => [shop.id, shop]));
    this.shopName = shopNameResolver(rules.shops);
    this.lineLoss = parseAmount(limits.line_loss);
  }

  private where(day: string, shopId: number) {
    return {
      day,
      location_id: this.shopById.get(shopId)?.location_id ?? null,
      shop_id: shopId,
      shop_name: this.shopName(shopId),
    };
  }

  private tally(day: string, shopId: number): DayShopTally {
    const key = `${day}|${shopId}`;
    let tally = this.days.get(key);
    if (!tally) {
      tally = { day, shopId, sold: ZERO, returned: ZERO, returnsByOrder: new Map() };
      this.days.set(key, tally);
    }
    return tally;
  }

  private addMovements({ order, purchaseDay }: ScopedOrder): void {
    const tally = this.tally(purchaseDay, order.shop_id);
    for (const line of order.order_items) {
      if (!line.is_turnover) continue;
      const { sold, returned } = movementOf(line);
      tally.sold = add(tally.sold, sold.gross);
      tally.returned = add(tally.returned, returned.gross);
      addReturn(tally, order, returned.gross);
    }
  }

  private checkDiscount({ order, purchaseDay }: ScopedOrder): void {
    const discount = parseAmount(order.discount_value_wt);
    if (!isPositive(discount)) return;
    // value_wt is after discount and lowered by a later refund: before = both added back.
    const before = add(
      add(parseAmount(order.value_wt), parseAmount(order.refunded_price_wt)),
      discount,
    );
    const share = percentage(discount, before);
    if (share === null || share <= this.limits.discount_share) return;
    this.found.push(
      exception({
        kind: 'discount',
        ...this.where(purchaseDay, order.shop_id),
        subject: { type: 'order', id: order.id, label: order.number || String(order.id) },
        amount: toJsonNumber(discount),
        measured: share,
        threshold: this.limits.discount_share,
        unit: 'percent',
        orders_path: orderPath(order.id),
      }),
    );
  }

  private checkLines({ order, purchaseDay }: ScopedOrder): void {
    for (const line of order.order_items) {
      if (!line.is_turnover || line.quantity <= 0 || line.product_id === null) continue;
      const cost = line.cost_ppu === null ? null : parseAmount(line.cost_ppu);
      if (cost !== null) this.anyCost = true;
      learnCost(this.soldCosts, line.product_id, {
        costPpu: cost,
        at: [purchaseDay, order.id, line.id],
        sku: line.sku,
        name: line.name,
      });
      if (cost === null || isZero(cost)) continue;
      const loss = subtract(multiply(cost, line.quantity), parseAmount(line.price));
      const ppu = parseAmount(line.ppu);
      if (compare(ppu, cost) < 0) {
        const sale = { orderId: order.id, day: purchaseDay, lineId: line.id, ppu, cost, loss };
        addBelowCostSale(this.belowCostSales, line.product_id, {
          ...sale,
          quantity: line.quantity,
        });
        continue;
      }
      if (compare(loss, this.lineLoss) <= 0 || !isPositive(loss)) continue;
      const label = `${order.number || order.id}: ${line.sku} ${line.name}`.trim();
      this.found.push(
        exception({
          kind: 'line_below_cost',
          ...this.where(purchaseDay, order.shop_id),
          subject: { type: 'order_line', id: line.id, label },
          amount: toJsonNumber(loss),
          measured: toJsonNumber(loss),
          threshold: toJsonNumber(this.lineLoss),
          unit: 'EUR',
          orders_path: orderPath(order.id),
        }),
      );
    }
  }

  sums(): OrderExceptionSums {
    const { days, found, soldCosts, belowCostSales, anyCost } = this;
    return { days, found, soldCosts, belowCostSales, anyCost };
  }

  /** Another part's exceptions: its days are its own, its products' figures add up. */
  absorb(sums: OrderExceptionSums): void {
    for (const [key, tally] of sums.days) {
      this.days.set(key, { ...tally, returnsByOrder: new Map(tally.returnsByOrder) });
    }
    this.found.push(...sums.found);
    for (const [productId, cost] of sums.soldCosts) mergeSoldCost(this.soldCosts, productId, cost);
    for (const [productId, sales] of sums.belowCostSales) {
      const held = this.belowCostSales.get(productId);
      if (held) mergeBelowCostSales(held, sales);
      else this.belowCostSales.set(productId, { ...sales, orderIds: new Set(sales.orderIds) });
    }
    this.anyCost ||= sums.anyCost;
  }

  /** One page of orders with the payments of exactly those orders, as ReportTotals takes. */
  addOrders(orders: readonly OrderRecord[], payments: readonly OrderPaymentRecord[]): void {
    const parts = datedSalesRefundsAndPayments(orders, payments, this.rules);
    for (const sale of parts.sales) {
      this.addMovements(sale);
      this.checkDiscount(sale);
      this.checkLines(sale);
    }
    for (const creditNote of parts.creditNotes) this.addMovements(creditNote);
  }

  /** The day closings are the till exceptions' (till-exceptions.ts). */
  addDayClosings(_closings: readonly DayClosingRecord[]): void {}

  /** The discount and line exceptions, and each till's or shop's days of too many returns. */
  exceptions(linkOf: BackofficeLink = () => ''): Exception[] {
    const where = (day: string, shopId: number) => this.where(day, shopId);
    return [...this.found, ...refundExceptions(this.days.values(), this.limits, where, linkOf)];
  }
}
