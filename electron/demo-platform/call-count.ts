/**
 * Counts the protocol calls the platform receives, for tests that must prove the service
 * made no upstream call (the fuzzer: no call for a request answered 400). Only the protocol
 * endpoint counts; the order page and the admin endpoints do not. `inFlight` says how many
 * calls are still being answered, so a reader can wait until the service is quiet before
 * it attributes calls to a request. `deepest_start` is the largest `start` each list call was
 * asked for: how deep a reader pages (the cost of an offset grows with it). `first_pages`
 * counts the reads a list call began (its page at `start` 0) per the lower bound of its
 * date filter: how often a month of orders was read from its start (the warm-up's tests: no
 * month read twice, by one service or by three on one database).
 */
import { isRecord, keysOf } from '../../shared/guards.js';
import { leadingCountOf, UPSTREAM_CALLS, type UpstreamCallName } from '../upstream/calls.js';

export interface CallCountSnapshot {
  /** Protocol calls received since the start or the last reset. */
  total: number;
  /** Calls received and not yet answered (or ended by the client). */
  in_flight: number;
  /** Per `Module::function` as named in the call's query; `?` where it names none. */
  calls: Record<string, number>;
  /** Per list call: the largest `start` asked for. */
  deepest_start: Record<string, number>;
  /**
   * Per list call, per the lower bound of its date filter (`date_purchased >= 2026-10-01
   * 00:00:00+02:00`): the pages at `start` 0 asked, each the beginning of a read of that range.
   */
  first_pages: Record<string, Record<string, number>>;
}

export class CallCounter {
  private total = 0;
  private inFlight = 0;
  private readonly byCall = new Map<string, number>();
  private readonly deepestStart = new Map<string, number>();
  private readonly firstPages = new Map<string, Map<string, number>>();

  /** Counts one call; returns the function that marks it answered (idempotent). */
  begin(name: string): () => void {
    this.total += 1;
    this.inFlight += 1;
    this.byCall.set(name, (this.byCall.get(name) ?? 0) + 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.inFlight -= 1;
    };
  }

  /** Notes the `start` a list call asked for (null: not a list call). */
  noteStart(name: string, start: number | null): void {
    if (start === null) return;
    this.deepestStart.set(name, Math.max(start, this.deepestStart.get(name) ?? 0));
  }

  /** Notes a list call's first page (`start` 0) by its range's lower bound (null: none). */
  noteFirstPage(name: string, range: string | null): void {
    if (range === null) return;
    const ranges = this.firstPages.get(name) ?? new Map<string, number>();
    ranges.set(range, (ranges.get(range) ?? 0) + 1);
    this.firstPages.set(name, ranges);
  }

  reset(): void {
    this.total = 0;
    this.byCall.clear();
    this.deepestStart.clear();
    this.firstPages.clear();
  }

  snapshot(): CallCountSnapshot {
    return {
      total: this.total,
      in_flight: this.inFlight,
      calls: Object.fromEntries(this.byCall),
      deepest_start: Object.fromEntries(this.deepestStart),
      first_pages: Object.fromEntries(
        [...this.firstPages].map(([name, ranges]) => [name, Object.fromEntries(ranges)]),
      ),
    };
  }
}

/** The name a call is counted under: `Module::function` from the protocol query. */
export function callName(url: URL): string {
  const module = url.searchParams.get('module');
  const fn = url.searchParams.get('function');
  return module && fn ? `${module}::${fn}` : '?';
}

const callOf = (module: string, fn: string): UpstreamCallName | undefined =>
  keysOf(UPSTREAM_CALLS).find(
    (candidate) =>
      UPSTREAM_CALLS[candidate].module === module && UPSTREAM_CALLS[candidate].function === fn,
  );

/** The `start` argument of a list call of the call table, or null for any other call. */
export function listStartOf(module: string, fn: string, params: readonly unknown[]): number | null {
  const name = callOf(module, fn);
  if (name === undefined || leadingCountOf(name) < 0) return null;
  const start = params[leadingCountOf(name)];
  return typeof start === 'number' && Number.isInteger(start) && start >= 0 ? start : null;
}

/**
 * A list call's first page (`start` 0) by the lower bound of its date filter, as
 * `date_purchased >= …`; null for any other call or page, or a list without such a filter.
 */
export function firstPageRangeOf(
  module: string,
  fn: string,
  params: readonly unknown[],
): string | null {
  const name = callOf(module, fn);
  if (name === undefined || listStartOf(module, fn, params) !== 0) return null;
  const filters: unknown = params[UPSTREAM_CALLS[name].args.findIndex((arg) => arg === 'filters')];
  if (!Array.isArray(filters)) return null;
  const list: readonly unknown[] = filters;
  for (const filter of list) {
    if (!isRecord(filter) || typeof filter.name !== 'string') continue;
    const field = /^(date\w*)__>=$/.exec(filter.name)?.[1];
    if (field !== undefined) return `${field} >= ${String(filter.val)}`;
  }
  return null;
}
