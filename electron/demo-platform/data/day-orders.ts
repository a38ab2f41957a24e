/**
 * One day of orders, generated from that day's own seed: the orders (with lines, taxes and
 * payments, all exact), the payments, and the tills' day closings. Ids follow the order's
 * sequence number across the whole history, so any order id maps back to its day.
 */
import {
  ZERO,
  add,
  compare,
  fromCents,
  isZero,
  multiply,
  negate,
  parseAmount,
  round,
  subtract,
  toWireNumber,
  type Amount,
} from '../../../shared/money.js';
import {
  formatUpstreamTimestamp,
  hoursInLocalDay,
  localMidnight,
  type LocalDate,
} from '../../../shared/dates.js';
import type { DayClosingRow, OrderRow, PaymentRow, PaymentMethodRow } from '../../upstream/wire.js';
import {
  idOf,
  MAX_ITEMS_PER_ORDER,
  MAX_PAYMENTS_PER_ORDER,
  type DemoAccount,
} from '../accounts.js';
import { Random } from '../prng.js';
import { dayNumberOf, type DemoCalendar } from './calendar.js';
import { priceOrder } from './order-lines.js';
import { methodOfType, type ReferenceData } from './reference.js';
import {
  pickScenario,
  planOrder,
  SCENARIOS,
  type OrderPlan,
  type ProductPool,
} from './scenarios.js';

export interface DayContext {
  account: DemoAccount;
  seed: number;
  ordersPerDay: number;
  calendar: DemoCalendar;
  reference: ReferenceData;
  pool: ProductPool;
}

export interface DayData {
  orders: OrderRow[];
  payments: PaymentRow[];
  closings: DayClosingRow[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Later events (bank transfers, refunds) come at most this many days after the purchase. */
export const MAX_LAG_DAYS = 21;
const CASH_FLOAT = fromCents(15_000);
const CASH_DIFFERENCES = ['-0.05', '-0.50', '1.00', '-2.35', '-10.00', '0.20', '5.00'];

/** Fixed moments that must exist: 00:30 on the 1st, and around each daylight-saving change. */
function specialOffsets(date: LocalDate): number[] {
  const offsets = date.endsWith('-01') ? [30 * MINUTE] : [];
  // Elapsed time from midnight: on the March change 02:30 is skipped, in October it occurs twice.
  if (hoursInLocalDay(date) !== 24) offsets.push(119 * MINUTE, 150 * MINUTE, 210 * MINUTE);
  return offsets;
}

function regularCount(context: DayContext, date: LocalDate): number {
  if (context.ordersPerDay === 0) return 0;
  const random = new Random(context.seed, context.account.index, 31, dayNumberOf(date));
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const factor = weekday === 6 ? 1.3 : weekday === 0 ? 0.7 : 1;
  return Math.max(1, Math.round(context.ordersPerDay * factor * (0.8 + 0.4 * random.float())));
}

export function dayOrderCount(context: DayContext, date: LocalDate): number {
  if (context.ordersPerDay === 0) return 0;
  return regularCount(context, date) + specialOffsets(date).length;
}

interface Placed {
  plan: OrderPlan;
  offset: number;
  random: Random;
}

export function generateDay(context: DayContext, date: LocalDate, firstSeq: number): DayData {
  const dayNumber = dayNumberOf(date);
  const random = new Random(context.seed, context.account.index, 37, dayNumber);
  const dayLength = hoursInLocalDay(date) * HOUR;
  const placed: Placed[] = [];
  const count = context.ordersPerDay === 0 ? 0 : regularCount(context, date);
  for (let index = 0; index < count; index++) {
    // The first order of each day rotates through every scenario, so all cases occur.
    const scenario =
      index === 0 ? (SCENARIOS[dayNumber % SCENARIOS.length] ?? 'till_pin') : pickScenario(random);
    const plan = planOrder(scenario, random, context.pool);
    const offset =
      plan.channel === 'till'
        ? 9 * HOUR + Math.floor(random.float() * 9 * HOUR)
        : Math.floor(random.float() * (dayLength - 10 * MINUTE));
    placed.push({
      plan,
      offset,
      random: new Random(context.seed, context.account.index, dayNumber, index),
    });
  }
  if (count > 0) {
    specialOffsets(date).forEach((offset, index) => {
      const plan = planOrder('web_paid', random, context.pool);
      placed.push({
        plan,
        offset,
        random: new Random(context.seed, context.account.index, dayNumber, 1000 + index),
      });
    });
  }
  placed.sort((a, b) => a.offset - b.offset);
  const midnight = localMidnight(date);
  const day: DayData = { orders: [], payments: [], closings: [] };
  placed.forEach((entry, index) => {
    buildOrder(context, entry, midnight + entry.offset, firstSeq + index, day);
  });
  day.payments.sort((a, b) => a.id - b.id);
  day.closings = buildClosings(context, date, day, random);
  return day;
}

function buildOrder(
  context: DayContext,
  { plan, random }: Placed,
  purchased: number,
  seq: number,
  day: DayData,
): void {
  const { account, reference, calendar } = context;
  const orderId = idOf(account, 'order', seq + 1);
  const shop = plan.channel === 'web' ? reference.webShop : random.pick(reference.tillShops);
  const money = priceOrder(plan.lines.slice(0, MAX_ITEMS_PER_ORDER), plan.discount);
  const customer = plan.withCustomer ? random.pick(reference.customers) : null;
  const lastMoment = calendar.endInstant - 1000;
  const payments: PaymentRow[] = [];
  const pay = (
    method: PaymentMethodRow,
    amount: Amount,
    at: number,
    status: PaymentRow['status'],
  ) => {
    if (isZero(amount) || payments.length >= MAX_PAYMENTS_PER_ORDER) return;
    payments.push({
      id: idOf(account, 'payment', seq * MAX_PAYMENTS_PER_ORDER + payments.length),
      order_id: orderId,
      shop_id: shop.id,
      amount: toWireNumber(amount),
      currency_iso3: 'EUR',
      status,
      date_paid: formatUpstreamTimestamp(Math.min(at, lastMoment)),
      provider_method: {
        id: method.id,
        title: method.title,
        provider_method_type: { alias: method.provider_method_type.alias },
      },
    });
  };
  const paidAt = purchased + random.int(20, 180) * 1000;
  const total = money.valueWt;
  let isPaid = false;
  let updated = purchased + 2 * MINUTE;
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
      updated = Math.min(purchased + settlement.afterDays * DAY, lastMoment);
      pay(method, negate(total), updated, 'refunded');
      isPaid = true;
      break;
    }
  }
  day.orders.push({
    id: orderId,
    number: `${account.orderPrefix}${String(seq + 1).padStart(7, '0')}`,
    shop_id: shop.id,
    location_id: shop.location_id,
    status: plan.status,
    is_paid: isPaid,
    date_purchased: formatUpstreamTimestamp(purchased),
    date_updated: formatUpstreamTimestamp(Math.min(Math.max(updated, paidAt), lastMoment)),
    currency_iso3: 'EUR',
    value: toWireNumber(money.value),
    value_wt: toWireNumber(total),
    discount_value: toWireNumber(money.discountValue),
    discount_value_wt: toWireNumber(money.discountValueWt),
    relation_data: customer ? { id: customer.id, name: customer.name } : null,
    billing_address:
      customer && plan.channel === 'web'
        ? { name: customer.name, contact_set: { name: customer.name, email: customer.email } }
        : null,
    order_items: money.lines.map((line, index) => ({
      id: idOf(account, 'orderItem', seq * MAX_ITEMS_PER_ORDER + index),
      ...line.item,
    })),
    order_taxes: money.taxes,
  });
  day.payments.push(...payments);
}

function buildClosings(
  context: DayContext,
  date: LocalDate,
  day: DayData,
  random: Random,
): DayClosingRow[] {
  const dayNumber = dayNumberOf(date);
  return context.reference.tillShops.flatMap((shop, index) => {
    if (!day.orders.some((order) => order.shop_id === shop.id)) return [];
    // Cash payments all happen on the purchase day, so this day's payments are the day's cash.
    const cash = day.payments
      .filter(
        (payment) =>
          payment.shop_id === shop.id &&
          payment.status === 'paid' &&
          payment.provider_method.provider_method_type.alias === 'Cash' &&
          payment.date_paid.startsWith(date),
      )
      .reduce((acc, payment) => add(acc, parseAmount(payment.amount)), ZERO);
    const expected = add(CASH_FLOAT, cash);
    const forced = index === 0 && dayNumber % 5 === 0;
    const difference =
      forced || random.chance(0.1) ? parseAmount(random.pick(CASH_DIFFERENCES)) : ZERO;
    return [
      {
        id: idOf(context.account, 'dayClosing', dayNumber * 8 + index),
        shop_id: shop.id,
        location_id: shop.location_id ?? 0,
        date,
        expected_cash: toWireNumber(expected),
        counted_cash: toWireNumber(add(expected, difference)),
      },
    ];
  });
}
