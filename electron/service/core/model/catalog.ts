/**
 * The domain's own types for the catalog: a product as a shop lists it, with the prices it
 * carries, and a price row with its quantity tier.
 *
 * The platform nests a shop product's article (its id, sku, type, group, stock) under
 * `flat_product.product`; that nesting is not part of these types. The data layer reads it
 * (data/platform/product-rows.ts: articleOf, titleOf, stockOf, stockUnlimitedOf) instead of
 * copying each row into a flat object: the catalog is read 1,000 rows a page, 50,000 and
 * more on a first price list, and kept in the read model as the platform sent it.
 */

/** A price a product carries: regular (type 1), discount (6) or deposit (9), and others. */
export interface PriceRecord {
  id: number;
  product_id: number;
  product_price_type_id: number;
  /** Per unit, excluding and including VAT, as read (made exact to 4 decimals when shown). */
  ppu: number;
  ppu_wt: number;
  tax_rate_id: number;
  currency_iso3?: string | undefined;
}

/** A price row with its quantity tier (null: from one unit). */
export interface ProductPriceRecord extends PriceRecord {
  from_qty: number | null;
}

/** A product as one shop lists it. */
export interface CatalogProductRecord {
  /** The shop product's id (one product may be listed by several shops). */
  id: number;
  date_updated: string;
  /** The price the shop charges now: the regular price, or a discount price (type 6). */
  product_price?: PriceRecord | null | undefined;
  /** The regular price (type 1). */
  product_default_price?: PriceRecord | null | undefined;
  /** A deposit (statiegeld) charged on top (type 9). */
  product_emballage_price?: PriceRecord | null | undefined;
}

/** The article a catalog product lists: the product itself, the same in every shop. */
export interface CatalogArticle {
  /** The product's id (what prices and order lines name). */
  id: number;
  sku: string;
  /** simple, configurable (a parent), configurable_assign (a variant of a parent), ... */
  type: string;
  product_group_id?: number | null | undefined;
}
