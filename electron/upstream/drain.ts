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
import { UpstreamTransportError, type UpstreamError } from './errors.js';
import { linkedAbort, type LinkedAbort } from './linked-abort.js';
import type { UpstreamLogger } from './transport.js';
import type { UpstreamList } from './wire.js';
import type { PageCounter } from './work.js';
import { fieldOf } from '../../shared/guards.js';

const MAX_DRAIN_ATTEMPTS = 3;

/**
 * A page as its reader read it. `reread` reads its rows `from` an index again from what the
 * reader kept of the page (the answer's text), without the rows themselves.
 */
export interface ReadPage<T> extends UpstreamList<T> {
  reread?: ((from: number, count: number) => T[]) | undefined;
}

type PageReader<T> = (start: number, limit: number, signal: AbortSignal) => Promise<ReadPage<T>>;

interface DrainPlan {
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

/**
 * `again` for rows handed over from index `from` of a page: made here, apart from the page's
 * rows, so the function keeps nothing but the reader's own `reread`.
 */
const againOf = <T>(
  reread: ReadPage<T>['reread'],
  from: number,
  count: number,
): (() => T[]) | undefined => (reread ? () => reread(from, count) : undefined);

/** Every wire row has an id; anything else is compared by its content. */
const identityOf = (row: unknown): string => {
  const id = fieldOf(row, 'id');
  return typeof id === 'number' || typeof id === 'string' ? `id:${id}` : JSON.stringify(row);
};

class ListShifted extends Error {}

/**
 * Why the pages still in flight are stopped once a drain is over. A reason of its own: without
 * one, each abort makes a DOMException with its stack, and a report drains thousands of lists.
 */
const DRAIN_OVER = new Error('the list has been read');

/**
 * Where a drain hands its rows: each page once, in list order, without the row it shares with
 * the page before. A slow `page` holds the drain back: no page beyond the next `concurrency`
 * is asked for until it has taken the pages before, so rows never pile up in memory faster
 * than they are used. When the list shifted and is read again, `restart` is called first:
 * what was handed over so far was a read that did not hold.
 */
export interface PageSink<T> {
  /** The list's length as its first page tells it, before that page (after a restart, again). */
  length?(rows: number): void;
  /**
   * A page's rows. `again`, where the reader kept the page's text, reads the same rows again
   * from it: a sink that keeps a page after handing its rows on (a store written once the
   * answer is out) keeps `again` rather than the rows, and the rows die young.
   */
  page(rows: T[], again?: () => T[]): void | Promise<void>;
  restart(): void | Promise<void>;
}

async function drainOnce<T>(
  readPage: PageReader<T>,
  plan: DrainPlan,
  sink: PageSink<T>,
): Promise<void> {
  // Our own controller so that one failed page cancels its siblings still in flight.
  const siblings = linkedAbort(plan.signal);
  try {
    await readAll(readPage, plan, sink, siblings);
  } finally {
    // A page read ahead that the list turned out not to need is not read on.
    siblings.abort(DRAIN_OVER);
    siblings.release();
  }
}

async function readAll<T>(
  readPage: PageReader<T>,
  plan: DrainPlan,
  sink: PageSink<T>,
  siblings: LinkedAbort,
): Promise<void> {
  const { signal } = siblings;
  // The failure that stopped the siblings: what is thrown, rather than their cancellation
  // (a page shifted further on cancels one still awaited before it). A field, set by fail():
  // TypeScript does not take a field for unchanged after the calls that may set it.
  const first: { failure?: { error: unknown } } = {};
  const fail = (error: unknown) => {
    first.failure ??= { error };
    siblings.abort();
  };
  plan.pages?.planned(1);
  const firstRead = readPage(0, plan.pageSize, signal);
  const ahead = new Map<number, Promise<ReadPage<T>>>();
  for (let page = 1; page <= (plan.readAhead ?? 0); page++) {
    const start = page * (plan.pageSize - 1);
    const read = readPage(start, plan.pageSize, signal);
    // Awaited below when needed; a page not needed fails nobody.
    read.catch(() => undefined);
    ahead.set(start, read);
  }
  try {
    const first = await firstRead;
    plan.pages?.read();
    const total = first.total;
    const firstExpected = Math.min(plan.pageSize, total);
    if (first.data.length < firstExpected) throw new ListShifted();
    const firstRows = first.data.slice(0, firstExpected);

    const starts = pageStarts(total, plan.pageSize);
    plan.pages?.planned(starts.length);
    const readAt = async (start: number) => {
      try {
        const page = await (ahead.get(start) ?? readPage(start, plan.pageSize, signal));
        plan.pages?.read();
        const expected = Math.min(plan.pageSize, total - start);
        if (page.data.length < expected) throw new ListShifted();
        return { rows: page.data.slice(0, expected), reread: page.reread };
      } catch (error) {
        // At once, not when its turn comes: the pages before it may take a while yet.
        fail(error);
        throw error;
      }
    };
    // Pages asked for and not yet handed over, in list order: at most `concurrency`.
    const asked: Promise<{ rows: T[]; reread: ReadPage<T>['reread'] }>[] = [];
    let next = 0;
    const askNext = () => {
      const start = starts[next++];
      if (start === undefined) return;
      const read = readAt(start);
      read.catch(() => undefined);
      asked.push(read);
    };
    while (asked.length < plan.concurrency && next < starts.length) askNext();
    sink.length?.(total);
    await sink.page(firstRows, againOf(first.reread, 0, firstRows.length));
    let previousLast = firstRows[firstRows.length - 1];
    for (let read = asked.shift(); read; read = asked.shift()) {
      // A cancelled drain starts no further page (those in flight are aborted).
      plan.signal?.throwIfAborted();
      const { rows, reread } = await read;
      if (identityOf(rows[0]) !== identityOf(previousLast)) throw new ListShifted();
      previousLast = rows[rows.length - 1];
      askNext();
      // Without the row it shares with the page before (the file header).
      await sink.page(rows.slice(1), againOf(reread, 1, rows.length - 1));
    }
  } catch (error) {
    fail(error);
    throw first.failure?.error ?? error;
  }
}

/**
 * Hands every row of a list call to `sink`, page by page in order (see PageSink); the list is
 * read again from the start when it shifted (file header).
 */
export async function drainPages<T>(
  readPage: PageReader<T>,
  plan: DrainPlan,
  sink: PageSink<T>,
): Promise<void> {
  if (!Number.isInteger(plan.pageSize) || plan.pageSize < 2) {
    throw new RangeError(`drain page size must be an integer of at least 2 (pages overlap)`);
  }
  if (!Number.isInteger(plan.concurrency) || plan.concurrency < 1) {
    throw new RangeError(`drain concurrency must be a positive integer, got ${plan.concurrency}`);
  }
  for (let attempt = 1; ; attempt++) {
    try {
      if (attempt > 1) await sink.restart();
      return await drainOnce(readPage, plan, sink);
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

/** Every row a drain hands its sink, in order: those of the read that held. */
export async function gathered<T>(drain: (sink: PageSink<T>) => Promise<void>): Promise<T[]> {
  let rows: T[] = [];
  await drain({
    page: (page) => {
      for (const row of page) rows.push(row);
    },
    restart: () => {
      rows = [];
    },
  });
  return rows;
}
