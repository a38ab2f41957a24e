/**
 * The revenue section: sales and returns of turnover lines (per group and in total), cash
 * differences from day closings, cost of goods sold, margin, and non-turnover lines by kind.
 */
import {
  abs,
  add,
  multiply,
  parseAmount,
  percentage,
  subtract,
  sum,
  toWireNumber,
  ZERO,
  type Amount,
} from '../../../shared/money.js';
import type { FinancialReportRevenue } from '../../../shared/api/financial-report.js';
import type { DayClosingRow, OrderItemRow, OrderRow } from '../../upstream/wire.js';
import { compareGroups, type GroupIdentity } from './names.js';

/** Sales and returns of one group; returns are magnitudes (positive). */
export interface SalesAndReturns {
  sales: Amount;
  salesWt: Amount;
  returns: Amount;
  returnsWt: Amount;
}

export interface NonRevenueTotals {
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

/** Adds a turnover line: quantity > 0 is a sale, < 0 a return; 0 moves no goods and counts in neither. */
function addLine(totals: SalesAndReturns, line: OrderItemRow): void {
  const net = parseAmount(line.price);
  const gross = parseAmount(line.price_wt);
  if (line.quantity > 0) {
    totals.sales = add(totals.sales, net);
    totals.salesWt = add(totals.salesWt, gross);
  } else if (line.quantity < 0) {
    totals.returns = add(totals.returns, abs(net));
    totals.returnsWt = add(totals.returnsWt, abs(gross));
  }
}

/** Cost of a line: quantity × cost_ppu, so a return gives its cost back; no cost price = 0. */
const lineCost = (line: OrderItemRow): Amount =>
  line.cost_ppu === null ? ZERO : multiply(parseAmount(line.cost_ppu), line.quantity);

/** expected − counted: positive when cash is short, which lowers turnover. */
export const cashDifferences = (dayClosings: readonly DayClosingRow[]): Amount =>
  sum(
    dayClosings.map((closing) =>
      subtract(parseAmount(closing.expected_cash), parseAmount(closing.counted_cash)),
    ),
  );

export function computeRevenue(
  orders: readonly OrderRow[],
  dayClosings: readonly DayClosingRow[],
): RevenueFigures {
  const figures: RevenueFigures = {
    byGroup: new Map(),
    totals: emptySalesAndReturns(),
    differences: cashDifferences(dayClosings),
    cost: ZERO,
    nonRevenue: {
      gift_cards: ZERO,
      tips: ZERO,
      invoice_payments: ZERO,
      prepayments: ZERO,
      total: ZERO,
    },
  };
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
    addLine(group, line);
    addLine(figures.totals, line);
    figures.cost = add(figures.cost, lineCost(line));
  }
  return figures;
}

const wire = (amount: Amount): number => toWireNumber(amount);

export function revenueToWire(
  figures: RevenueFigures,
  resolveGroup: (groupId: number | null) => GroupIdentity,
): FinancialReportRevenue {
  const { totals, differences, cost, nonRevenue } = figures;
  const turnover = subtract(subtract(totals.sales, totals.returns), differences);
  const turnoverWt = subtract(subtract(totals.salesWt, totals.returnsWt), differences);
  const margin = subtract(turnover, cost);
  const rows = [...figures.byGroup]
    .map(([groupId, group]) => ({
      ...resolveGroup(groupId),
      sales: wire(group.sales),
      sales_wt: wire(group.salesWt),
      returns: wire(group.returns),
      returns_wt: wire(group.returnsWt),
      turnover: wire(subtract(group.sales, group.returns)),
      turnover_wt: wire(subtract(group.salesWt, group.returnsWt)),
    }))
    .sort(compareGroups);
  return {
    total_sales: wire(totals.sales),
    total_sales_wt: wire(totals.salesWt),
    total_returns: wire(totals.returns),
    total_returns_wt: wire(totals.returnsWt),
    total_differences: wire(differences),
    total_turnover: wire(turnover),
    total_turnover_wt: wire(turnoverWt),
    total_cost_of_goods_sold: wire(cost),
    // The percentage is taken from the exact amounts, not from the rounded ones.
    margin: { value: wire(margin), percentage: percentage(margin, turnover) },
    non_revenue: {
      gift_cards: wire(nonRevenue.gift_cards),
      tips: wire(nonRevenue.tips),
      invoice_payments: wire(nonRevenue.invoice_payments),
      prepayments: wire(nonRevenue.prepayments),
      total: wire(nonRevenue.total),
    },
    rows,
  };
}
