/**
 * The orders as the demo serves them: the generated ones (order-store.ts, with its bounded
 * cache of days) and, laid over them, the orders edited since start (order-edit.ts). Only
 * edited orders are kept here, whole and with all their payments, so an evicted day is still
 * generated again identically and the edits survive it. Every reader of orders goes through
 * this, so a list (whatever its filters and order), a single order, the payments and the
 * order page all answer an edited order the same way.
 */
import { parseTimestamp } from '../../../shared/dates.js';
import type { DayData } from './day-orders.js';
import { applyOrderEdit, type EditContext, type EditedOrder } from './edit-order.js';
import type { OrderEdit } from './order-edit.js';
import type { DemoOrder, DemoPayment } from './order-rows.js';
import type { OrderStore } from './order-store.js';

export type { EditedOrder } from './edit-order.js';

/** The orders a list yields rows in: by id, or by purchase time then id. */
type OrderSequence = 'id' | 'purchase';

const byId = (a: { id: number }, b: { id: number }): number => a.id - b.id;

const purchaseInstant = (order: DemoOrder): number => parseTimestamp(order.date_purchased) ?? 0;
const byPurchase = (a: DemoOrder, b: DemoOrder): number =>
  purchaseInstant(a) - purchaseInstant(b) || a.id - b.id;

/** Rows of a sorted stream with a few sorted extra rows merged in. */
function* mergeSorted<T>(rows: Iterable<T>, extra: readonly T[], compare: (a: T, b: T) => number) {
  let next = 0;
  for (const row of rows) {
    let pending = extra[next];
    while (pending !== undefined && compare(pending, row) < 0) {
      yield pending;
      pending = extra[++next];
    }
    yield row;
  }
  yield* extra.slice(next);
}

export class OrderOverlay {
  private readonly edited = new Map<number, EditedOrder>();
  /** The last edit's time in microseconds: each edit is stamped later than the one before. */
  private lastEditMicros = 0;
  private changes = 0;

  constructor(
    private readonly store: OrderStore,
    private readonly context: Omit<EditContext, 'nowMicros'>,
    private readonly clock: () => number = Date.now,
  ) {}

  get editCount(): number {
    return this.edited.size;
  }

  /**
   * Changes with every edit and every clear, so what was read from the orders before (a
   * list query's rows, query-cache.ts) is known to be stale after.
   */
  get generation(): number {
    return this.changes;
  }

  get editedIds(): number[] {
    return [...this.edited.keys()].sort((a, b) => a - b);
  }

  /** Applies an edit to the order as it is now; a RangeError says what was wrong. */
  edit(orderId: number, edit: OrderEdit): EditedOrder {
    const current = this.current(orderId);
    if (!current) {
      throw new RangeError(`orderId: account ${this.context.account.name} has no order ${orderId}`);
    }
    const nowMicros = Math.max(this.clock() * 1000, this.lastEditMicros + 1);
    const edited = applyOrderEdit(current, edit, { ...this.context, nowMicros });
    this.lastEditMicros = nowMicros;
    this.edited.set(orderId, edited);
    this.changes++;
    return edited;
  }

  /** Forgets every edit: the orders are as generated again. */
  clear(): void {
    this.edited.clear();
    this.changes++;
  }

  orderById(id: number): DemoOrder | null {
    return this.current(id)?.order ?? null;
  }

  paymentsOfOrder(id: number): DemoPayment[] {
    return this.current(id)?.payments ?? [];
  }

  /** Orders by sequence number (= id order), each edited one in its own place. */
  ordersBySeq(start: number, count: number): DemoOrder[] {
    const rows = this.store.ordersBySeq(start, count);
    if (this.edited.size === 0) return rows;
    return rows.map((order) => this.edited.get(order.id)?.order ?? order);
  }

  /**
   * The generated orders of the days without the edited ones, and every edited order
   * (whatever its day now: list filters decide), in `sequence` order.
   */
  ordersOfDays(days: readonly number[], sequence: OrderSequence): Iterable<DemoOrder> {
    const generated = this.rowsOfDays(days, (day) => day.orders);
    if (this.edited.size === 0) return generated;
    const extra = [...this.edited.values()].map((entry) => entry.order);
    const compare = sequence === 'id' ? byId : byPurchase;
    return mergeSorted(
      filtered(generated, (order) => !this.edited.has(order.id)),
      extra.sort(compare),
      compare,
    );
  }

  /** The generated payments of the days but the edited orders', and theirs, by id. */
  paymentsOfDays(days: readonly number[]): Iterable<DemoPayment> {
    const generated = this.rowsOfDays(days, (day) => day.payments);
    if (this.edited.size === 0) return generated;
    const extra = [...this.edited.values()].flatMap((entry) => entry.payments);
    return mergeSorted(
      filtered(generated, (payment) => !this.edited.has(payment.order_id)),
      extra.sort(byId),
      byId,
    );
  }

  /** The payments of these orders (an edited one's as edited), by id, without a day scan. */
  paymentsOfOrders(orderIds: readonly number[]): DemoPayment[] {
    const payments = [...new Set(orderIds)].flatMap(
      (id) => this.edited.get(id)?.payments ?? this.store.paymentsOfOrder(id),
    );
    return payments.sort(byId);
  }

  private *rowsOfDays<T>(days: readonly number[], pick: (day: DayData) => T[]) {
    for (const day of days) yield* pick(this.store.day(day));
  }

  private current(orderId: number): EditedOrder | null {
    const edited = this.edited.get(orderId);
    if (edited) return edited;
    const day = this.store.dayOfOrderId(orderId);
    if (day === null) return null;
    const data = this.store.day(day);
    const order = data.orders.find((candidate) => candidate.id === orderId);
    if (!order) return null;
    return { order, payments: data.payments.filter((payment) => payment.order_id === orderId) };
  }
}

function* filtered<T>(rows: Iterable<T>, keep: (row: T) => boolean) {
  for (const row of rows) if (keep(row)) yield row;
}
