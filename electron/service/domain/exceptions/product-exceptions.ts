/**
 * The catalog's exceptions, a page of shop products at a time: the products never priced (no
 * regular sale price), one with negative stock (sold beyond stock; unlimited stock never
 * counts), one whose current sale price (excl. VAT) is below its cost price, and the sold
 * products whose lines carry no cost price or 0 (their margin is not to be trusted).
 * Never priced and sold on lines without a cost price are standing states of a catalog, not
 * news: each is one exception whose `products` are those in that state (`catalogState`), with
 * one id while the state lasts (0090's addendum, "A catalog state is one finding").
 *
 * The cost price is the one the period's sold lines carry (order-exceptions.ts): the platform
 * embeds no cost in a shop product, and its cost rows come only from the per-product price
 * call, which a whole catalog's check cannot afford on every ask (docs/decisions, slug
 * `exceptions`). So the cost kinds cover the products sold in the asked period. Whether a
 * product in stock has a cost price at all is the stock value's to say, from its latest
 * snapshot (stock-exceptions.ts, decision 0132); this pass keeps the names it shows them by.
 */
import { compare, parseAmount, toJsonNumber, ZERO, type Amount } from '../../../../shared/money.js';
import { PRICE_TYPE } from '../../../../shared/price-types.js';
import type { CatalogProductRecord } from '../../core/model/catalog.js';
import { articleOf, stockOf, stockUnlimitedOf, titleOf } from '../../data/platform/product-rows.js';
import type { CatalogStateKind, ExceptionProduct } from '../../../../shared/api/exceptions.js';
import { belowCostOrdersPath, exception, type Exception } from './exception.js';
import type { BelowCostSales } from './below-cost-sales.js';
import type { SoldCost } from './sold-costs.js';
import type { StockCostRow } from '../../data/platform/stock-cost-rows.js';
import { negativeStockStake } from './value-at-stake.js';

const productException = (
  fields: Pick<Exception, 'kind' | 'amount' | 'measured' | 'threshold' | 'unit'> &
    Partial<Pick<Exception, 'orders_path' | 'sold_below_cost' | 'order_ids'>>,
  productId: number,
  label: string,
): Exception =>
  exception({
    orders_path: null,
    ...fields,
    day: null,
    location_id: null,
    shop_id: null,
    shop_name: null,
    subject: { type: 'product', id: productId, label },
  });

/** The API's words for how many (the screen says it in the user's language). */
const productsLabel = (count: number): string => `${count} product${count === 1 ? '' : 's'}`;

const bySku = (a: ExceptionProduct, b: ExceptionProduct): number =>
  a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : a.id - b.id;

/**
 * One exception for a kind of catalog state, its products listed by SKU; none when no product is
 * in it. Its key has no day, no location and no product (subject `products:0`), so its id is
 * the kind's alone: the same while the state lasts, whatever products come and go in it.
 */
export function catalogState(
  kind: CatalogStateKind,
  products: readonly ExceptionProduct[],
): Exception | null {
  if (products.length === 0) return null;
  return exception({
    kind,
    day: null,
    location_id: null,
    shop_id: null,
    shop_name: null,
    subject: { type: 'products', id: 0, label: productsLabel(products.length) },
    amount: null,
    measured: null,
    threshold: null,
    unit: null,
    orders_path: null,
    products: [...products].sort(bySku),
  });
}

/** The period and scope the sold lines were read for: where a product's orders are listed. */
export interface SalesRange {
  from: string;
  to: string;
  locationId: number | null;
}

const labelOf = (sku: string, title: string, id: number) =>
  [sku, title].filter((part) => part !== '').join(' ') || String(id);

/** The regular sale price the product carries, if any (product_price is it without a discount). */
function regularPriceOf(row: CatalogProductRecord) {
  if (row.product_default_price) return row.product_default_price;
  const current = row.product_price;
  return current && current.product_price_type_id === PRICE_TYPE.regular ? current : null;
}

export class ProductExceptions {
  private readonly found: Exception[] = [];
  private readonly neverPriced: ExceptionProduct[] = [];
  private readonly seen = new Set<number>();
  /**
   * Each product's current sale price excl. VAT and label, held until the period's cost
   * prices are known (the catalog and the orders are read side by side).
   */
  private readonly prices = new Map<number, { sale: Amount; label: string; title: string }>();
  /**
   * The sku and title of every product, whatever its stock: a stock snapshot's product may have
   * unlimited stock or none by now, and is still named as the catalog names it (decision 0132).
   */
  private readonly named = new Map<number, ExceptionProduct>();

  /** One page of the catalog; a product listed by two shop products counts once. */
  addProducts(rows: readonly CatalogProductRecord[]): void {
    for (const row of rows) {
      const product = articleOf(row);
      if (this.seen.has(product.id)) continue;
      this.seen.add(product.id);
      const label = labelOf(product.sku, titleOf(row), product.id);
      const named = { id: product.id, sku: product.sku, title: titleOf(row) };
      this.named.set(product.id, named);
      if (regularPriceOf(row) === null) this.neverPriced.push(named);
      const stock = stockOf(row);
      if (stock !== null && stock < 0 && !stockUnlimitedOf(row)) {
        this.found.push(
          productException(
            {
              kind: 'negative_stock',
              amount: null,
              measured: stock,
              threshold: 0,
              unit: 'quantity',
            },
            product.id,
            label,
          ),
        );
      }
      this.keepPrice(row, product.id, label, titleOf(row));
    }
  }

  /**
   * A stock snapshot's product as the catalog names it now; one no longer in it by its id
   * alone, with no sku or title.
   */
  namedProduct(productId: number): ExceptionProduct {
    return this.named.get(productId) ?? { id: productId, sku: '', title: '' };
  }

  /** Whether a product is below zero: only then are the cost rows needed (negative_stock). */
  get anyNegativeStock(): boolean {
    return this.found.some((found) => found.kind === 'negative_stock');
  }

  private keepPrice(row: CatalogProductRecord, productId: number, label: string, title: string) {
    const price = row.product_price ?? regularPriceOf(row);
    if (price) this.prices.set(productId, { sale: parseAmount(price.ppu), label, title });
  }

  /**
   * A product priced below its cost: its current price below the cost its latest line carried, or
   * lines of the period sold at a unit price (before discount) below their cost: the price they
   * carried, so a price raised since still answers for those sales (0090's addendum, "Sold below
   * cost, once"). One exception per product, whose loss and orders are those lines'.
   */
  private priceBelowCost(
    productId: number,
    cost: Amount | null,
    sales: BelowCostSales | undefined,
    range: SalesRange,
    soldLabel: string,
  ): Exception | null {
    const price = this.prices.get(productId);
    const now =
      price && cost !== null && compare(price.sale, cost) < 0 ? { ppu: price.sale, cost } : null;
    const unit = now ?? sales?.latest;
    if (!unit) return null;
    return productException(
      {
        kind: 'price_below_cost',
        amount: toJsonNumber(sales?.loss ?? ZERO),
        measured: toJsonNumber(unit.ppu, 4),
        threshold: toJsonNumber(unit.cost, 4),
        unit: 'EUR',
        sold_below_cost: toJsonNumber(sales?.quantity ?? ZERO, 4),
        order_ids: [...(sales?.orderIds ?? [])].sort((a, b) => a - b),
        orders_path: sales ? belowCostOrdersPath(range, productId) : null,
      },
      productId,
      price?.label ?? soldLabel,
    );
  }

  /**
   * The catalog's exceptions, and those of the period's sold products (`soldCosts`; null: the
   * platform records no cost prices, so neither cost kind is checked); `costRows` values the
   * negative stock (value-at-stake.ts).
   */
  exceptions(
    soldCosts: ReadonlyMap<number, SoldCost> | null,
    belowCostSales: ReadonlyMap<number, BelowCostSales>,
    range: SalesRange,
    costRows: ReadonlyMap<number, StockCostRow>,
  ): Exception[] {
    const fromCosts: Exception[] = [];
    const uncosted: ExceptionProduct[] = [];
    for (const [productId, sold] of soldCosts ?? []) {
      const below = this.priceBelowCost(
        productId,
        sold.costPpu,
        belowCostSales.get(productId),
        range,
        labelOf(sold.sku, sold.name, productId),
      );
      if (below) fromCosts.push(below);
      if (sold.lacking) {
        // The catalog's title where the product is still in it, else the one its line carried.
        const title = this.prices.get(productId)?.title ?? sold.name;
        uncosted.push({ id: productId, sku: sold.sku, title });
      }
    }
    const noCost = soldCosts === null ? null : catalogState('no_cost_price', uncosted);
    const states = [catalogState('never_priced', this.neverPriced), noCost].filter(
      (state) => state !== null,
    );
    // A copy of each: the catalog's own are kept for the next ask (catalog-exceptions.ts).
    const negative = this.found.map((found) => ({
      ...found,
      value_at_stake: negativeStockStake(
        found.measured ?? 0,
        costRows.get(found.subject.id),
        soldCosts?.get(found.subject.id)?.costPpu ?? null,
      ),
    }));
    return [...states, ...negative, ...fromCosts];
  }
}
