/**
 * The exceptions of a period for a caller, with their rights: one pass over the period's orders and
 * day closings as the report reads them (from the read model when it is on), beside one pass over
 * the catalog (kept under the catalog's state: catalog-exceptions.ts). `exceptionsOf` is what
 * GET /api/exceptions answers from and what a digest calls for "the exceptions of a day" (from =
 * to = that day), to compare their ids with those it raised before.
 *
 * A repeated difference needs the till's closings before the range: those of the look-back are
 * read beside the range's rows, closings only (closings-before.ts), and only exceptions of days
 * in the range are kept, so a day finds the same whatever range it is asked in. The stock
 * without a cost price is the latest stock snapshot's (stock-exceptions.ts).
 */
import type { ExceptionThresholdsInput } from '../../../../shared/api/exceptions.js';
import { parseAmount } from '../../../../shared/money.js';
import type { AuthContext } from '../../core/caller.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import { withFeature } from '../capabilities.js';
import type { ServiceDeps } from '../deps.js';
import { loadPaymentMethods, loadShops } from '../reference/loaders.js';
import { dayClosingSums, DayClosingTotals } from '../day-closings/day-closings.js';
import { addSummedParts, summedPart } from '../sales-figures/day-sums.js';
import type { ReportScope } from '../financial-report/load-report-input.js';
import type { Exception } from './exception.js';
import { backofficeUrl } from '../orders/rows.js';
import { OrderExceptions, orderExceptionSums } from './order-exceptions.js';
import { catalogExceptions } from './catalog-exceptions.js';
import { closingsBefore } from './closings-before.js';
import { cashDifferenceExceptions, repeatedDifferenceExceptions } from './till-exceptions.js';
import { stockCostRows } from '../stock-value/current-stock.js';
import { latestSnapshot, type LatestSnapshot } from '../stock-value/latest-snapshot.js';
import type { StockSnapshotHead } from '../../../../shared/api/stock-value.js';
import { NO_SNAPSHOT, stockWithoutCost } from './stock-exceptions.js';

export type ExceptionDeps = Pick<ServiceDeps, 'upstream' | 'reads' | 'config'>;

export interface Exceptions {
  exceptions: Exception[];
  /** Kinds not checked, and why. */
  notChecked: { kind: string; reason: string }[];
  /** The stock snapshot `stock_without_cost` is of; null: none kept, not checked. */
  stockSnapshot: StockSnapshotHead | null;
}

const NO_MANUAL_PRICES =
  'the platform records the price an order line was sold for, not whether it was typed in by hand';
const NO_COSTS = 'no order line of the period carries a cost price: the platform records none';

/** The kinds not checked: what no call records, and what the data at hand cannot show. */
function notCheckedOf(known: { costs: boolean; snapshot: boolean }) {
  const notChecked = [{ kind: 'manual_price_change', reason: NO_MANUAL_PRICES }];
  if (!known.costs) {
    for (const kind of ['line_below_cost', 'price_below_cost', 'no_cost_price']) {
      notChecked.push({ kind, reason: NO_COSTS });
    }
  }
  if (!known.snapshot) notChecked.push({ kind: 'stock_without_cost', reason: NO_SNAPSHOT });
  return notChecked;
}

export async function exceptionsOf(
  deps: ExceptionDeps,
  auth: AuthContext,
  { from, to, scope }: Pick<ReportScope, 'from' | 'to' | 'scope'>,
  thresholds: ExceptionThresholdsInput,
  work: ReadWork,
  /** The latest stock snapshot, when the caller looked already (an answer kept under it). */
  stock?: LatestSnapshot | null,
): Promise<Exceptions> {
  return withFeature(deps, auth, 'financial_report', async () => {
    const [shops, paymentMethods] = await Promise.all([
      loadShops(deps, auth),
      loadPaymentMethods(deps, auth),
    ]);
    const locationId = scope.locationId;
    const tillRules = { from, to, locationId, shops, shopId: null };
    const closings = new DayClosingTotals(tillRules);
    const orderRules = { from, to, locationId, shops };
    const orders = new OrderExceptions(orderRules, thresholds);
    const parts = [
      summedPart({ from, to }, dayClosingSums(tillRules), closings),
      summedPart({ from, to }, orderExceptionSums(orderRules, thresholds), orders),
    ];
    const lookBack = { from, locationId, shops, shopIds: scope.shopIds };
    const [before, products, latest] = await Promise.all([
      // After the range's rows: the read model has caught up the month they share by then, so
      // it is not read from the platform twice at once.
      addSummedParts(deps, auth, scope.shopIds, work, parts).then(() =>
        closingsBefore(deps, auth, lookBack, work),
      ),
      catalogExceptions(deps, auth, work),
      stock === undefined ? latestSnapshot(deps, auth) : stock,
    ]);
    const days = closings.result({ paymentMethods }, parseAmount(thresholds.cash_difference)).data;
    const inRange = (exception: Exception) =>
      exception.day !== null && exception.day >= from && exception.day <= to;
    const tills = [
      ...cashDifferenceExceptions(days, thresholds),
      ...repeatedDifferenceExceptions([...before, ...days], thresholds).filter(inRange),
    ];
    const costs = orders.anyCost ? orders.soldCosts : null;
    // The cost rows only where a product is below zero: its value at stake is at cost.
    const costRows = products.anyNegativeStock
      ? await stockCostRows(deps, auth, work)
      : new Map<number, never>();
    const uncostedStock = await stockWithoutCost(latest, (id) => products.namedProduct(id));
    return {
      exceptions: [
        ...tills,
        ...orders.exceptions((orderId) =>
          backofficeUrl(deps.config.backofficeUrlTemplate, auth.account, orderId),
        ),
        ...products.exceptions(costs, orders.belowCostSales, { from, to, locationId }, costRows),
        ...(uncostedStock ? [uncostedStock] : []),
      ],
      notChecked: notCheckedOf({ costs: costs !== null, snapshot: latest !== null }),
      stockSnapshot: latest?.snapshot ?? null,
    };
  });
}
