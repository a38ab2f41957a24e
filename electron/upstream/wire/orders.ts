/**
 * Orders, their lines and taxes, payments and day closings. The order shape follows the
 * platform's recorded order payloads (money as decimal strings, short offsets, refunds as
 * `refunded_quantity` on a line that keeps its positive quantity, the billing name under
 * `address_billing`); the list calls that serve them are [assumed], see calls.ts.
 */
import { z } from 'zod';
import { NON_TURNOVER_KINDS } from '../../../shared/api/orders.js';
import { decimal, lineTotal, optionalText, recordId, timestamp } from './primitives.js';

const zeroWhenAbsent = decimal.nullish().transform((value) => value ?? 0);
const nullWhenAbsent = <Schema extends z.ZodType>(schema: Schema) =>
  schema.nullish().transform((value) => value ?? null);

const contactSetSchema = z.object({ name: z.string().nullish(), email: z.string().nullish() });

/** A billing address: the recorded payloads nest the name and contact under `address_billing`. */
const billingAddressSchema = z.object({
  name: z.string().nullish(),
  contact_set: contactSetSchema.nullish(),
  address_billing: z
    .object({ name: z.string().nullish(), contact_set: contactSetSchema.nullish() })
    .nullish(),
});

export type NonTurnoverKind = (typeof NON_TURNOVER_KINDS)[number];

const itemSchema = z.object({
  id: recordId,
  sku: optionalText,
  name: optionalText,
  product_id: nullWhenAbsent(recordId),
  /** Negative on a till return line; a refund keeps it positive and sets refunded_quantity. */
  quantity: decimal,
  /** How much of the line was refunded afterwards (0 when absent). */
  refunded_quantity: zeroWhenAbsent,
  ppu: decimal,
  ppu_wt: decimal,
  /** Line totals after discount, signed like quantity, to the cent. */
  price: lineTotal,
  price_wt: lineTotal,
  /** A fraction: 0.21 is 21 %. */
  tax: zeroWhenAbsent,
  tax_rate_id: nullWhenAbsent(recordId),
  is_shipping: z.boolean().optional(),
  is_payment: z.boolean().optional(),
  is_discount: z.boolean().optional(),
  /** Recorded on newer payloads; a line without it is turnover. */
  is_turnover: z
    .boolean()
    .nullish()
    .transform((value) => value ?? true),
  /** Recorded orders carry the group only here, under the line's flat product. */
  flat_product: z
    .object({ product: z.object({ product_group_id: recordId.nullish() }).nullish() })
    .nullish(),
  /** [assumed fields] A line without them has no group of its own and no known cost. */
  product_group_id: recordId.nullish(),
  cost_ppu: nullWhenAbsent(decimal),
  non_turnover_kind: nullWhenAbsent(z.enum(NON_TURNOVER_KINDS)),
});

/** A line with its group taken from where the platform puts it. */
const orderItemRowSchema = itemSchema.transform(({ flat_product, ...item }) => ({
  ...item,
  product_group_id: item.product_group_id ?? flat_product?.product?.product_group_id ?? null,
}));
export type OrderItemRow = z.output<typeof orderItemRowSchema>;

const orderTaxRowSchema = z.object({
  tax_rate_id: nullWhenAbsent(recordId),
  tax: decimal,
  row_total: decimal,
  row_total_wt: decimal,
  value: decimal,
});
export type OrderTaxRow = z.output<typeof orderTaxRowSchema>;

export const orderRowSchema = z.object({
  id: recordId,
  number: optionalText,
  shop_id: recordId,
  /** [assumed field] */
  location_id: nullWhenAbsent(recordId),
  /** Known values: new, processing, on_hold, complete, refunded, cancelled. */
  status: z.string(),
  is_paid: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  date_purchased: timestamp,
  date_updated: timestamp,
  currency_iso3: z
    .string()
    .nullish()
    .transform((value) => value ?? 'EUR'),
  value: decimal,
  value_wt: decimal,
  discount_value: zeroWhenAbsent,
  discount_value_wt: zeroWhenAbsent,
  /** What was refunded of the order afterwards; `value_wt` is already lowered by it. */
  refunded_price_wt: zeroWhenAbsent,
  relation_data: z.object({ id: recordId.nullish(), name: z.string().nullish() }).nullish(),
  billing_address: billingAddressSchema.nullish(),
  order_items: z
    .array(orderItemRowSchema)
    .nullish()
    .transform((items) => items ?? []),
  order_taxes: z
    .array(orderTaxRowSchema)
    .nullish()
    .transform((taxes) => taxes ?? []),
});
export type OrderRow = z.output<typeof orderRowSchema>;
export type OrderWire = z.input<typeof orderRowSchema>;

/**
 * [assumed call] PaymentModule::listPayments, read in the shape of the recorded payment
 * objects (docs/upstream.md, "Payments"): they name no order and no shop (public code links a
 * payment to its order from the order's side), the method's type only by its per-account
 * `provider_method_type_id`, and `date_paid` only once paid (absent while open, null when
 * expired). The fields marked [assumed] are read when a platform sends them.
 */
export const paymentRowSchema = z.object({
  id: recordId,
  /** [assumed field] Absent: the payment belongs to the order it was asked for. */
  order_id: nullWhenAbsent(recordId),
  /** [assumed field] */
  shop_id: nullWhenAbsent(recordId),
  /** Including VAT; negative for a refund. */
  amount: decimal,
  currency_iso3: z
    .string()
    .nullish()
    .transform((value) => value ?? 'EUR'),
  /** Recorded: open, paid, expired; also refunded, cancelled, pending, ... */
  status: z.string(),
  /** Null until the payment is paid. */
  date_paid: nullWhenAbsent(timestamp),
  provider_method: z.object({
    id: recordId,
    title: optionalText,
    provider_method_type_id: nullWhenAbsent(recordId),
    /** [assumed field] The type's alias, stable across accounts. */
    provider_method_type: nullWhenAbsent(z.object({ alias: z.string() })),
  }),
});
export type PaymentRow = z.output<typeof paymentRowSchema>;
export type PaymentWire = z.input<typeof paymentRowSchema>;

/** [assumed call] PosModule::listDayClosings. */
export const dayClosingRowSchema = z.object({
  id: recordId,
  shop_id: recordId,
  location_id: nullWhenAbsent(recordId),
  /** Local date `YYYY-MM-DD`. */
  date: z.string(),
  expected_cash: decimal,
  counted_cash: decimal,
});
export type DayClosingRow = z.output<typeof dayClosingRowSchema>;
