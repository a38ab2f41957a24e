/**
 * The spec's recommended price-list join as pure functions: one row per product, its base
 * sale price, its discount and deposit prices when it has them, the VAT percentage from
 * the country's tax rates, and its cost price where one is given. Everything is looked up through Maps keyed by id, so 100,000
 * products join in linear time.
 */
import type { PriceListRow, Product, ProductPrice } from '../../../../shared/api/catalog.js';
import type { TaxRate, TurnoverGroup } from '../../../../shared/api/reference.js';
import type { CostSource } from '../../../../shared/api/stock-value.js';
import { PRICE_TYPE } from '../../../../shared/price-types.js';
import { ppuOf } from '../../data/platform/product-rows.js';

/**
 * What the join weighs of a price row. Its `ppu` and `ppu_wt` may be as the platform sent
 * them: only the rows a list row shows are brought to 4 decimals, in buildPriceList.
 */
export type SaleCandidate = Pick<
  ProductPrice,
  | 'id'
  | 'product_id'
  | 'product_price_type_id'
  | 'is_sale_price'
  | 'from_qty'
  | 'ppu'
  | 'ppu_wt'
  | 'tax_rate_id'
>;

/** A base row is a sale row (type 1) without a quantity threshold above 1. */
export const isBaseSaleRow = (row: SaleCandidate): boolean =>
  row.is_sale_price && (row.from_qty === null || row.from_qty <= 1);

/**
 * Which of two base rows wins: no threshold before a threshold, a lower threshold before a
 * higher one, then the lower id, so the choice never depends on the upstream's row order.
 */
function preferred<Row extends SaleCandidate>(a: Row, b: Row): Row {
  if ((a.from_qty === null) !== (b.from_qty === null)) return a.from_qty === null ? a : b;
  if (a.from_qty !== null && b.from_qty !== null && a.from_qty !== b.from_qty) {
    return a.from_qty < b.from_qty ? a : b;
  }
  return a.id <= b.id ? a : b;
}

/** The base sale row of one product's price rows, or null when it was never priced. */
export function pickBaseSaleRow<Row extends SaleCandidate>(rows: Iterable<Row>): Row | null {
  let best: Row | null = null;
  for (const row of rows) {
    if (isBaseSaleRow(row)) best = best === null ? row : preferred(best, row);
  }
  return best;
}

/** Base sale row per product id, in one pass over any number of price rows. */
export function baseSaleRowsByProduct<Row extends SaleCandidate>(
  rows: Iterable<Row>,
): Map<number, Row> {
  const byProduct = new Map<number, Row>();
  for (const row of rows) {
    if (!isBaseSaleRow(row)) continue;
    const current = byProduct.get(row.product_id);
    byProduct.set(row.product_id, current === undefined ? row : preferred(current, row));
  }
  return byProduct;
}

/** The first row of one type per product (by lowest id): discount and deposit prices. */
function firstOfTypeByProduct<Row extends SaleCandidate>(
  rows: Iterable<Row>,
  typeId: number,
): Map<number, Row> {
  const byProduct = new Map<number, Row>();
  for (const row of rows) {
    if (row.product_price_type_id !== typeId) continue;
    const current = byProduct.get(row.product_id);
    if (current === undefined || row.id < current.id) byProduct.set(row.product_id, row);
  }
  return byProduct;
}

/** A product's cost price and where it came from, as the price list shows it. */
export interface ProductCost {
  readonly cost_price: number;
  readonly cost_source: CostSource;
}

/**
 * The cost prices the list shows, by product id (the latest stock snapshot's:
 * stock-value/list-costs.ts); a product not in it shows none.
 */
export type ProductCosts = ReadonlyMap<number, ProductCost>;

/** A row's cost figures: the product's from `costs`, else null and null. */
export function costFiguresOf(
  costs: ProductCosts | undefined,
  productId: number,
): Pick<PriceListRow, 'cost_price' | 'cost_source'> {
  const cost = costs?.get(productId);
  return { cost_price: cost?.cost_price ?? null, cost_source: cost?.cost_source ?? null };
}

interface PriceListInputs {
  /** Products in the order the list should have; a product id seen twice is listed once. */
  products: Iterable<Product>;
  prices: readonly SaleCandidate[];
  /** The country's tax rates, `value` already a percentage. */
  taxRates: Iterable<TaxRate>;
  groups: Iterable<TurnoverGroup>;
  costs?: ProductCosts | undefined;
}

export function buildPriceList(inputs: PriceListInputs): PriceListRow[] {
  const baseRows = baseSaleRowsByProduct(inputs.prices);
  const discountRows = firstOfTypeByProduct(inputs.prices, PRICE_TYPE.discount);
  const depositRows = firstOfTypeByProduct(inputs.prices, PRICE_TYPE.deposit);
  const percentByRate = new Map<number, number>();
  for (const rate of inputs.taxRates) percentByRate.set(rate.id, rate.value);
  const groupById = new Map<number, TurnoverGroup>();
  for (const group of inputs.groups) groupById.set(group.id, group);

  const rows: PriceListRow[] = [];
  const seen = new Set<number>();
  for (const product of inputs.products) {
    if (seen.has(product.id)) continue;
    seen.add(product.id);
    const base = baseRows.get(product.id) ?? null;
    const discount = discountRows.get(product.id) ?? null;
    const deposit = depositRows.get(product.id);
    const group =
      product.product_group_id === null ? undefined : groupById.get(product.product_group_id);
    rows.push({
      product_id: product.id,
      sku: product.sku,
      title: product.title,
      ppu_wt: base === null ? null : ppuOf(base.ppu_wt),
      ppu: base === null ? null : ppuOf(base.ppu),
      vat_percent: base === null ? null : (percentByRate.get(base.tax_rate_id) ?? null),
      tax_rate_id: base?.tax_rate_id ?? null,
      discount_ppu_wt: discount === null ? null : ppuOf(discount.ppu_wt),
      discount_ppu: discount === null ? null : ppuOf(discount.ppu),
      deposit_ppu_wt: deposit === undefined ? null : ppuOf(deposit.ppu_wt),
      ...costFiguresOf(inputs.costs, product.id),
      stock: product.stock,
      stock_unlimited: product.stock_unlimited,
      product_group_id: product.product_group_id,
      product_group_code: group?.code ?? null,
      product_group_name: group?.name ?? null,
    });
  }
  return rows;
}
