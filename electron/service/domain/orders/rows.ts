/**
 * Upstream order rows as API rows. Pure: money goes through the money module (rounded to
 * cents), timestamps through the dates module (Amsterdam offset).
 */
import type { DiscountOrder, Order } from '../../../../shared/api/orders.js';
import { formatApiTimestamp, parseTimestamp } from '../../../../shared/dates.js';
import { parseAmount, toJsonNumber } from '../../../../shared/money.js';
import type { OrderRecord } from '../../core/model/sales.js';
import { badGateway } from '../../core/errors.js';
import { customerEmailOf, customerNameOf } from '../../data/platform/order-fields.js';

/** What a row needs beyond the upstream order: where the back-office link points. */
export interface OrderRowContext {
  account: string;
  /** Template with `{account}` and `{id}` (ServiceConfig.backofficeUrlTemplate). */
  backofficeUrlTemplate: string;
}

/** The back-office link; both placeholders are URL-encoded so odd values cannot break out. */
export const backofficeUrl = (template: string, account: string, id: number): string =>
  template
    .replaceAll('{account}', encodeURIComponent(account))
    .replaceAll('{id}', encodeURIComponent(String(id)));

/** An upstream timestamp as ISO 8601 with the Amsterdam offset; unreadable is the upstream's fault. */
export function apiTimestamp(text: string, what: string): string {
  const instant = parseTimestamp(text);
  if (instant === null) throw badGateway(`upstream platform: ${what} is not a timestamp`);
  return formatApiTimestamp(instant);
}

/** Money in our JSON: exact decimal, rounded to cents (prices per unit: 4 decimals). */
export const jsonMoney = (value: number, decimals = 2): number =>
  toJsonNumber(parseAmount(value), decimals);

export function toDiscountOrder(order: OrderRecord, context: OrderRowContext): DiscountOrder {
  return {
    id: order.id,
    order_number: order.number,
    date_purchased: apiTimestamp(order.date_purchased, `date_purchased of order ${order.id}`),
    status: order.status,
    shop_id: order.shop_id,
    currency: order.currency_iso3,
    value_wt: jsonMoney(order.value_wt),
    value_ex_wt: jsonMoney(order.value),
    discount_value_wt: jsonMoney(order.discount_value_wt),
    discount_value_ex_wt: jsonMoney(order.discount_value),
    customer_name: customerNameOf(order),
    customer_email: customerEmailOf(order),
    backoffice_url: backofficeUrl(context.backofficeUrlTemplate, context.account, order.id),
  };
}

export const toOrder = (order: OrderRecord, context: OrderRowContext): Order => ({
  ...toDiscountOrder(order, context),
  location_id: order.location_id,
  is_paid: order.is_paid,
});
