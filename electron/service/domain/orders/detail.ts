/** One upstream order with its payments as the API's order detail (lines, VAT, payments). */
import type {
  OrderDetail,
  OrderLine,
  OrderPayment,
  OrderTax,
} from '../../../../shared/api/orders.js';
import { percentFromFraction } from '../../../../shared/money.js';
import type {
  OrderLineRecord,
  OrderRecord,
  OrderTaxRecord,
  PaymentRecord,
} from '../../core/model/sales.js';
import { paymentTypeAlias, type ResolvedPaymentMethod } from '../reference/payment-methods.js';
import { apiTimestamp, toOrder, jsonMoney, type OrderRowContext } from './rows.js';

const toOrderLine = (item: OrderLineRecord): OrderLine => ({
  id: item.id,
  sku: item.sku,
  name: item.name,
  product_id: item.product_id,
  product_group_id: item.product_group_id,
  quantity: item.quantity,
  refunded_quantity: item.refunded_quantity,
  ppu: jsonMoney(item.ppu, 4),
  ppu_wt: jsonMoney(item.ppu_wt, 4),
  price: jsonMoney(item.price),
  price_wt: jsonMoney(item.price_wt),
  tax_rate_id: item.tax_rate_id,
  vat_percent: percentFromFraction(item.tax),
  is_turnover: item.is_turnover,
  non_turnover_kind: item.non_turnover_kind,
});

const toOrderTax = (tax: OrderTaxRecord): OrderTax => ({
  tax_rate_id: tax.tax_rate_id,
  vat_percent: percentFromFraction(tax.tax),
  net: jsonMoney(tax.row_total),
  vat: jsonMoney(tax.value),
  gross: jsonMoney(tax.row_total_wt),
});

/** `methods`: the account's payment methods, which give a payment's type when it names none. */
export const toOrderPayment = (
  payment: PaymentRecord,
  methods: readonly ResolvedPaymentMethod[],
): OrderPayment => ({
  id: payment.id,
  amount: jsonMoney(payment.amount),
  currency: payment.currency_iso3,
  status: payment.status,
  date_paid:
    payment.date_paid === null
      ? null
      : apiTimestamp(payment.date_paid, `date_paid of payment ${payment.id}`),
  method: {
    id: payment.provider_method.id,
    title: payment.provider_method.title,
    type_alias: paymentTypeAlias(payment, methods),
  },
});

export const toOrderDetail = (
  order: OrderRecord,
  /** Null: the platform offers no payment list, so they are not known. */
  payments: readonly PaymentRecord[] | null,
  context: OrderRowContext,
  methods: readonly ResolvedPaymentMethod[] = [],
): OrderDetail => ({
  ...toOrder(order, context),
  date_updated: apiTimestamp(order.date_updated, `date_updated of order ${order.id}`),
  lines: order.order_items.map(toOrderLine),
  taxes: order.order_taxes.map(toOrderTax),
  payments: payments === null ? null : payments.map((payment) => toOrderPayment(payment, methods)),
});
