/**
 * The order findings, added up a page of orders at a time as the report adds them
 * (fetch-report-rows.ts), each part on the day the report counts it (dated-orders.ts):
 * - refunds: a till's or shop's returns of a day (till returns and refunds recorded
 *   afterwards, incl. VAT) above a share of its sales that day, or above an amount;
 * - discount: an order whose discount is above a share of its price before discount;
 * - a line sold below its cost price because of a discount on that sale: its price excl. VAT,
 *   after discount, below cost_ppu × quantity by more than the threshold, while its unit price
 *   before discount (`ppu`) was not below cost.
 * A line whose unit price before discount was already below its cost was sold below cost
 * because of the product's price, not of that sale: it is not a finding of its own but is
 * counted into its product's `price_below_cost` finding (below-cost-sales.ts, product-findings.ts),
 * so a product priced below cost is one finding however often it sells.
 * It also learns each sold product's cost price from its lines, for product-findings.ts.
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
import { datedParts } from '../reports/dated-orders.js';
import { movementOf } from '../reports/line-movements.js';
import { shopNameResolver } from '../reports/names.js';
import type { ScopedOrder, ScopeRules } from '../reports/scope.js';
import { addBelowCostSale, type BelowCostSales } from './below-cost-sales.js';
import { addReturn, returnsOf, type BackofficeLink, type DayShopTally } from './day-returns.js';
import { dayOrdersPath, finding, orderPath, type Finding } from './finding.js';

/** What the period's lines say of a product's cost price. */
export interface SoldCost {
  /** The cost price per unit of its latest line that had one; null: none had one. */
  costPpu: Amount | null;
  latestDay: string;
  /** Some line of it had no cost price, or 0. */
  lacking: boolean;
  sku: string;
  name: string;
}

type Limits = Pick<
  ExceptionThresholdsInput,
  'refund_share' | 'refund_amount' | 'discount_share' | 'line_loss'
>;

export class OrderFindings {
  private readonly days = new Map<string, DayShopTally>();
  private readonly found: Finding[] = [];
  private readonly shopById: Map<number, ShopRecord>;
  private readonly shopName: (shopId: number) => string;
  private readonly lineLoss: Amount;
  /** Per product id, from the period's sold lines. */
  readonly soldCosts = new Map<number, SoldCost>();
  /** Per product id: its lines sold at a price below cost (the product's finding, not theirs). */
  readonly belowCostSales = new Map<number, BelowCostSales>();
  /** Whether any sold line carried a cost price: the platform records them at all. */
  anyCost = false;

  constructor(
    private readonly rules: ScopeRules,
    private readonly limits: Limits,
    private readonly linkOf: BackofficeLink = () => '',
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
      finding({
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
      this.learnCost(line.product_id, cost, purchaseDay, line.sku, line.name);
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
        finding({
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

  private learnCost(
    productId: number,
    cost: Amount | null,
    day: string,
    sku: string,
    name: string,
  ): void {
    const known = this.soldCosts.get(productId);
    const lacking = cost === null || isZero(cost);
    if (cost !== null) this.anyCost = true;
    if (!known) {
      this.soldCosts.set(productId, { costPpu: cost, latestDay: day, lacking, sku, name });
      return;
    }
    known.lacking ||= lacking;
    if (cost !== null && (known.costPpu === null || day >= known.latestDay)) {
      known.costPpu = cost;
      known.latestDay = day;
    }
  }

  /** One page of orders with the payments of exactly those orders, as ReportTotals takes. */
  addOrders(orders: readonly OrderRecord[], payments: readonly OrderPaymentRecord[]): void {
    const parts = datedParts(orders, payments, this.rules);
    for (const sale of parts.sales) {
      this.addMovements(sale);
      this.checkDiscount(sale);
      this.checkLines(sale);
    }
    for (const creditNote of parts.creditNotes) this.addMovements(creditNote);
  }

  /** The day closings are the till findings' (till-findings.ts). */
  addDayClosings(_closings: readonly DayClosingRecord[]): void {}

  /** The discount and line findings, and each till's or shop's days of too many returns. */
  findings(): Finding[] {
    const share = this.limits.refund_share;
    const amount = parseAmount(this.limits.refund_amount);
    const refunds: Finding[] = [];
    for (const tally of this.days.values()) {
      if (!isPositive(tally.returned)) continue;
      const overAmount = compare(tally.returned, amount) > 0;
      const returnedShare = percentage(tally.returned, tally.sold);
      // Returns on a day without sales are above any share of them.
      const overShare = returnedShare === null || returnedShare > share;
      if (!overAmount && !overShare) continue;
      // Above the amount: measured in euros; else above the share (undefined without sales,
      // so the measure is null: returns on a day that sold nothing exceed any share of it).
      refunds.push(
        finding({
          kind: 'refunds',
          ...this.where(tally.day, tally.shopId),
          subject: { type: 'till_day', id: tally.shopId, label: this.shopName(tally.shopId) },
          amount: toJsonNumber(tally.returned),
          measured: overAmount ? toJsonNumber(tally.returned) : returnedShare,
          threshold: overAmount ? toJsonNumber(amount) : share,
          unit: overAmount ? 'EUR' : 'percent',
          orders_path: dayOrdersPath(tally.day, tally.shopId),
          returns: returnsOf(tally, this.linkOf),
        }),
      );
    }
    return [...this.found, ...refunds];
  }
}
