/**
 * Catalog rows: shop products as the platform's product search answers them, with their
 * prices embedded, and the price rows of the separate price call (assumed, see calls.ts).
 * Recorded shape: docs/upstream.md, "Products".
 */
import { z } from 'zod';
import { decimal, optionalText, recordId, timestamp } from './primitives.js';

/** A price object as embedded in a shop product; recorded rows carry no `from_qty`. */
const embeddedPriceSchema = z.object({
  id: recordId,
  product_id: recordId,
  product_price_type_id: recordId,
  ppu: decimal,
  ppu_wt: decimal,
  tax: decimal.optional(),
  tax_rate_id: recordId,
  currency_iso3: z.string().optional(),
  date_updated: timestamp.optional(),
});
export type EmbeddedPrice = z.output<typeof embeddedPriceSchema>;

/** Rows of ProductsModule::listProductPrices [assumed]: a price object plus its tier. */
export const productPriceRowSchema = embeddedPriceSchema.extend({
  from_qty: decimal.nullish().transform((value) => value ?? null),
});
export type ProductPriceRow = z.output<typeof productPriceRowSchema>;

const productStockSchema = z.object({
  value: decimal.nullish(),
  /** True: the product is always orderable; the platform then leaves out orderable_stock_value. */
  unlimited: z.boolean().optional(),
  in_stock: z.boolean().optional(),
});

export const shopProductRowSchema = z.object({
  /** The shop product id. */
  id: recordId,
  product_id: recordId,
  date_updated: timestamp,
  /** Absent when the stock is unlimited (and in some answers otherwise); may be negative. */
  orderable_stock_value: decimal.nullish(),
  /** The price the shop charges now: the regular price, or a discount price (type 6). */
  product_price: embeddedPriceSchema.nullish(),
  /** The regular price (type 1). */
  product_default_price: embeddedPriceSchema.nullish(),
  /** A deposit (statiegeld) charged on top (type 9). */
  product_emballage_price: embeddedPriceSchema.nullish(),
  flat_product: z.object({
    title: optionalText,
    product: z.object({
      id: recordId,
      sku: optionalText,
      /** simple, configurable (a parent), configurable_assign (a variant of a parent), ... */
      type: z.string(),
      /** [assumed field] Not in any recorded answer; read when a platform sends it. */
      product_group_id: recordId.nullish(),
      product_stock: productStockSchema.nullish(),
      date_updated: timestamp.optional(),
    }),
  }),
});
export type ShopProductRow = z.output<typeof shopProductRowSchema>;
export type ShopProductWire = z.input<typeof shopProductRowSchema>;
