/**
 * One day of orders, generated from that day's own seed: the orders (with lines, taxes and
 * payments, all exact), the payments, and the tills' day closings. Ids follow the order's
 * sequence number across the whole history, so any order id maps back to its day.
 */
import { addDays, hoursInLocalDay, localMidnight, type LocalDate } from '../../../shared/dates.js';
import type { DemoDayClosing, DemoOrder, DemoPayment } from './order-rows.js';
import type { DemoAccount } from '../accounts.js';
import { Random } from '../prng.js';
import { buildOrder } from './build-order.js';
import { dayNumberOf, HOUR, MINUTE, type DemoCalendar } from './calendar.js';
import { buildClosings } from './day-closings.js';
import type { ReferenceData } from './reference.js';
import { planOrder } from './order-plans.js';
import { pickScenario, SCENARIOS, type OrderPlan, type ProductPool } from './scenarios.js';

export interface DayContext {
  account: DemoAccount;
  seed: number;
  ordersPerDay: number;
  calendar: DemoCalendar;
  reference: ReferenceData;
  pool: ProductPool;
}

export interface DayData {
  orders: DemoOrder[];
  payments: DemoPayment[];
  closings: DemoDayClosing[];
  /** Every order's `date_updated` comes before this moment (ms); -Infinity without orders. */
  updatedBefore: number;
}

/** Later events (bank transfers, refunds) come at most this many days after the purchase. */
export const MAX_LAG_DAYS = 21;

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
  // A day still under way has only the orders bought before the cutoff.
  if (isCut(context, date)) return placeDay(context, date).placed.length;
  return regularCount(context, date) + specialOffsets(date).length;
}

/** Whether the cutoff falls within the day (calendar.ts: nothing happens after it). */
const isCut = (context: DayContext, date: LocalDate): boolean =>
  localMidnight(addDays(date, 1)) > context.calendar.cutoff;

export interface Placed {
  plan: OrderPlan;
  offset: number;
  random: Random;
}

/**
 * The day's orders as planned, in purchase order, those bought before the cutoff; and the
 * day's random numbers as the planning left them (the tills' closings draw on from there).
 */
function placeDay(context: DayContext, date: LocalDate): { placed: Placed[]; random: Random } {
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
  const cutoff = context.calendar.cutoff;
  return { placed: placed.filter((entry) => midnight + entry.offset < cutoff), random };
}

export function generateDay(context: DayContext, date: LocalDate, firstSeq: number): DayData {
  const midnight = localMidnight(date);
  const day: DayData = { orders: [], payments: [], closings: [], updatedBefore: -Infinity };
  const { placed, random } = placeDay(context, date);
  placed.forEach((entry, index) => {
    buildOrder(context, entry, midnight + entry.offset, firstSeq + index, day);
  });
  day.payments.sort((a, b) => a.id - b.id);
  // The tills close once the day is over: a day still under way has no closing yet.
  if (!isCut(context, date)) day.closings = buildClosings(context, date, day, random);
  return day;
}
