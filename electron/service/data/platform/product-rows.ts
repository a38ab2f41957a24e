/**
 * Upstream rows to API rows for the catalog: pure mappings, prices kept exact through the
 * money module (4 decimals per unit) and tax fractions turned into percentages exactly.
 *
 * What the catalog lists (docs/upstream.md, "Products"): sellable articles, that is simple
 * products and the variants of configurable products (`configurable_assign`), each with its
 * own sku, price and stock. A configurable parent is only the container its variants are
 * chosen from, so it is not a row of its own (its stock would count the variants twice).
 */
import type { Product, ProductPrice } from '../../../../shared/api/catalog.js';
import { PRICE_TYPE } from '../../../../shared/api/catalog.js';
import { toJsonDecimals } from '../../../../shared/money.js';
import { inList } from '../../../upstream/filters.js';
import type { ShopProductRow } from '../../../upstream/wire.js';
import type {
  CatalogArticle,
  CatalogProductRecord,
  PriceRecord,
  ProductPriceRecord,
} from '../../core/model/catalog.js';

/** Prices per unit keep up to 4 decimals. */
export const PPU_DECIMALS = 4;

const CATALOG_PRODUCT_TYPES = ['simple', 'configurable_assign'] as const;

/** The product search's filter for the rows the catalog lists (as public code sends it). */
export const catalogTypeFilter = inList('flat_product/product/type', CATALOG_PRODUCT_TYPES);

/**
 * A price per unit as answered: exact to 4 decimals. A price the platform already sends with
 * at most 4 decimals is passed through as the same number (no exact-money round trip).
 */
export const ppuOf = (value: number): number => toJsonDecimals(value, PPU_DECIMALS);

/**
 * The platform's row behind a catalog product. Every catalog product the domain holds was
 * handed up by this layer as the parsed row itself (records.ts), so reading the row's own
 * nesting here is sound; it costs nothing, where a flat copy of each row would cost one
 * object per product on the first price list (docs/decisions/0087-service-layers.md).
 */
const platformRowOf = (product: CatalogProductRecord): ShopProductRow => product as ShopProductRow;

/** The article a catalog product lists (the platform nests it under `flat_product.product`). */
export const articleOf = (product: CatalogProductRecord): CatalogArticle =>
  platformRowOf(product).flat_product.product;

/** The product's title ("" when none). */
export const titleOf = (product: CatalogProductRecord): string =>
  platformRowOf(product).flat_product.title;

/** Whether the product's stock is unlimited (always orderable). */
export const stockUnlimitedOf = (product: CatalogProductRecord): boolean =>
  platformRowOf(product).flat_product.product.product_stock?.unlimited ?? false;

/**
 * The orderable stock when the platform gives it (it can be negative: sold beyond stock);
 * otherwise the stock count. The platform leaves the orderable stock out for products with
 * unlimited stock, where the count is informational and `stock_unlimited` says so.
 */
export function stockOf(product: CatalogProductRecord): number | null {
  const row = platformRowOf(product);
  return row.orderable_stock_value ?? row.flat_product.product.product_stock?.value ?? null;
}

export function toProduct(product: CatalogProductRecord): Product {
  const row = platformRowOf(product);
  return {
    id: row.flat_product.product.id,
    sku: row.flat_product.product.sku,
    title: row.flat_product.title,
    type: row.flat_product.product.type,
    product_group_id: row.flat_product.product.product_group_id ?? null,
    stock: stockOf(row),
    stock_unlimited: row.flat_product.product.product_stock?.unlimited ?? false,
    shop_product_id: row.id,
  };
}

/**
 * The price objects a shop product carries: its regular price, the current price when that
 * is another one (a discount), and a deposit. Each object appears once, by id.
 */
export function embeddedPricesOf(row: CatalogProductRecord): PriceRecord[] {
  const prices: PriceRecord[] = [];
  for (const price of [row.product_default_price, row.product_price, row.product_emballage_price]) {
    if (price && !prices.some((seen) => seen.id === price.id)) prices.push(price);
  }
  return prices;
}

export const toProductPrice = (row: ProductPriceRecord | PriceRecord): ProductPrice => ({
  id: row.id,
  product_id: row.product_id,
  product_price_type_id: row.product_price_type_id,
  is_sale_price: row.product_price_type_id === PRICE_TYPE.regular,
  ppu: ppuOf(row.ppu),
  ppu_wt: ppuOf(row.ppu_wt),
  tax_rate_id: row.tax_rate_id,
  currency: row.currency_iso3 ?? 'EUR',
  from_qty: 'from_qty' in row ? row.from_qty : null,
});

/** API price rows ordered as the endpoint lists them: by product, then by row id. */
export const byProductThenId = (a: ProductPrice, b: ProductPrice): number =>
  a.product_id - b.product_id || a.id - b.id;
