/**
 * Reads a whole list call page by page. The first page gives the total; the others run in
 * parallel. Consistency: consecutive pages overlap by one row (page k starts at the last row
 * of page k-1), and that row must be the same record on both sides. A row inserted, deleted or
 * moved (an order whose date_updated changes) between two page reads shifts the pages and is
 * caught there, as is a page that comes back short. Rows appended after the end while we read
 * are not a shift: the result is then the list as the first page saw it. On a shift the whole
 * list is read again, at most MAX_DRAIN_ATTEMPTS times, then it fails: a drain never returns
 * silently duplicated or skipped rows.
 */
import { mapWithConcurrency } from './concurrency.js';
import { UpstreamTransportError, type UpstreamError } from './errors.js';
import type { UpstreamLogger } from './transport.js';
import type { UpstreamList } from './wire.js';
import type { PageCounter } from './work.js';

export const MAX_DRAIN_ATTEMPTS = 3;

export type PageReader<T> = (
  start: number,
  limit: number,
  signal: AbortSignal,
) => Promise<UpstreamList<T>>;

export interface DrainPlan {
  call: string;
  pageSize: number;
  concurrency: number;
  logger: UpstreamLogger;
  signal?: AbortSignal | undefined;
  /** Pages planned and read; a list read again after a shift counts its pages again. */
  pages?: PageCounter | undefined;
  /**
   * Pages after the first to ask for with it, before its total says whether they exist: for a
   * list known to be long, this saves the wait for the first page. A page the list turns out
   * not to need is left unread.
   */
  readAhead?: number | undefined;
}

/** Start offsets of the pages after the first, each overlapping its predecessor by one row. */
export function pageStarts(total: number, pageSize: number): number[] {
  const starts: number[] = [];
  // Page k starts at k × (pageSize − 1); it is needed while the page before ends short of total.
  for (let start = pageSize - 1; start + 1 < total; start += pageSize - 1) starts.push(start);
  return starts;
}

/** Every wire row has an id; anything else is compared by its content. */
const identityOf = (row: unknown): string => {
  const id = typeof row === 'object' && row !== null ? (row as { id?: unknown }).id : undefined;
  return typeof id === 'number' || typeof id === 'string' ? `id:${id}` : JSON.stringify(row);
};

class ListShifted extends Error {}

async function drainOnce<T>(readPage: PageReader<T>, plan: DrainPlan): Promise<T[]> {
  // Our own controller so that one failed page cancels its siblings still in flight.
  const siblings = new AbortController();
  const signal = plan.signal ? AbortSignal.any([plan.signal, siblings.signal]) : siblings.signal;
  plan.pages?.planned(1);
  const firstRead = readPage(0, plan.pageSize, signal);
  const ahead = new Map<number, Promise<UpstreamList<T>>>();
  for (let page = 1; page <= (plan.readAhead ?? 0); page++) {
    const start = page * (plan.pageSize - 1);
    const read = readPage(start, plan.pageSize, signal);
    // Awaited below when needed; a page not needed fails nobody.
    read.catch(() => undefined);
    ahead.set(start, read);
  }
  const first = await firstRead;
  plan.pages?.read();
  const total = first.total;
  const firstExpected = Math.min(plan.pageSize, total);
  if (first.data.length < firstExpected) throw new ListShifted();
  const rows = first.data.slice(0, firstExpected);

  const starts = pageStarts(total, plan.pageSize);
  plan.pages?.planned(starts.length);
  const task = async (start: number) => {
    try {
      const page = await (ahead.get(start) ?? readPage(start, plan.pageSize, signal));
      plan.pages?.read();
      const expected = Math.min(plan.pageSize, total - start);
      if (page.data.length < expected) throw new ListShifted();
      return page.data.slice(0, expected);
    } catch (error) {
      siblings.abort();
      throw error;
    }
  };
  // A cancelled drain starts no further page (those in flight are aborted). Only the caller's
  // signal: a sibling's failure must stay the error thrown, so a shifted list is read again.
  const pages = await mapWithConcurrency(starts, plan.concurrency, task, plan.signal);

  let previousLast = rows[rows.length - 1];
  for (const page of pages) {
    if (identityOf(page[0]) !== identityOf(previousLast)) throw new ListShifted();
    for (let index = 1; index < page.length; index++) rows.push(page[index] as T);
    previousLast = page[page.length - 1];
  }
  return rows;
}

export async function drainList<T>(readPage: PageReader<T>, plan: DrainPlan): Promise<T[]> {
  if (!Number.isInteger(plan.pageSize) || plan.pageSize < 2) {
    throw new RangeError(`drain page size must be an integer of at least 2 (pages overlap)`);
  }
  if (!Number.isInteger(plan.concurrency) || plan.concurrency < 1) {
    throw new RangeError(`drain concurrency must be a positive integer, got ${plan.concurrency}`);
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await drainOnce(readPage, plan);
    } catch (error) {
      if (!(error instanceof ListShifted)) throw error;
      if (attempt >= MAX_DRAIN_ATTEMPTS) {
        const failure: UpstreamError = new UpstreamTransportError(
          'the upstream list kept changing while it was being read; try again',
          { call: plan.call },
        );
        plan.logger.warn({ call: plan.call, attempts: attempt }, failure.message);
        throw failure;
      }
      plan.logger.warn(
        { call: plan.call, attempt },
        'upstream list changed mid-read; reading again',
      );
    }
  }
}
