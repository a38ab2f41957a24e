/**
 * What each order contributes to one figure of the report. The report's own pure parts run
 * on that one order (computeTurnoverMatrix, computeRevenue, computeVatBreakdown,
 * totalsByMethod), and the same per-bucket figures they round for the report are read off
 * their answer; no formula is written twice. Every report figure is an exact sum over lines
 * or payments, and each line or payment belongs to one order, so the orders' exact
 * contributions add up to exactly the sum the report rounds (docs/financial-report.md).
 */
import type { Measure, ReportFigure } from '../../../../shared/api/financial-report-orders.js';
import { add, ZERO, type Amount } from '../../../../shared/money.js';
import type { ResolvedPaymentMethod } from '../reference/payment-methods.js';
import type { ReportBasis } from './financial-report.js';
import type { DirectPaidOrder } from '../sales-figures/payment-status.js';
import {
  methodTotalsSum,
  totalsByMethod,
  type MethodTotal,
} from '../sales-figures/payment-methods.js';
import {
  addProductLines,
  productTurnover,
  type ProductFigures,
} from '../sales-figures/product-sales-totals.js';
import { computeRevenue, groupFigures } from '../sales-figures/revenue.js';
import type { ScopedOrder } from '../sales-figures/scope.js';
import { computeTurnoverMatrix, turnoverFigures } from './turnover-by-group.js';
import {
  computeVatBreakdown,
  netVatGross,
  type NetGross,
  type VatBreakdown,
} from '../sales-figures/vat-breakdown.js';
import { entriesOf } from '../../../../shared/guards.js';

export type Amounts = Partial<Record<Measure, Amount>>;

interface Contribution {
  scoped: ScopedOrder;
  amounts: Amounts;
}

/** The turnover cells of one order that the figure covers (none: the order is not behind it). */
function turnoverCells(figure: ReportFigure, scoped: ScopedOrder): NetGross[] {
  const matrix = computeTurnoverMatrix([scoped.order]);
  const cells = (groupId: number | null) => [...(matrix.get(groupId)?.values() ?? [])];
  const all = () => [...matrix.keys()].flatMap(cells);
  switch (figure.kind) {
    case 'turnover_cell':
      return scoped.order.shop_id === figure.shop_id ? cells(figure.product_group_id) : [];
    case 'turnover_group':
      return cells(figure.product_group_id);
    case 'turnover_shop':
      return scoped.order.shop_id === figure.shop_id ? all() : [];
    default:
      return all();
  }
}

/** Adds amounts field by field (a figure over several cells of one order). */
function addAmounts(list: readonly Amounts[]): Amounts {
  const total: Amounts = {};
  for (const amounts of list) {
    for (const [measure, amount] of entriesOf(amounts)) {
      if (amount === undefined) continue;
      const current = total[measure];
      total[measure] = current === undefined ? amount : add(current, amount);
    }
  }
  return total;
}

function turnoverContribution(figure: ReportFigure, scoped: ScopedOrder): Amounts | null {
  const cells = turnoverCells(figure, scoped);
  return cells.length === 0 ? null : addAmounts(cells.map(turnoverFigures));
}

/** The turnover of the order's lines without a cost price (none: not behind the figure). */
function withoutCostContribution(scoped: ScopedOrder): Amounts | null {
  const figures = computeRevenue([scoped.order], []);
  if (figures.linesWithoutCost === 0) return null;
  const { turnover, turnover_wt } = groupFigures(figures.withoutCost);
  return { turnover, turnover_wt };
}

/** One product's turnover in the order (GET /api/product-sales); none: not behind it. */
function productContribution(productId: number | null, scoped: ScopedOrder): Amounts | null {
  const products = new Map<number | null, ProductFigures>();
  addProductLines(products, scoped.order, scoped.purchaseDay, true);
  const figures = products.get(productId);
  return figures ? productTurnover(figures) : null;
}

function revenueContribution(groupId: number | null, scoped: ScopedOrder): Amounts | null {
  const group = computeRevenue([scoped.order], []).byGroup.get(groupId);
  return group ? groupFigures(group) : null;
}

/** A rate row (or the total) of the order's own VAT breakdown; undefined: none of its lines. */
function rateContribution(
  scoped: ScopedOrder,
  pick: (breakdown: VatBreakdown) => NetGross | undefined,
): Amounts | null {
  const figures = pick(computeVatBreakdown([scoped.order]));
  return figures ? netVatGross(figures) : null;
}

const rateRow = (taxRateId: number | null) => (breakdown: VatBreakdown) =>
  breakdown.rates.find((rate) => rate.taxRateId === taxRateId);

const rateTotal = (breakdown: VatBreakdown) => breakdown.total;

/** One method's payments of the order (or all of them: `pick` chooses from its method list). */
function paymentContribution(
  paid: DirectPaidOrder,
  paymentMethods: readonly ResolvedPaymentMethod[],
  pick: (methods: MethodTotal[]) => Amount | undefined,
): Amounts | null {
  const amount = pick(totalsByMethod(paid.payments, paymentMethods));
  return amount === undefined ? null : { amount };
}

const methodAmount = (typeAlias: string) => (methods: MethodTotal[]) =>
  methods.find((method) => method.typeAlias === typeAlias)?.amount;

const allMethods = (methods: MethodTotal[]) =>
  methods.length === 0 ? undefined : methodTotalsSum(methods);

/** The orders with settlements in the range, each with those payments. */
function settledOrders(basis: ReportBasis): DirectPaidOrder[] {
  const byOrder = new Map<number, DirectPaidOrder>();
  for (const { payment, scoped } of basis.settlements) {
    const entry = byOrder.get(scoped.order.id);
    if (entry) entry.payments.push(payment);
    else byOrder.set(scoped.order.id, { ...scoped, payments: [payment] });
  }
  return [...byOrder.values()];
}

/** Each order behind the figure with its contribution, in the order the basis lists them. */
export function figureContributions(
  figure: ReportFigure,
  basis: ReportBasis,
  paymentMethods: readonly ResolvedPaymentMethod[],
): Contribution[] {
  const over = <Entry extends ScopedOrder>(
    entries: readonly Entry[],
    contribute: (entry: Entry) => Amounts | null,
  ): Contribution[] =>
    entries.flatMap((scoped) => {
      const amounts = contribute(scoped);
      return amounts ? [{ scoped, amounts }] : [];
    });
  switch (figure.kind) {
    case 'turnover_cell':
    case 'turnover_group':
    case 'turnover_shop':
    case 'turnover_total':
      return over(basis.scoped, (scoped) => turnoverContribution(figure, scoped));
    case 'turnover_product':
      return over(basis.scoped, (scoped) => productContribution(figure.product_id, scoped));
    case 'revenue_group':
      return over(basis.scoped, (scoped) => revenueContribution(figure.product_group_id, scoped));
    case 'turnover_without_cost':
      return over(basis.scoped, withoutCostContribution);
    case 'direct_paid_rate':
      return over(basis.directPaid, (paid) => rateContribution(paid, rateRow(figure.tax_rate_id)));
    case 'direct_paid_total':
      return over(basis.directPaid, (paid) => rateContribution(paid, rateTotal));
    case 'not_paid_now_rate':
      return over(basis.notPaidNow, (open) => rateContribution(open, rateRow(figure.tax_rate_id)));
    case 'not_paid_now_total':
      return over(basis.notPaidNow, (open) => rateContribution(open, rateTotal));
    case 'payment_method':
      return over(basis.directPaid, (paid) =>
        paymentContribution(paid, paymentMethods, methodAmount(figure.type_alias)),
      );
    case 'payments_total':
      return over(basis.directPaid, (paid) =>
        paymentContribution(paid, paymentMethods, allMethods),
      );
    case 'refunds_rate':
      return over(basis.creditNotes, (note) => rateContribution(note, rateRow(figure.tax_rate_id)));
    case 'refunds_total':
      return over(basis.creditNotes, (note) => rateContribution(note, rateTotal));
    case 'settlement_method':
      return over(settledOrders(basis), (settled) =>
        paymentContribution(settled, paymentMethods, methodAmount(figure.type_alias)),
      );
    case 'settlements_total':
      return over(settledOrders(basis), (settled) =>
        paymentContribution(settled, paymentMethods, allMethods),
      );
  }
}

/** The figure: the exact sum of the contributions, field by field (zero for no orders). */
export function figureTotals(
  contributions: readonly Contribution[],
  measures: readonly Measure[],
): Amounts {
  const zero: Amounts = Object.fromEntries(measures.map((measure) => [measure, ZERO]));
  return addAmounts([zero, ...contributions.map((entry) => entry.amounts)]);
}
