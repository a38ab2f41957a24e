/**
 * What the caller's latest daily stock snapshot tells the answers that show it beside their own
 * data, each as GET /api/stock-value shows it on that snapshot's day (valuing.ts): every
 * product's cost price, for the price list (list-costs.ts, decision 0125), and the products in
 * stock without a cost price, for the exceptions' `stock_without_cost` (decision 0132). Read
 * from the read model's database only: these answers take no snapshot themselves (taking one
 * reads the cost rows and the last month's orders). A snapshot is never changed once kept, so
 * it is read back and folded once per partition and snapshot, and what is made of it kept, for
 * a few partitions: the 20 clients of one shop's price list share one fold.
 */
import type { StockSnapshotHead } from '../../../../shared/api/stock-value.js';
import type { AuthContext } from '../../core/caller.js';
import type { StockLine, StockLines } from '../../core/model/stock-snapshot.js';
import { partitionOf, type PartitionKey } from '../../data/read-model/partition.js';
import type { Snapshot } from '../../data/read-model/stock-snapshots.js';
import type { ProductCost, ProductCosts } from '../catalog/price-join.js';
import type { ServiceDeps } from '../deps.js';
import { costFigures, isWithoutCost } from './valuing.js';

/** What is kept of one snapshot. */
export interface SnapshotFacts {
  costs: ProductCosts;
  /** Its lines in stock without a cost price (`isWithoutCost`), by product id. */
  withoutCost: StockLine[];
}

export interface LatestSnapshot {
  snapshot: StockSnapshotHead;
  /** Its day and when it was taken: an answer made of it is kept under this. */
  key: string;
  facts: () => Promise<SnapshotFacts>;
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

export function factsOf(lines: StockLines): SnapshotFacts {
  const withoutCost = [...lines.values()].filter(isWithoutCost);
  withoutCost.sort((a, b) => a.productId - b.productId);
  return { costs: listCostsOf(lines), withoutCost };
}

/**
 * Partitions whose facts are kept: some 5 MB each at 50,000 products (a map entry and a small
 * object per product with a cost), the least recently asked dropped first.
 */
const KEPT_PARTITIONS = 4;

/** The facts of one snapshot, by its key. */
interface KeptFacts {
  key: string;
  facts: Promise<SnapshotFacts>;
}

/** Per read model (a service has one), per partition, the least recently asked first. */
const keptByModel = new WeakMap<object, Map<PartitionKey, KeptFacts>>();

function keptFacts(
  model: object,
  partition: PartitionKey,
  key: string,
  read: () => Promise<Snapshot | null>,
): Promise<SnapshotFacts> {
  const kept = keptByModel.get(model) ?? new Map<PartitionKey, KeptFacts>();
  keptByModel.set(model, kept);
  const entry = kept.get(partition);
  kept.delete(partition);
  if (entry?.key === key) {
    kept.set(partition, entry);
    return entry.facts;
  }
  const facts = read().then((folded) => factsOf(folded?.lines ?? new Map()));
  kept.set(partition, { key, facts });
  for (const oldest of kept.keys()) {
    if (kept.size <= KEPT_PARTITIONS) break;
    kept.delete(oldest);
  }
  // A failed read is not kept: the next ask reads it again.
  facts.catch(() => {
    if (kept.get(partition)?.facts === facts) kept.delete(partition);
  });
  return facts;
}

/**
 * The caller's latest snapshot, its facts read when needed. Null while none is kept, while the
 * service runs without a read model, or while its database is still opening at the start (these
 * answers do not wait for it; reads then ask the platform: decision 0073).
 */
export async function latestSnapshot(
  deps: Pick<ServiceDeps, 'reads'>,
  auth: AuthContext,
): Promise<LatestSnapshot | null> {
  const model = deps.reads.modelFor({});
  // Not `stockSnapshots` before the database answers: it would wait for the engine's start,
  // and the first price list of a fresh service with it (a first login's catalog).
  if (!model?.store.answering) return null;
  const snapshots = await model.stockSnapshots(auth);
  const latest = await snapshots.latest();
  if (!latest) return null;
  const snapshot = { date: latest.date, taken_at: new Date(latest.takenAt).toISOString() };
  const key = `${snapshot.date} ${snapshot.taken_at}`;
  return {
    snapshot,
    key,
    facts: () => keptFacts(model, partitionOf(auth), key, () => snapshots.onOrBefore(latest.date)),
  };
}
