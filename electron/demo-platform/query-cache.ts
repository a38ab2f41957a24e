/**
 * The rows recent list queries matched, so the next page of the same query is a slice of
 * them, as a database answers the pages of one query from an index. Without it every page of
 * a month of orders filtered the whole month again to count its `total` (155 ms a page at
 * 1,250 orders a day, some 380 pages a month). A query is its filters and order (not its
 * start and limit); its rows are kept only while the data they came from is as it was: every
 * answer names the generation of that data, and a new generation forgets every query.
 * Bounded in queries and in rows held, least recently used first out: the rows are the
 * served objects themselves, and they would otherwise keep evicted days' orders in memory.
 */
import type { UpstreamList } from '../upstream/wire.js';
import { pageOf, runQueryKeeping, type ListArgs } from './query.js';

/** Where a query's rows come from: opened only when its rows are not held. */
export interface QuerySource<T> {
  rows: Iterable<T>;
  /** The rows are already in the asked order (see runQuery). */
  natural: boolean;
}

export interface QueryCacheLimits {
  queries: number;
  rows: number;
}

/** The identity of a query: everything of its arguments but the page asked. */
const keyOf = (args: ListArgs, leading: unknown): string =>
  JSON.stringify([
    leading,
    args.order.map(({ name, dir }) => [name, dir]),
    args.filters.map(({ field, operator, values }) => [field, operator, values]),
  ]);

export class QueryCache<T> {
  private readonly held = new Map<string, T[]>();
  private heldRows = 0;
  private generation: number | null = null;

  constructor(private readonly limits: QueryCacheLimits) {}

  /**
   * The page `args` asks, from the rows held for its query or else from `open()`'s rows.
   * `generation` names the state of the data behind the rows; when it differs from the last
   * one seen, every held query is forgotten first. `leading` is what else of the call
   * decides its rows (a search's terms), as JSON.
   */
  page(
    args: ListArgs,
    generation: number,
    open: () => QuerySource<T>,
    leading: unknown = null,
  ): UpstreamList<T> {
    if (generation !== this.generation) {
      this.held.clear();
      this.heldRows = 0;
      this.generation = generation;
    }
    const key = keyOf(args, leading);
    const rows = this.held.get(key);
    if (rows) {
      // Re-insert to mark it most recently used.
      this.held.delete(key);
      this.held.set(key, rows);
      return pageOf(rows, args);
    }
    const source = open();
    const run = runQueryKeeping(source.rows, args, source.natural, this.limits.rows);
    // Only a query with rows after this page is likely to be asked again (for the next page);
    // one answered whole (a call's payments of 100 orders) would only push the others out.
    if (run.matching && run.matching.length > args.start + args.limit) {
      this.hold(key, run.matching);
    }
    return run.answer;
  }

  /** How many queries are held (for tests). */
  get size(): number {
    return this.held.size;
  }

  private hold(key: string, rows: T[]): void {
    this.held.set(key, rows);
    this.heldRows += rows.length;
    for (const [oldKey, old] of this.held) {
      if (this.held.size <= this.limits.queries && this.heldRows <= this.limits.rows) break;
      if (oldKey === key) continue;
      this.held.delete(oldKey);
      this.heldRows -= old.length;
    }
  }
}
