/**
 * One order from its plan: lines priced exactly, then paid according to the plan's
 * settlement (now, later by transfer, never, pending, cancelled, or refunded later).
 */
import {
  ZERO,
  compare,
  isZero,
  multiply,
  negate,
  round,
  subtract,
  sum,
  toJsonNumber,
  type Amount,
} from '../../../shared/money.js';
import { formatUpstreamTimestamp } from '../../../shared/dates.js';
import { idOf, MAX_ITEMS_PER_ORDER, MAX_PAYMENTS_PER_ORDER } from '../accounts.js';
import { Random } from '../prng.js';
import { DAY, HOUR, MINUTE } from './calendar.js';
import type { DayContext, DayData, Placed } from './day-orders.js';
import { priceOrder, type OrderMoney } from './order-lines.js';
import {
  payloadMoney,
  shortOffset,
  withMicroseconds,
  type DemoOrderItem,
  type DemoPayment,
} from './order-rows.js';
import { methodOfType, type PaymentMethodRow } from './reference.js';

/** What a refund takes back: every line, or the first one only. */
function refundOf(money: OrderMoney, lines: 'all' | 'first'): { net: Amount; gross: Amount } {
  const refunded = lines === 'all' ? money.lines : money.lines.slice(0, 1);
  return {
    net: sum(refunded.map((line) => line.price)),
    gross: sum(refunded.map((line) => line.priceWt)),
  };
}

/**
 * The webshop a web order is sold in: the account's own, or with a chain's locations one of
 * theirs too, drawn apart from the order's own numbers so the demo's default data (one
 * webshop, no draw) stays as it was.
 */
function webShopOf({ reference, seed, account }: DayContext, seq: number) {
  const { webShops, webShop } = reference;
  return webShops.length === 1 ? webShop : new Random(seed, account.index, 41, seq).pick(webShops);
}

export function buildOrder(
  context: DayContext,
  { plan, random }: Placed,
  purchased: number,
  seq: number,
  day: DayData,
): void {
  const { account, reference, calendar } = context;
  const orderId = idOf(account, 'order', seq + 1);
  const shop = plan.channel === 'web' ? webShopOf(context, seq) : random.pick(reference.tillShops);
  const money = priceOrder(plan.lines.slice(0, MAX_ITEMS_PER_ORDER), plan.discount);
  const customer = plan.withCustomer ? random.pick(reference.customers) : null;
  const lastMoment = calendar.cutoff - 1000;
  const payments: DemoPayment[] = [];
  const pay = (
    method: PaymentMethodRow,
    amount: Amount,
    at: number,
    status: DemoPayment['status'],
  ) => {
    if (isZero(amount) || payments.length >= MAX_PAYMENTS_PER_ORDER) return;
    payments.push({
      id: idOf(account, 'payment', seq * MAX_PAYMENTS_PER_ORDER + payments.length),
      order_id: orderId,
      shop_id: shop.id,
      amount: toJsonNumber(amount),
      currency_iso3: 'EUR',
      status,
      // A payment that was never paid has no payment time.
      date_paid:
        status === 'pending' || status === 'cancelled'
          ? null
          : formatUpstreamTimestamp(Math.min(at, lastMoment)),
      provider_method: {
        id: method.id,
        title: method.title,
        provider_method_type_id: method.provider_method_type_id,
        provider_method_type: { alias: method.provider_method_type.alias },
      },
    });
  };
  const paidAt = purchased + random.int(20, 180) * 1000;
  const total = money.valueWt;
  let isPaid = false;
  let updated = purchased + 2 * MINUTE;
  let refund = { net: ZERO, gross: ZERO };
  let refundedLines = 0;
  let status = plan.status;
  const settlement = plan.settlement;
  switch (settlement.kind) {
    case 'now': {
      let remaining = total;
      settlement.parts.forEach((part, index) => {
        const last = index === settlement.parts.length - 1;
        let amount = remaining;
        if (!last && compare(total, ZERO) > 0) {
          const share = part.share === 'half' ? round(multiply(total, '0.5'), 2) : part.share;
          amount = share === 'rest' || compare(share, remaining) > 0 ? remaining : share;
        }
        pay(methodOfType(reference, part.type), amount, paidAt, 'paid');
        remaining = subtract(remaining, amount);
      });
      isPaid = true;
      break;
    }
    case 'later': {
      const at = purchased + settlement.afterDays * DAY + random.int(1, 8) * HOUR;
      if (at < lastMoment) {
        pay(methodOfType(reference, settlement.type), total, at, 'paid');
        updated = at;
        isPaid = true;
      }
      break;
    }
    case 'none':
      isPaid = isZero(total);
      break;
    case 'pending':
    case 'cancelled':
      pay(methodOfType(reference, settlement.type), total, paidAt, settlement.kind);
      break;
    case 'refunded': {
      const method = methodOfType(reference, settlement.type);
      pay(method, total, paidAt, 'paid');
      isPaid = true;
      const refundedAt = purchased + settlement.afterDays * DAY + HOUR;
      // A refund not due before the platform's last moment has not been given yet: the order
      // stays as it was paid (moving it to that moment would pile a chain's refunds of ten
      // days onto one second). As a transfer due after it is not made ('later' above).
      if (refundedAt >= lastMoment) {
        if (status === 'refunded') status = 'complete';
        break;
      }
      updated = refundedAt;
      refund = refundOf(money, settlement.lines);
      refundedLines = settlement.lines === 'all' ? money.lines.length : 1;
      pay(method, negate(refund.gross), updated, 'refunded');
      break;
    }
  }
  // As the platform records a refund: the line keeps its quantity and says how much of it
  // came back; the order's value is lowered by the refunded amount, kept apart.
  const items: DemoOrderItem[] = money.lines.map((line, index) => ({
    id: idOf(account, 'orderItem', seq * MAX_ITEMS_PER_ORDER + index),
    ...line.item,
    refunded_quantity: index < refundedLines ? line.item.quantity : 0,
  }));
  const updatedAt = Math.min(Math.max(updated, paidAt), lastMoment);
  // Its second, then the microseconds below: before the next second.
  day.updatedBefore = Math.max(day.updatedBefore, Math.floor(updatedAt / 1000) * 1000 + 1000);
  day.orders.push({
    id: orderId,
    number: `${account.orderPrefix}${String(seq + 1).padStart(7, '0')}`,
    shop_id: shop.id,
    location_id: shop.location_id,
    status,
    is_paid: isPaid,
    date_purchased: shortOffset(formatUpstreamTimestamp(purchased)),
    date_updated: withMicroseconds(formatUpstreamTimestamp(updatedAt), (seq * 7919) % 1_000_000),
    currency_iso3: 'EUR',
    value: payloadMoney(subtract(money.value, refund.net)),
    value_wt: payloadMoney(subtract(total, refund.gross)),
    discount_value: payloadMoney(money.discountValue),
    discount_value_wt: payloadMoney(money.discountValueWt),
    refunded_price: payloadMoney(refund.net),
    refunded_price_wt: payloadMoney(refund.gross),
    relation_data: customer ? { id: customer.id, name: customer.name } : null,
    billing_address:
      customer && plan.channel === 'web'
        ? {
            name: customer.name,
            address_billing: {
              name: customer.name,
              contact_set: { name: customer.name, email: customer.email },
            },
          }
        : null,
    order_items: items,
    order_taxes: money.taxes,
  });
  day.payments.push(...payments);
}
