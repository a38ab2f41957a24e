/**
 * The domain's own types for what was sold: an order (a sale at the till or in the web
 * shop), its lines and tax lines, its payments, and a till's day closing. The domain
 * computes on these, never on the platform's rows (upstream/wire/): the data layer hands
 * its parsed rows up as these types, checked at its edge (data/platform/records.ts), so a
 * row is not copied to become one. Money fields are decimals as read; the money module
 * makes them exact where they are summed.
 *
 * Field names are the platform's where the parsed row already has the shape (a rename would
 * cost a copy of every row on the report's path, and the read model keeps the rows as read);
 * where the platform nests a field in its own way (the billing name and contact), the field
 * is not here and the data layer reads it (data/platform/order-fields.ts).
 */
import type { NON_TURNOVER_KINDS } from '../../../../shared/api/orders.js';

/** Why a line is not turnover: a gift card sold, a tip, an invoice paid, a prepayment. */
export type NonTurnoverKind = (typeof NON_TURNOVER_KINDS)[number];

/** One line of an order. */
export interface OrderLineRecord {
  id: number;
  sku: string;
  name: string;
  product_id: number | null;
  /** Negative on a till return line; a refund keeps it positive and sets refunded_quantity. */
  quantity: number;
  /** How much of the line was refunded afterwards (0 when none). */
  refunded_quantity: number;
  ppu: number;
  ppu_wt: number;
  /** Line totals after discount, signed like quantity. */
  price: number;
  price_wt: number;
  /** A fraction: 0.21 is 21 %. */
  tax: number;
  tax_rate_id: number | null;
  /** A line the platform does not mark is turnover. */
  is_turnover: boolean;
  /** The line's turnover group, wherever the platform put it; null when it has none. */
  product_group_id: number | null;
  /** Cost per unit, when known. */
  cost_ppu: number | null;
  non_turnover_kind: NonTurnoverKind | null;
}

/** One tax line of an order: what one rate took of it. */
export interface OrderTaxRecord {
  tax_rate_id: number | null;
  tax: number;
  row_total: number;
  row_total_wt: number;
  value: number;
}

/** An order: a sale, a return or a refund, with its lines. */
export interface OrderRecord {
  id: number;
  /** The order's number as the shop shows it ("" when none). */
  number: string;
  shop_id: number;
  location_id: number | null;
  /** Known values: new, processing, on_hold, complete, refunded, cancelled. */
  status: string;
  is_paid: boolean;
  /** Timestamps as the platform writes them; read by shared/dates. */
  date_purchased: string;
  date_updated: string;
  currency_iso3: string;
  value: number;
  value_wt: number;
  discount_value: number;
  discount_value_wt: number;
  /** What was refunded of the order afterwards; `value_wt` is already lowered by it. */
  refunded_price_wt: number;
  /** The customer relation, when the sale has one. */
  relation_data?: { id?: number | null | undefined; name?: string | null | undefined } | null;
  order_items: OrderLineRecord[];
  order_taxes: OrderTaxRecord[];
}

/** A payment: money paid (or refunded, negative) for an order. */
export interface PaymentRecord {
  id: number;
  /** Null: the payment belongs to the order it was read for. */
  order_id: number | null;
  shop_id: number | null;
  /** Including VAT; negative for a refund. */
  amount: number;
  currency_iso3: string;
  /** open, paid, expired, refunded, cancelled, pending, ... */
  status: string;
  /** Null until the payment is paid. */
  date_paid: string | null;
  /** How it was paid: the account's method, and the method's type where known. */
  provider_method: {
    id: number;
    title: string;
    provider_method_type_id: number | null;
    provider_method_type: { alias: string } | null;
  };
}

/** A payment read for one order, named by it. */
export interface OrderPaymentRecord extends PaymentRecord {
  order_id: number;
}

/** Orders with the payments of exactly those orders (none when they were read without). */
export interface OrdersWithPayments {
  orders: OrderRecord[];
  payments: OrderPaymentRecord[];
}

/** A till's day closing: the cash it expected and the cash counted, for one local date. */
export interface DayClosingRecord {
  id: number;
  shop_id: number;
  location_id: number | null;
  /** Local date `YYYY-MM-DD`. */
  date: string;
  expected_cash: number;
  counted_cash: number;
}
