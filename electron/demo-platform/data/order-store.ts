/**
 * The orders of one account, generated lazily per day and cached. Only the per-day counts
 * are computed up front (cheap), which fixes every order's id; a day's orders are built the
 * first time something asks for that day. The cache is bounded, so half a million orders do
 * not have to sit in memory at once: an evicted day is simply generated again, identically.
 * A day's closings (a few rows) are kept apart from that cache once built, so reading a
 * year of closings generates each day at most once in the store's life.
 */
import { addDays, type LocalDate } from '../../../shared/dates.js';
import type { DemoDayClosing, DemoOrder, DemoPayment } from './order-rows.js';
import { idOf } from '../accounts.js';
import { dayNumberOf } from './calendar.js';
import { dayOrderCount, generateDay, type DayContext, type DayData } from './day-orders.js';

export class OrderStore {
  readonly dates: LocalDate[];
  /** Sequence number of each day's first order; one extra entry holds the total. */
  private readonly firstSeq: number[];
  private readonly cache = new Map<number, DayData>();
  private cachedOrders = 0;
  /** Each generated day's closings: what the tills counted never changes, and is small. */
  private readonly closings = new Map<number, DemoDayClosing[]>();
  /**
   * Each generated day's bound on its orders' `date_updated` (ms), kept when the day is evicted:
   * a query for what changed since a moment skips the days whose orders all changed before it,
   * as a database would by an index on the field, rather than generating them again.
   */
  private readonly updatedBefore = new Map<number, number>();
  private readonly firstDayNumber: number;

  /** `maxCachedOrders`: the days kept hold at most this many orders, but for the last one. */
  constructor(
    private readonly context: DayContext,
    private readonly maxCachedOrders: number,
  ) {
    const { calendar } = context;
    this.dates = [];
    this.firstSeq = [0];
    let date = calendar.firstDay;
    for (let index = 0; index < calendar.days; index++) {
      this.dates.push(date);
      this.firstSeq.push((this.firstSeq[index] ?? 0) + dayOrderCount(context, date));
      date = addDays(date, 1);
    }
    this.firstDayNumber = dayNumberOf(calendar.firstDay);
  }

  get totalOrders(): number {
    return this.firstSeq[this.dates.length] ?? 0;
  }

  get dayCount(): number {
    return this.dates.length;
  }

  /** The day's data, generated on first use. */
  day(index: number): DayData {
    const cached = this.cache.get(index);
    if (cached) {
      // Re-insert to mark it most recently used.
      this.cache.delete(index);
      this.cache.set(index, cached);
      return cached;
    }
    const date = this.dates[index];
    if (date === undefined) throw new RangeError(`no day ${index}`);
    const data = generateDay(this.context, date, this.firstSeq[index] ?? 0);
    this.closings.set(index, data.closings);
    this.updatedBefore.set(index, data.updatedBefore);
    this.cache.set(index, data);
    this.cachedOrders += data.orders.length;
    for (const [oldIndex, old] of this.cache) {
      if (this.cachedOrders <= this.maxCachedOrders || oldIndex === index) break;
      this.cache.delete(oldIndex);
      this.cachedOrders -= old.orders.length;
    }
    return data;
  }

  /** Every order of the day was updated before this (ms); undefined while never generated. */
  updatedBeforeOf(index: number): number | undefined {
    return this.updatedBefore.get(index);
  }

  /** The day's closings, generating the day only if it never was. */
  closingsOfDay(index: number): DemoDayClosing[] {
    return this.closings.get(index) ?? this.day(index).closings;
  }

  /**
   * The generated payments of an order, found by halving its day's payments: they are in id
   * order, and payment ids follow their order's (each order owns the next few ids).
   */
  paymentsOfOrder(id: number): DemoPayment[] {
    const day = this.dayOfOrderId(id);
    if (day === null) return [];
    const payments = this.day(day).payments;
    let [low, high] = [0, payments.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((payments[middle]?.order_id ?? id) < id) low = middle + 1;
      else high = middle;
    }
    let end = low;
    while (payments[end]?.order_id === id) end++;
    return payments.slice(low, end);
  }

  /** Index of a local date in the history, clamped to [-1, dayCount] (outside = no data). */
  indexOfDate(date: LocalDate): number {
    const index = dayNumberOf(date) - this.firstDayNumber;
    return Math.max(-1, Math.min(this.dates.length, index));
  }

  /** Orders by sequence number (= id order), generating only the days the page touches. */
  ordersBySeq(start: number, count: number): DemoOrder[] {
    const rows: DemoOrder[] = [];
    const end = Math.min(start + count, this.totalOrders);
    for (let seq = start; seq < end;) {
      const index = this.dayOfSeq(seq);
      const firstSeq = this.firstSeq[index] ?? 0;
      const orders = this.day(index).orders.slice(seq - firstSeq, end - firstSeq);
      rows.push(...orders);
      seq += Math.max(1, orders.length);
    }
    return rows;
  }

  private dayOfSeq(seq: number): number {
    let low = 0;
    let high = this.dates.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.firstSeq[middle] ?? 0) <= seq) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /** The day index holding the order with this id, or null for an id the store never issued. */
  dayOfOrderId(id: number): number | null {
    const seq = id - idOf(this.context.account, 'order', 1);
    if (!Number.isInteger(seq) || seq < 0 || seq >= this.totalOrders) return null;
    return this.dayOfSeq(seq);
  }
}
