/**
 * turnover_by_group: turnover (sales minus returns, excl. and incl. VAT) per turnover group
 * split by shop, per-shop totals and the overall total. Cash differences are not attributed
 * to groups or shops, so these totals equal revenue sales minus returns.
 */
import type { FinancialReportTurnoverByGroup } from '../../../../shared/api/financial-report.js';
import { add, subtract, toJsonNumber, ZERO, type Amount } from '../../../../shared/money.js';
import { movementOf } from '../sales-figures/line-movements.js';
import type { OrderRecord } from '../../core/model/sales.js';
import { compareGroups, type GroupIdentity } from '../sales-figures/names.js';
import type { NetGross } from '../sales-figures/vat-breakdown.js';

/** Group id → shop id → turnover. */
export type TurnoverMatrix = Map<number | null, Map<number, NetGross>>;

const addTo = (totals: NetGross, net: Amount, gross: Amount): NetGross => ({
  net: add(totals.net, net),
  gross: add(totals.gross, gross),
});

const zero = (): NetGross => ({ net: ZERO, gross: ZERO });

/**
 * Turnover of each line: what it sold minus what came back (sales-figures/line-movements.ts), as in
 * revenue. Zero-quantity lines are left out, as they are in revenue's sales and returns.
 * Adds in place: cells are exact sums, so orders added in pages give the same matrix.
 */
export function addToTurnoverMatrix(matrix: TurnoverMatrix, orders: readonly OrderRecord[]): void {
  for (const order of orders) {
    for (const line of order.order_items) {
      if (!line.is_turnover || line.quantity === 0) continue;
      let byShop = matrix.get(line.product_group_id);
      if (!byShop) {
        byShop = new Map();
        matrix.set(line.product_group_id, byShop);
      }
      const { sold, returned } = movementOf(line);
      const current = byShop.get(order.shop_id) ?? zero();
      byShop.set(
        order.shop_id,
        addTo(current, subtract(sold.net, returned.net), subtract(sold.gross, returned.gross)),
      );
    }
  }
}

/** Adds the matrix of another part of the range (`from`) into `into`, cell by cell. */
export function mergeTurnoverMatrix(into: TurnoverMatrix, from: TurnoverMatrix): void {
  for (const [groupId, shops] of from) {
    let held = into.get(groupId);
    if (!held) {
      held = new Map();
      into.set(groupId, held);
    }
    for (const [shopId, cell] of shops)
      held.set(shopId, addTo(held.get(shopId) ?? zero(), cell.net, cell.gross));
  }
}

export function computeTurnoverMatrix(orders: readonly OrderRecord[]): TurnoverMatrix {
  const matrix: TurnoverMatrix = new Map();
  addToTurnoverMatrix(matrix, orders);
  return matrix;
}

/** A cell's figures, exact: the report rounds them, the drill-down sums them per order. */
export const turnoverFigures = (turnover: NetGross) => ({
  turnover: turnover.net,
  turnover_wt: turnover.gross,
});

const wire = (amount: Amount): number => toJsonNumber(amount);
const byShopId = <Row extends { shop_id: number }>(a: Row, b: Row): number => a.shop_id - b.shop_id;

export function turnoverByGroupToJson(
  matrix: TurnoverMatrix,
  resolveGroup: (groupId: number | null) => GroupIdentity,
  resolveShopName: (shopId: number) => string,
): FinancialReportTurnoverByGroup {
  const shopTotals = new Map<number, NetGross>();
  let total = zero();
  const rows = [...matrix].map(([groupId, byShop]) => {
    let groupTotal = zero();
    const shops = [...byShop].map(([shopId, turnover]) => {
      groupTotal = addTo(groupTotal, turnover.net, turnover.gross);
      shopTotals.set(shopId, addTo(shopTotals.get(shopId) ?? zero(), turnover.net, turnover.gross));
      const figures = turnoverFigures(turnover);
      return {
        shop_id: shopId,
        turnover: wire(figures.turnover),
        turnover_wt: wire(figures.turnover_wt),
      };
    });
    total = addTo(total, groupTotal.net, groupTotal.gross);
    return {
      ...resolveGroup(groupId),
      shops: shops.sort(byShopId),
      total: wire(groupTotal.net),
      total_wt: wire(groupTotal.gross),
    };
  });
  return {
    rows: rows.sort(compareGroups),
    shop_totals: [...shopTotals]
      .map(([shopId, turnover]) => ({
        shop_id: shopId,
        name: resolveShopName(shopId),
        turnover: wire(turnover.net),
        turnover_wt: wire(turnover.gross),
      }))
      .sort(byShopId),
    total: { turnover: wire(total.net), turnover_wt: wire(total.gross) },
  };
}
