/**
 * The financial report's turnover lines added up per product instead of per group: what each
 * product sold, what came back, its turnover, cost of goods and lines without a cost price.
 * The lines are the report's own (refund-and-payment-dating.ts: a sale on its purchase day, a
 * refund on the day it was paid back, as a credit note), moved and costed by the report's functions
 * (line-movements.ts), so the products' sums are the report's turnover_by_group total and
 * total_cost_of_goods_sold to the cent. Orders come a page at a time, as to ReportTotals.
 */
import { compareDates, type LocalDate } from '../../../../shared/dates.js';
import { abs, add, parseAmount, subtract, ZERO, type Amount } from '../../../../shared/money.js';
import type {
  DayClosingRecord,
  OrderLineRecord,
  OrderPaymentRecord,
  OrderRecord,
} from '../../core/model/sales.js';
import { datedSalesRefundsAndPayments } from './refund-and-payment-dating.js';
import { costOf, movementOf } from './line-movements.js';
import type { ScopeRules } from './scope.js';
import type { SumKind, SummedSink } from './summed-sink.js';

/** One product's figures, exact. Quantities are decimals, kept exact the way money is. */
export interface ProductFigures {
  productId: number | null;
  /** As the latest sale line of the range names it (a line of a credit note if none). */
  sku: string;
  title: string;
  productGroupId: number | null;
  quantitySold: Amount;
  quantityReturned: Amount;
  sold: Amount;
  soldWt: Amount;
  returned: Amount;
  returnedWt: Amount;
  cost: Amount;
  linesWithoutCost: number;
  /** The last day a sale line (quantity > 0) of it counts on; null: none in the range. */
  lastSoldOn: LocalDate | null;
  /** The line its sku, title and group are taken from (namingKeyOf): the greatest. */
  namedBy: NamingKey;
}

/**
 * Which line names a product: a sale line before a line taken back, then the latest day it
 * counts on, then the highest order id and line id. The newest sale names it, so a renamed
 * product shows its current name, whatever order its lines were added in.
 */
type NamingKey = readonly [sale: number, day: string, orderId: number, lineId: number];

const namingKeyOf = (line: OrderLineRecord, day: LocalDate, orderId: number): NamingKey => [
  line.quantity > 0 ? 1 : 0,
  day,
  orderId,
  line.id,
];

function namesBefore(a: NamingKey, b: NamingKey): boolean {
  for (let index = 0; index < a.length; index += 1) {
    if (a[index] !== b[index]) return (a[index] ?? 0) < (b[index] ?? 0);
  }
  return false;
}

/** The product's names taken from the line `key` is of. */
function nameBy(figures: ProductFigures, line: OrderLineRecord, key: NamingKey): void {
  figures.namedBy = key;
  figures.sku = line.sku;
  figures.title = line.name;
  figures.productGroupId = line.product_group_id;
}

const emptyFigures = (line: OrderLineRecord, namedBy: NamingKey): ProductFigures => ({
  productId: line.product_id,
  namedBy,
  sku: line.sku,
  title: line.name,
  productGroupId: line.product_group_id,
  quantitySold: ZERO,
  quantityReturned: ZERO,
  sold: ZERO,
  soldWt: ZERO,
  returned: ZERO,
  returnedWt: ZERO,
  cost: ZERO,
  linesWithoutCost: 0,
  lastSoldOn: null,
});

/** Which lines count: the report's turnover lines, of one group when asked. */
interface ProductLineFilter {
  /** undefined: every group. */
  productGroupId?: number | undefined;
}

/**
 * Adds one order's turnover lines to the products' figures in place. `countsLines` is false
 * for a credit note: its lines are lines of the sale, counted with it (revenue.ts).
 */
export function addProductLines(
  products: Map<number | null, ProductFigures>,
  order: OrderRecord,
  day: LocalDate,
  countsLines: boolean,
  filter: ProductLineFilter = {},
): void {
  for (const line of order.order_items) {
    if (!line.is_turnover) continue;
    if (filter.productGroupId !== undefined && line.product_group_id !== filter.productGroupId) {
      continue;
    }
    const key = namingKeyOf(line, day, order.id);
    let figures = products.get(line.product_id);
    if (!figures) {
      figures = emptyFigures(line, key);
      products.set(line.product_id, figures);
    } else if (namesBefore(figures.namedBy, key)) nameBy(figures, line, key);
    const { sold, returned } = movementOf(line);
    figures.sold = add(figures.sold, sold.net);
    figures.soldWt = add(figures.soldWt, sold.gross);
    figures.returned = add(figures.returned, returned.net);
    figures.returnedWt = add(figures.returnedWt, returned.gross);
    figures.cost = add(figures.cost, costOf(line));
    if (line.cost_ppu === null && countsLines) figures.linesWithoutCost += 1;
    const quantity = parseAmount(line.quantity);
    if (line.quantity > 0) {
      figures.quantitySold = add(figures.quantitySold, quantity);
      if (figures.lastSoldOn === null || compareDates(day, figures.lastSoldOn) > 0) {
        figures.lastSoldOn = day;
      }
    } else if (line.quantity < 0) {
      figures.quantityReturned = add(figures.quantityReturned, abs(quantity));
    }
  }
}

/** A product's turnover (sales − returns), excl. and incl. VAT. */
export const productTurnover = (figures: ProductFigures) => ({
  turnover: subtract(figures.sold, figures.returned),
  turnover_wt: subtract(figures.soldWt, figures.returnedWt),
});

/** Each product's figures, by product id (null: lines without a product). */
export type ProductSums = Map<number | null, ProductFigures>;

/** Adds another part's figures of one product (`from`) into `into`, as its lines would. */
function mergeFigures(into: ProductFigures, from: ProductFigures): void {
  into.quantitySold = add(into.quantitySold, from.quantitySold);
  into.quantityReturned = add(into.quantityReturned, from.quantityReturned);
  into.sold = add(into.sold, from.sold);
  into.soldWt = add(into.soldWt, from.soldWt);
  into.returned = add(into.returned, from.returned);
  into.returnedWt = add(into.returnedWt, from.returnedWt);
  into.cost = add(into.cost, from.cost);
  into.linesWithoutCost += from.linesWithoutCost;
  if (into.lastSoldOn === null || (from.lastSoldOn !== null && from.lastSoldOn > into.lastSoldOn)) {
    into.lastSoldOn = from.lastSoldOn;
  }
  if (namesBefore(into.namedBy, from.namedBy)) {
    into.namedBy = from.namedBy;
    into.sku = from.sku;
    into.title = from.title;
    into.productGroupId = from.productGroupId;
  }
}

/** The products' figures kept per day and month (day-sums.ts), per location and group. */
export const productSalesSums = (
  rules: ScopeRules,
  filter: ProductLineFilter = {},
): SumKind<ProductSums, ProductSalesTotals> => ({
  key: `product-sales|location:${rules.locationId ?? '*'}|group:${filter.productGroupId ?? '*'}`,
  sinkOf: (range) => new ProductSalesTotals({ ...rules, ...range }, filter),
});

/** The products of the report's range, added up a page of orders at a time. */
export class ProductSalesTotals implements SummedSink<ProductSums> {
  readonly products: ProductSums = new Map();
  private readonly rules: ScopeRules;
  private readonly filter: ProductLineFilter;

  constructor({ from, to, locationId, shops }: ScopeRules, filter: ProductLineFilter = {}) {
    this.rules = { from, to, locationId, shops };
    this.filter = filter;
  }

  sums(): ProductSums {
    return this.products;
  }

  absorb(sums: ProductSums): void {
    for (const [productId, figures] of sums) {
      const held = this.products.get(productId);
      if (held) mergeFigures(held, figures);
      else this.products.set(productId, { ...figures });
    }
  }

  /** One page of orders with the payments of exactly those orders, as ReportTotals takes it. */
  addOrders(orders: readonly OrderRecord[], payments: readonly OrderPaymentRecord[]): void {
    const parts = datedSalesRefundsAndPayments(orders, payments, this.rules);
    for (const sale of parts.sales) {
      addProductLines(this.products, sale.order, sale.purchaseDay, true, this.filter);
    }
    for (const note of parts.creditNotes) {
      addProductLines(this.products, note.order, note.purchaseDay, false, this.filter);
    }
  }

  /** Cash differences belong to no product: the closings add nothing here. */
  addDayClosings(_closings: readonly DayClosingRecord[]): void {
    return;
  }
}
