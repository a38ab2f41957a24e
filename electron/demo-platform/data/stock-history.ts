/**
 * The demo's stock through its history, so that a series of stock snapshots shows something:
 * the stock moves with the orders' product lines and a delivery now and then. Today's stock is
 * the catalog's as it always was (catalog.ts draws it), and the history is worked back from
 * it: the stock at the end of a day is today's plus what left the shop after that day, less
 * what was delivered after it. So nothing the platform answers today changes, and any past
 * day's stock is made from the orders of the days after it, generated on demand like every
 * order (order-store.ts), from the seed alone.
 *
 * What moves the stock: a product line of an order in a status whose goods left the shop
 * (processing, complete, refunded: the statuses the service's report counts) sells its
 * quantity and takes back its refunded quantity, both on the purchase day. Deliveries come
 * every 60 to 119 days per product, 6 to 17 units, on a day fixed by the product's number.
 * Order edits (data/order-edit.ts) do not move the history: it follows the generated orders.
 * A product with unlimited stock has no count to follow, and a configurable parent is stocked
 * as its variants: both are left out.
 */
import type { LocalDate } from '../../../shared/dates.js';
import { idOf, type DemoAccount } from '../accounts.js';
import { dayNumberOf } from './calendar.js';
import type { DemoShopProduct } from './catalog.js';
import type { DemoOrder } from './order-rows.js';

/** One product's stock at the end of a day. */
export interface DemoStockLevel {
  product_id: number;
  stock: number;
}

/** The statuses whose goods left the shop (the service's report scope, sales-figures/scope.ts). */
const MOVING_STATUSES = new Set(['processing', 'complete', 'refunded']);

/** Which day, every how many days, and how much a product is delivered: from its number. */
export function deliveryOf(n: number): { every: number; phase: number; units: number } {
  const every = 60 + ((n * 37) % 60);
  return { every, phase: (n * 13) % every, units: 6 + (n % 12) };
}

/** The units each product's stock went down by through a day's orders (sold less taken back). */
export function unitsOut(orders: readonly DemoOrder[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const order of orders) {
    if (!MOVING_STATUSES.has(order.status)) continue;
    for (const item of order.order_items) {
      if (item.product_id === null || item.is_shipping || item.is_payment || item.is_discount) {
        continue;
      }
      const units = item.quantity - item.refunded_quantity;
      out.set(item.product_id, (out.get(item.product_id) ?? 0) + units);
    }
  }
  return out;
}

/** A configurable parent is not stocked itself (its variants are); unlimited stock has no count. */
export const isCounted = (product: DemoShopProduct): boolean =>
  product.flat_product.product.type !== 'configurable' &&
  !product.flat_product.product.product_stock.unlimited;

/** The stock a product shows today, as the service reads it: orderable, else counted. */
const stockNow = (product: DemoShopProduct): number =>
  product.orderable_stock_value ?? product.flat_product.product.product_stock.value;

export interface StockHistorySource {
  account: DemoAccount;
  shopProducts: readonly DemoShopProduct[];
  /** The history's days, oldest first; the last is today (or the end date). */
  dates: readonly LocalDate[];
  /** The generated orders of the day at this index of `dates`. */
  ordersOfDay(index: number): readonly DemoOrder[];
}

/** The stock at the end of a day (null: today), kept to walk on back from (`stockOn`'s `from`). */
export interface StockAt {
  date: LocalDate | null;
  levels: ReadonlyMap<number, number>;
}

function stockToday(source: StockHistorySource): StockAt {
  const levels = new Map<number, number>();
  for (const product of source.shopProducts)
    if (isCounted(product)) {
      levels.set(product.product_id, stockNow(product));
    }
  return { date: null, levels };
}

/**
 * Each limited product's stock at the end of `date`: today's for today or later, and for a
 * day before the history the stock at the history's start (nothing happened before it). From
 * `from`, a later day's stock known already, when given: a series of days asked latest first
 * walks back through each day once.
 */
export function stockOn(
  source: StockHistorySource,
  date: LocalDate,
  from: StockAt | null = null,
): StockAt {
  const start = from?.date && from.date >= date ? from : stockToday(source);
  const firstProduct = idOf(source.account, 'product', 0);
  const levels = new Map(start.levels);
  // Back from the start to the day after `date`: undo each day's moves.
  for (let index = source.dates.length - 1; index >= 0; index--) {
    const day = source.dates[index];
    if (day === undefined || day <= date) break;
    if (start.date !== null && day > start.date) continue;
    for (const [productId, units] of unitsOut(source.ordersOfDay(index))) {
      const level = levels.get(productId);
      if (level !== undefined) levels.set(productId, level + units);
    }
    const dayNumber = dayNumberOf(day);
    for (const [productId, level] of levels) {
      const delivery = deliveryOf(productId - firstProduct);
      if (dayNumber % delivery.every === delivery.phase) {
        levels.set(productId, level - delivery.units);
      }
    }
  }
  return { date, levels };
}
