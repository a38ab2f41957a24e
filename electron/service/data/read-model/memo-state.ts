/**
 * The key of what a partition holds of some subjects, caught up first: equal keys, equal data
 * (the answer memo keeps answers under it: http/plugins/answer-memo.ts).
 */
import type { AuthContext } from '../../core/caller.js';
import { freshenOpenClosings } from './closings-model.js';
import { stateKey, type ReadWork } from './data-age.js';
import type { SyncTools } from './freshener.js';
import type { PlatformDeps } from './model-deps.js';
import { freshenOrders } from './orders-model.js';
import { partitionOf, type PartitionContext, type ScopedContext } from './partition.js';
import { freshenProducts } from './products-model.js';
import { readOneProduct } from './products-delta.js';
import type { StoreView } from './store-opener.js';
import { heldAsOf, versionsOf } from './sync-state.js';
import type { MemoSubject } from './timing.js';

/** A caller's context, as the model makes it (read-model.ts). */
interface Contexts {
  base(auth: AuthContext): Promise<PartitionContext>;
  scoped(auth: AuthContext, work: ReadWork): Promise<ScopedContext>;
}

export class MemoStates {
  constructor(
    private readonly deps: PlatformDeps,
    private readonly tools: SyncTools,
    private readonly stores: StoreView,
    private readonly contexts: Contexts,
  ) {}

  /**
   * Catches the partition's `subjects` up as a read of them would (with the caller's session
   * when the platform has not vouched for it lately), then returns the key of what it holds of
   * them: equal keys, equal data (answer-memo.ts). Null when it holds nothing of a subject yet
   * (and no first whole read of it under way answers a caller: first-reads.ts) or the client
   * asked for fresh data (Cache-Control: no-cache), which is computed in full. It may ask the
   * platform: only call it once the request's input is checked.
   */
  async caughtUpStateFor(auth: AuthContext, subjects: readonly MemoSubject[], work: ReadWork) {
    // Before the database is open the reads ask the platform (read-source.ts): nothing kept.
    const ahead = this.tools.firstReads.readAheadOf(partitionOf(auth), subjects);
    if (work.age?.catchUpFirst || !this.stores.answering || ahead) return null;
    // Rows of a first read under way are named without the database, which its store holds.
    const firstReads = this.tools.firstReads.versionsOf(partitionOf(auth), subjects, work);
    if (firstReads.size === subjects.length) {
      await this.tools.freshener.check(auth, work, () => readOneProduct(this.deps, auth, work));
      return stateKey(partitionOf(auth), subjects, firstReads);
    }
    const context = await this.contexts.base(auth);
    // Kept by shop (orders, closings): where the caller reads them (a locked user's may be the
    // account's part, read-model.ts); the catalog is the same for every shop: their own.
    const byShop = subjects.filter((subject) => subject !== 'products');
    const source = byShop.length > 0 ? await this.contexts.scoped(auth, work) : null;
    const byShopIn = source ?? context;
    const catalog = subjects.filter((subject) => subject === 'products');
    const [heldCatalog, heldByShop] = await Promise.all([
      heldAsOf(context.store, context.partition, catalog, firstReads),
      heldAsOf(byShopIn.store, byShopIn.partition, byShop, firstReads),
    ]);
    if (heldCatalog === null || heldByShop === null) return null;
    // Caught up side by side, each with calls of its own.
    const byShopCaughtUp = source
      ? [...heldByShop].map(([subject, asOf]) =>
          subject === 'closings'
            ? freshenOpenClosings(source, this.tools, work)
            : freshenOrders(source, this.tools, work, asOf),
        )
      : [];
    await Promise.all([
      ...[...heldCatalog].map(() => freshenProducts(context, this.tools, work, false)),
      ...byShopCaughtUp,
    ]);
    const versionsIn = async (part: PartitionContext, of: readonly MemoSubject[]) =>
      of.length === 0 ? [] : versionsOf(part.store, part.partition, of);
    const [catalogVersions, byShopVersions] = await Promise.all([
      versionsIn(context, catalog),
      versionsIn(byShopIn, byShop),
    ]);
    const versions = new Map([...catalogVersions, ...byShopVersions, ...firstReads]);
    // The caller's own partition names the answer (it is theirs), the part read names the data.
    const key =
      byShopIn.partition === context.partition
        ? context.partition
        : `${context.partition}>${byShopIn.partition}`;
    return stateKey(key, subjects, versions);
  }
}
