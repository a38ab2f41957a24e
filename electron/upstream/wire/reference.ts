/**
 * Reference rows: tax rates, payment methods, shops, locations and product (turnover) groups.
 * Fields marked [assumed] are not in any public recording; they are read when a platform
 * sends them and never required. Evidence per field: docs/upstream.md.
 */
import { z } from 'zod';
import { decimal, optionalText, recordId } from './primitives.js';

export const taxRateRowSchema = z.object({
  id: recordId,
  name: optionalText,
  alias: optionalText,
  /** A fraction: 0.21 is 21 %. */
  value: decimal,
  country_iso2: optionalText,
});
export type TaxRateRow = z.output<typeof taxRateRowSchema>;

export const paymentMethodRowSchema = z.object({
  id: recordId,
  title: optionalText,
  eid: z.string().nullish(),
  image_url: z.string().nullish(),
  provider_method_type_id: recordId.nullish(),
  active: z.boolean().optional(),
  deleted: z.boolean().optional(),
  /** [assumed fields] */
  alias: z.string().nullish(),
  is_default: z.boolean().optional(),
  published: z.boolean().optional(),
  provider_method_type: z.object({ alias: z.string() }).nullish(),
});
export type PaymentMethodRow = z.output<typeof paymentMethodRowSchema>;

export const shopRowSchema = z.object({
  id: recordId,
  name: optionalText,
  alias: optionalText,
  /**
   * [assumed field] No recorded shop answer carries it (only `shop_type_id`, a number that
   * differs between installations); the connection webhook's shop does, alias WebWithSync.
   */
  shop_type: z.object({ alias: z.string() }).nullish(),
  shop_type_id: recordId.nullish(),
  published: z.boolean().optional(),
  deleted: z.boolean().optional(),
  /** [assumed field] The physical location a till stands at. */
  location_id: recordId.nullish(),
});
export type ShopRow = z.output<typeof shopRowSchema>;

export const locationRowSchema = z.object({
  id: recordId,
  name: optionalText,
  is_default: z.boolean().optional(),
  is_active: z.boolean().optional(),
  address: z
    .object({
      street: optionalText,
      streetnumber: optionalText,
      zipcode: optionalText,
      city: optionalText,
      country_iso2: optionalText,
    })
    .nullish(),
});
export type LocationRow = z.output<typeof locationRowSchema>;

/** [assumed call] ProductsModule::listProductGroups. */
export const productGroupRowSchema = z.object({
  id: recordId,
  name: optionalText,
  code: optionalText,
});
export type ProductGroupRow = z.output<typeof productGroupRowSchema>;
