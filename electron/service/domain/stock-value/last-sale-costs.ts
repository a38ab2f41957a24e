/**
 * The third cost source (docs/stock-value.md): for a product with neither a cost price row nor
 * a purchase price row, the cost price its latest sold line carries, `cost_ppu`, the cost the
 * margin figures take of every line (sales-figures/line-movements.ts `costOf`). A sold line is
 * a turnover line of quantity above zero in an order of the report's statuses
 * (sales-figures/scope.ts); one without a cost price, or a cost of 0, says nothing of it, so
 * the latest line that has one counts. Lines are looked for a month back (`LAST_SALE_DAYS`),
 * through the order pages the slow movers read (from the read model where it is on).
 */
import { addDays, todayLocal } from '../../../../shared/dates.js';
import { isZero, parseAmount, type Amount } from '../../../../shared/money.js';
import type { AuthContext } from '../../core/caller.js';
import type { OrderRecord } from '../../core/model/sales.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import { offers } from '../capabilities.js';
import type { ServiceDeps } from '../deps.js';
import { orderPages } from '../orders/order-pages.js';
import { IN_SCOPE_STATUSES, selectOrdersInScope, type ScopeRules } from '../sales-figures/scope.js';

/** Where a line stands: its purchase day, its order's id, its own id (the later wins). */
type LineAt = readonly [day: string, orderId: number, lineId: number];

/**
 * How far back a last sale is looked for: a month, whose orders the read model mostly holds
 * already (Today and the month's figures read them). A year, the slow movers' look-back, read
 * the demo's 11,000 orders of a year into an empty model on the first snapshot: 30 s more than
 * a month on the (busy) test machine.
 */
export const LAST_SALE_DAYS = 31;

export interface LastSaleCost {
  cost: Amount;
  at: LineAt;
}

const isLater = (a: LineAt, b: LineAt): boolean =>
  a[0] !== b[0] ? a[0] > b[0] : a[1] !== b[1] ? a[1] > b[1] : a[2] > b[2];

/** Learns, of a page of orders, the latest costed sale line of each `wanted` product. */
export function addLastSaleCosts(
  costs: Map<number, LastSaleCost>,
  orders: readonly OrderRecord[],
  rules: ScopeRules,
  wanted: ReadonlySet<number>,
): void {
  for (const { order, purchaseDay } of selectOrdersInScope(orders, rules)) {
    for (const line of order.order_items) {
      const productId = line.product_id;
      if (!line.is_turnover || line.quantity <= 0 || productId === null) continue;
      if (!wanted.has(productId) || line.cost_ppu === null) continue;
      const cost = parseAmount(line.cost_ppu);
      if (isZero(cost)) continue;
      const at: LineAt = [purchaseDay, order.id, line.id];
      const known = costs.get(productId);
      if (!known || isLater(at, known.at)) costs.set(productId, { cost, at });
    }
  }
}

/** The latest sold line's cost of each of `productIds` that sold with one in the last `LAST_SALE_DAYS` days. */
export async function lastSaleCosts(
  deps: Pick<ServiceDeps, 'upstream' | 'reads' | 'clock'>,
  auth: AuthContext,
  productIds: ReadonlySet<number>,
  work: ReadWork,
): Promise<Map<number, Amount>> {
  const costs = new Map<number, LastSaleCost>();
  if (productIds.size === 0 || !(await offers(deps, auth, 'orders'))) return new Map();
  const to = todayLocal(deps.clock.now());
  const from = addDays(to, -(LAST_SALE_DAYS - 1));
  // The platform's stock is the account's: every shop the caller may see sold from it.
  const rules: ScopeRules = { from, to, locationId: null, shops: [] };
  const range = { from, to, shopIds: null, statuses: IN_SCOPE_STATUSES };
  for await (const page of await orderPages(deps, auth, range, work)) {
    work.signal?.throwIfAborted();
    addLastSaleCosts(costs, page, rules, productIds);
  }
  return new Map([...costs].map(([productId, { cost }]) => [productId, cost]));
}
