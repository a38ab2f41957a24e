/**
 * Upstream rows to API rows for the catalog: pure mappings, prices kept exact through the
 * money module (4 decimals per unit) and tax fractions turned into percentages exactly.
 */
import type { Product, ProductPrice } from '../../../shared/api/catalog.js';
import { SALE_PRICE_TYPE_ID } from '../../../shared/api/catalog.js';
import { multiply, parseAmount, toWireNumber } from '../../../shared/money.js';
import type { ProductPriceRow, ShopProductRow } from '../../upstream/wire.js';

/** Prices per unit keep up to 4 decimals. */
export const PPU_DECIMALS = 4;
/** A fraction with up to 8 decimals is a percentage with up to 6. */
const PERCENT_DECIMALS = 6;

/** The upstream fraction as a percentage, exactly: 0.21 → 21, 0.07 → 7 (not 7.000000000000001). */
export const percentFromFraction = (fraction: number): number =>
  toWireNumber(multiply(parseAmount(fraction), 100), PERCENT_DECIMALS);

export const ppuOf = (value: number): number => toWireNumber(parseAmount(value), PPU_DECIMALS);

export const toProduct = (row: ShopProductRow): Product => ({
  id: row.flat_product.product.id,
  sku: row.flat_product.product.sku,
  title: row.flat_product.title,
  product_group_id: row.flat_product.product.product_group_id,
  stock: row.orderable_stock_value,
  shop_product_id: row.id,
});

export const isSalePriceRow = (row: Pick<ProductPriceRow, 'product_price_type_id'>): boolean =>
  row.product_price_type_id === SALE_PRICE_TYPE_ID;

export const toProductPrice = (row: ProductPriceRow): ProductPrice => ({
  id: row.id,
  product_id: row.product_id,
  product_price_type_id: row.product_price_type_id,
  is_sale_price: isSalePriceRow(row),
  ppu: ppuOf(row.ppu),
  ppu_wt: ppuOf(row.ppu_wt),
  tax_rate_id: row.tax_rate_id,
  currency: row.currency_iso3,
  from_qty: row.from_qty,
});
