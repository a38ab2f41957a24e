/**
 * The random steps of random-edits.test.ts: which order to change and how, drawn by fast-check
 * as abstract choices ("move it just across its month's end", "into a month the model does
 * not hold yet", "onto a daylight-saving day") and turned into a concrete demo order edit
 * (electron/demo-platform/README.md) only when the step runs, against the order as it is then
 * and the months the model holds then. So a run replays identically from its seed and path.
 */
import fc from 'fast-check';
import type { OrderEdit } from '../../../electron/demo-platform/index.js';
import type { DemoOrder } from '../../../electron/demo-platform/data/order-rows.js';
import { ORDER_STATUSES } from '../../../shared/api/orders.js';
import {
  addDays,
  firstOfNextMonth,
  formatUpstreamTimestamp,
  localDateOf,
  localMidnight,
  parseTimestamp,
  type LocalDate,
} from '../../../shared/dates.js';

const MINUTE = 60_000;

/** Where a move takes an order, relative to where it is (or to the model's months). */
const MOVE_TARGETS = [
  /** The first hours of the next month: across the month's end. */
  'next-month-start',
  /** The last hours of the previous month: across the month's start. */
  'previous-month-end',
  /** The last hours of its own month: up to the edge, not over it. */
  'own-month-end',
  /** Around a daylight-saving change (the skipped or the repeated hour). */
  'dst-change',
  /** Any day of a month the model has not read yet. */
  'unheld-month',
] as const;
type MoveTarget = (typeof MOVE_TARGETS)[number];

export type EditChoice =
  | { kind: 'status'; status: (typeof ORDER_STATUSES)[number] }
  | { kind: 'line_price'; line: number; discount: string; ppuCents: number | null }
  | { kind: 'move'; to: MoveTarget; pick: number; minutes: number; shiftPayments: boolean }
  | { kind: 'payment'; cents: number; paidOnPurchaseDay: boolean };

export interface Step {
  /** An order of the run's pool, or one this run has edited already (edits add up). */
  order: { from: 'pool' | 'edited'; index: number };
  edit: EditChoice;
  /**
   * How the model service is read after the edit: with `Cache-Control: no-cache`, or plainly
   * once the sync interval has passed.
   */
  read: 'no-cache' | 'after-interval';
}

const editChoice: fc.Arbitrary<EditChoice> = fc.oneof(
  fc.record({ kind: fc.constant('status'), status: fc.constantFrom(...ORDER_STATUSES) }),
  fc.record({
    kind: fc.constant('line_price'),
    line: fc.nat({ max: 20 }),
    // Off, none, a surcharge (a negative discount) and a full discount.
    discount: fc.constantFrom('0.8', '1', '1.25', '0'),
    ppuCents: fc.option(fc.integer({ min: 1, max: 50_000 }), { nil: null }),
  }),
  fc.record({
    kind: fc.constant('move'),
    to: fc.constantFrom(...MOVE_TARGETS),
    pick: fc.nat({ max: 1000 }),
    minutes: fc.nat({ max: 24 * 60 - 1 }),
    shiftPayments: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('payment'),
    // Mostly refunds (negative), some extra payments.
    cents: fc.oneof(fc.integer({ min: -20_000, max: -1 }), fc.integer({ min: 1, max: 5_000 })),
    paidOnPurchaseDay: fc.boolean(),
  }),
);

export const stepArbitrary: fc.Arbitrary<Step> = fc.record({
  order: fc.record({ from: fc.constantFrom('pool', 'edited'), index: fc.nat({ max: 10_000 }) }),
  edit: editChoice,
  read: fc.constantFrom('no-cache', 'after-interval'),
});

/** The demo history the moves stay inside: local days `firstDay`..`lastDay`. */
export interface History {
  firstDay: LocalDate;
  lastDay: LocalDate;
}

/** An order as the run knows it: as the platform last answered it, and its payment count. */
export interface KnownOrder {
  order: DemoOrder;
  payments: number;
}

/** The first day of the month of `day`. */
export const firstOfMonth = (day: LocalDate): LocalDate =>
  addDays(day, 1 - Number(day.slice(8, 10)));

/** The first day of each month of the history, oldest first. */
function historyMonths(history: History): LocalDate[] {
  const months: LocalDate[] = [];
  let day = firstOfMonth(history.firstDay);
  while (day <= history.lastDay) {
    months.push(day);
    day = firstOfNextMonth(day);
  }
  return months;
}

/** Autumn's repeated hour and spring's skipped one, both 01:00 UTC, in and around the history. */
const DST_CHANGES = ['2025-10-26T01:00:00Z', '2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z'].map(
  Date.parse,
);

const purchaseOf = (order: DemoOrder): number => {
  const instant = parseTimestamp(order.date_purchased);
  if (instant === null) throw new Error(`order ${order.id}: no purchase time`);
  return instant;
};

/** The purchase instant a move goes to; always inside the history. */
function moveInstant(
  choice: Extract<EditChoice, { kind: 'move' }>,
  order: DemoOrder,
  history: History,
  heldMonths: ReadonlySet<string>,
): number {
  const start = localMidnight(history.firstDay);
  const end = localMidnight(addDays(history.lastDay, 1));
  const inside = (instant: number) => instant >= start && instant < end;
  const { minutes, pick } = choice;
  const ownMonth = firstOfMonth(localDateOf(purchaseOf(order)));
  const nextMonth = localMidnight(firstOfNextMonth(ownMonth));
  const edges = {
    'next-month-start': nextMonth + (minutes % 180) * MINUTE,
    'previous-month-end': localMidnight(ownMonth) - ((minutes % 180) + 1) * MINUTE,
    'own-month-end': nextMonth - ((minutes % 180) + 1) * MINUTE,
  };
  const candidates: number[] = [];
  if (choice.to === 'dst-change') {
    candidates.push(
      (DST_CHANGES[pick % DST_CHANGES.length] ?? 0) + ((minutes % 181) - 90) * MINUTE,
    );
  } else if (choice.to === 'unheld-month') {
    const unheld = historyMonths(history).filter((first) => !heldMonths.has(first.slice(0, 7)));
    const first = unheld[pick % Math.max(1, unheld.length)];
    if (first !== undefined) {
      const days: LocalDate[] = [];
      for (let day = first; day < firstOfNextMonth(first); day = addDays(day, 1)) {
        if (day >= history.firstDay && day <= history.lastDay) days.push(day);
      }
      const day = days[pick % days.length] ?? history.firstDay;
      candidates.push(localMidnight(day) + minutes * MINUTE);
    }
  } else {
    candidates.push(edges[choice.to]);
  }
  // At the history's edges (or with every month held) the nearest month edge inside it instead.
  candidates.push(edges['next-month-start'], edges['previous-month-end']);
  const instant = candidates.find(inside);
  if (instant === undefined) throw new Error(`order ${order.id}: no month edge inside the history`);
  return instant;
}

/** Cents as the edit's decimal string: -1234 → "-12.34". */
const centsText = (cents: number): string => {
  const magnitude = Math.abs(cents);
  const text = `${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
};

/** An order has room for this many payments (the demo's limit). */
const MAX_PAYMENTS = 4;

/**
 * The concrete edit a step's choice stands for, for the order as it is now; null when the
 * order has nothing the choice can change (no line left to reprice, no room for a payment).
 */
export function concreteEdit(
  choice: EditChoice,
  known: KnownOrder,
  history: History,
  heldMonths: ReadonlySet<string>,
): OrderEdit | null {
  const { order } = known;
  switch (choice.kind) {
    case 'status':
      return choice;
    case 'line_price': {
      // Only product lines not refunded can be repriced (a refund took them back at their price).
      const lines = order.order_items.flatMap((item, index) =>
        item.product_id !== null && item.refunded_quantity === 0 ? [index] : [],
      );
      const line = lines[choice.line % Math.max(1, lines.length)];
      if (line === undefined) return null;
      return {
        kind: 'line_price',
        line,
        discount: choice.discount,
        ...(choice.ppuCents === null ? {} : { ppu: centsText(choice.ppuCents) }),
      };
    }
    case 'move':
      return {
        kind: 'move',
        datePurchased: formatUpstreamTimestamp(moveInstant(choice, order, history, heldMonths)),
        shiftPayments: choice.shiftPayments,
      };
    case 'payment': {
      if (known.payments >= MAX_PAYMENTS) return null;
      const paidAt = purchaseOf(order) + MINUTE;
      return {
        kind: 'payment',
        amount: centsText(choice.cents),
        ...(choice.paidOnPurchaseDay ? { datePaid: formatUpstreamTimestamp(paidAt) } : {}),
      };
    }
  }
}
