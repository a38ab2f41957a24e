/**
 * The price list's cost prices (docs/decisions/0125-price-list-costs-from-the-latest-snapshot.md):
 * each product's line of the latest daily stock snapshot, as GET /api/stock-value shows it on
 * that snapshot's day (valuing.ts `costFigures`), so the list's cost of a product and the stock
 * value's are one number by construction. Read from the read model's database only: the list
 * makes no price call for them (decision 0025), and takes no snapshot itself (taking one reads
 * the cost rows and the last month's orders). A snapshot is never changed once kept, so its
 * costs are read back once per partition and snapshot and kept, for a few partitions: the 20
 * clients of one shop's price list share one fold.
 */
import type { CostSnapshot } from '../../../../shared/api/catalog.js';
import type { AuthContext } from '../../core/caller.js';
import type { StockLines } from '../../core/model/stock-snapshot.js';
import { partitionOf, type PartitionKey } from '../../data/read-model/partition.js';
import type { Snapshot } from '../../data/read-model/stock-snapshots.js';
import type { ProductCost, ProductCosts } from '../catalog/price-join.js';
import type { ServiceDeps } from '../deps.js';
import { costFigures } from './valuing.js';

export interface ListCostBasis {
  /** The snapshot the costs are from; null: none is kept (or no read model keeps any). */
  snapshot: CostSnapshot | null;
  /** What the list's answer depends on besides the catalog: a kept answer is one snapshot's. */
  variant: string;
  costs: () => Promise<ProductCosts>;
}

/** The products of `lines` with a cost price, with it as the stock value's answer shows it. */
export function listCostsOf(lines: StockLines): Map<number, ProductCost> {
  const costs = new Map<number, ProductCost>();
  for (const line of lines.values()) {
    const { cost_price: costPrice, cost_source: costSource } = costFigures(line);
    if (costPrice === null || costSource === null) continue;
    costs.set(line.productId, { cost_price: costPrice, cost_source: costSource });
  }
  return costs;
}

const NO_COSTS: ListCostBasis = {
  snapshot: null,
  variant: '',
  costs: () => Promise.resolve(new Map()),
};

/**
 * Partitions whose costs are kept: some 5 MB each at 50,000 products (a map entry and a small
 * object per product with a cost), the least recently asked dropped first.
 */
const KEPT_PARTITIONS = 4;

/** The costs of one snapshot, by its date and when it was taken. */
interface KeptCosts {
  snapshot: string;
  costs: Promise<ProductCosts>;
}

/** Per read model (a service has one), per partition, the least recently asked first. */
const keptByModel = new WeakMap<object, Map<PartitionKey, KeptCosts>>();

function keptCosts(
  model: object,
  partition: PartitionKey,
  snapshot: string,
  read: () => Promise<Snapshot | null>,
): Promise<ProductCosts> {
  const kept = keptByModel.get(model) ?? new Map<PartitionKey, KeptCosts>();
  keptByModel.set(model, kept);
  const entry = kept.get(partition);
  kept.delete(partition);
  if (entry?.snapshot === snapshot) {
    kept.set(partition, entry);
    return entry.costs;
  }
  const costs = read().then((folded) => listCostsOf(folded?.lines ?? new Map()));
  kept.set(partition, { snapshot, costs });
  for (const oldest of kept.keys()) {
    if (kept.size <= KEPT_PARTITIONS) break;
    kept.delete(oldest);
  }
  // A failed read is not kept: the next list reads it again.
  costs.catch(() => {
    if (kept.get(partition)?.costs === costs) kept.delete(partition);
  });
  return costs;
}

/**
 * The caller's latest snapshot and its costs (read when the list needs them). None while the
 * service runs without a read model, or while its database is still opening at the start (the
 * list does not wait for it; reads then ask the platform: decision 0073).
 */
export async function listCostBasis(
  deps: Pick<ServiceDeps, 'reads'>,
  auth: AuthContext,
): Promise<ListCostBasis> {
  const model = deps.reads.modelFor({});
  // Not `stockSnapshots` before the database answers: it would wait for the engine's start,
  // and the first price list of a fresh service with it (a first login's catalog).
  if (!model?.store.answering) return NO_COSTS;
  const snapshots = await model.stockSnapshots(auth);
  const latest = await snapshots.latest();
  if (!latest) return NO_COSTS;
  const snapshot = { date: latest.date, taken_at: new Date(latest.takenAt).toISOString() };
  const key = `${snapshot.date} ${snapshot.taken_at}`;
  return {
    snapshot,
    variant: `stock snapshot ${key}`,
    costs: () => keptCosts(model, partitionOf(auth), key, () => snapshots.onOrBefore(latest.date)),
  };
}
