/**
 * The products in stock without a cost price (`stock_without_cost`), a catalog state of the
 * latest daily stock snapshot (decision 0132): exactly the products GET /api/stock-value names
 * in `without_cost` on that snapshot's day, by the stock value's own rule (valuing.ts
 * `isWithoutCost`: in stock, and no cost price row, no purchase price row, no sold line with a
 * cost in the 31 days before it), named as today's catalog names them, with their stock at the
 * snapshot's sale price excl. VAT at stake (value-at-stake.ts). The snapshot is read, never
 * taken: without one kept, the kind is not checked and says why.
 */
import type { ExceptionProduct } from '../../../../shared/api/exceptions.js';
import type { LatestSnapshot } from '../stock-value/latest-snapshot.js';
import type { Exception } from './exception.js';
import { catalogState } from './product-exceptions.js';
import { withoutCostStake } from './value-at-stake.js';

export const NO_SNAPSHOT =
  'no daily stock snapshot is kept: none is taken yet (one is taken each day once it is over), ' +
  'or the read model that keeps them is off';

/** The latest snapshot's stock without a cost price as a state; null: none in it, or none kept. */
export async function stockWithoutCost(
  latest: LatestSnapshot | null,
  named: (productId: number) => ExceptionProduct,
): Promise<Exception | null> {
  if (latest === null) return null;
  const { withoutCost } = await latest.facts();
  const state = catalogState(
    'stock_without_cost',
    withoutCost.map((line) => named(line.productId)),
  );
  if (state) state.value_at_stake = withoutCostStake(withoutCost);
  return state;
}
