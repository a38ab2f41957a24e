/**
 * The revenue section: sales and returns of turnover lines (per group and in total), cash
 * differences from day closings, cost of goods sold, margin, and non-turnover lines by kind.
 */
import {
  add,
  parseAmount,
  percentage,
  subtract,
  sum,
  toJsonNumber,
  ZERO,
  type Amount,
} from '../../../../shared/money.js';
import type { FinancialReportRevenue } from '../../../../shared/api/financial-report.js';
import type { DayClosingRecord, OrderRecord } from '../../core/model/sales.js';
import { costOf, movementOf, type LineMovement } from './line-movements.js';
import { compareGroups, type GroupIdentity } from './names.js';
import { keysOf } from '../../../../shared/guards.js';

/** Sales and returns of one group; returns are magnitudes (positive). */
interface SalesAndReturns {
  sales: Amount;
  salesWt: Amount;
  returns: Amount;
  returnsWt: Amount;
}

interface NonRevenueTotals {
  gift_cards: Amount;
  tips: Amount;
  invoice_payments: Amount;
  prepayments: Amount;
  total: Amount;
}

export interface RevenueFigures {
  byGroup: Map<number | null, SalesAndReturns>;
  totals: SalesAndReturns;
  differences: Amount;
  cost: Amount;
  /** Turnover lines without a cost price (they cost 0, so the margin is too high by theirs). */
  linesWithoutCost: number;
  /** What those lines sold and what came back of them. */
  withoutCost: SalesAndReturns;
  nonRevenue: NonRevenueTotals;
}

const KIND_FIELD = {
  gift_card: 'gift_cards',
  tip: 'tips',
  invoice_payment: 'invoice_payments',
  prepayment: 'prepayments',
} as const;

const emptySalesAndReturns = (): SalesAndReturns => ({
  sales: ZERO,
  salesWt: ZERO,
  returns: ZERO,
  returnsWt: ZERO,
});

/** Adds what a turnover line sold and what came back of it (line-movements.ts). */
function addLine(totals: SalesAndReturns, { sold, returned }: LineMovement): void {
  totals.sales = add(totals.sales, sold.net);
  totals.salesWt = add(totals.salesWt, sold.gross);
  totals.returns = add(totals.returns, returned.net);
  totals.returnsWt = add(totals.returnsWt, returned.gross);
}

/** expected − counted: positive when cash is short, which lowers turnover. */
export const cashDifferences = (dayClosings: readonly DayClosingRecord[]): Amount =>
  sum(
    dayClosings.map((closing) =>
      subtract(parseAmount(closing.expected_cash), parseAmount(closing.counted_cash)),
    ),
  );

/** Nothing added yet: the start of a report's revenue, whole or a page at a time. */
export const emptyRevenue = (): RevenueFigures => ({
  byGroup: new Map(),
  totals: emptySalesAndReturns(),
  differences: ZERO,
  cost: ZERO,
  linesWithoutCost: 0,
  withoutCost: emptySalesAndReturns(),
  nonRevenue: {
    gift_cards: ZERO,
    tips: ZERO,
    invoice_payments: ZERO,
    prepayments: ZERO,
    total: ZERO,
  },
});

/**
 * Adds the orders' lines to the figures in place. Every figure is an exact sum, so adding
 * the orders in pages gives what adding them at once gives (financial-report/report-totals.ts).
 */
export function addRevenueLines(
  figures: RevenueFigures,
  orders: readonly OrderRecord[],
  /** False for credit notes: their lines are lines of a sale, counted with it. */
  countsLines = true,
): void {
  for (const line of orders.flatMap((order) => order.order_items)) {
    if (!line.is_turnover) {
      const gross = parseAmount(line.price_wt);
      const { nonRevenue } = figures;
      nonRevenue.total = add(nonRevenue.total, gross);
      // A non-turnover line of an unknown kind still counts in the total.
      if (line.non_turnover_kind !== null) {
        const field = KIND_FIELD[line.non_turnover_kind];
        nonRevenue[field] = add(nonRevenue[field], gross);
      }
      continue;
    }
    let group = figures.byGroup.get(line.product_group_id);
    if (!group) {
      group = emptySalesAndReturns();
      figures.byGroup.set(line.product_group_id, group);
    }
    const movement = movementOf(line);
    addLine(group, movement);
    addLine(figures.totals, movement);
    figures.cost = add(figures.cost, costOf(line));
    if (line.cost_ppu === null) {
      if (countsLines) figures.linesWithoutCost += 1;
      addLine(figures.withoutCost, movement);
    }
  }
}

/** Adds `from` into `into`, field by field. */
function mergeSalesAndReturns(into: SalesAndReturns, from: SalesAndReturns): void {
  into.sales = add(into.sales, from.sales);
  into.salesWt = add(into.salesWt, from.salesWt);
  into.returns = add(into.returns, from.returns);
  into.returnsWt = add(into.returnsWt, from.returnsWt);
}

/** Adds the figures of another part of the range (`from`) into `into`: every one is a sum. */
export function mergeRevenue(into: RevenueFigures, from: RevenueFigures): void {
  for (const [groupId, group] of from.byGroup) {
    const held = into.byGroup.get(groupId);
    if (held) mergeSalesAndReturns(held, group);
    else into.byGroup.set(groupId, { ...group });
  }
  mergeSalesAndReturns(into.totals, from.totals);
  mergeSalesAndReturns(into.withoutCost, from.withoutCost);
  into.differences = add(into.differences, from.differences);
  into.cost = add(into.cost, from.cost);
  into.linesWithoutCost += from.linesWithoutCost;
  for (const field of keysOf(into.nonRevenue)) {
    into.nonRevenue[field] = add(into.nonRevenue[field], from.nonRevenue[field]);
  }
}

/** Adds the day closings' cash differences to the figures in place. */
export function addCashDifferences(
  figures: RevenueFigures,
  dayClosings: readonly DayClosingRecord[],
): void {
  figures.differences = add(figures.differences, cashDifferences(dayClosings));
}

export function computeRevenue(
  orders: readonly OrderRecord[],
  dayClosings: readonly DayClosingRecord[],
): RevenueFigures {
  const figures = emptyRevenue();
  addRevenueLines(figures, orders);
  addCashDifferences(figures, dayClosings);
  return figures;
}

const jsonNumber = (amount: Amount): number => toJsonNumber(amount);

/** A group row's figures, exact: the report rounds them, the drill-down sums them per order. */
export const groupFigures = (group: SalesAndReturns) => ({
  sales: group.sales,
  sales_wt: group.salesWt,
  returns: group.returns,
  returns_wt: group.returnsWt,
  turnover: subtract(group.sales, group.returns),
  turnover_wt: subtract(group.salesWt, group.returnsWt),
});

const groupRowToJson = (group: SalesAndReturns) => {
  const figures = groupFigures(group);
  return {
    sales: jsonNumber(figures.sales),
    sales_wt: jsonNumber(figures.sales_wt),
    returns: jsonNumber(figures.returns),
    returns_wt: jsonNumber(figures.returns_wt),
    turnover: jsonNumber(figures.turnover),
    turnover_wt: jsonNumber(figures.turnover_wt),
  };
};

export function revenueToJson(
  figures: RevenueFigures,
  resolveGroup: (groupId: number | null) => GroupIdentity,
): FinancialReportRevenue {
  const { totals, differences, cost, nonRevenue } = figures;
  const turnover = subtract(subtract(totals.sales, totals.returns), differences);
  const turnoverWt = subtract(subtract(totals.salesWt, totals.returnsWt), differences);
  const margin = subtract(turnover, cost);
  const rows = [...figures.byGroup]
    .map(([groupId, group]) => ({ ...resolveGroup(groupId), ...groupRowToJson(group) }))
    .sort(compareGroups);
  return {
    total_sales: jsonNumber(totals.sales),
    total_sales_wt: jsonNumber(totals.salesWt),
    total_returns: jsonNumber(totals.returns),
    total_returns_wt: jsonNumber(totals.returnsWt),
    total_differences: jsonNumber(differences),
    total_turnover: jsonNumber(turnover),
    total_turnover_wt: jsonNumber(turnoverWt),
    total_cost_of_goods_sold: jsonNumber(cost),
    lines_without_cost_price: figures.linesWithoutCost,
    turnover_without_cost_price: jsonNumber(
      subtract(figures.withoutCost.sales, figures.withoutCost.returns),
    ),
    turnover_without_cost_price_wt: jsonNumber(
      subtract(figures.withoutCost.salesWt, figures.withoutCost.returnsWt),
    ),
    // The percentage is taken from the exact amounts, not from the rounded ones.
    margin: { value: jsonNumber(margin), percentage: percentage(margin, turnover) },
    non_revenue: {
      gift_cards: jsonNumber(nonRevenue.gift_cards),
      tips: jsonNumber(nonRevenue.tips),
      invoice_payments: jsonNumber(nonRevenue.invoice_payments),
      prepayments: jsonNumber(nonRevenue.prepayments),
      total: jsonNumber(nonRevenue.total),
    },
    rows,
  };
}
