/**
 * The positional arguments of a list call: the leading ones of the platform's search and
 * translated list calls, as public code sends them (docs/upstream.md, "List calls": the
 * recorded product searches pass `0` as the query for "everything", and a language code),
 * then `start, limit, order, filters`. Limits the platform would refuse are refused here.
 */
import { callLabel, leadingCountOf, listLimitOf, type ListCallName } from './calls.js';
import type { UpstreamFilter, UpstreamOrder } from './wire.js';
import type { UpstreamWork } from './work.js';

export interface ListOptions extends UpstreamWork {
  start?: number;
  /** Default: the call's maximum (1000, or 100 for listOrders). */
  limit?: number;
  order?: UpstreamOrder[] | null;
  filters?: UpstreamFilter[] | null;
  /** Parameters before `start`, e.g. `[query, lang]` or `[lang]`; as many as the call has. */
  leading?: unknown[];
}

export interface DrainOptions extends Omit<ListOptions, 'start' | 'limit'> {
  /** Default: the call's maximum (calls.ts listLimitOf). */
  pageSize?: number;
  concurrency?: number;
  /** Pages after the first asked for with it (drain.ts). */
  readAhead?: number;
}

/** `[...leading, start, limit, order, filters]`, checked against the call's shape. */
export function listParams(
  name: ListCallName,
  options: ListOptions,
): { params: unknown[]; start: number } {
  const leading = options.leading ?? [];
  const leadingCount = leadingCountOf(name);
  if (leadingCount < 0) throw new RangeError(`${callLabel(name)} is not a list call`);
  if (leading.length !== leadingCount) {
    throw new RangeError(
      `${callLabel(name)} takes ${leadingCount} parameter(s) before start, got ${leading.length}`,
    );
  }
  const maximum = listLimitOf(name);
  const start = options.start ?? 0;
  const limit = options.limit ?? maximum;
  if (!Number.isInteger(start) || start < 0) throw new RangeError(`bad start ${start}`);
  if (!Number.isInteger(limit) || limit < 1 || limit > maximum) {
    throw new RangeError(`${callLabel(name)} takes a limit of 1..${maximum}, got ${limit}`);
  }
  return {
    params: [...leading, start, limit, options.order ?? null, options.filters ?? null],
    start,
  };
}

/** The query that asks for every row; recorded as the number 0. */
export const NO_QUERY = 0;

/**
 * Search text as the query argument; empty or blank text asks for everything. No recording
 * or public code passes text here (only 0), so that the platform searches by it is assumed.
 */
export const searchQueryOf = (text: string | undefined): string | typeof NO_QUERY =>
  text?.trim() || NO_QUERY;

/** Lists are asked in Dutch, so titles come as the shop shows them. */
export const LIST_LANGUAGE = 'nl';
