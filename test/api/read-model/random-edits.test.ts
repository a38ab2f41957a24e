/**
 * The read model against the platform, under random order edits (issue 12, item 3): fast-check
 * draws short sequences of edits to random existing orders on the demo platform (a status in
 * or out of the report's scope, a line repriced, a refund or another payment, a move across a
 * month's edge, onto a daylight-saving day, out of a month the model holds into one it does
 * not hold yet), and after each edit the periods around the order before and after it (its
 * day, week and month) are read from a service answering from its read model and from one
 * reading the platform straight through (service-pair.ts): every answer must be equal. The
 * model is read with `Cache-Control: no-cache`, or plainly once its sync interval has passed.
 *
 * Each run starts a fresh pair, with its own demo platform, rather than clearing the edits
 * between runs: clearing gives back a generated order with its old `date_updated`, which no
 * delta can see, so a model that lived on would keep the edited rows and differ for a reason
 * that is no defect. A fresh pair per run also makes a failing run replay exactly from the
 * seed and path fast-check prints, whatever ran before it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DemoOrder } from '../../../electron/demo-platform/data/order-rows.js';
import {
  addDays,
  formatUpstreamTimestamp,
  localDateOf,
  localMidnight,
  parseLocalDate,
  parseTimestamp,
  type LocalDate,
} from '../../../shared/dates.js';
import { DEMO_END_DATE } from '../harness.js';
import {
  concreteEdit,
  stepArbitrary,
  type History,
  type KnownOrder,
  type Step,
} from './edit-steps.js';
import {
  distinctPeriods,
  expectSameAnswers,
  HISTORY_DAYS,
  monthsOfPeriod,
  ORDERS_PAGE,
  periodsAround,
  startServicePair,
  SYNC_INTERVAL_MS,
  type ModelRead,
  type Period,
  type ServicePair,
} from './service-pair.js';

const localDate = (text: string): LocalDate => {
  const date = parseLocalDate(text);
  if (!date) throw new Error(`not a date: ${text}`);
  return date;
};

const HISTORY: History = {
  firstDay: addDays(localDate(DEMO_END_DATE), 1 - HISTORY_DAYS),
  lastDay: localDate(DEMO_END_DATE),
};

/** The orders edited are drawn from the months of both daylight-saving changes. */
const SOURCE_MONTHS: Period[] = [
  { from: localDate('2026-03-01'), to: localDate('2026-03-31') },
  { from: localDate('2026-10-01'), to: localDate('2026-10-31') },
];

/**
 * Runs: the named cases' run (below), then random ones. Each run starts a demo platform and
 * two services and reads every period from both, so runs and steps are few (about 45 s on 2
 * idle cores).
 */
const RUNS = 4;
const MAX_STEPS = 4;

/**
 * The cases the issue names, in one run, so every run of the test has them whatever the seed:
 * an order moved out of a month the model holds across its edge into a month it does not hold
 * yet, then onto autumn's repeated hour, out of the report's scope and back, then another
 * order refunded on its purchase day and repriced.
 */
const NAMED_CASES: Step[] = [
  {
    order: { from: 'pool', index: 0 },
    edit: { kind: 'move', to: 'previous-month-end', pick: 0, minutes: 30, shiftPayments: true },
    read: 'after-interval',
  },
  {
    order: { from: 'edited', index: 0 },
    // 2026-10-25 01:00 UTC + 30 minutes: 02:30 local for the second time (+01:00).
    edit: { kind: 'move', to: 'dst-change', pick: 2, minutes: 120, shiftPayments: false },
    read: 'no-cache',
  },
  {
    order: { from: 'edited', index: 0 },
    edit: { kind: 'status', status: 'cancelled' },
    read: 'no-cache',
  },
  {
    order: { from: 'edited', index: 0 },
    edit: { kind: 'status', status: 'complete' },
    read: 'after-interval',
  },
  {
    order: { from: 'pool', index: 500 },
    edit: { kind: 'payment', cents: -1250, paidOnPurchaseDay: true },
    read: 'no-cache',
  },
  {
    order: { from: 'edited', index: 1 },
    edit: { kind: 'line_price', line: 0, discount: '0.8', ppuCents: null },
    read: 'no-cache',
  },
];

const dayOf = (order: DemoOrder): LocalDate =>
  localDateOf(parseTimestamp(order.date_purchased) ?? NaN);

/** The source months' orders, by id, as the platform lists them. */
async function ordersToEdit(pair: ServicePair): Promise<DemoOrder[]> {
  const orders: DemoOrder[] = [];
  for (const month of SOURCE_MONTHS) {
    const rows = await pair.raw.drain('listOrders', {
      filters: [
        { name: 'date_purchased__>=', val: formatUpstreamTimestamp(localMidnight(month.from)) },
        {
          name: 'date_purchased__<',
          val: formatUpstreamTimestamp(localMidnight(addDays(month.to, 1))),
        },
      ],
    });
    // A month is read in more than one page of the order list, so every run reads pages.
    expect(rows.length, `orders of ${month.from}`).toBeGreaterThan(ORDERS_PAGE);
    orders.push(...rows);
  }
  return orders;
}

/** One run: a fresh pair, the source months read once, then each step and its comparison. */
async function runSteps(steps: readonly Step[]): Promise<void> {
  const pair = await startServicePair();
  try {
    const pool = await ordersToEdit(pair);
    expect(pool.length).toBeGreaterThan(100);
    const known = new Map<number, KnownOrder>();
    const edited: number[] = [];
    /** The months the model has been asked for, and so holds. */
    const held = new Set<string>();
    const compare = async (periods: Period[], how: ModelRead, notBefore: number | null) => {
      for (const period of distinctPeriods(periods)) {
        await expectSameAnswers(pair, period, how, notBefore);
        for (const month of monthsOfPeriod(period)) held.add(month);
      }
    };
    // The model holds the source months before the first edit, so edits leave held months.
    for (const month of SOURCE_MONTHS) {
      const read = await pair.readModel(`/api/orders?from=${month.from}&to=${month.to}`, 'plain');
      expect(read.status, read.text).toBe(200);
      held.add(month.from.slice(0, 7));
    }

    for (const step of steps) {
      const { from, index } = step.order;
      const id =
        from === 'edited' && edited.length > 0
          ? (edited[index % edited.length] ?? 0)
          : (pool[index % pool.length]?.id ?? 0);
      const current = known.get(id) ?? (await asGenerated(pair, pool, id));
      const edit = concreteEdit(step.edit, current, HISTORY, held);
      const before = dayOf(current.order);
      let after = before;
      if (edit !== null) {
        const result = pair.demo.editOrder({ account: pair.account, orderId: id, edit });
        known.set(id, { order: result.order, payments: result.payments.length });
        if (!edited.includes(id)) edited.push(id);
        after = dayOf(result.order);
      }
      // As the model service reads the time: its answers' as-of are on its clock.
      const editedAt = pair.clock.now();
      if (step.read === 'after-interval') pair.clock.advance(SYNC_INTERVAL_MS);
      // The order's old place first: a model that missed the move still shows it there.
      // A plain read's as-of is the oldest of its parts, and the reference lists and an open
      // month's closings keep theirs for intervals of their own (decisions 0034 and 0093): of
      // a plain read only its figures are held to the edit, and a no-cache read's as-of too.
      const plain = step.read === 'after-interval';
      await compare(
        [...periodsAround(before), ...periodsAround(after)],
        plain ? 'plain' : 'no-cache',
        plain ? null : editedAt,
      );
    }
  } finally {
    await pair.close();
  }
}

/** An order not edited yet: its row from the pool and its payments as the platform lists them. */
async function asGenerated(pair: ServicePair, pool: DemoOrder[], id: number): Promise<KnownOrder> {
  const order = pool.find((row) => row.id === id);
  if (!order) throw new Error(`order ${id} is not in the pool`);
  const payments = await pair.raw.drain('listPayments', {
    filters: [{ name: 'order_id__in_list', multi_val: [id] }],
  });
  return { order, payments: payments.length };
}

describe('the read model under random order edits', () => {
  it('answers every read as the platform does, edit after edit', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: MAX_STEPS }), runSteps),
      // No shrinking: each retry is a whole run of seconds, and a failing run of at most
      // MAX_STEPS steps reads well as it is; its seed and path replay it exactly.
      { numRuns: RUNS, examples: [[NAMED_CASES]], endOnFailure: true },
    );
  }, 300_000);
});
