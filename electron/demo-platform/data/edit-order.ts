/**
 * Applies one validated edit (order-edit.ts) to an order and its payments. The result
 * depends only on the order as it is, the edit and the edit's time, so a sequence of edits
 * replays identically. Money is recomputed exactly with the generator's own rules
 * (order-lines.ts), so an edited order adds up like a generated one. Every edit stamps
 * `date_updated` with its time, in the recorded microsecond form, so a reader following
 * `date_updated >= t` sees it.
 */
import {
  isNegative,
  parseAmount,
  round,
  subtract,
  toJsonNumber,
  type Amount,
} from '../../../shared/money.js';
import { formatUpstreamTimestamp, parseTimestamp } from '../../../shared/dates.js';
import { idOf, MAX_PAYMENTS_PER_ORDER, type DemoAccount } from '../accounts.js';
import type { DemoCalendar } from './calendar.js';
import { refundLine } from './edit-refund.js';
import type { OrderEdit } from './order-edit.js';
import { orderTotals, productLineMoney, withVat, type TotalledLine } from './order-lines.js';
import {
  payloadMoney,
  shortOffset,
  withMicroseconds,
  type DemoOrder,
  type DemoOrderItem,
  type DemoPayment,
} from './order-rows.js';
import type { ReferenceData } from './reference.js';

/** An order as edited, with all of its payments. */
export interface EditedOrder {
  order: DemoOrder;
  payments: DemoPayment[];
}

export interface EditContext {
  account: DemoAccount;
  reference: ReferenceData;
  calendar: DemoCalendar;
  /** The edit's time, in microseconds since the epoch. */
  nowMicros: number;
}

type EditOf<Kind extends OrderEdit['kind']> = Extract<OrderEdit, { kind: Kind }>;

const NO_DISCOUNT = parseAmount('1');

/** A line's money as orderTotals reads it; a product line's base is its unit price × quantity. */
function totalledLine(item: DemoOrderItem): TotalledLine {
  const [price, priceWt] = [parseAmount(item.price), parseAmount(item.price_wt)];
  const common = { price, priceWt, taxRateId: item.tax_rate_id, tax: item.tax };
  if (item.product_id === null) return { ...common, basePrice: price, basePriceWt: priceWt };
  const base = productLineMoney(
    parseAmount(item.ppu),
    item.quantity,
    parseAmount(item.tax),
    NO_DISCOUNT,
  );
  return { ...common, basePrice: base.price, basePriceWt: base.priceWt };
}

function repriceLine(order: DemoOrder, edit: EditOf<'line_price'>): DemoOrder {
  const item = order.order_items[edit.line];
  const where = `edit.line: line ${edit.line} of order ${order.id}`;
  if (!item) {
    throw new RangeError(
      `edit.line: order ${order.id} has ${order.order_items.length} lines, numbered from 0`,
    );
  }
  if (item.product_id === null) throw new RangeError(`${where} is not a product line`);
  // The refund took back the line at its price; repricing it would unbalance the refund.
  if (item.refunded_quantity !== 0) throw new RangeError(`${where} was refunded`);
  const tax = parseAmount(item.tax);
  const ppu = edit.ppu === undefined ? parseAmount(item.ppu) : parseAmount(edit.ppu);
  const money = productLineMoney(ppu, item.quantity, tax, parseAmount(edit.discount ?? '1'));
  const repriced: DemoOrderItem = {
    ...item,
    ppu: payloadMoney(ppu),
    ppu_wt: edit.ppu === undefined ? item.ppu_wt : payloadMoney(round(withVat(ppu, tax), 2)),
    price: payloadMoney(money.price),
    price_wt: payloadMoney(money.priceWt),
  };
  const items = order.order_items.map((line, index) => (index === edit.line ? repriced : line));
  const totals = orderTotals(items.map(totalledLine));
  // As generated: the order's value is what its lines come to, less what was refunded.
  const net = (amount: Amount) => payloadMoney(subtract(amount, parseAmount(order.refunded_price)));
  const gross = (amount: Amount) =>
    payloadMoney(subtract(amount, parseAmount(order.refunded_price_wt)));
  return {
    ...order,
    order_items: items,
    order_taxes: totals.taxes,
    value: net(totals.value),
    value_wt: gross(totals.valueWt),
    discount_value: payloadMoney(totals.discountValue),
    discount_value_wt: payloadMoney(totals.discountValueWt),
  };
}

/** A parsed, whole-second instant (the schema has checked the text). */
const instantOf = (timestamp: string): number =>
  Math.floor((parseTimestamp(timestamp) ?? Number.NaN) / 1000) * 1000;

function move(current: EditedOrder, edit: EditOf<'move'>, calendar: DemoCalendar): EditedOrder {
  const purchased = instantOf(edit.datePurchased);
  if (!(purchased >= calendar.startInstant && purchased < calendar.endInstant)) {
    throw new RangeError(
      `edit.datePurchased: must fall within the demo's history, ${calendar.firstDay} to ${calendar.lastDay}`,
    );
  }
  const shift = purchased - instantOf(current.order.date_purchased);
  const payments = edit.shiftPayments
    ? current.payments.map((payment) =>
        payment.date_paid === null
          ? payment
          : {
              ...payment,
              date_paid: formatUpstreamTimestamp(instantOf(payment.date_paid) + shift),
            },
      )
    : current.payments;
  return {
    order: { ...current.order, date_purchased: shortOffset(formatUpstreamTimestamp(purchased)) },
    payments,
  };
}

/** The method of the order's first payment; else what its shop takes by default. */
function paymentMethodOf(current: EditedOrder, alias: string | undefined, context: EditContext) {
  const { reference } = context;
  const wanted =
    alias ??
    current.payments[0]?.provider_method.provider_method_type.alias ??
    (reference.webShops.some((shop) => shop.id === current.order.shop_id) ? 'Web' : 'Pin');
  const method = reference.paymentMethods.find(
    (candidate) => candidate.provider_method_type.alias === wanted,
  );
  if (!method) {
    const known = reference.paymentMethods.map((candidate) => candidate.provider_method_type.alias);
    throw new RangeError(`edit.method: must be one of ${[...new Set(known)].join(', ')}`);
  }
  return method;
}

function addPayment(current: EditedOrder, edit: EditOf<'payment'>, context: EditContext) {
  const { order, payments } = current;
  // Each order owns MAX_PAYMENTS_PER_ORDER payment ids; a new payment takes the next free one.
  const seq = order.id - idOf(context.account, 'order', 1);
  const firstId = idOf(context.account, 'payment', seq * MAX_PAYMENTS_PER_ORDER);
  const slot = Math.max(-1, ...payments.map((payment) => payment.id - firstId)) + 1;
  if (slot >= MAX_PAYMENTS_PER_ORDER) {
    throw new RangeError(`order ${order.id} has ${MAX_PAYMENTS_PER_ORDER} payments, the most`);
  }
  const amount = parseAmount(edit.amount);
  const status = edit.status ?? (isNegative(amount) ? 'refunded' : 'paid');
  const paidAt =
    edit.datePaid === undefined ? Math.floor(context.nowMicros / 1000) : instantOf(edit.datePaid);
  const method = paymentMethodOf(current, edit.method, context);
  const payment: DemoPayment = {
    id: firstId + slot,
    order_id: order.id,
    shop_id: order.shop_id,
    amount: toJsonNumber(amount),
    currency_iso3: 'EUR',
    status,
    date_paid:
      status === 'pending' || status === 'cancelled' ? null : formatUpstreamTimestamp(paidAt),
    provider_method: {
      id: method.id,
      title: method.title,
      provider_method_type_id: method.provider_method_type_id,
      provider_method_type: { alias: method.provider_method_type.alias },
    },
  };
  return { order, payments: [...payments, payment] };
}

function applyKind(current: EditedOrder, edit: OrderEdit, context: EditContext): EditedOrder {
  switch (edit.kind) {
    case 'status':
      return { ...current, order: { ...current.order, status: edit.status } };
    case 'line_price':
      return { ...current, order: repriceLine(current.order, edit) };
    case 'move':
      return move(current, edit, context.calendar);
    case 'payment':
      return addPayment(current, edit, context);
    case 'refund': {
      const { order, payBack } = refundLine(current, edit);
      const payment = { kind: 'payment', amount: payBack, datePaid: edit.datePaid } as const;
      return addPayment({ order, payments: current.payments }, payment, context);
    }
  }
}

export function applyOrderEdit(
  current: EditedOrder,
  edit: OrderEdit,
  context: EditContext,
): EditedOrder {
  const edited = applyKind(current, edit, context);
  const second = formatUpstreamTimestamp(Math.floor(context.nowMicros / 1000));
  const updated = withMicroseconds(second, context.nowMicros % 1_000_000);
  return { ...edited, order: { ...edited.order, date_updated: updated } };
}
