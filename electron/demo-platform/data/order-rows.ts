/**
 * Orders, payments and day closings as the demo serves them. Orders follow the platform's
 * recorded order payloads: money as decimal strings with 4 decimals ("16.1200"), timestamps
 * with a short offset ("+01") and `date_updated` with microseconds, the billing name and
 * contact nested under `address_billing`, a refund kept on its line as `refunded_quantity`
 * (the order's value lowered by it, the refunded amount in `refunded_price(_wt)`). The fields
 * marked assumed in calls.ts ride along; the strict-public mode leaves them out.
 */
import { formatAmount, type Amount } from '../../../shared/money.js';
import type { NonTurnoverKind } from '../../upstream/wire.js';
import type { WireRowOf } from '../../upstream/calls.js';

export interface DemoOrderItem {
  id: number;
  sku: string;
  name: string;
  product_id: number | null;
  /** As recorded: the line's product, with its group, under flat_product. */
  flat_product: { product: { id: number | null; sku: string; product_group_id: number | null } };
  quantity: number;
  refunded_quantity: number;
  ppu: string;
  ppu_wt: string;
  price: string;
  price_wt: string;
  tax: string;
  tax_rate_id: number | null;
  cost_ppu: string | null;
  is_shipping: boolean;
  is_payment: boolean;
  is_discount: boolean;
  is_turnover: boolean;
  non_turnover_kind: NonTurnoverKind | null;
}

export interface DemoOrderTax {
  tax_rate_id: number;
  tax: string;
  row_total: string;
  row_total_wt: string;
  value: string;
}

export interface DemoOrder {
  id: number;
  number: string;
  shop_id: number;
  location_id: number | null;
  status: string;
  is_paid: boolean;
  date_purchased: string;
  date_updated: string;
  currency_iso3: string;
  value: string;
  value_wt: string;
  discount_value: string;
  discount_value_wt: string;
  refunded_price: string;
  refunded_price_wt: string;
  relation_data: { id: number; name: string } | null;
  billing_address: {
    name: string;
    address_billing: { name: string; contact_set: { name: string; email: string } };
  } | null;
  order_items: DemoOrderItem[];
  order_taxes: DemoOrderTax[];
}

/** A payment as the demo keeps it: with its order, shop and method type, for every query. */
export interface DemoPayment {
  id: number;
  order_id: number;
  shop_id: number;
  amount: number;
  currency_iso3: string;
  status: 'paid' | 'refunded' | 'cancelled' | 'pending';
  /** Null until paid: a pending or cancelled payment has none. */
  date_paid: string | null;
  provider_method: {
    id: number;
    title: string;
    provider_method_type_id: number;
    provider_method_type: { alias: string };
  };
}

/**
 * A webshop payment as served: the recorded payment object's shape, which names no order or
 * shop and the method's type only by id; `date_paid` is left out while pending (as recorded
 * for an open payment) and null when cancelled (as recorded for an expired one).
 */
interface DemoRecordedPayment {
  id: number;
  provider_method_id: number;
  method: string;
  amount: number;
  currency_iso3: string;
  status: DemoPayment['status'];
  date_paid?: string | null;
  provider_method: { id: number; title: string; provider_method_type_id: number };
}

/** What listPayments serves: till payments with every field, webshop ones as recorded. */
export type DemoServedPayment = DemoPayment | DemoRecordedPayment;

export function servedPayment(
  payment: DemoPayment,
  webShopIds: ReadonlySet<number>,
): DemoServedPayment {
  if (!webShopIds.has(payment.shop_id)) return payment;
  const { id, amount, currency_iso3, status, date_paid, provider_method: method } = payment;
  return {
    id,
    provider_method_id: method.id,
    method: method.title,
    amount,
    currency_iso3,
    status,
    ...(status === 'pending' ? {} : { date_paid }),
    provider_method: {
      id: method.id,
      title: method.title,
      provider_method_type_id: method.provider_method_type_id,
    },
  };
}

export interface DemoDayClosing {
  id: number;
  shop_id: number;
  location_id: number;
  date: string;
  expected_cash: number;
  counted_cash: number;
}

// The demo's rows must be valid wire rows of their calls.
type Assert<T extends U, U> = T;
export type DemoOrderRowsAreWireRows = [
  Assert<DemoOrder, WireRowOf<'listOrders'>>,
  Assert<DemoServedPayment, WireRowOf<'listPayments'>>,
  Assert<DemoDayClosing, WireRowOf<'listDayClosings'>>,
];

/** Money as the recorded order payloads write it: a string with 4 decimals. */
export const payloadMoney = (amount: Amount): string => formatAmount(amount, { decimals: 4 });

/** `2026-03-01 00:30:00+01:00` → `2026-03-01 00:30:00+01`, as the recorded payloads write it. */
export const shortOffset = (timestamp: string): string => timestamp.replace(/:00$/, '');

/** With microseconds, as recorded for `date_updated`: `…:24.086322+01`. */
export const withMicroseconds = (timestamp: string, micros: number): string =>
  shortOffset(timestamp).replace(/([+-]\d{2})$/, `.${String(micros).padStart(6, '0')}$1`);
