/**
 * Products kept up to date between whole reads (products-model.ts) by their update time: the
 * platform's delta of changed products from the partition's cursor, stored with the cursor
 * moved in one transaction.
 */
import type { UpstreamWork } from '../../../upstream/work.js';
import type { AuthContext } from '../../core/caller.js';
import { productDeltaSource, readAllChanges } from '../platform/read-delta.js';
import type { PlatformDeps } from './model-deps.js';
import type { PartitionContext } from './partition.js';
import { upsertProducts } from './products-table.js';
import { DELTA_STEP, readSync, writeSync } from './sync-state.js';

/** Reads the products changed since the cursor; a `recent` run that finds none stores nothing. */
export async function catchUpProducts(
  context: PartitionContext,
  startedAt: number,
  work: UpstreamWork,
  recent: boolean,
): Promise<void> {
  const { deps, store, auth, partition } = context;
  const sync = await readSync(store, partition, 'products');
  if (sync.cursor === null) return;
  const source = productDeltaSource(deps.upstream, auth.upstream, work);
  const { rows: changed, next: position } = await readAllChanges(source, sync.cursor, DELTA_STEP);
  if (recent && changed.length === 0) return;
  await store.transaction(async (tx) => {
    const changedRows = await upsertProducts(tx, partition, changed);
    await writeSync(tx, partition, 'products', {
      cursor: position,
      asOf: startedAt,
      changed: changedRows > 0,
    });
  });
}

/** The read made with the caller's session that costs the platform least (changes from now). */
export const readOneProduct = (deps: PlatformDeps, auth: AuthContext, work: UpstreamWork) =>
  productDeltaSource(deps.upstream, auth.upstream, work).readPage(deps.clock.now(), 0, 1);
