/**
 * The price list's cost prices (docs/decisions/0125-price-list-costs-from-the-latest-snapshot.md):
 * each product's line of the latest daily stock snapshot, as GET /api/stock-value shows it on
 * that snapshot's day (valuing.ts `costFigures`), so the list's cost of a product and the stock
 * value's are one number by construction. Read from the read model's database only, once per
 * partition and snapshot (latest-snapshot.ts): the list makes no price call for them (decision
 * 0025), and takes no snapshot itself.
 */
import type { CostSnapshot } from '../../../../shared/api/catalog.js';
import type { AuthContext } from '../../core/caller.js';
import type { ProductCosts } from '../catalog/price-join.js';
import type { ServiceDeps } from '../deps.js';
import { latestSnapshot } from './latest-snapshot.js';

export interface ListCostBasis {
  /** The snapshot the costs are from; null: none is kept (or no read model keeps any). */
  snapshot: CostSnapshot | null;
  /** What the list's answer depends on besides the catalog: a kept answer is one snapshot's. */
  variant: string;
  costs: () => Promise<ProductCosts>;
}

const NO_COSTS: ListCostBasis = {
  snapshot: null,
  variant: '',
  costs: () => Promise.resolve(new Map()),
};

/**
 * The caller's latest snapshot and its costs (read when the list needs them). None while the
 * service runs without a read model, or while its database is still opening at the start (the
 * list does not wait for it; reads then ask the platform: decision 0073).
 */
export async function listCostBasis(
  deps: Pick<ServiceDeps, 'reads'>,
  auth: AuthContext,
): Promise<ListCostBasis> {
  const latest = await latestSnapshot(deps, auth);
  if (!latest) return NO_COSTS;
  return {
    snapshot: latest.snapshot,
    variant: `stock snapshot ${latest.key}`,
    costs: async () => (await latest.facts()).costs,
  };
}
