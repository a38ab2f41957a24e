/**
 * The catalog's part of the exceptions (product-exceptions.ts), kept under the catalog's state in
 * the read model: reading 50,000 products back from the model is most of computing a month's
 * exceptions, and a new order, which makes the month's answer be computed again, does not change
 * the catalog (docs/performance.md, "The exceptions of a month"). Equal states, equal catalogs,
 * for every caller of the same rights (the state names the partition). The last two states
 * are kept per read source, so a service holds at most two catalogs' exceptions.
 */
import type { CatalogProductRecord } from '../../core/model/catalog.js';
import type { AuthContext } from '../../core/caller.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import type { ServiceDeps } from '../deps.js';
import { ProductExceptions } from './product-exceptions.js';

const KEPT_STATES = 2;

const keptBySource = new WeakMap<object, Map<string, ProductExceptions>>();

export async function catalogExceptions(
  deps: Pick<ServiceDeps, 'reads'>,
  auth: AuthContext,
  work: ReadWork,
): Promise<ProductExceptions> {
  // The model the read source would answer this read from: its state of the caller's catalog,
  // caught up first (equal keys, equal catalog); null without one, nothing is kept then.
  const model = deps.reads.modelFor(work);
  const state = model ? await model.caughtUpStateFor(auth, ['products'], work) : null;
  const kept = keptBySource.get(deps.reads) ?? new Map<string, ProductExceptions>();
  keptBySource.set(deps.reads, kept);
  const held = state === null ? undefined : kept.get(state);
  if (held) return held;
  const products = new ProductExceptions();
  await deps.reads.products(auth, undefined, work, {
    page: (rows: readonly CatalogProductRecord[]) => {
      work.signal?.throwIfAborted();
      products.addProducts(rows);
    },
    // A list that shifted under the read is read again from its start: the products
    // already seen are skipped by id, so nothing is found twice.
    restart: () => undefined,
  });
  if (state !== null) {
    const oldest = kept.keys().next();
    if (kept.size >= KEPT_STATES && !oldest.done) kept.delete(oldest.value);
    kept.set(state, products);
  }
  return products;
}
