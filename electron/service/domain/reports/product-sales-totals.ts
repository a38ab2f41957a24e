/**
 * The financial report's turnover lines added up per product instead of per group: what each
 * product sold, what came back, its turnover, cost of goods and lines without a cost price.
 * The lines are the report's own (dated-orders.ts: a sale on its purchase day, a refund on
 * the day it was paid back, as a credit note), moved and costed by the report's functions
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
import { datedParts } from './dated-orders.js';
import type { ReportRowSink } from './fetch-report-rows.js';
import { costOf, movementOf } from './line-movements.js';
import type { ScopeRules } from './scope.js';

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
}

const emptyFigures = (line: OrderLineRecord): ProductFigures => ({
  productId: line.product_id,
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
    let figures = products.get(line.product_id);
    if (!figures) {
      figures = emptyFigures(line);
      products.set(line.product_id, figures);
    }
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
      if (figures.lastSoldOn === null || compareDates(day, figures.lastSoldOn) >= 0) {
        figures.lastSoldOn = day;
        // The newest sale names the product: a renamed product shows its current name.
        figures.sku = line.sku;
        figures.title = line.name;
        figures.productGroupId = line.product_group_id;
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

/** The products of the report's range, added up a page of orders at a time. */
export class ProductSalesTotals implements ReportRowSink {
  readonly products = new Map<number | null, ProductFigures>();
  private readonly rules: ScopeRules;
  private readonly filter: ProductLineFilter;

  constructor({ from, to, locationId, shops }: ScopeRules, filter: ProductLineFilter = {}) {
    this.rules = { from, to, locationId, shops };
    this.filter = filter;
  }

  /** One page of orders with the payments of exactly those orders, as ReportTotals takes it. */
  addOrders(orders: readonly OrderRecord[], payments: readonly OrderPaymentRecord[]): void {
    const parts = datedParts(orders, payments, this.rules);
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
