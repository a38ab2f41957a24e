/**
 * The upstream platform's wire shapes (../shared/docs/upstream-protocol.md), shared by our
 * protocol client and by the demo platform that stands in for the real one. Timestamps are
 * `YYYY-MM-DD HH:MM:SS+HH:MM` strings, money is JSON numbers, tax values are fractions.
 */

export type UpstreamAuth =
  | { mode: 'none'; account: string; user: 'anonymous'; rights: 'anonymous' }
  | { mode: 'hash'; hash: string; account: string; user: string; rights: 'user' };

export interface UpstreamRequestBody {
  auth: UpstreamAuth;
  params: unknown[];
}

export type UpstreamErrorClass = 'Auth' | 'Lookup' | 'General' | 'Internal' | `Module::${string}`;

export type UpstreamAnswer<T = unknown> =
  | { success: true; response: T }
  | {
      success: false;
      class: UpstreamErrorClass;
      error: string;
      errno: number;
      ref: string;
    };

export type FilterOperator = '=' | 'in_list' | 'ilike' | 'notnull' | '>=' | '<' | '<=' | '>';

export type UpstreamFilter =
  | { name: string; val: string | number | boolean | null }
  | { name: string; multi_val: (string | number)[] };

export interface UpstreamOrder {
  name: string;
  dir: 'asc' | 'desc';
}

export interface UpstreamList<T> {
  data: T[];
  count: number;
  total: number;
}

export interface SessionInfo {
  user_id: number;
  email: string;
  name: string;
  account: string;
  roles: string[];
  locked_location_id: number | null;
}

export interface ShopProductRow {
  id: number;
  product_id: number;
  orderable_stock_value: number;
  date_updated: string;
  flat_product: {
    title: string;
    product: {
      id: number;
      sku: string;
      product_group_id: number | null;
      type: 'simple';
    };
  };
}

export interface ProductPriceRow {
  id: number;
  product_id: number;
  /** 1 = sale, 2 = purchase, 3 = cost. */
  product_price_type_id: number;
  ppu: number;
  ppu_wt: number;
  tax: number;
  tax_rate_id: number;
  currency_iso3: string;
  from_qty: number | null;
  date_updated: string;
}

export interface TaxRateRow {
  id: number;
  name: string;
  alias: string;
  value: number;
  country_iso2: string;
}

export interface PaymentMethodRow {
  id: number;
  title: string;
  alias: string;
  eid: string;
  is_default: boolean;
  published: boolean;
  provider_method_type: { id: number; alias: string; module_name: string };
}

export interface ShopRow {
  id: number;
  name: string;
  alias: string;
  shop_type: { alias: 'Web' | 'Pos' };
  location_id: number | null;
  published: boolean;
}

export interface LocationRow {
  id: number;
  name: string;
  address: { street: string; zipcode: string; city: string; country_iso2: string };
  is_default: boolean;
}

export interface ProductGroupRow {
  id: number;
  name: string;
  code: string;
}

export type OrderStatus = 'new' | 'processing' | 'on_hold' | 'complete' | 'refunded' | 'cancelled';

export type NonTurnoverKind = 'gift_card' | 'tip' | 'invoice_payment' | 'prepayment';

export interface OrderItemRow {
  id: number;
  sku: string;
  name: string;
  product_id: number | null;
  product_group_id: number | null;
  /** Negative on a return line. */
  quantity: number;
  ppu: number;
  ppu_wt: number;
  /** Line totals after discount, signed like quantity. */
  price: number;
  price_wt: number;
  tax: number;
  tax_rate_id: number | null;
  cost_ppu: number | null;
  is_turnover: boolean;
  non_turnover_kind: NonTurnoverKind | null;
}

export interface OrderTaxRow {
  tax_rate_id: number;
  tax: number;
  row_total: number;
  row_total_wt: number;
  value: number;
}

export interface OrderRow {
  id: number;
  number: string;
  shop_id: number;
  location_id: number | null;
  status: OrderStatus;
  is_paid: boolean;
  date_purchased: string;
  date_updated: string;
  currency_iso3: string;
  value: number;
  value_wt: number;
  discount_value: number;
  discount_value_wt: number;
  relation_data: { id: number; name: string } | null;
  billing_address: { name: string; contact_set: { name: string; email: string } } | null;
  order_items: OrderItemRow[];
  order_taxes: OrderTaxRow[];
}

export interface PaymentRow {
  id: number;
  order_id: number;
  shop_id: number;
  /** Including VAT; negative for a refund. */
  amount: number;
  currency_iso3: string;
  status: 'paid' | 'refunded' | 'cancelled' | 'pending';
  date_paid: string;
  provider_method: { id: number; title: string; provider_method_type: { alias: string } };
}

export interface DayClosingRow {
  id: number;
  shop_id: number;
  location_id: number;
  /** Local date `YYYY-MM-DD`. */
  date: string;
  expected_cash: number;
  counted_cash: number;
}
