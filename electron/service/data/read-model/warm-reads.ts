/**
 * The warm-up's reads (domain/warm-up/): the same loads a user's read makes, each stored and
 * nothing read back. The catalog with its prices is read whole when the partition holds none
 * (a held one is caught up as a read would); a month's orders with their payments and its
 * day closings where not held yet. Each is claimed first (store.ts `claim`): services on one
 * PostgreSQL each warming the same partition read it once between them; one that finds it
 * claimed is told so (false) and comes back to it later, to find it held.
 */
import type { UpstreamWork } from '../../../upstream/work.js';
import type { AuthContext } from '../../core/caller.js';
import { freshenOpenClosings, loadClosingMonths, monthsLoaded } from './closings-model.js';
import type { SyncTools } from './freshener.js';
import { coveredMonths, monthRange, type MonthKey } from './months.js';
import { catchUpOrders, freshenOrders, loadMissingMonths } from './orders-model.js';
import { heldSince, holdChangesFrom } from './changes-before.js';
import type { PartitionContext, ScopedContext } from './partition.js';
import { freshenProducts } from './products-model.js';
import { readSync } from './sync-state.js';

/** A caller's context, as the model makes it (read-model.ts). */
interface Contexts {
  base(auth: AuthContext): Promise<PartitionContext>;
  /** Where the caller's orders and day closings are kept (platform calls for a locked user). */
  scoped(auth: AuthContext, work: UpstreamWork): Promise<ScopedContext>;
}

export class WarmReads {
  constructor(
    private readonly tools: SyncTools,
    private readonly contexts: Contexts,
  ) {}

  /** False: another service on the database reads it now. */
  async catalog(auth: AuthContext, work: UpstreamWork): Promise<boolean> {
    const context = await this.contexts.base(auth);
    const claimed = await context.store.claim(`${context.partition}:catalog`, () =>
      freshenProducts(context, this.tools, work, true),
    );
    return claimed !== null;
  }

  /** False: another service on the database reads it now. */
  async month(auth: AuthContext, month: MonthKey, work: UpstreamWork): Promise<boolean> {
    const context = await this.contexts.scoped(auth, work);
    // What is held is asked under the claim: a month another service held meanwhile is
    // not read again.
    const claimed = await context.store.claim(`${context.partition}:month:${month}`, async () => {
      await loadMissingMonths(context, [month], work, this.tools.firstLoads);
      const closings = await monthsLoaded(context, monthRange(month));
      if (!closings.has(month)) {
        await loadClosingMonths(context, [month], this.tools.clock.now(), work);
      }
    });
    return claimed !== null;
  }

  /**
   * Makes the partition hold every order changed since the start of `month` (changes-before.ts),
   * catching up first where no catch-up has said since when it holds them; false where it
   * cannot yet (a newer month is not held).
   */
  async holdChanges(auth: AuthContext, month: MonthKey, work: UpstreamWork): Promise<boolean> {
    const context = await this.contexts.scoped(auth, work);
    if ((await heldSince(context)) === null) {
      await catchUpOrders(context, this.tools.clock.now(), work, false);
    }
    return holdChangesFrom(context, month, work);
  }

  /**
   * Catches the catalog, the orders and the open months' day closings up to now, as a request
   * would: the run's last step, so a warm-up done has read what changed while it ran (at a
   * chain's pace, orders by the dozen; this month's closings, read at its start, are due again
   * after a long run) and the first screen asked after it reads only what changed since.
   */
  async catchUp(auth: AuthContext, work: UpstreamWork): Promise<void> {
    await freshenProducts(await this.contexts.base(auth), this.tools, work, false);
    const scoped = await this.contexts.scoped(auth, work);
    await freshenOrders(scoped, this.tools, work);
    await freshenOpenClosings(scoped, this.tools, work);
  }

  /** Which of `months` the caller's partition holds whole: orders and day closings. */
  async heldMonths(auth: AuthContext, months: readonly MonthKey[]): Promise<Set<MonthKey>> {
    const { store, partition } = await this.contexts.base(auth);
    const orders = await coveredMonths(store, partition, months);
    const closings = await store.query<{ month: string }>(
      'select month from rm_closing_months where partition = $1 and month = any($2::text[])',
      [partition, [...months]],
    );
    return new Set(closings.map((row) => row.month).filter((month) => orders.has(month)));
  }

  /** Whether the caller's partition holds the catalog. */
  async holdsCatalog(auth: AuthContext): Promise<boolean> {
    const { store, partition } = await this.contexts.base(auth);
    return (await readSync(store, partition, 'products')).fullAt !== null;
  }
}
