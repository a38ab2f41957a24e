/**
 * The answer of GET /api/financial-report/orders: the orders behind one figure, each with its
 * contribution (exact), sorted by purchase time, and the figure as the exact sum of those
 * contributions rounded to cents as the report rounds (figure-contributions.ts says why that
 * equals the report's figure).
 */
import {
  measuresOf,
  type FigureAmounts,
  type ReportFigure,
  type ReportOrdersResponse,
} from '../../../../shared/api/financial-report-orders.js';
import { parseTimestamp } from '../../../../shared/dates.js';
import { toJsonNumber } from '../../../../shared/money.js';
import { toOrder, type OrderRowContext } from '../orders/rows.js';
import { reportBasis, type FinancialReportInput } from './financial-report.js';
import { figureContributions, figureTotals, type Amounts } from './figure-contributions.js';
import { shopNameResolver } from '../sales-figures/names.js';
import type { ScopedOrder } from '../sales-figures/scope.js';

/** Contributions keep every digit the exact amount has (at most 8 decimals). */
const EXACT_DECIMALS = 8;

const toJson = (amounts: Amounts, decimals: number): FigureAmounts =>
  Object.fromEntries(
    Object.entries(amounts).map(([measure, amount]) => [measure, toJsonNumber(amount, decimals)]),
  );

/** Purchase time, then id; a scoped order's timestamp was already read (sales-figures/scope.ts). */
const byPurchaseTime = (a: ScopedOrder, b: ScopedOrder): number =>
  (parseTimestamp(a.order.date_purchased) ?? 0) - (parseTimestamp(b.order.date_purchased) ?? 0) ||
  a.order.id - b.order.id;

export function reportOrders(
  input: FinancialReportInput,
  figure: ReportFigure,
  context: OrderRowContext,
): ReportOrdersResponse {
  const measures = measuresOf(figure.kind);
  const contributions = figureContributions(figure, reportBasis(input), input.paymentMethods);
  const shopName = shopNameResolver(input.shops);
  const data = [...contributions]
    .sort((a, b) => byPurchaseTime(a.scoped, b.scoped))
    .map(({ scoped, amounts }) => ({
      ...toOrder(scoped.order, context),
      shop_name: shopName(scoped.order.shop_id),
      contribution: toJson(amounts, EXACT_DECIMALS),
    }));
  return {
    from: input.from,
    to: input.to,
    location_id: input.locationId,
    currency: 'EUR',
    figure,
    measures: [...measures],
    totals: toJson(figureTotals(contributions, measures), 2),
    count: data.length,
    total: data.length,
    data,
  };
}
